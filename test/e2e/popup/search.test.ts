/**
 * The popup's search over the local API's seed, in Chromium and Firefox: names, companies, threads
 * and refs found; the keyboard alone opens a customer, a click another; one character asks
 * nothing; a word typed at a person's pace costs at most two request sets; a slow answer to an
 * earlier query never replaces a later one; a key without thread:read still finds customers and
 * says what it cannot search. The popup's page is opened in a tab, where both browsers give the
 * test real keys and clicks (the toolbar's own popup takes no typed keys from WebDriver BiDi).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitForValue, waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import type { Driver, Tab } from '../driver/driver';

type Kind = 'customer' | 'company' | 'thread';
type Sent = { operationName?: string; variables?: Record<string, unknown> };
const SEARCHES = ['searchCustomers', 'searchCompanies', 'searchThreads'];
/** A person's pace: a key every 120 ms, well inside the box's pause before it asks. */
const KEY_GAP_MS = 120;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Types `text` a key at a time, as real keys; `gapMs` between them. */
async function type(tab: Tab, text: string, gapMs = 0): Promise<void> {
  for (const [i, ch] of [...text].entries()) {
    if (i > 0 && gapMs) await pause(gapMs);
    await tab.keyboard.press(ch);
  }
}

/** The names (a thread's title) listed under a kind now. */
const names = (tab: Tab, kind: Kind) =>
  tab.evaluate((k) => [...document.querySelectorAll(`[data-hit="${k}"] .hit-name`)].map((e) => e.textContent ?? ''), kind);

/** Until the list is the answer to what the box holds (not busy) and `ok` holds for its names of `kind`. */
async function listedWhen(tab: Tab, kind: Kind, ok: (names: string[]) => boolean, what: string): Promise<string[]> {
  let seen: string[] = [];
  const settled = () => tab.evaluate(() => document.getElementById('search-results')?.getAttribute('aria-busy') === 'false');
  await waitUntil(async () => (await settled()) && ok((seen = await names(tab, kind))), 15_000, what).catch((error: Error) => {
    throw new Error(`${error.message}; listed: ${JSON.stringify(seen)}`);
  });
  return seen;
}

/**
 * A real click at the middle of the `index`th hit of a kind (scrolled into view first), once the
 * search has all its answers (`aria-busy` off) and the hit stands still over two painted frames:
 * a group above it that fills in later moves it, and a point read before lands on another row.
 */
async function clickHit(tab: Tab, kind: Kind, index: number): Promise<void> {
  const read = () =>
    tab.evaluate(
      ([k, i]) =>
        new Promise<string | null>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              if (document.getElementById('search-results')?.getAttribute('aria-busy') === 'true') return resolve(null);
              const hit = document.querySelectorAll(`[data-hit="${k}"]`)[i];
              if (!hit) return resolve(null);
              hit.scrollIntoView({ block: 'center' });
              const r = hit.getBoundingClientRect();
              resolve(JSON.stringify({ x: r.x + r.width / 2, y: r.y + r.height / 2 }));
            }),
          ),
        ),
      [kind, index] as const,
    );
  let before = await read();
  const at = await waitForValue(
    async () => {
      const now = await read();
      const still = now !== null && now === before;
      before = now;
      return still && now;
    },
    10_000,
    `the ${kind} hit ${index} standing still`,
  );
  const { x, y } = JSON.parse(at) as { x: number; y: number };
  await tab.mouse.click(x, y);
}

const cardName = (tab: Tab) => tab.evaluate(() => document.querySelector('main > article[data-state="found"] .name')?.textContent ?? '');

