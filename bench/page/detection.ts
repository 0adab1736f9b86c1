/**
 * Part A, detection in the page: real headless Chromium (the quiet flags of scripts/browsers/chromium.ts),
 * synthetic inboxes served from memory, the content script's scanning code injected as an IIFE
 * next to its baselines (bench/page/page-entry.ts). Every figure is a median over repetitions that
 * interleave ours and the baselines in rotating order, after warm-up runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { QUIET_FLAGS } from '../../scripts/browsers/chromium';
import type { BenchApi, Loaf } from './page-entry';
import { CONTENT_BUNDLE, PAGE_BUNDLE, linkifyBundleGzipBytes } from './build';
import { max, median, percentile, row, type Row } from '../report';
import { busiestRenderer, CpuWait, threadsOf } from '../cpu-wait';
import { rowHtml, syntheticPage, type SyntheticPage } from './synthetic-page';

declare const __bench: BenchApi;

const SIZES = [1_000, 10_000, 50_000] as const;
/**
 * Measured repetitions per size (after WARMUP); fewer on big pages to keep the bench short. The
 * 1,000-row page's runs last a few ms each, so a stall of this shared machine spoils several of
 * them at once (one run's bare walks ranged 0.7–4.1 ms): it gets 31, a few seconds in all.
 */
const REPS: Record<number, number> = { 1_000: 31, 10_000: 9, 50_000: 5 };
const WARMUP: Record<number, number> = { 1_000: 4, 10_000: 2, 50_000: 1 };
const ADD_ROWS = 19;
const REPLACE_ROWS = 9;
const BUNDLE_BUDGET_BYTES = 20 * 1024;
const LONG_TASK_BUDGET_MS = 50;

/** Markers that only these libraries' code carries (checked against the background bundle too). */
export const FORBIDDEN_MARKERS: Record<string, string[]> = {
  React: ['react.element', 'react.transitional.element', 'react.fragment', '__REACT_DEVTOOLS_GLOBAL_HOOK__', 'react-dom'],
  Apollo: ['ApolloClient', '@apollo', '__APOLLO_', 'ApolloLink', 'InMemoryCache'],
  graphql: ['GraphQLError', 'graphql', 'OperationDefinition'],
};

export interface DetectionResult {
  rows: Row[];
  details: Record<string, unknown>;
}

async function serve(pages: Map<number, SyntheticPage>): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const n = Number(/^\/rows\/(\d+)$/.exec(req.url ?? '')?.[1]);
    const page = pages.get(n);
    if (!page) return void res.writeHead(404).end();
    // Cross-origin isolated, so performance.now() has 5 µs resolution instead of 100 µs.
    res
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      })
      .end(page.html);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function quiet(page: Page, ms = 300): Promise<void> {
  await page.evaluate((wait) => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, wait))), ms);
}

async function openInbox(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // The style the underline had as a CSS highlight, for part A's "one highlight change" rows (the
  // underline itself is drawn in the extension's own layer now).
  await page.addStyleTag({
    content:
      '::highlight(customer-lens-email) { text-decoration: underline dotted 1.5px; text-decoration-color: rgb(99 102 241 / 0.85); text-underline-offset: 3px; }',
  });
  await page.addScriptTag({ path: PAGE_BUNDLE });
  await quiet(page, 500);
  return page;
}

export function bundleCheck(): { gzipBytes: number; rawBytes: number; found: string[]; controlFound: string[] } {
  const text = readFileSync(CONTENT_BUNDLE, 'utf8');
  const markers = Object.entries(FORBIDDEN_MARKERS).flatMap(([lib, ms]) => ms.map((m) => [lib, m] as const));
  const found = markers.filter(([, m]) => text.includes(m)).map(([lib, m]) => `${lib}: ${m}`);
  // Positive control: the rest of the build (background, card, popup) does carry them.
  const control = otherBundles()
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');
  const controlFound = Object.entries(FORBIDDEN_MARKERS)
    .filter(([, ms]) => ms.some((m) => control.includes(m)))
    .map(([lib]) => lib);
  return { gzipBytes: gzipSync(text, { level: 9 }).length, rawBytes: Buffer.byteLength(text), found, controlFound };
}

