/**
 * Rate limits, driven by the local API's rate-limit fault: a lookup that must wait says so at
 * once (card and popup) while a cached customer still shows; the wait belongs to the key and base
 * URL it came from; and every retry time the card promises is kept, until it says it gave up,
 * after which it sends nothing more.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { closeCard, hoverCard, readCard, storySettled, waitForCardOf } from '../driver/card';
import type { Driver, Tab } from '../driver/driver';
import { emailCell } from '../driver/target';
import { viewSays } from '../driver/views';

const OTHER_KEY = 'plainApiKey_demo_no_workspace'; // may read customers too
const WAITING = /Rate limited; retrying at (\d{1,2}:\d{2}:\d{2}(?: [AP]M)?)/;
const GAVE_UP = /Rate limited until .+; try again then/;

forEachBrowser('a rate-limit wait', (browser) => {
  let driver: Driver;
  let page: Tab;
  let unused: string[] = [];
  beforeAll(async () => {
    driver = await browser.start();
    page = await driver.openDemo();
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="customer-email"]')].map((e) => e.textContent?.trim() ?? ''),
    );
    const known = new Set(driver.api.seed.customers.map((c) => c.email));
    unused = [...new Set(shown.filter((e) => known.has(e)))];
  });
  afterAll(async () => driver?.shutdown());
  beforeEach(async () => {
    driver.api.faults.clear();
    await closeCard(page); // else the last test's card asks again below, and may meet this test's fault
    // Removed, then saved: a change either way, so the cache and any wait from the last test go.
    await driver.configure(null);
    await driver.configure(DEMO_API_KEY);
    await page.bringToFront();
  });

  function freshEmail(): string {
    const email = unused.shift();
    if (!email) throw new Error('ran out of customers on the demo page');
    return email;
  }
  const graphql = () => driver.api.requests.filter((r) => r.path === '/graphql/v1');
  const sent = () => graphql().length;
  const lookupsOf = (email: string) => graphql().filter((r) => r.body.includes(JSON.stringify(email))).length;
  const cardSays = async (email: string, state?: string) => (await readCard(await hoverCard(page, emailCell(email), email, state))).text;

  /** Hovers a fresh address into a 429 whose reset is 30 s ahead; returns the promised time. */
  async function spendTheLimit(): Promise<string> {
    driver.api.faults.set({ kind: 'rate-limited', resetInSeconds: 30, times: 1 });
    const text = await cardSays(freshEmail());
    const time = WAITING.exec(text)?.[1];
    expect(time, text).toBeTruthy();
    return time!;
  }

  it('is said at once by every card and popup lookup that waits, and a cached customer still shows', async () => {
    const cached = freshEmail();
    const card = await hoverCard(page, emailCell(cached), cached, 'found');
    // Its whole story came too, the customer card Plain was still loading included: the
    // background asks for that card again a second later (story/cards/loading-cards.ts), and that
    // ask could else be the request the 429 answers, or one sent while no requests remain. All
    // drawn first: the story's first frame draws only the customer cards in sight (CardsSection).
    await storySettled(card);
    const time = await spendTheLimit();
    const before = sent();

    expect(await cardSays(freshEmail(), 'rate-limited')).toContain(`Rate limited; retrying at ${time}`);
    await hoverCard(page, emailCell(cached), cached, 'found');
    await closeCard(page);

    const popup = await driver.openPopup(page, 'Look up an e-mail');
    const another = freshEmail();
    // The popup's own box, given text as a DOM event of the popup's window.
    await popup.evaluate((d, email) => {
      const box = d.getElementById('lookup-email') as HTMLInputElement;
      const win = d.defaultView!;
      Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!.call(box, email);
      box.dispatchEvent(new win.Event('input', { bubbles: true }));
    }, another);
    await popup.clickButton('Look up');
    await viewSays(popup, `Rate limited; retrying at ${time}`);
    await popup.close();
    expect(sent()).toBe(before); // nothing was sent while the service said no requests remain
  });

  it('ends when the key changes: the waiting card gets its customer with the new key', async () => {
    await spendTheLimit();
    const waiting = freshEmail();
    const card = await hoverCard(page, emailCell(waiting), waiting, 'rate-limited');
    await driver.configure(OTHER_KEY);
    // Well before the old key's reset (30 s ahead): only the new key can have brought it.
    await waitForCardOf(card, waiting, 'found', 10_000);
  });

  it('ends when the base URL changes', async () => {
    await spendTheLimit();
    const waiting = freshEmail();
    const card = await hoverCard(page, emailCell(waiting), waiting, 'rate-limited');
    // The same local API under another name: a base URL the wait does not belong to.
    await driver.configure(DEMO_API_KEY, driver.api.url.replace('127.0.0.1', 'localhost'));
    await waitForCardOf(card, waiting, 'found', 10_000);
  });

  it('keeps every retry time it promises, then says it gave up and until when, and sends nothing more', async () => {
    const RESET_S = 2;
    driver.api.faults.set({ kind: 'rate-limited', resetInSeconds: RESET_S }); // and it stays limited
    const email = freshEmail();
    const before = sent();
    const card = await hoverCard(page, emailCell(email), email, 'rate-limited');
    const text = async () => (await readCard(card)).text;
    const seen = new Set<string>();
    let last = '';
    // Every state the card shows says why. A limit on how long to look, not a time asserted: each
    // wait is 2 s plus a request.
    await waitUntil(
      async () => {
        last = await text();
        const promised = WAITING.exec(last)?.[1];
        if (promised) seen.add(promised);
        else if (!GAVE_UP.test(last)) throw new Error(`the card says neither: "${last}"`);
        return !promised;
      },
      90_000,
      'the card saying it gave up',
    );
    expect(seen.size, [...seen].join(', ')).toBe(3); // three waits, each at a new time
    expect(sent() - before).toBe(4); // the first request, then one at each promised time
    expect(await card.evaluate(() => document.querySelector('article.customer')?.getAttribute('aria-busy'))).toBe('false');
    // And nothing more once it gave up. The time is the input here: a retry, if the lookup made
    // one, would go at the reset the last 429 gave (RESET_S after it, which the background's gate
    // holds, rate-limit-gate.ts): first past that, by the clock.
    const resetAt = Date.parse(graphql().at(-1)!.time) + RESET_S * 1000;
    await waitUntil(async () => Date.now() > resetAt, 10_000, 'past the reset of the last 429');
    const saidAfter = await text();
    // Then a witness: another address hovered (the limit lifted) reaches the API, so the
    // background is at work and sends past that reset; the given-up lookup sent nothing more.
    driver.api.faults.clear();
    await closeCard(page);
    const witness = freshEmail();
    await hoverCard(page, emailCell(witness), witness, 'found');
    expect(lookupsOf(email)).toBe(4);
    expect(saidAfter).toMatch(GAVE_UP);
  });
});
