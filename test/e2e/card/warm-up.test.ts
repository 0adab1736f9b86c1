/**
 * The lookup warmed at pointer rest, in real Chromium against the local API: a pointer brushing
 * across a list of addresses sends the API nothing; one resting on an address (shorter than the
 * hover intent) sends exactly one request, before any card opens; and a card pinned on one
 * customer stays on it while the pointer rests on another, whose card then opens from the cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { afterScriptTimers, cardFrame, closeCard, hoverCard, isCardVisible } from '../support/card';
import { INTENT_MS } from '../../../src/content/pointer/intent';
import { waitUntil } from '../../support/wait-until';
import { configure, openServedPages, startStack, type Stack } from '../support/stack';
import { waitForHeld } from '../support/lines';

const ROWS = 20;
/** The rows the brush crosses, used by nothing else: one warmed under load is cached for the rest. */
const BRUSHED_ROWS = [...Array(10).keys()].map((k) => 10 + k);
/** Past WARM_MS (50) and well short of INTENT_MS (120), both counted from the first frame's read. */
const REST_MS = 75;
/** A stay shorter than this is a brush: well under WARM_MS, leaving room for the timer's own lateness. */
const BRUSH_MS = 40;

let stack: Stack;
let page: Page;
let emails: string[];
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  emails = stack.api.seed.customers.slice(0, ROWS).map((c) => c.email);
  const rows = emails.map((e, i) => `<li style="height:28px"><span id="r${i}">${e}</span></li>`).join('');
  const html = `<!doctype html><html><body style="margin:0;font:16px/1.5 sans-serif">
<ul style="list-style:none;margin:0;padding:20px">${rows}</ul></body></html>`;
  page = await openServedPages(stack, { '/warm-inbox': html });
  await waitForHeld(page, (held) => held.length === ROWS);
});
afterAll(async () => stack?.shutdown());

const row = (i: number): Locator => page.locator(`#r${i}`);
const asked = (email?: string) =>
  stack.api.requests.filter((r) => r.path === '/graphql/v1' && (!email || (r.json as any)?.variables?.email === email));

async function centre(i: number): Promise<{ x: number; y: number }> {
  const box = (await row(i).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Watches the card's iframe: true once the content script has shown it or moved it beside
 * another address, i.e. once the hover intent fired (the rest was longer than meant, under load).
 */
async function watchIntent(): Promise<() => Promise<boolean>> {
  const frame = await cardFrame(page)!.frameElement();
  await frame.evaluate((el) => {
    const f = el as HTMLIFrameElement & { watch?: MutationObserver; intent?: boolean };
    const key = () => `${f.style.opacity}|${f.style.left}|${f.style.top}`;
    const start = key();
    f.watch?.disconnect();
    f.intent = false;
    f.watch = new MutationObserver(() => void (key() !== start && (f.intent = true)));
    f.watch.observe(f, { attributes: true, attributeFilter: ['style'] });
  });
  return () => frame.evaluate((el) => (el as { intent?: boolean }).intent === true);
}

/**
 * Rests the pointer on row `i` for REST_MS, then leaves it for the blank margin. REST_MS is the
 * length of the rest, the input itself (no assertion waits on it). Returns once any timer the
 * script set for the rest has fired or been cancelled: the hover intent (INTENT_MS) was set at
 * the frame read that found the row, before the one our witness follows on the way out.
 */
async function restOn(i: number): Promise<void> {
  const { x, y } = await centre(i);
  await page.mouse.move(x, y);
  await page.waitForTimeout(REST_MS);
  await afterScriptTimers(page, INTENT_MS, () => page.mouse.move(600, 5));
}

/**
 * Opens row `i`'s card and waits until all it asks the API has arrived: the lookup (the card shows
 * the customer) and then the customer's context (a request with their id); then closes it. So a
 * request of this row's cannot arrive later among the ones a test counts.
 */
async function openSettled(i: number): Promise<void> {
  const customer = stack.api.seed.customers[i]!;
  await hoverCard(page, row(i), emails[i]!);
  await waitUntil(
    async () => stack.api.requests.some((r) => (r.json as any)?.variables?.customerId === customer.id),
    10_000,
    `the context request of row ${i}`,
  );
  await closeCard(page);
}

/** Starts recording, in the page, when each pointer move arrives and where it points. */
async function recordMoves(): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { moves: number[][]; recording?: boolean };
    w.moves = [];
    if (w.recording) return;
    w.recording = true;
    addEventListener('pointermove', (e) => w.moves.push([performance.now(), e.clientX, e.clientY]), true);
  });
}