forEachBrowser('the popup search', (browser) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
  });
  afterAll(async () => driver?.shutdown());
  beforeEach(() => {
    driver.api.faults.clear();
    driver.api.resetRequests();
  });

  const sent = (operation: string) => driver.api.requests.map((r) => r.json as Sent).filter((j) => j?.operationName === operation);
  const seedNames = (match: RegExp) =>
    driver.api.seed.customers
      .filter((c) => match.test(c.fullName) || match.test(c.email))
      .map((c) => c.fullName)
      .sort();

  /** The popup's page in a tab, its box focused (as the popup opens). */
  async function popup(): Promise<Tab> {
    const tab = await driver.openExtensionPage('src/ui/popup/popup.html');
    await waitUntil(() => tab.evaluate(() => document.activeElement?.id === 'lookup-email'), 10_000, 'the box focused');
    return tab;
  }

  it('part of a name lists every customer of that name; the keyboard alone opens the first', async () => {
    const tab = await popup();
    await type(tab, 'noor');
    const expected = seedNames(/noor/i);
    const listed = await listedWhen(tab, 'customer', (n) => n.length === expected.length, 'every Noor listed');
    expect(listed.sort()).toEqual(expected);
    const first = (await names(tab, 'customer'))[0]!;
    await tab.keyboard.press('ArrowDown');
    const chosen = () => tab.evaluate(() => document.querySelector('[aria-selected="true"] .hit-name')?.textContent ?? '');
    await waitUntil(async () => (await chosen()) !== '', 5_000, 'a result chosen');
    expect(await chosen()).toBe(first);
    await tab.keyboard.press('Enter');
    await waitUntil(async () => (await cardName(tab)) === first, 15_000, `${first}'s card`);
    await tab.close();
  });

  it("a click opens another customer's card", async () => {
    const tab = await popup();
    await type(tab, 'noor');
    const [, second] = await listedWhen(tab, 'customer', (n) => n.length >= 2, 'two Noors listed');
    await clickHit(tab, 'customer', 1);
    await waitUntil(async () => (await cardName(tab)) === second, 15_000, `${second}'s card`);
    await tab.close();
  });

  it("words of a thread's title, and its ref, find the thread (the ref's first)", async () => {
    const tab = await popup();
    await type(tab, 'customs');
    const titles = await listedWhen(tab, 'thread', (n) => n.length > 0, 'the customs threads');
    expect(titles.every((t) => /customs/i.test(t))).toBe(true);
    await tab.keyboard.press('Escape');
    await waitUntil(
      () => tab.evaluate(() => (document.getElementById('lookup-email') as HTMLInputElement).value === ''),
      5_000,
      'the box cleared',
    );
    await type(tab, 'T-1042');
    const firstRef = () => tab.evaluate(() => document.querySelector('[data-hit="thread"] .hit-ref')?.textContent ?? '');
    await waitUntil(async () => (await firstRef()) === 'T-1042', 15_000, 'T-1042 first');
    await tab.close();
  });

  it("part of a company's name finds it, and opening it lists its customers", async () => {
    const tab = await popup();
    await type(tab, 'kestrel');
    await listedWhen(tab, 'company', (n) => n.includes('Kestrel Labs'), 'Kestrel Labs found');
    const kestrel = driver.api.seed.companies.find((c) => c.name === 'Kestrel Labs')!;
    const people = driver.api.seed.customers
      .filter((c) => c.companyId === kestrel.id)
      .map((c) => c.fullName)
      .sort();
    const index = (await names(tab, 'company')).indexOf('Kestrel Labs');
    await clickHit(tab, 'company', index);
    await waitUntil(() => tab.evaluate(() => document.querySelector('.search-company') !== null), 10_000, "the company's customers");
    const listed = await listedWhen(tab, 'customer', (n) => n.length === people.length, 'every customer of Kestrel Labs');
    expect(listed.sort()).toEqual(people);
    await tab.close();
  });

  it("one character asks nothing; a word at a person's pace sends at most two request sets", async () => {
    const tab = await popup();
    await type(tab, 'h');
    // Longer than the box's pause: a one-character query would have been asked by now.
    await pause(900);
    await type(tab, 'arbor', KEY_GAP_MS);
    await listedWhen(tab, 'company', (n) => n.some((c) => /harbor/i.test(c)), 'the Harbor companies');
    const terms = sent('searchCompanies').map((j) => j.variables?.term);
    expect(terms).not.toContain('h');
    expect(terms).toContain('harbor');
    expect(terms.length).toBeLessThanOrEqual(2);
    expect(sent('searchCustomers').length).toBe(terms.length);
    await tab.close();
  });

  it('a slow answer to an earlier query never replaces a faster later one', async () => {
    const tab = await popup();
    // The first set ("se") and the test's own witness below are slow; "selin" after them is not.
    driver.api.faults.set({ kind: 'latency', ms: 2500, times: 4, operations: SEARCHES });
    await type(tab, 'se');
    await waitUntil(() => SEARCHES.every((op) => sent(op).length === 1), 10_000, 'the first set sent');
    // Sent after the slow set with the same delay, so it is answered after them: once it is in,
    // whatever the slow set would bring has come.
    const witness = fetch(driver.api.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_API_KEY}` },
      body: JSON.stringify({
        operationName: 'searchCustomers',
        query: 'query searchCustomers { searchCustomers(searchQuery: { or: [] }) { edges { cursor } } }',
      }),
    });
    await waitUntil(() => sent('searchCustomers').length === 2, 10_000, 'the witness sent');
    await type(tab, 'lin');
    const selin = await listedWhen(tab, 'customer', (n) => n.length > 0 && n.every((c) => /selin/i.test(c)), 'only Selins listed');
    await witness;
    expect((await names(tab, 'customer')).sort()).toEqual(selin.sort());
    await tab.close();
  });

  it('a key without thread:read still finds customers and says what it cannot search', async () => {
    await driver.configure('plainApiKey_demo_customers_only');
    try {
      const tab = await popup();
      await type(tab, 'noor');
      await listedWhen(tab, 'customer', (n) => n.length >= 2, 'the Noors listed');
      const problem = (kind: Kind) => tab.evaluate((k) => document.querySelector(`[data-problem="${k}"]`)?.textContent ?? '', kind);
      expect(await problem('thread')).toMatch(/thread:read/);
      expect(await problem('company')).toMatch(/company:read/);
      await tab.close();
    } finally {
      await driver.configure(DEMO_API_KEY);
    }
  });
});
