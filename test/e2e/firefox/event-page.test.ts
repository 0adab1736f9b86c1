/**
 * Firefox runs the background as an event page (`background.scripts`), not a service worker, and
 * unloads it when idle (30 s by default; 1 s here, through Firefox's own preference). Whatever it
 * held in memory is gone; the cards and lookups must not notice. The cache lives in
 * `storage.session`, so an address looked up before the unload is not asked for again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { configureThroughOptions, hoverCard, openDemo, startFirefoxStack, waitUntil, type FirefoxStack } from './support';

let stack: FirefoxStack;
beforeAll(async () => {
  stack = await startFirefoxStack({ prefs: { 'extensions.background.idle.timeout': 1_000 } });
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
    expect(stack.api.requests.map((r) => (r.json as { variables?: { email?: string } })?.variables?.email)).toEqual([
      jane!.email,
      devon!.email,
    ]);
    await first.close();
    await second.close();
  });
});
