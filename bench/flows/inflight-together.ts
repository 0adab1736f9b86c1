/**
 * Part D, the in-flight limit across lookups and stories: a burst of customers asked
 * for at once, as cards ask (the popup's port: the lookup, then the story's three requests, the
 * path every card shares), beside as many lookups without a story (as hovers' warm-ups send),
 * all through the counting proxy. The background keeps one limit of 4 for every request it makes
 * to the API, so the proxy must never hold a fifth, whichever kind each request is.
 */
import type { Page } from 'playwright-core';
import type { InflightProxy } from './inflight-proxy';
import { row, type Row } from '../report';

const MAX_IN_FLIGHT = 4;
const LOOKUP = 'customerByEmail';
const STORY_OPS = ['customerContext', 'customerOpenThreads', 'customerCards'];
/** Quiet for this long after the burst: the loading cards' first asks again (after 1 s) are in. */
const QUIET_MS = 1500;

export async function burstTogether(
  popup: Page,
  proxy: InflightProxy,
  withStory: string[],
  lookupOnly: string[],
): Promise<{ row: Row; details: Record<string, unknown>; summary: string }> {
  await popup.evaluate('globalThis.__name ??= (f) => f'); // tsx names inner functions with it
  await popup.evaluate(() => (globalThis as any).chrome.runtime.sendMessage({ type: 'clear-cache' }));
  await quiet(popup, proxy);
  proxy.reset();
  const burst = await popup.evaluate(
    async ([stories, lookups]) => {
      const chrome = (globalThis as any).chrome;
      const t0 = performance.now();
      const port = chrome.runtime.connect({ name: 'popup' });
      const storyIn = new Set<string>();
      const allIn = new Promise<void>((resolve) => {
        port.onMessage.addListener((m: { email?: string; state?: { kind?: string; context?: Record<string, { status?: string }> } }) => {
          const context = m.state?.kind === 'found' ? m.state.context : undefined;
          if (context && Object.values(context).every((s) => typeof s !== 'object' || s?.status !== 'loading')) storyIn.add(m.email ?? '');
          if (storyIn.size === stories.length) resolve();
        });
      });
      for (const email of stories) port.postMessage({ type: 'lookup', email });
      const states = (await Promise.all(lookups.map((email) => chrome.runtime.sendMessage({ type: 'lookup', email })))) as Array<{
        kind?: string;
      }>;
      await Promise.race([allIn, new Promise((r) => setTimeout(r, 30_000))]);
      port.disconnect();
      return { ms: performance.now() - t0, storiesIn: storyIn.size, lookupsFound: states.filter((s) => s?.kind === 'found').length };
    },
    [withStory, lookupOnly] as const,
  );
  await quiet(popup, proxy);
  const done = [...proxy.done];
  const lookups = done.filter((d) => d.operationName === LOOKUP).length;
  const story = done.filter((d) => STORY_OPS.includes(d.operationName)).length;
  const mixed = mostWhileBoth(done);
  const answered = burst.storiesIn === withStory.length && burst.lookupsFound === lookupOnly.length;
  const note = `${withStory.length} customers with their story (popup port) and ${lookupOnly.length} lookups alone, at once: ${lookups} lookups, ${story} story requests, ${burst.ms.toFixed(0)} ms; most while both kinds were in flight: ${mixed}${answered ? '' : `; NOT all answered (${burst.storiesIn} stories, ${burst.lookupsFound} lookups found)`}`;
  return {
    row: row({
      group: 'D. Lookups and story requests at once, through the counting proxy',
      metric: 'most requests in flight, lookups and story requests together',
      ours: proxy.maxInFlight,
      baseline: null,
      unit: '',
      budget: `≤ ${MAX_IN_FLIGHT}`,
      pass: proxy.maxInFlight <= MAX_IN_FLIGHT && mixed > 0 && answered,
      note,
    }),
    details: { withStory, lookupOnly, ...burst, lookups, storyRequests: story, maxInFlight: proxy.maxInFlight, mostWhileBoth: mixed },
    summary: `most in flight ${proxy.maxInFlight} (proxy); ${note}`,
  };
}

/** Most requests in flight (the proxy's log) at a moment when lookups and story requests both were. */
function mostWhileBoth(done: InflightProxy['done']): number {
  // Ends before starts at the same millisecond: a request counts only once it overlaps for sure.
  const events = done
    .flatMap((d) => [
      { t: d.start, d: 1, lookup: d.operationName === LOOKUP },
      { t: d.end, d: -1, lookup: d.operationName === LOOKUP },
    ])
    .sort((a, b) => a.t - b.t || a.d - b.d);
  const open = { lookup: 0, other: 0 };
  let most = 0;
  for (const e of events) {
    open[e.lookup ? 'lookup' : 'other'] += e.d;
    if (open.lookup > 0 && open.other > 0) most = Math.max(most, open.lookup + open.other);
  }
  return most;
}

/** Until the proxy has sent nothing on for QUIET_MS (at most 30 s). */
async function quiet(page: Page, proxy: InflightProxy): Promise<void> {
  let seen = -1;
  for (let i = 0; i < 20 && proxy.done.length !== seen; i += 1) {
    seen = proxy.done.length;
    await page.waitForTimeout(QUIET_MS);
  }
}
