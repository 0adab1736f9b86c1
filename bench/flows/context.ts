/**
 * Part D, the customer's story: real Chromium with the local build, the local API with
 * 20 ms of added latency behind a proxy that logs when each response was sent on, and the demo
 * support page. After a first uncached pass (the card frame's code running for the first time,
 * reported on its own row), each address is hovered with the cache cleared, then again from the cache:
 * - intent → story painted: the card's frame has painted every section of the context with its
 *   answer (hover-probe.ts 'story' mode); cached, against the budget of 50 ms (p95), beside the
 *   basic card of the same hovers;
 * - answer → painted: from the moment the last of the three context answers arrived in the
 *   worker to the painted card, against at most 30 ms (p95);
 * - the basic card meanwhile, intent → committed, beside part B's budget;
 * - requests per hover, by operation;
 * - the most requests in flight with lookups and stories asked at once (inflight-together.ts).
 */
import type { Page } from 'playwright-core';
import { startApiServer, DEMO_API_KEY } from '../../api/server';
import { startDemoServer } from '../../demo/server';
import { currentWorker, launchWithExtension, type ExtensionBrowser } from '../../scripts/browsers/chromium';
import { hoverOnce, openCard, type Sample } from './hover-probe';
import { startInflightProxy, type InflightProxy } from './inflight-proxy';
import { burstTogether } from './inflight-together';
import { percentile, row, type Row } from '../report';
import { busiestRenderer, CpuWait, threadsOf } from '../cpu-wait';

const LATENCY_MS = 20;
const ROUNDS = 3;
const MAX_ADDRESSES = 12;
const CACHED_P95_BUDGET_MS = 50;
const ANSWER_TO_PAINT_BUDGET_MS = 30;
const CONTEXT_OPS = ['customerContext', 'customerOpenThreads', 'customerCards'];
/** The kernel's name (15 characters) for the extension process's service worker thread. */
const WORKER_THREAD = 'ServiceWorker t';

interface Timed extends Sample {
  /** Page clock: when the proxy sent on the lookup's answer, and the last of the context's. */
  lookupAnswer: number;
  contextAnswer: number;
  /** Page clock: when the last of the context's answers had arrived in the worker (its Resource Timing). */
  contextArrived: number;
}

/** A request as the worker's Resource Timing saw it: epoch ms. */
interface Fetched {
  start: number;
  end: number;
}

