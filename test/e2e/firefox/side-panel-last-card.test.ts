/**
 * The side panel's rule for a tab's customer in Firefox's sidebar (the Chromium version is
 * side-panel-last-card.test.ts): a card opened over an open mail is the customer when the
 * sidebar opens afterwards, not the mail's sender; a conversation the page opens since wins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import { textCentreInPage } from '../support/act';
import {
  cardFrame,
  configureThroughOptions,
  openDemo,
  realPopup,
  startFirefoxStack,
  waitForValue,
  waitUntil,
  type FirefoxStack,
} from './support';

const LENA = 'lena.fischer@northwind-trade.com';
const NOOR = 'noor.haddad@kestrel-labs.io';

let stack: FirefoxStack;
beforeAll(async () => {
  stack = await startFirefoxStack({ prefs: { 'extensions.openPopupWithoutUserGesture.enabled': true } });
  await configureThroughOptions(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

const sidebarText = () =>
  stack.options.evaluate(() => {
    const [sidebar] = (globalThis as any).browser.extension.getViews({ type: 'sidebar' }) as Window[];
    return sidebar ? sidebar.document.body.innerText.replace(/\s+/g, ' ') : null;
  });

async function sidebarSays(text: string): Promise<void> {
  await waitUntil(async () => (await sidebarText())?.includes(text) ?? false, 10_000, `the sidebar saying "${text}"`).catch(
    async (error) => {
      throw new Error(`${String(error)}; it says: ${await sidebarText()}`);
    },
  );
}

/** Rests the pointer on `text` until the card shows `email`, then moves away. */
async function openAndCloseCard(page: Page, text: string, email: string): Promise<void> {
  const point = await page.evaluate(textCentreInPage, text);
  if (!point) throw new Error(`"${text}" is not on the page`);
  await page.mouse.move(1, 1);
  await page.mouse.move(point.x - 3, point.y);
  await page.mouse.move(point.x, point.y);
  let frame = null as Awaited<ReturnType<typeof cardFrame>>;
  await waitUntil(async () => (frame = await cardFrame(page, stack.origin)) !== null, 15_000, 'the card frame');
  await waitForValue(frame!, (e) => document.querySelector('article:not([data-state="loading"]) .email')?.textContent === e, 20_000, email);
  await page.mouse.move(1, 1);
}

describe('the sidebar opened after a card, in Firefox', () => {
  it("shows the card's customer, not the open mail's sender; a conversation opened since then wins", async () => {
    const mail = await stack.browser.newPage();
    await mail.goto(new URL('/mail', stack.demoUrl).toString());
    await waitForValue(mail, (t) => document.body?.innerText.includes(t), 15_000, 'Lena Fischer');
    await openAndCloseCard(mail, 'Lena Fischer', LENA);

    const popup = realPopup(stack);
    await popup.openOn(mail, 'Open side panel');
    await popup.click('Open side panel');
    await sidebarSays(LENA);
    // Away to another tab and back: the sidebar asks again, after the open mail was read. Still Lena.
    const other = await openDemo(stack);
    await other.bringToFront();
    await sidebarSays('No customer on this tab yet');
    await mail.bringToFront();
    await sidebarSays(LENA);
    await sidebarSays('Create customer');
    expect(await sidebarText()).not.toContain(NOOR);
    await other.close();

    // The page opens a conversation after the card: its customer now.
    const jane = stack.api.seed.customers[0]!;
    await mail.bringToFront();
    const { threads } = (await (await fetch(`${stack.demoUrl}/threads.json`)).json()) as {
      threads: Array<{ id: string; customer: { email: string } }>;
    };
    await mail.goto(`${stack.demoUrl}/threads/${encodeURIComponent(threads.find((t) => t.customer.email === jane.email)!.id)}`);
    await sidebarSays(jane.fullName);
  });
});
