/**
 * The card in daily use, in Firefox (the Chromium version of the rate limit is rate-limit.test.ts;
 * the card down a list, following its address, and from the keyboard run in both browsers in
 * card-placement, card-follow and keyboard.test.ts): a rate limit that stays says each retry time,
 * keeps it, then says it gave up; in a narrow window the card stands beside its address, and
 * while loading where the full card will; a key just saved says "Looking up…" at once and is
 * used once its workspace is read; a key pasted with "Bearer " is saved bare.
 *
 * The test pages replace the demo page's body (the content script watches the page change). The
 * card's frame sits in a closed shadow root: where it is comes from its window's
 * `mozInnerScreenX/Y`, and it counts as shown when the page hits our host element at its middle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import {
  buttonNamed,
  byLabel,
  cardFrame,
  configureThroughOptions,
  frameBoxInPage,
  hoverCardOn,
  openDemo,
  replaceText,
  startFirefoxStack,
  waitUntil,
  waitForValue,
  type FirefoxStack,
} from './support';
import { waitForHeldIn } from './lines';

type Box = { x: number; y: number; width: number; height: number };

let stack: FirefoxStack;
beforeAll(async () => {
  stack = await startFirefoxStack();
  await configureThroughOptions(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

/** The demo page with its body replaced by `html`, once the content script has underlined `n` addresses. */
async function openPage(html: string, n: number): Promise<Page> {
  const page = await openDemo(stack);
  await page.evaluate((h) => {
    document.body.setAttribute('style', 'margin:0;font:14px/20px sans-serif');
    document.body.innerHTML = h;
  }, html);
  await waitForHeldIn(stack.options, page, (held) => held.length === n);
  return page;
}

const boxOf = (page: Page, id: string): Promise<Box> =>
  page.evaluate((i) => {
    const r = document.getElementById(i)!.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  }, id);

/** The card's frame's box in the page's viewport. */
const cardBox = (page: Page, card: Frame): Promise<Box> => frameBoxInPage(page, card);

/** The card is on screen: the page hits our host element at the middle of the card's frame. */
async function cardShown(page: Page): Promise<boolean> {
  const card = await cardFrame(page, stack.origin);
  if (!card) return false;
  const b = await cardBox(page, card);
  return page.evaluate(
    (x, y) => document.elementFromPoint(x, y)?.localName === 'customer-lens-card',
    b.x + b.width / 2,
    b.y + b.height / 2,
  );
}

/** The card shows `email`'s customer, found; returns its frame. */
async function cardShows(page: Page, email: string): Promise<Frame> {
  let frame: Frame | null = null;
  await waitUntil(async () => (frame = await cardFrame(page, stack.origin)) !== null, 15_000, 'the card frame');
  const card = frame as unknown as Frame;
  await waitForValue(
    card,
    (e) => {
      const a = document.querySelector('article.customer');
      return a?.querySelector('.email')?.textContent === e && a.getAttribute('data-state') === 'found';
    },
    20_000,
    email,
  );
  await waitUntil(() => cardShown(page), 10_000, `the card for ${email} on screen`);
  return card;
}

