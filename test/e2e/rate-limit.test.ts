/**
 * Rate limits in real Chromium, driven by the local API's rate-limit fault: a lookup that must
 * wait says so at once (card and popup) while a cached customer still shows; the wait belongs to
 * the key and base URL it came from; and every retry time the card promises is kept, until it
 * says it gave up.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { cardFrame, cardText, closeCard, hoverCard } from './support/card';
import { waitUntil } from '../support/wait-until';
import { configure, openDemo, popupUrl, startStack, type Stack } from './support/stack';

const OTHER_KEY = 'plainApiKey_demo_no_workspace'; // may read customers too
const WAITING = /Rate limited; retrying at (\d{1,2}:\d{2}:\d{2}(?: [AP]M)?)/;

let stack: Stack;
let page: Page;
let unused: string[] = [];
beforeAll(async () => {
  stack = await startStack();
  page = await openDemo(stack);
  const shown = await page.getByTestId('customer-email').allInnerTexts();
  const known = new Set(stack.api.seed.customers.map((c) => c.email));
  unused = [...new Set(shown.map((s) => s.trim()).filter((e) => known.has(e)))];
});
afterAll(async () => stack?.shutdown());
beforeEach(async () => {
  stack.api.faults.clear();
  await closeCard(page); // else the last test's card asks again below, and may meet this test's fault
  // Removed, then saved: a change either way, so the cache and any wait from the last test go.
  await configure(stack, null);
  await configure(stack, DEMO_API_KEY);
});

function freshEmail(): string {
  const email = unused.shift();
  if (!email) throw new Error('ran out of customers on the demo page');
  return email;
}
const cell = (email: string) => page.getByTestId('customer-email').filter({ hasText: email }).first();
const sent = () => stack.api.requests.filter((r) => r.path === '/graphql/v1').length;

/** Hovers the first address into a 429 whose reset is 30 s ahead; returns the promised time. */
async function spendTheLimit(): Promise<string> {
  stack.api.faults.set({ kind: 'rate-limited', resetInSeconds: 30, times: 1 });
  const email = freshEmail();
  const text = await cardText(await hoverCard(page, cell(email), email));
  const time = text.match(WAITING)?.[1];
  expect(time, text).toBeTruthy();
  return time!;
}

describe('a rate-limit wait', () => {
  it('is said at once by every card and popup lookup that waits, and a cached customer still shows', async () => {
    const cached = freshEmail();
    const card = await hoverCard(page, cell(cached), cached, 'found');
    // Its whole story came too, the customer card Plain was still loading included: the
    // background asks for that card again a second later (story/cards/loading-cards.ts), and that
    // ask could else be the request the 429 answers, or one sent while no requests remain. All
    // drawn first: the story's first frame draws only the customer cards in sight (CardsSection).
    const settled = async () =>
      (await card.locator('.context[data-drawn="all"]').count()) === 1 &&
      (await card.locator('[data-status="loading"], [data-card-state="loading"]').count()) === 0;
    await waitUntil(settled, 10_000, "the cached customer's whole story");
    const time = await spendTheLimit();
    const before = sent();

    const waiting = freshEmail();
    const text = await cardText(await hoverCard(page, cell(waiting), waiting, 'rate-limited'));
    expect(text).toContain(`Rate limited; retrying at ${time}`);
    await hoverCard(page, cell(cached), cached, 'found');

    const popup = await stack.context.newPage();
    await popup.goto(popupUrl(stack));
    const another = freshEmail();
    await popup.getByLabel('Look up an e-mail').fill(another);
    await popup.getByRole('button', { name: 'Look up', exact: true }).click();
    await popup.locator('main > article[data-state="rate-limited"]').getByText(`Rate limited; retrying at ${time}`).waitFor();
    await popup.close();
    expect(sent()).toBe(before); // nothing was sent while the service said no requests remain
  });

  it('ends when the key changes: the waiting card gets its customer with the new key', async () => {
    await spendTheLimit();
    const waiting = freshEmail();
    await hoverCard(page, cell(waiting), waiting, 'rate-limited');
    await configure(stack, OTHER_KEY);
    // Well before the old key's reset (30 s ahead): only the new key can have brought it.
    await cardFrame(page)!.locator('article[data-state="found"]', { hasText: waiting }).waitFor({ timeout: 10_000 });
  });

  it('ends when the base URL changes', async () => {
    await spendTheLimit();
    const waiting = freshEmail();
    await hoverCard(page, cell(waiting), waiting, 'rate-limited');
    // The same local API under another name: a base URL the wait does not belong to.
    await configure(stack, DEMO_API_KEY, stack.api.url.replace('127.0.0.1', 'localhost'));
    await cardFrame(page)!.locator('article[data-state="found"]', { hasText: waiting }).waitFor({ timeout: 10_000 });
  });

  it('keeps every retry time it promises, then says it gave up and until when', async () => {
    stack.api.faults.set({ kind: 'rate-limited', resetInSeconds: 2 }); // and it stays limited
    const email = freshEmail();
    const before = sent();
    const article = await hoverCard(page, cell(email), email, 'rate-limited');
    const frame = cardFrame(page)!;
    const seen = new Set<string>();
    // Every state the card shows says why; none stays past its promised time plus a request.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const text = await cardText(frame.locator('article.customer', { hasText: email }));
      if (/Rate limited until .+; try again then/.test(text)) break;
      const promised = text.match(WAITING)?.[1];
      expect(promised, text).toBeTruthy();
      seen.add(promised!);
      expect(Date.now(), `still "${text}"`).toBeLessThan(deadline);
      // Until the card says something else; past the deadline, the line above fails.
      const changed = async () => (await cardText(frame.locator('article.customer', { hasText: email }))) !== text;
      await waitUntil(changed, Math.max(0, deadline - Date.now()), 'the card changing').catch(() => undefined);
    }
    expect(seen.size).toBe(3); // three waits, each at a new time
    expect(sent() - before).toBe(4); // the first request, then one at each promised time
    expect(await article.getAttribute('aria-busy')).toBe('false');
  });
});