/**
 * For each row, the longest time the pointer stayed on its address between two recorded moves,
 * as the page saw it (warm-up.ts counts stillness from the same moves).
 */
async function longestStays(): Promise<number[]> {
  const moves = await page.evaluate(() => (window as unknown as { moves: number[][] }).moves);
  const boxes = await Promise.all([...Array(ROWS).keys()].map(async (i) => (await row(i).boundingBox())!));
  const longest = boxes.map(() => 0);
  moves.slice(0, -1).forEach(([t, x, y], k) => {
    const i = boxes.findIndex((b) => x! >= b.x && x! <= b.x + b.width && y! >= b.y && y! <= b.y + b.height);
    if (i >= 0) longest[i] = Math.max(longest[i]!, moves[k + 1]![0]! - t!);
  });
  return longest;
}

describe('lookups warmed at pointer rest', () => {
  it('a pointer brushing across the list asks for nothing; a rest asks once, before the card opens', async () => {
    // The first address under the pointer makes the card's frame, which holds the page's main
    // thread (and so Playwright's next input events) for ~90 ms: a pause the product rightly takes
    // for a rest. Made beforehand, so the brush below is a brush (its events ~16 ms apart). On
    // row 4, which no later rest uses (its customer may now be cached).
    // Its card opened and all it asks arrived (openSettled), so none of its requests comes late.
    await openSettled(4);
    expect(cardFrame(page)).toBeDefined();
    stack.api.resetRequests();
    // Down the list and back up, a couple of input events per address; the boxes are measured
    // first, so nothing but the moves takes time on the way. On a busy machine two of Playwright's
    // moves can come more than WARM_MS apart, which is a rest as far as the page can tell; so the
    // page records when each move arrived, and only an address the pointer really brushed (every
    // stay on it under BRUSH_MS) must be asked nothing.
    // Recording starts before the pointer reaches the first row: the time it then waits there (an
    // evaluate's round trip, long on a busy machine) is a stay like any other, and may warm it.
    const down = await Promise.all(BRUSHED_ROWS.map(centre));
    await recordMoves();
    await page.mouse.move(down[0]!.x, down[0]!.y);
    for (const { x, y } of [...down, ...[...down].reverse().slice(1)]) await page.mouse.move(x, y, { steps: 2 });
    await page.mouse.move(600, 5);
    // The witness that any warm request the brush caused has arrived: row 3 (neither brushed nor
    // rested on by any test) opened afterwards, its lookup and context reached the API; a brushed
    // row's warm timer was set before (and cancelled by) the pointer leaving it. Row 3 is then
    // counted as asked for, with its long stay (recorded moves include closing it).
    const control = 3;
    await openSettled(control);
    const stays = await longestStays();
    const brushed = BRUSHED_ROWS.filter((i) => stays[i]! < BRUSH_MS).map((i) => emails[i]!);
    expect(brushed.length, `longest stays ${stays.map(Math.round).join(', ')} ms`).toBeGreaterThanOrEqual(3);
    for (const email of brushed) expect(asked(email), email).toHaveLength(0);
    for (const [i, email] of emails.entries()) if (asked(email).length) expect(stays[i], email).toBeGreaterThanOrEqual(BRUSH_MS);
    expect(asked(emails[control]).length).toBeGreaterThan(0); // the witness
    // Nothing else asked: every request is a row's (its lookup, or its customer's story), and a row
    // other than the control was asked only where the pointer really stayed (under load a stay may
    // pass the intent too, and that row's card then asks for the story).
    const rowOf = (r: (typeof stack.api.requests)[number]) => {
      const v = (r.json as any)?.variables;
      return emails.findIndex((email, i) => v?.email === email || v?.customerId === stack.api.seed.customers[i]!.id);
    };
    for (const r of asked()) {
      const i = rowOf(r);
      expect(i, JSON.stringify(r.json).slice(0, 200)).toBeGreaterThanOrEqual(0);
      if (i !== control) expect(stays[i], emails[i]).toBeGreaterThanOrEqual(BRUSH_MS);
    }
    expect(cardFrame(page)).toBeDefined(); // the content script did see the addresses
    stack.api.resetRequests();

    // A rest shorter than the intent: one request, and no card. Under load the rest may last
    // past the intent; then that try says nothing about warming and the next row is tried.
    let tried = 0;
    for (let i = 6; i < 10; i += 1, tried += 1) {
      await waitUntil(async () => !(await isCardVisible(page)), 3_000);
      const opened = await watchIntent();
      await restOn(i);
      await waitUntil(async () => asked(emails[i]).length > 0, 5_000);
      // restOn returned past the intent's timer: the card opened by now, or never will.
      if (await opened()) continue;
      // One lookup per try so far. (A try whose card opened also asked for that customer's story:
      // those are not lookups, and this row's customer must have no story asked at all.)
      const lookups = asked().filter((r) => (r.json as any)?.operationName === 'customerByEmail');
      expect(lookups).toHaveLength(tried + 1);
      expect(asked(emails[i])).toHaveLength(1);
      const id = stack.api.seed.customers[i]!.id;
      expect(asked().filter((r) => JSON.stringify(r.json).includes(id))).toHaveLength(0);
      expect(await isCardVisible(page)).toBe(false);
      return;
    }
    throw new Error('every rest outlasted the hover intent');
  });

  it('a card pinned on one customer stays on it while the pointer rests on another', async () => {
    const pinned = emails[5]!;
    const card = () => cardFrame(page)!.locator('article.customer[data-state="found"] .email');
    // Above the pinned address, so the card (placed below it) covers none of them; none of them
    // was warmed by the test before.
    for (const other of [0, 1, 2]) {
      await page.mouse.move(600, 5);
      await row(5).click();
      await waitUntil(
        async () =>
          (await card()
            .innerText()
            .catch(() => '')) === pinned,
        10_000,
      );
      stack.api.resetRequests();
      const opened = await watchIntent();
      await restOn(other);
      await waitUntil(async () => asked(emails[other]).length > 0, 5_000);
      // The warm lookup has ended in the background: its answer is in the session cache, which
      // the engine writes after it tells any listener (lookup/engine.ts), so a (wrong) card of the
      // warmed customer would have been sent by now.
      const key = `lookup:${emails[other]!.trim().toLowerCase()}`;
      await waitUntil(
        async () =>
          await stack.worker.evaluate(async (k) => Object.keys(await (globalThis as any).chrome.storage.session.get(k)).length > 0, key),
        10_000,
        'the warm answer cached',
      );
      if (await opened()) continue; // the rest outlasted the intent: the card rightly moved; again
      expect(await isCardVisible(page)).toBe(true);
      expect(await card().innerText()).toBe(pinned);

      // Resting long enough now opens the other customer, answered by the warm-up's request.
      await row(other).hover();
      await waitUntil(
        async () =>
          (await card()
            .innerText()
            .catch(() => '')) === emails[other],
        10_000,
      );
      expect(asked(emails[other])).toHaveLength(1);
      return;
    }
    throw new Error('every rest outlasted the hover intent');
  });
});