export async function benchContext(log: (s: string) => void): Promise<{ rows: Row[]; details: Record<string, unknown> }> {
  const api = await startApiServer({ latencyMs: LATENCY_MS });
  const proxy = await startInflightProxy(api.url);
  const demo = await startDemoServer();
  let ext: ExtensionBrowser | null = null;
  let cpu: CpuWait | null = null;
  try {
    ext = await launchWithExtension();
    // The worker's requests go unwatched by DevTools (scripts/browsers/chromium.ts), as in an agent's browser.
    let watched = 0;
    ext.context.on('request', (r) => void (r.serviceWorker() && (watched += 1)));
    const worker = await currentWorker(ext.context);
    await worker.evaluate(([key, url]) => (globalThis as any).chrome.storage.local.set({ apiKey: key, baseUrl: url }), [
      DEMO_API_KEY,
      proxy.url,
    ] as const);
    const popup = await ext.context.newPage();
    await popup.goto(`chrome-extension://${ext.extensionId}/src/ui/popup/popup.html`);
    const page = await ext.context.newPage();
    await page.goto(new URL('/?live=0', demo.url).toString());
    await page.getByTestId('thread-row').first().waitFor();
    const known = new Set(api.seed.customers.map((c) => c.email.toLowerCase()));
    const shown = await page
      .getByTestId('customer-email')
      .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().height > 0).map((el) => (el.textContent ?? '').trim()));
    const emails = [...new Set(shown.filter((e) => known.has(e.toLowerCase())))].slice(0, MAX_ADDRESSES);
    const probe = await openCard(page, emails);
    // The card's frames and the worker share the extension's process: its main thread and the
    // worker's, sampled for their wait for a CPU (cpu-wait.ts) over every hover below.
    const extProcess = busiestRenderer('extension');
    cpu = extProcess ? new CpuWait(threadsOf(extProcess, [WORKER_THREAD])).start() : null;

    /** Clears the cache, then hovers each address once: one uncached story each, timed. */
    const browser = ext;
    const uncachedPass = async (): Promise<Timed[]> => {
      await popup.evaluate(() => (globalThis as any).chrome.runtime.sendMessage({ type: 'clear-cache' }));
      await settle(page, proxy);
      proxy.reset();
      const pass: Timed[] = [];
      for (const email of emails) {
        const from = proxy.done.length;
        await fetchedInWorker(browser);
        const smp = (await hoverOnce(page, probe, email, undefined, 'story'))!;
        pass.push(timed(smp, proxy.done.slice(from), await fetchedInWorker(browser)));
      }
      await settle(page, proxy); // the customer cards asked for again until loaded
      return pass;
    };
    // The first story a fresh card frame draws runs the story's code for the first time (the
    // busiest story some 15 ms slower, docs/performance.md). Part B times its basic card after a
    // warm-up hover; the story gets the same: one uncached pass first, reported on its own row.
    const cold = await uncachedPass();

    const uncached: Timed[] = [];
    const cached: Sample[] = [];
    const perHover: Record<string, number> = {};
    let cachedRequests = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      uncached.push(...(await uncachedPass()));
      for (const r of proxy.done) perHover[r.operationName] = (perHover[r.operationName] ?? 0) + 1 / (emails.length * ROUNDS);
      proxy.reset();
      for (const email of emails) cached.push((await hoverOnce(page, probe, email, undefined, 'story'))!);
      await settle(page, proxy);
      cachedRequests += proxy.done.length;
    }

    cpu?.stop();
    // The one in-flight limit for both kinds: customers not hovered above, their stories and
    // lookups alone all at once (inflight-together.ts).
    const others = api.seed.customers.map((c) => c.email).filter((e) => !emails.includes(e));
    const together = await burstTogether(popup, proxy, others.slice(0, 24), others.slice(24, 48));
    log(`D  lookups and story requests at once: ${together.summary}`);
    const p95 = (xs: number[]) => percentile(xs.filter(Number.isFinite), 95);
    // Intent (the page's clock) → the card's frame painted (its own clock, on the page's): the
    // page hearing of it later is the probe's own message, nothing the agent waits for (as for
    // the answer → painted row). Both clocks agree: the page never hears before the paint.
    const intentToCardPainted = (s: Sample) => s.at.cardPainted - s.at.intent;
    const storyCached = p95(cached.map(intentToCardPainted));
    const heardCached = p95(cached.map((s) => s.intentToPainted));
    const basicCached = p95(cached.map((s) => s.at.basicCommit - s.at.intent));
    const storyUncached = p95(uncached.map(intentToCardPainted));
    const basicUncached = p95(uncached.map((s) => s.at.basicCommit - s.at.intent));
    const contextToPaint = uncached.map((s) => s.at.cardPainted - s.contextArrived);
    const coldToPaint = cold.map((s) => s.at.cardPainted - s.contextArrived);
    const sentOnToHeard = uncached.map((s) => s.at.painted - s.contextAnswer);
    const lookupToCommit = uncached.map((s) => s.at.basicCommit - s.lookupAnswer);
    const p50 = (xs: number[]) => percentile(xs.filter(Number.isFinite), 50);
    const split = (name: string, xs: number[]) => `${name} p50 ${p50(xs).toFixed(1)} / p95 ${p95(xs).toFixed(1)}`;
    log(
      `D  answer → painted (${contextToPaint.filter(Number.isFinite).length} of ${uncached.length} hovers timed), by step: ${[
        split(
          'proxy sent on → arrived in the worker',
          uncached.map((s) => s.contextArrived - s.contextAnswer),
        ),
        split(
          'arrived → committed',
          uncached.map((s) => s.at.commit - s.contextArrived),
        ),
        split(
          'committed → card painted',
          uncached.map((s) => s.at.cardPainted - s.at.commit),
        ),
        split(
          'card painted → the page heard',
          uncached.map((s) => s.at.painted - s.at.cardPainted),
        ),
      ].join('; ')}`,
    );
    const total = Object.values(perHover).reduce((a, b) => a + b, 0);
    const ops = (name: string) => perHover[name] ?? 0;
    log(
      `D  story over ${emails.length} addresses × ${ROUNDS}: uncached intent → story painted p95 ${storyUncached.toFixed(1)} ms (basic committed p95 ${basicUncached.toFixed(1)} ms); cached p95 ${storyCached.toFixed(1)} ms (the page heard at ${heardCached.toFixed(1)}; basic ${basicCached.toFixed(1)} ms); context answer → painted p95 ${p95(contextToPaint).toFixed(1)} ms (first pass ${p95(coldToPaint).toFixed(1)} ms); requests per uncached hover ${JSON.stringify(perHover)}; cached hovers sent ${cachedRequests}; worker requests DevTools saw ${watched}`,
    );

    const group = `D. The customer's story on the card (API latency ${LATENCY_MS} ms; ${uncached.length} uncached, ${cached.length} cached hovers)`;
    const rows: Row[] = [
      row({
        group,
        metric: 'cached: intent → card with its story painted, p95',
        ours: storyCached,
        baseline: basicCached,
        baselineName: 'basic card committed, same hovers',
        unit: 'ms',
        budget: `< ${CACHED_P95_BUDGET_MS} ms`,
        pass: storyCached < CACHED_P95_BUDGET_MS,
        note: `the page heard of it at p95 ${heardCached.toFixed(1)} ms (the probe's message; this row's end before)`,
      }),
      row({
        group,
        metric: 'uncached: last context answer arrived in the worker → card painted, p95',
        ours: p95(contextToPaint),
        baseline: p95(sentOnToHeard),
        baselineName: 'proxy sent it on → the page heard of the paint',
        unit: 'ms',
        budget: `≤ ${ANSWER_TO_PAINT_BUDGET_MS} ms`,
        pass: p95(contextToPaint) <= ANSWER_TO_PAINT_BUDGET_MS,
      }),
      waitRow(group, cpu, uncached),
      row({
        group,
        metric: 'first pass in a fresh card frame: last context answer arrived → card painted, p95',
        ours: p95(coldToPaint),
        baseline: p95(contextToPaint),
        baselineName: 'the row above',
        unit: 'ms',
        budget: null,
        note: `each address once, the story's code running for the first time; max ${Math.max(...coldToPaint.filter(Number.isFinite)).toFixed(1)} ms`,
      }),
      row({
        group,
        metric: 'uncached: lookup answer sent on → basic card committed, p95',
        ours: p95(lookupToCommit),
        baseline: null,
        unit: 'ms',
        budget: null,
        note: 'not like for like with the row above: the lookup is warmed at pointer rest, so its answer usually waits for the intent',
      }),
      row({
        group,
        metric: 'uncached: intent → basic card committed while the story loads, p95',
        ours: basicUncached,
        baseline: null,
        unit: 'ms',
        budget: `≤ ${LATENCY_MS + 40} ms (part B's)`,
        pass: basicUncached <= LATENCY_MS + 40,
      }),
      row({
        group,
        metric: 'uncached: intent → story painted, p95',
        ours: storyUncached,
        baseline: basicUncached,
        baselineName: 'basic card',
        unit: 'ms',
        budget: null,
      }),
      row({
        group,
        metric: 'requests per uncached hover: documented lookups',
        ours: ops('customerByEmail'),
        baseline: 1,
        baselineName: 'one',
        unit: '',
        budget: '= 1',
        pass: Math.abs(ops('customerByEmail') - 1) < 1e-9,
      }),
      row({
        group,
        metric: 'requests per uncached hover: context operations',
        ours: CONTEXT_OPS.reduce((a, o) => a + ops(o), 0),
        baseline: 3,
        baselineName: 'one each of 3',
        unit: '',
        budget: null,
        note: `customerContext ${ops('customerContext').toFixed(2)}, customerOpenThreads ${ops('customerOpenThreads').toFixed(2)}, customerCards ${ops('customerCards').toFixed(2)} (a card still loading is asked for again)`,
      }),
      row({
        group,
        metric: 'requests per uncached hover, all',
        ours: total,
        baseline: 1,
        baselineName: 'the basic card alone',
        unit: '',
        budget: null,
      }),
      row({
        group,
        metric: 'requests per cached hover',
        ours: cachedRequests / cached.length,
        baseline: null,
        unit: '',
        budget: '0',
        pass: cachedRequests === 0,
      }),
      together.row,
    ];
    return {
      rows,
      details: {
        latencyMs: LATENCY_MS,
        addresses: emails,
        rounds: ROUNDS,
        perHover,
        cachedRequests,
        cold,
        uncached,
        cached,
        together: together.details,
      },
    };
  } finally {
    cpu?.stop();
    await ext?.close();
    await demo.close();
    await proxy.close();
    await api.close();
  }
}

