/** The demo's mail view (demo/public/mail.js) and a card on it, for the tests of the card's writes. */
import type { Frame, Page } from 'playwright-core';
import { waitUntil } from '../../support/wait-until';
import { cardFrame } from './card';
import { pointAt } from './act';
import type { Stack } from './stack';

export const NOOR = 'noor.haddad@kestrel-labs.io';
export const LENA = 'lena.fischer@northwind-trade.com';
export const JANE = 'jane.cooper@acme.io';

export async function openMail(stack: Stack): Promise<Page> {
  const page = await stack.context.newPage();
  await page.goto(new URL('/mail', stack.demoUrl).toString());
  await page.getByTestId('mail-from').waitFor();
  return page;
}

/** The card, once it shows `state` for `email`; the pointer rests on `text` (the address, or a name). */
export async function cardFor(page: Page, email: string, state: string, text = email): Promise<Frame> {
  await pointAt(page, text);
  await waitUntil(
    async () => (await cardFrame(page)?.locator(`article[data-state="${state}"] .email`, { hasText: email }).count()) === 1,
    20_000,
    `the card showing ${email} ${state}`,
  );
  return cardFrame(page)!;
}

/**
 * From now on, every line of words the card's form and actions show (a status, an error, a
 * result), in order, however briefly: what the agent may have read. Read with `linesShown`.
 */
export async function recordLines(card: Frame): Promise<void> {
  await card.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { linesShown: string[] }).linesShown = seen;
    const note = () => {
      for (const el of document.querySelectorAll('.form-error, .form-status, .action-done, .action-note, article.customer > .message')) {
        const text = (el.textContent ?? '').trim();
        if (text && seen.at(-1) !== text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    note();
  });
}

export function linesShown(card: Frame): Promise<string[]> {
  return card.evaluate(() => (window as unknown as { linesShown: string[] }).linesShown);
}