function otherBundles(dir = dirname(dirname(dirname(CONTENT_BUNDLE)))): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return otherBundles(path);
    return e.name.endsWith('.js') && path !== CONTENT_BUNDLE ? [path] : [];
  });
}

export async function benchDetection(log: (s: string) => void): Promise<DetectionResult> {
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  const pages = new Map<number, SyntheticPage>(SIZES.map((n) => [n, syntheticPage(n)]));
  const { server, url } = await serve(pages);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    // expose-gc: a full collection before each timed call (see collect() in page-entry.ts).
    args: [...QUIET_FLAGS, '--js-flags=--expose-gc'],
  });
  details.chromium = browser.version();
  try {
    for (const n of SIZES) {
      const synthetic = pages.get(n)!;
      const t0 = Date.now();
      const page = await openInbox(browser, `${url}/rows/${n}`);
      const textNodes = await page.evaluate(() => __bench.textNodes());
      details.crossOriginIsolated = await page.evaluate(() => crossOriginIsolated);
      log(
        `A  ${n} rows: ${(synthetic.html.length / 2 ** 20).toFixed(1)} MB of HTML, ${textNodes} text nodes, loaded in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
      );
      await page.evaluate(() => __bench.readTexts());
      const samples = Object.fromEntries(CONTENDERS.map((c) => [c, []])) as unknown as Record<Contender, number[]>;
      const found = Object.fromEntries(CONTENDERS.map((c) => [c, 0])) as Record<Contender, number>;
      const after: Record<'resolve' | 'discovery', number[]> = { resolve: [], discovery: [] };
      const reps = REPS[n]!;
      for (let i = 0; i < WARMUP[n]! + reps; i += 1) {
        // Rotate the order so no contender always runs first; a rendered, quiet frame between each.
        for (let k = 0; k < CONTENDERS.length; k += 1) {
          const who = CONTENDERS[(k + i) % CONTENDERS.length]!;
          const r = await page.evaluate((w) => {
            if (w === 'bare') return { ms: __bench.bareWalk(), found: 0 };
            if (w === 'ours') return __bench.ourScan(true);
            if (w === 'whole') return __bench.wholeLoad();
            if (w === 'bareHeld') return { ms: __bench.bareHeld(), found: 0 };
            if (w === 'oursHeld') return { ms: __bench.oursHeld().ms, found: 0 };
            if (w === 'linkify') return __bench.linkifyWalk();
            if (w === 'linkifyText') return __bench.linkifyText();
            return __bench.detectorText();
          }, who);
          await quiet(page, 15);
          if (i < WARMUP[n]!) continue;
          samples[who].push(r.ms);
          found[who] = r.found;
          const o = r as { resolveMs?: number; discoveryMs?: number };
          if (o.resolveMs !== undefined) after.resolve.push(o.resolveMs);
          if (o.discoveryMs !== undefined) after.discovery.push(o.discoveryMs);
        }
      }
      const textContent = await page.evaluate(() => __bench.linkifyTextContent());
      const m = Object.fromEntries(CONTENDERS.map((c) => [c, median(samples[c])])) as Record<Contender, number>;
      const resolveMs = median(after.resolve);
      const discoveryMs = median(after.discovery);
      const whole = median(samples.ours.map((x, i) => x + after.resolve[i]! + after.discovery[i]!));
      log(
        `   medians: bare ${m.bare.toFixed(2)} ms, ours (first pass) ${m.ours.toFixed(2)} ms, then resolver ${resolveMs.toFixed(2)} ms and discovery ${discoveryMs.toFixed(2)} ms; linkify-it over the walk ${m.linkify.toFixed(2)} ms; same text as strings: detector ${m.detectorText.toFixed(2)} ms, linkify-it ${m.linkifyText.toFixed(2)} ms; ours found ${found.ours}/${synthetic.expectedAddresses} (linkify-it ${found.linkify}); with every text held as a string: bare ${m.bareHeld.toFixed(2)} ms, ours ${m.oursHeld.toFixed(2)} ms`,
      );
      if (found.ours !== synthetic.expectedAddresses)
        log(`   WARNING: ours found ${found.ours} addresses, the page holds ${synthetic.expectedAddresses}`);
      details[`rows${n}`] = {
        textNodes,
        expectedAddresses: synthetic.expectedAddresses,
        splitAddresses: synthetic.splitAddresses,
        found,
        mediansMs: m,
        resolverMedianMs: resolveMs,
        discoveryMedianMs: discoveryMs,
        everyStepForcedMedianMs: whole,
        wholeLoadMedianMs: m.whole,
        samplesMs: { ...samples, resolve: after.resolve, discovery: after.discovery },
        linkifyOverTextContent: textContent,
      };
      const label = `${n.toLocaleString('en-US')} rows`;
      const group = `A. Initial scan in the page (median of ${reps}, after ${WARMUP[n]} warm-up)`;
      rows.push(
        row({
          group,
          metric: `${label}: first pass vs bare TreeWalker (${textNodes} text nodes)`,
          ours: m.ours,
          baseline: m.bare,
          baselineName: 'bare walk',
          unit: 'ms',
          budget: '≤ 1.5×',
          pass: m.ours / m.bare <= 1.5 && found.ours === synthetic.expectedAddresses,
        }),
        row({
          group,
          metric: `${label}: the same, every text already held as a JS string (INFO)`,
          ours: m.oursHeld,
          baseline: m.bareHeld,
          baselineName: 'bare walk, text held',
          unit: 'ms',
          budget: null,
        }),
        row({
          group,
          metric: `${label}: detector vs linkify-it, same text (strings)`,
          ours: m.detectorText,
          baseline: m.linkifyText,
          baselineName: 'linkify-it',
          ratioOf: 'baseline/ours',
          unit: 'ms',
          budget: '≥ 3× faster',
          pass: m.linkifyText / m.detectorText >= 3,
        }),
        row({
          group,
          metric: `${label}: first pass vs linkify-it per text node (both walk)`,
          ours: m.ours,
          baseline: m.linkify,
          baselineName: 'linkify-it + walk',
          ratioOf: 'baseline/ours',
          unit: 'ms',
          budget: null,
        }),
        row({
          group,
          metric: `${label}: then the resolver (in slices after a frame)`,
          ours: resolveMs,
          baseline: m.bare,
          baselineName: 'bare walk',
          unit: 'ms',
          budget: null,
        }),
        row({
          group,
          metric: `${label}: then discovery (shadow roots, frames)`,
          ours: discoveryMs,
          baseline: m.bare,
          baselineName: 'bare walk',
          unit: 'ms',
          budget: null,
        }),
        row({
          group,
          metric: `${label}: all three, each forced to run (INFO)`,
          ours: whole,
          baseline: m.bare,
          baselineName: 'bare walk',
          unit: 'ms',
          budget: null,
        }),
        row({
          group,
          metric: `${label}: the whole load, as the content script runs it`,
          ours: m.whole,
          baseline: m.bare,
          baselineName: 'bare walk',
          unit: 'ms',
          budget: `≤ ${WHOLE_BUDGET[n]}×`,
          pass: m.whole / m.bare <= WHOLE_BUDGET[n]!,
        }),
      );

      if (n === 1_000) rows.push(...(await highlightCost(page, n, details, log)));
      if (n === 10_000) {
        details.domCalls10k = await page.evaluate(() => __bench.domCalls());
        rows.push(...(await highlightCost(page, n, details, log)));
        rows.push(...(await addRows(page, n, details, log)));
      }
      if (n === 50_000) {
        // The same page (a reload of 30 MB costs more than the bench can spare): every scan so far
        // was disposed of, and nothing of ours is registered or observing.
        rows.push(...(await longTasks(page, true, whole, details, log)));
      }
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }

  const bundle = bundleCheck();
  const linkifyGz = await linkifyBundleGzipBytes();
  details.bundle = { ...bundle, linkifyOnlyGzipBytes: linkifyGz };
  log(
    `A  content bundle: ${bundle.rawBytes} B raw, ${bundle.gzipBytes} B gzip; markers found: ${bundle.found.join(', ') || 'none'} (control: ${bundle.controlFound.join(', ')} found in the other bundles)`,
  );
  rows.push(
    row({
      group: 'A. Content script bundle',
      metric: 'dist/local/chrome/src/content/index.js, gzip -9',
      ours: bundle.gzipBytes / 1024,
      baseline: linkifyGz / 1024,
      baselineName: 'linkify-it alone',
      unit: 'KB',
      budget: '≤ 20 KB',
      pass: bundle.gzipBytes <= BUNDLE_BUDGET_BYTES,
    }),
    row({
      group: 'A. Content script bundle',
      metric: `React/Apollo/graphql markers in it (${Object.values(FORBIDDEN_MARKERS).flat().length} checked)`,
      ours: bundle.found.length,
      baseline: null,
      unit: '',
      budget: '0',
      pass: bundle.found.length === 0 && bundle.controlFound.length === 3,
      note: bundle.controlFound.length === 3 ? undefined : 'marker control failed: markers not found in background/card bundles',
    }),
  );
  return { rows, details };
}

type Contender = 'bare' | 'ours' | 'whole' | 'linkify' | 'linkifyText' | 'detectorText' | 'bareHeld' | 'oursHeld';
const CONTENDERS: Contender[] = ['bare', 'ours', 'whole', 'linkify', 'linkifyText', 'detectorText', 'bareHeld', 'oursHeld'];
/** The whole load against a bare walk: 3× on the 1,000-row page, 2× on the larger ones. */
const WHOLE_BUDGET: Record<number, number> = { 1_000: 3, 10_000: 2, 50_000: 2 };

/** The next frame after one change to the registered highlight, by the ranges it holds. */
async function highlightCost(page: Page, n: number, details: Record<string, unknown>, log: (s: string) => void): Promise<Row[]> {
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const group = `A. One change to a registered CSS highlight, ${n.toLocaleString('en-US')}-row page, ${elements.toLocaleString('en-US')} elements (next frame, median of 3; the underline is kept to pages ≤ 30,000 elements)`;
  const out: Row[] = [];
  const found: Record<string, unknown> = {};
  for (const ranges of n > 1000 ? [1, 3000] : [1, 500]) {
    const r = await page.evaluate((k) => __bench.highlightChange(k, 3), ranges);
    found[`ranges${ranges}`] = r;
    out.push(
      row({
        group,
        metric: `one range added to a highlight holding ${ranges.toLocaleString('en-US')}`,
        ours: r.changedMs,
        baseline: r.unchangedMs,
        baselineName: 'frame with no change',
        unit: 'ms',
        budget: null,
      }),
    );
  }
  details[`highlightChange${n}`] = { elements, ...found };
  log(
    `   one highlight change, next frame: ${out.map((r) => `${r.metric.replace('one range added to a highlight holding ', '')} ranges ${r.ours.toFixed(0)} ms (no change ${r.baseline!.toFixed(0)} ms)`).join('; ')}`,
  );
  return out;
}

async function addRows(page: Page, n: number, details: Record<string, unknown>, log: (s: string) => void): Promise<Row[]> {
  type Sample = { scan: number; frame: number; longRender: number; bare: number; ok: boolean };
  let next = n;
  const phase = async (count: number, opts: { replace?: boolean; when?: 'between-frames' | 'in-frame'; highlight?: boolean }) => {
    const holding = await page.evaluate((h) => __bench.startLive(h), opts.highlight ?? true);
    await quiet(page, 100);
    const out: Sample[] = [];
    for (let k = 0; k < count; k += 1) {
      const newRow = rowHtml(next++);
      const r = await page.evaluate(([html, rep, when]) => __bench.addRow(html, rep, when), [
        newRow.html,
        opts.replace ?? false,
        opts.when ?? 'between-frames',
      ] as const);
      out.push({
        scan: r.mutationMs + r.sliceMs,
        frame: r.nextFrameMs,
        longRender: r.longRenderMs,
        bare: r.bareRowMs,
        ok: opts.replace ? true : r.foundAfter - r.foundBefore === newRow.addresses,
      });
    }
    await page.evaluate(() => __bench.dispose());
    await quiet(page, 100);
    if (holding < n) throw new Error(`the live scanner found only ${holding} addresses`);
    const kept = out.slice(2); // the first two warm up (JIT, the first row of a new shape)
    return {
      scan: median(kept.map((x) => x.scan)),
      scanP95: percentile(
        kept.map((x) => x.scan),
        95,
      ),
      frame: median(kept.map((x) => x.frame)),
      longRender: max(kept.map((x) => x.longRender)),
      bare: median(kept.map((x) => x.bare)),
      allFound: kept.every((x) => x.ok),
      samples: kept,
    };
  };
  const add = await phase(ADD_ROWS, {});
  const replace = await phase(REPLACE_ROWS, { replace: true });
  const allFound = add.allFound;
  const f = (x: number) => x.toFixed(3);
  log(
    `A  one row added to ${n} rows: scan median ${f(add.scan)} ms, p95 ${f(add.scanP95)} ms (bare walk of the row ${f(add.bare)} ms), next frame ${add.frame.toFixed(1)} ms; ` +
      `a row replaced (add + remove → the removed row forgotten): scan ${f(replace.scan)} ms${allFound ? '' : "; WARNING: a new row's address was not found"}`,
  );
  details.addRow = { rows: n, asShipped: add, replaced: replace };
  const group =
    'A. One row added to the 10,000-row page (MutationObserver callback + every slice it schedules, first pass and resolver; medians)';
  return [
    row({
      group,
      metric: 'add one row: the scan it triggers',
      ours: add.scan,
      baseline: add.bare,
      baselineName: 'bare walk of the row',
      unit: 'ms',
      budget: '< 1 ms',
      pass: add.scan < 1 && allFound,
    }),
    row({ group, metric: 'add one row: p95 of the scan', ours: add.scanP95, baseline: null, unit: 'ms', budget: null }),
    row({
      group,
      metric: 'add one row: next frame after it (wait + render)',
      ours: add.frame,
      baseline: null,
      unit: 'ms',
      budget: null,
      note: `longest rendering ≥ 50 ms: ${add.longRender.toFixed(0)} ms (the page's own relayout of 10,000 rows)`,
    }),
    row({
      group,
      metric: 'replace one row (add + remove → removed row forgotten)',
      ours: replace.scan,
      baseline: null,
      unit: 'ms',
      budget: null,
    }),
  ];
}