/**
 * The API requests the worker made since the last call (and forgets them): its own Resource
 * Timing, so "arrived" is when the response's last byte reached the extension, on the clock of
 * the process that also draws the card (Chromium runs both in the extension's process).
 */
async function fetchedInWorker(ext: ExtensionBrowser): Promise<Fetched[]> {
  const worker = await currentWorker(ext.context);
  return worker.evaluate(() => {
    performance.setResourceTimingBufferSize(1000);
    const got = performance.getEntriesByType('resource').filter((e) => e.name.includes('/graphql/v1'));
    performance.clearResourceTimings();
    return got.map((e) => ({
      start: performance.timeOrigin + e.startTime,
      end: performance.timeOrigin + (e as PerformanceResourceTiming).responseEnd,
    }));
  });
}

/**
 * The lookup's and the context's answers for this hover on the page clock: when the proxy sent
 * each on (its log), and when each arrived in the worker (its Resource Timing, matched to the
 * proxy's log in the order the requests started).
 */
function timed(smp: Sample, sent: InflightProxy['done'], fetched: Fetched[]): Timed {
  const toPage = (epoch: number | undefined) => (epoch === undefined ? Number.NaN : epoch - smp.at.timeOrigin);
  const lookup = sent.find((r) => r.operationName === 'customerByEmail');
  // The first of each context operation: the story painted is the answer to those three.
  const firsts = CONTEXT_OPS.map((op) => sent.find((r) => r.operationName === op));
  const contextEnd = firsts.every((r) => r !== undefined) ? Math.max(...firsts.map((r) => r.end)) : undefined;
  const byStart = [...sent].sort((a, b) => a.start - b.start);
  const inWorker = [...fetched].sort((a, b) => a.start - b.start);
  const arrived = firsts.map((r) => (r && inWorker.length === byStart.length ? inWorker[byStart.indexOf(r)]?.end : undefined));
  const contextArrived = arrived.every((e) => e !== undefined) ? Math.max(...arrived) : undefined;
  return { ...smp, lookupAnswer: toPage(lookup?.end), contextAnswer: toPage(contextEnd), contextArrived: toPage(contextArrived) };
}

