/**
 * Firefox runs the background as an event page (`background.scripts`), not a service worker, and
 * unloads it when idle (30 s by default; 3 s here, through Firefox's own preference: time enough for a refresh and its retries). Whatever it
 * held in memory is gone; the cards and lookups must not notice. The cache lives in
 * `storage.session`, so an address looked up before the unload is not asked for again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { lookedUpEmails } from '../../support/documented-request';
import {
  cardFrame,
  configureThroughOptions,
  hoverCard,
  openDemo,
  startFirefoxStack,
  waitUntil,
  waitForValue,
  type FirefoxStack,
} from './support';

let stack: FirefoxStack;
beforeAll(async () => {
  stack = await startFirefoxStack({ prefs: { 'extensions.background.idle.timeout': 3_000 } });
  await configureThroughOptions(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

/** When the running event page was loaded (it is a DOM page, listed among the extension's views). */
async function eventPageLoadedAt(stack: FirefoxStack): Promise<number | null> {
  return stack.options.evaluate(() => {
    const views = (globalThis as any).browser.extension.getViews() as Window[];
    const page = views.find((w) => w.location.pathname === '/_generated_background_page.html');
    return page ? page.performance.timeOrigin : null;
  });
}

describe('the event page in Firefox', () => {
  it('keeps looking up after Firefox unloads and restarts it, and keeps its cache', async () => {
    const [jane, devon] = stack.api.seed.customers;
    stack.api.resetRequests();
    const first = await openDemo(stack);
    expect((await hoverCard(stack, first, jane!.email)).name).toBe(jane!.fullName);
    const before = await eventPageLoadedAt(stack);
    expect(before).not.toBeNull();

    await first.mouse.move(1, 1);
    await waitUntil(async () => (await eventPageLoadedAt(stack)) !== before, 15_000, 'the event page unloaded');

    const second = await openDemo(stack);
    expect((await hoverCard(stack, second, devon!.email)).name).toBe(devon!.fullName);
    expect((await hoverCard(stack, second, jane!.email)).name).toBe(jane!.fullName);
    // Jane came from the cache the unloaded page left in storage.session.
    expect(lookedUpEmails(stack.api.requests)).toEqual([jane!.email, devon!.email]);
    await first.close();
    await second.close();
  });

  it('the API down with a last known answer: that card, marked "as of" its time, with the failure', async () => {
    const marcus = stack.api.seed.customers[3]!;
    const page = await openDemo(stack);
    expect((await hoverCard(stack, page, marcus.email)).name).toBe(marcus.fullName);
    await page.mouse.move(1, 1);
    // Every answer kept for the session is made a day old, past any cache time; the event page
    // that held them in memory unloads, and the next one reads them from storage.
    const before = await eventPageLoadedAt(stack);
    await stack.options.evaluate(async () => {
      const session = (globalThis as any).browser.storage.session;
      const all = (await session.get(null)) as Record<string, any>;
      const aged: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(all)) {
        if (v && typeof v === 'object' && typeof v.storedAt === 'number') aged[k] = { ...v, storedAt: v.storedAt - 86_400_000 };
      }
      await session.set(aged);
    });
    await waitUntil(async () => [null, before].indexOf(await eventPageLoadedAt(stack)) !== 1, 15_000, 'the event page unloaded');
    stack.api.faults.set({ kind: 'status', status: 503 });
    const card = await hoverCard(stack, page, marcus.email);
    expect(card.state).toBe('found');
    expect(card.name).toBe(marcus.fullName);
    // The stale card shows at once; the line comes when the refresh has failed (after its retries).
    const frame = (await cardFrame(page, stack.origin))!;
    await waitForValue(frame, () => document.querySelector('.as-of[data-as-of="lookup"]'), 15_000);
    const line = await frame.evaluate(() => (document.querySelector('.as-of[data-as-of="lookup"]') as HTMLElement).innerText);
    expect(line).toMatch(/^As of .+: The service had an error/);
    stack.api.faults.clear();
    await page.close();
  });
});