const SLICED_CAP_MS = 12_000;

const sum = (xs: Array<number | undefined>) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);

async function longTasks(
  page: Page,
  highlight: boolean,
  unslicedMs: number,
  details: Record<string, unknown>,
  log: (s: string) => void,
): Promise<Row[]> {
  // The page's own long tasks before we start, so they are not blamed on the scan.
  const before = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const o = new PerformanceObserver((l) => l.getEntries().forEach((e) => seen.push(e.duration)));
        o.observe({ type: 'longtask' });
        setTimeout(() => (o.disconnect(), resolve(seen)), 1000);
      }),
  );
  const renderer = busiestRenderer('page');
  const cpu = renderer ? new CpuWait(threadsOf(renderer)).start() : null;
  const r = await page.evaluate((o) => __bench.slicedScan(o), { settleMs: 1500, capMs: SLICED_CAP_MS, highlight });
  cpu?.stop();
  await page.evaluate(() => __bench.dispose());
  const longestTask = max(r.longTasks);
  const longestSlice = max(r.slices);
  // How much of each slice the page's main thread spent waiting for a CPU it could have used.
  const waits = r.slices.map((ms, i) => cpu?.waited(renderer!, r.sliceStarts[i]!, r.sliceStarts[i]! + ms));
  const longestAt = r.slices.indexOf(longestSlice);
  const longestWaited = waits[longestAt];
  const ran = r.slices.map((ms, i) => (waits[i] === undefined ? Number.NaN : ms - waits[i]));
  const longestRender = max(r.loafs.map((l) => l.render));
  const longestLoaf = r.loafs.reduce<Loaf>((a, b) => (b.duration > a.duration ? b : a), {
    duration: 0,
    blocking: 0,
    script: 0,
    render: 0,
    styleLayout: 0,
    addresses: 0,
  });
  const how = highlight
    ? 'as shipped (underline on, so registered only if the page is within the size limit)'
    : 'underline off (diagnosis)';
  log(
    `A  sliced scan of 50,000 rows, ${how}: ${r.finished ? 'finished' : `NOT finished after ${SLICED_CAP_MS / 1000} s (stopped)`} — ${r.found} addresses, ${r.slices.length} slices in ${r.totalMs.toFixed(0)} ms; ` +
      `longest slice ${longestSlice.toFixed(1)} ms (waiting for a CPU ${longestWaited?.toFixed(1) ?? 'not measured'} ms of it); long tasks: ${r.longTasks.length ? r.longTasks.map((d) => d.toFixed(0)).join(', ') + ' ms' : 'none'} (page's own before start: ${before.length}); ` +
      `long animation frames: ${r.loafs.length}, longest ${longestLoaf.duration.toFixed(0)} ms (rendering ${longestLoaf.render.toFixed(0)}, style+layout ${longestLoaf.styleLayout.toFixed(0)}, script ${longestLoaf.script.toFixed(0)}, with ${longestLoaf.addresses} addresses registered)`,
  );
  details[highlight ? 'slicedScan50k' : 'slicedScan50kNoHighlight'] = { ...r, sliceCpuWaitMs: waits, pageLongTasksBeforeStart: before };
  // The Long Tasks API does not report the rendering step, which is one main-thread task of its
  // own: the longest is the larger of the longest long task and the longest rendering phase of a
  // long animation frame. With neither ≥ 50 ms, the longest slice we timed is the figure.
  const ours = Math.max(longestTask, longestRender, longestSlice);
  const group = 'A. Main thread on the 50,000-row page (content script started, scanning in slices)';
  if (!highlight) {
    return [
      row({
        group,
        metric: 'longest task, highlight not registered (diagnosis)',
        ours,
        baseline: null,
        unit: 'ms',
        budget: null,
        note: `${r.slices.length} slices, ${r.totalMs.toFixed(0)} ms in all`,
      }),
      row({
        group,
        metric: 'whole sliced scan, highlight not registered (diagnosis)',
        ours: r.totalMs,
        baseline: unslicedMs,
        baselineName: 'one task',
        unit: 'ms',
        budget: null,
      }),
    ];
  }
  return [
    row({
      group,
      metric: 'longest main-thread task (long task, rendering, or slice)',
      ours,
      baseline: unslicedMs,
      baselineName: 'same scan in one task',
      unit: 'ms',
      budget: '< 50 ms',
      pass: ours < LONG_TASK_BUDGET_MS && before.length === 0,
      note: before.length ? 'the page had long tasks of its own before the scan started' : undefined,
    }),
    row({
      group,
      metric: 'long tasks ≥ 50 ms while scanning (count; rendering not included)',
      ours: r.longTasks.length,
      baseline: null,
      unit: '',
      budget: null,
    }),
    row({
      group,
      metric: 'longest rendering phase of a frame while scanning (LoAF)',
      ours: longestRender,
      baseline: null,
      unit: 'ms',
      budget: null,
    }),
    row({
      group,
      metric: `longest scanner slice (of ${r.slices.length}; SLICE_MS = 8)`,
      ours: longestSlice,
      baseline: null,
      unit: 'ms',
      budget: null,
      note:
        longestWaited === undefined
          ? 'CPU wait not measured (no /proc)'
          : `the main thread waited for a CPU ${longestWaited.toFixed(1)} ms of it (Linux schedstat, bench/cpu-wait.ts)`,
    }),
    row({
      group,
      metric: 'longest scanner slice, less its wait for a CPU (INFO)',
      ours: max(ran.filter(Number.isFinite)),
      baseline: longestSlice,
      baselineName: 'longest slice, wall time',
      unit: 'ms',
      budget: null,
      note: `all slices' wait for a CPU: ${sum(waits).toFixed(0)} ms of ${sum(r.slices).toFixed(0)} ms`,
    }),
    row({
      group,
      metric: r.finished ? 'whole sliced scan, start to idle' : `sliced scan NOT finished in ${SLICED_CAP_MS / 1000} s: addresses found`,
      ours: r.finished ? r.totalMs : r.found,
      baseline: r.finished ? unslicedMs : null,
      baselineName: 'one task',
      unit: r.finished ? 'ms' : '',
      budget: null,
    }),
  ];
}