/** Until no request has been in flight or sent for a moment (the cards asked for again have come). */
async function settle(page: Page, proxy: InflightProxy): Promise<void> {
  let seen = -1;
  for (let i = 0; i < 200; i += 1) {
    if (proxy.done.length === seen) return;
    seen = proxy.done.length;
    await page.waitForTimeout(5000); // longer than any pause between a loading card's asks
  }
}

/**
 * The answer → painted row's slowest samples, and how long in each the card's thread (the
 * extension process's main thread) and the worker's waited for a CPU they could have used. The
 * path runs on one of the two at a time, so the sum only says how much of a slow sample the host
 * held back, not an exact figure to take off.
 */
function waitRow(group: string, cpu: CpuWait | null, uncached: Timed[]): Row {
  const card = cpu?.threads.find((t) => t.tid === t.pid);
  const worker = cpu?.threads.find((t) => t.name === WORKER_THREAD);
  const waited = (tid: number | undefined, s: Timed) =>
    tid === undefined ? undefined : cpu!.waited(tid, s.at.timeOrigin + s.contextArrived, s.at.timeOrigin + s.at.cardPainted);
  const slowest = uncached
    .map((s) => ({ ms: s.at.cardPainted - s.contextArrived, card: waited(card?.tid, s), worker: waited(worker?.tid, s) }))
    .filter((x) => Number.isFinite(x.ms))
    .sort((a, b) => b.ms - a.ms);
  // The sample at the row's p95 (nearest rank): the second slowest of 36.
  const atP95 = slowest[Math.max(0, Math.ceil(slowest.length * 0.05) - 1)];
  const fmt = (x?: number) => (x === undefined ? '?' : x.toFixed(1));
  const measured = atP95?.card !== undefined && atP95.worker !== undefined;
  return row({
    group,
    metric:
      "uncached: answer arrived → card painted, its sample at the p95: the card's and the worker's threads waiting for a CPU in it (INFO)",
    ours: measured ? atP95.card! + atP95.worker! : Number.NaN,
    baseline: atP95?.ms ?? null,
    baselineName: 'that sample',
    unit: 'ms',
    budget: null,
    note: measured
      ? `slowest: ${slowest
          .slice(0, 4)
          .map((x) => `${x.ms.toFixed(1)} ms (card ${fmt(x.card)}, worker ${fmt(x.worker)})`)
          .join('; ')} (Linux schedstat, cpu-wait.ts)`
      : 'not measured (no /proc, or the worker thread not found)',
  });
}