describe('the card in daily use, in Firefox', () => {
  it('a rate limit that stays: each promised retry time said and kept, then "Rate limited until <time>; try again then" (4 requests)', async () => {
    // Another key first: a change of key empties the cache, so this lookup is the API's.
    await configureThroughOptions(stack, 'plainApiKey_demo_no_workspace');
    const email = stack.api.seed.customers[6]!.email;
    const witness = stack.api.seed.customers[7]!.email;
    const page = await openPage(
      `<p style="padding:40px 24px"><span id="e">${email}</span></p><p style="padding:400px 24px 0"><span id="w">${witness}</span></p>`,
      2,
    );
    const graphql = () => stack.api.requests.filter((r) => r.path === '/graphql/v1');
    const sent = () => graphql().length;
    const lookupsOf = (e: string) => graphql().filter((r) => r.body.includes(JSON.stringify(e))).length;
    const RESET_S = 2;
    stack.api.faults.set({ kind: 'rate-limited', resetInSeconds: RESET_S }); // and it stays limited
    const before = sent();
    const lookupsBefore = lookupsOf(email);
    try {
      const first = await hoverCardOn(stack, page, (await page.$('#e'))!, email);
      expect(first.state, first.text).toBe('rate-limited');
      const frame = (await cardFrame(page, stack.origin))!;
      const text = () =>
        frame.evaluate(() => (document.querySelector('article.customer') as HTMLElement).innerText.replace(/\s+/g, ' ').trim());
      const seen = new Set<string>();
      let last = '';
      // A limit on how long to look, not a time asserted: each wait is 2 s plus a request.
      await waitUntil(
        async () => {
          last = await text();
          const promised = /Rate limited; retrying at (\d{1,2}:\d{2}:\d{2}(?: [AP]M)?)/.exec(last)?.[1];
          if (promised) seen.add(promised);
          else if (!/Rate limited until .+; try again then/.test(last)) throw new Error(`the card says neither: "${last}"`);
          return !promised;
        },
        90_000,
        'the card saying it gave up',
      );
      expect(seen.size, [...seen].join(', ')).toBe(3); // three waits, each at a new time
      expect(sent() - before).toBe(4); // the first request, then one at each promised time
      // And nothing more once it gave up. The time is the input here: a retry, if the lookup made
      // one, would go at the reset the last 429 gave (the fault's RESET_S after it, which the
      // background's gate holds, rate-limit-gate.ts): first past that, by the clock.
      const resetAt = Date.parse(graphql().at(-1)!.time) + RESET_S * 1000;
      await waitUntil(() => Date.now() > resetAt, 10_000, 'past the reset of the last 429');
      const saidAfter = await text();
      // Then the witness: another address hovered (the limit lifted) reaches the API, so the
      // background is at work and sends past that reset; the given-up lookup sent nothing more.
      stack.api.faults.clear();
      const other = await hoverCardOn(stack, page, (await page.$('#w'))!, witness);
      expect(other.state, other.text).toBe('found');
      expect(lookupsOf(email) - lookupsBefore).toBe(4);
      expect(saidAfter).toMatch(/Rate limited until .+; try again then/);
    } finally {
      stack.api.faults.clear();
      await page.close();
    }
  });

  it('in an 800 px window with no side clear of the rows around, beside the address; a card still loading stands where the full one will', async () => {
    // A short address not looked up in this browser yet, and longer ones 150 px apart below it:
    // past the first look beside a small card (140 px), within a found card's height.
    const [anchor, ...longer] = [24, 31, 9, 28].map((i) => stack.api.seed.customers[i]!.email);
    const rows = [anchor, ...longer].map((e, i) => `<li style="height:150px"><span id="f${i}">${e}</span></li>`).join('');
    const page = await openPage(`<ul style="list-style:none;margin:0;padding:40px 24px 0 200px;font:16px/20px sans-serif">${rows}</ul>`, 4);
    await page.setViewport({ width: 800, height: 700 });
    stack.api.faults.set({ kind: 'latency', ms: 1_500 });
    try {
      await page.mouse.move(1, 1);
      const a = await boxOf(page, 'f0');
      await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
      let frame: Frame | null = null;
      await waitUntil(
        async () => (frame = await cardFrame(page, stack.origin)) !== null && (await cardShown(page)),
        15_000,
        'the card open',
      );
      const card = frame as unknown as Frame;
      await waitForValue(card, () => document.querySelector('article.customer')?.getAttribute('data-state') === 'loading', 10_000);
      // After the card opens it looks beside it over a found card's height, a task at a time: put.
      let whileLoading = await cardBox(page, card);
      let same = 0;
      await waitUntil(
        async () => {
          const now = await cardBox(page, card);
          same = now.x === whileLoading.x ? same + 1 : 0;
          whileLoading = now;
          return same >= 3;
        },
        5_000,
        'the loading card put',
      );
      await cardShows(page, anchor!);
      const full = await cardBox(page, card);
      expect(full.x).toBe(whileLoading.x);
      expect(full.x).toBeGreaterThanOrEqual(a.x + a.width); // beside the address, not below it over the rows
      expect(full.x + full.width).toBeLessThanOrEqual(800);
    } finally {
      stack.api.faults.clear();
      await page.close();
    }
  });
  it('a key just saved: the card says "Looking up…" at once, and its lookup waits for the key\'s workspace read alone', async () => {
    const LATENCY = 3_000;
    await configureThroughOptions(stack, DEMO_API_KEY);
    const email = stack.api.seed.customers[25]!.email;
    const page = await openPage(`<p style="padding:40px 24px"><span id="e">${email}</span></p>`, 1);
    stack.api.faults.set({ kind: 'latency', ms: LATENCY });
    stack.api.resetRequests();
    try {
      await stack.options.evaluate(
        (k) => (globalThis as any).browser.storage.local.set({ apiKey: k }),
        'plainApiKey_demo_no_thread_create',
      );
      const card = await hoverCardOn(stack, page, (await page.$('#e'))!, email);
      expect(card.state).toBe('found');
      const timeOf = (op: string) => Date.parse(stack.api.requests.find((r) => (r.json as any)?.operationName === op)!.time);
      // Asked once the workspace's read had answered (LATENCY after it came): until then a new key's
      // domains may make this a colleague's, who is never looked up.
      expect(timeOf('customerByEmail') - timeOf('connectionCheck')).toBeGreaterThanOrEqual(LATENCY);
    } finally {
      stack.api.faults.clear();
      await page.close();
    }
  });

  it('a key pasted with "Bearer " is saved bare; one with a space inside is refused, the key kept; a rejected one is said', async () => {
    const options = stack.options;
    const stored = () => options.evaluate(async () => (await (globalThis as any).browser.storage.local.get('apiKey')).apiKey as string);
    await configureThroughOptions(stack, DEMO_API_KEY);
    await replaceText(options, await byLabel(options, 'API key'), 'Bearer plainApiKey_demo_no_thread_create');
    await (await buttonNamed(options, 'Save')).click();
    await waitUntil(async () => (await stored()) === 'plainApiKey_demo_no_thread_create', 10_000, 'the key stored without "Bearer "');
    await replaceText(options, await byLabel(options, 'API key'), 'plainApiKey_demo full');
    await (await buttonNamed(options, 'Save')).click();
    await waitForValue(
      options,
      () => /space or line break/.test(document.querySelector('[data-testid="key-problem"]')?.textContent ?? ''),
      10_000,
    );
    expect(await stored()).toBe('plainApiKey_demo_no_thread_create');
    await configureThroughOptions(stack, 'plainApiKey_not_a_real_key');
    await waitForValue(
      options,
      () => /Rejected by the service/.test(document.querySelector('[data-testid="key-rejected"]')?.textContent ?? ''),
      10_000,
    );
    await configureThroughOptions(stack, DEMO_API_KEY);
  });
});
