/**
 * Bundled by bench/page/build.ts into one IIFE (minified, like the extension) and injected into the
 * synthetic pages with Playwright's addScriptTag. It runs the content script's own scanning code
 * (Scanner + AddressRegistry + findEmails, straight from src/) without the extension API, next to
 * the two baselines, in the same page and the same run: a bare TreeWalker pass and linkify-it.
 *
 * Private members are reached with bracket access (`scanner['queue']`), which TypeScript allows;
 * only to observe (queue length) and to time (runSlice/onMutations wrapped, not changed).
 */
import { LinkifyIt } from 'linkify-it';
import { AddressRegistry } from '../../src/content/scan/address-registry';
import { Scanner } from '../../src/content/scan/scanner';
import { findEmails } from '../../src/shared/email/detect';

let sink = 0;

/**
 * A full collection before each timed call (Chromium runs with --js-flags=--expose-gc), so no
 * contender pays for the garbage another one left; what a call allocates itself still counts.
 */
function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Baseline 1: what any scan costs at least. SHOW_TEXT walk of body, touching every node's data. */
function bareWalk(root: Node = document.body, clean = true): { ms: number; nodes: number } {
  if (clean) collect();
  const t0 = performance.now();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let nodes = 0;
  let chars = 0;
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    chars += n.data.length;
    nodes += 1;
  }
  const ms = performance.now() - t0;
  sink += chars;
  return { ms, nodes };
}

const linkify = new LinkifyIt();

/**
 * Baseline 2: linkify-it (default options: schema links plus fuzzy e-mails, fuzzy links off)
 * over every text node of the same walk, as its docs advise: `test()` first, `match()` only when
 * it says yes; e-mails are the matches with the `mailto:` schema (fuzzy or written).
 */
function linkifyWalk(): { ms: number; found: number } {
  collect();
  const t0 = performance.now();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let found = 0;
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const text = n.data;
    if (!linkify.test(text)) continue;
    for (const m of linkify.match(text) ?? []) if (m.schema === 'mailto:') found += 1;
  }
  return { ms: performance.now() - t0, found };
}

/**
 * "Finding e-mails in the same text", string against string: the text of every text node, read
 * once (not timed) into an array, then searched by our detector (`indexOf('@')`, then
 * `findEmails`, the first pass's detector, returning spans as linkify-it returns matches) and by
 * linkify-it (`test()`, then `match()`). No DOM in either: the comparison of the two detectors.
 *
 * The array holds copies, not the strings `data` returned. A string from `data` that stays alive
 * keeps its place in the browser's string cache, and a walk reading `data` meanwhile gets it
 * without making it (the bare walk then costs about half as much). A content script's first scan
 * does not meet that (the page's scripts have not read every text node), so the walks run with no
 * such string alive, and again, apart, with all of them alive (`bareHeld`, `oursHeld`).
 */
let texts: string[] = [];
function readTexts(): number {
  texts = JSON.parse(JSON.stringify(domTexts())) as string[];
  return texts.length;
}

function domTexts(): string[] {
  const out: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) out.push(n.data);
  return out;
}

/** Runs `run` with every text node's `data` string alive, as on a page whose scripts read them all. */
function holdingDomTexts<T>(run: () => T): T {
  const held = domTexts();
  const result = run();
  sink += held.length;
  return result;
}

function detectorText(): { ms: number; found: number } {
  collect();
  const t0 = performance.now();
  let found = 0;
  for (const text of texts) if (text.indexOf('@') !== -1) found += findEmails(text).length;
  return { ms: performance.now() - t0, found };
}

function linkifyText(): { ms: number; found: number } {
  collect();
  const t0 = performance.now();
  let found = 0;
  for (const text of texts) {
    if (!linkify.test(text)) continue;
    for (const m of linkify.match(text) ?? []) if (m.schema === 'mailto:') found += 1;
  }
  return { ms: performance.now() - t0, found };
}

/** Isolated costs of two DOM calls the scan makes per '@' node (timed over the '@' nodes only). */
function domCalls(): { nodes: number; computedStyleMs: number; closestMs: number } {
  const nodes: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    if (n.data.indexOf('@') !== -1) nodes.push(n);
  }
  let c = 0;
  let t0 = performance.now();
  for (const n of nodes) c += getComputedStyle(n.parentElement!).display.length;
  const computedStyleMs = performance.now() - t0;
  t0 = performance.now();
  for (const n of nodes)
    if (n.parentElement!.closest('script,style,noscript,textarea,input,code,[contenteditable]:not([contenteditable="false"])')) c += 1;
  const closestMs = performance.now() - t0;
  sink += c;
  return { nodes: nodes.length, computedStyleMs, closestMs };
}

/** Variant for the docs: linkify-it once over the page's textContent (joins unrelated text). */
function linkifyTextContent(): { ms: number; found: number } {
  const t0 = performance.now();
  const text = document.body.textContent ?? '';
  let found = 0;
  for (const m of linkify.match(text) ?? []) if (m.schema === 'mailto:') found += 1;
  return { ms: performance.now() - t0, found };
}

interface Live {
  registry: AddressRegistry;
  scanner: Scanner;
}
let live: Live | null = null;

function dispose(): void {
  if (!live) return;
  live.scanner.stop();
  live.registry.setHighlighted(false);
  live = null;
}

/**
 * Every step forced to run, as where the underline is drawn. On the bench's pages (past its
 * limits) the content script itself leaves the resolver and the shadow-root walk to the pointer
 * (see `wholeLoad`); forced, the figures say what each step costs per node, the worst case, and
 * stay comparable with earlier runs.
 */
function forceEager(l: Live): Live {
  l.registry.eagerFor = () => true;
  l.registry.holds = () => true;
  return l;
}

function fresh(highlight = true): Live {
  dispose();
  const registry = new AddressRegistry();
  registry.setHighlighted(highlight);
  live = { registry, scanner: new Scanner(registry, document, () => null) };
  return live;
}

/**
 * Ours, the content script's first pass as it runs (start() queues the document and attaches the
 * MutationObserver; flush() runs the pass to the end in one go): the TreeWalker, the text read a
 * chunk of nodes at a time (first-pass.ts), `hasEmail` on each '@' node's own text, candidates
 * handed to the resolver. Then, timed apart,
 * the two steps the content script runs after it in slices: the resolver (skipped regions, text
 * runs across markup, StaticRanges, the registry, the highlight) and the discovery pass (the
 * element walk for open shadow roots and frames). A fresh registry and scanner each time.
 */
function ourScan(highlight = true): { ms: number; found: number; candidates: number; resolveMs: number; discoveryMs: number } {
  const { registry, scanner } = forceEager(fresh(highlight));
  collect();
  const t0 = performance.now();
  scanner.start();
  scanner.flush();
  const t1 = performance.now();
  const candidates = scanner.resolver.pending;
  scanner.resolver.flush();
  const t2 = performance.now();
  runDiscovery(scanner);
  const t3 = performance.now();
  const found = registry.size;
  // Unregister at once: the next frame would otherwise paint (validate) every range.
  dispose();
  return { ms: t1 - t0, found, candidates, resolveMs: t2 - t1, discoveryMs: t3 - t2 };
}

/**
 * The whole load as the content script runs it on this page: start, the first pass, the resolver
 * and discovery to the end, with the content script's own choice of what to do before the pointer
 * comes (nothing forced). This is what an agent's tab pays on every page load.
 */
function wholeLoad(): { ms: number; found: number } {
  const { registry, scanner } = fresh(true);
  collect();
  const t0 = performance.now();
  scanner.start();
  scanner.flush();
  scanner.resolver.flush();
  runDiscovery(scanner);
  const ms = performance.now() - t0;
  const found = registry.size;
  dispose();
  return { ms, found };
}

/** Runs the scanner's discovery pass (if this version of the scanner has one) to the end. */
function runDiscovery(scanner: Scanner): void {
  const discovery = (scanner as unknown as { discovery?: { pending?: boolean; run?: (deadline: number) => void } }).discovery;
  if (!discovery || typeof discovery.run !== 'function') return;
  for (let i = 0; i < 1000 && discovery.pending; i += 1) discovery.run(Infinity);
}

export interface Loaf {
  duration: number;
  /** LoAF blockingDuration: the part of the frame that blocked input. */
  blocking: number;
  script: number;
  /** From renderStart to the end: rendering (rAF, style, layout, paint). */
  render: number;
  styleLayout: number;
  /** Addresses in the registry when the frame was reported. */
  addresses: number;
}

interface Timed {
  slices: number[];
  /** Each slice's start, epoch ms (performance.timeOrigin + now): the bench's CPU-wait clock. */
  sliceStarts: number[];
  mutations: number[];
}

/** Wraps the live scanner's slice and mutation handlers to time them (behaviour unchanged). */
function instrument(s: Scanner): Timed {
  const timed: Timed = { slices: [], sliceStarts: [], mutations: [] };
  const any = s as unknown as Record<string, (...args: unknown[]) => unknown>;
  const runSlice = any['runSlice']!.bind(s);
  const onMutations = any['onMutations']!.bind(s);
  const resolver = s.resolver as unknown as Record<string, () => void>;
  const resolve = resolver['slice']!.bind(resolver);
  const timeSlice = (run: () => void) => () => {
    const t0 = performance.now();
    run();
    timed.slices.push(performance.now() - t0);
    timed.sliceStarts.push(performance.timeOrigin + t0);
  };
  any['runSlice'] = timeSlice(runSlice);
  resolver['slice'] = timeSlice(resolve);
  any['onMutations'] = (records: unknown) => {
    const t0 = performance.now();
    onMutations(records);
    timed.mutations.push(performance.now() - t0);
  };
  return timed;
}

function idle(s: Scanner): boolean {
  const any = s as unknown as { queue: Node[]; scheduled: boolean };
  const resolver = s.resolver as unknown as { scheduled: boolean };
  return any.queue.length === 0 && !any.scheduled && s.resolver.pending === 0 && !resolver.scheduled;
}

/**
 * The content script's real start: start() and nothing else, so the scan runs in its own
 * time slices (setTimeout). Records every slice's duration, every long task and every long
 * animation frame until the queue is empty, then `settleMs` more for rendering (highlights).
 */
async function slicedScan(opts: { settleMs: number; capMs: number; highlight: boolean }): Promise<{
  totalMs: number;
  finished: boolean;
  slices: number[];
  sliceStarts: number[];
  longTasks: number[];
  loafs: Loaf[];
  found: number;
}> {
  const longTasks: number[] = [];
  const loafs: Loaf[] = [];
  const lt = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push(e.duration);
  });
  lt.observe({ type: 'longtask' });
  let loaf: PerformanceObserver | null = null;
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    loaf = new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<Record<string, any>>) {
        const end = e.startTime + e.duration;
        loafs.push({
          duration: e.duration,
          blocking: e.blockingDuration ?? 0,
          script: (e.scripts as Array<{ duration: number }>).reduce((a, s) => a + s.duration, 0),
          render: e.renderStart ? end - e.renderStart : 0,
          styleLayout: e.styleAndLayoutStart ? end - e.styleAndLayoutStart : 0,
          addresses: live?.registry.size ?? 0,
        });
      }
    });
    loaf.observe({ type: 'long-animation-frame' });
  }
  const { registry, scanner } = forceEager(fresh(opts.highlight));
  const timed = instrument(scanner);
  const t0 = performance.now();
  scanner.start();
  while (!idle(scanner) && performance.now() - t0 < opts.capMs) await new Promise((r) => setTimeout(r, 5));
  const finished = idle(scanner);
  const totalMs = performance.now() - t0;
  if (!finished) scanner.stop();
  await new Promise((r) => setTimeout(r, opts.settleMs));
  // Let the last frame's entries arrive.
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
  lt.disconnect();
  loaf?.disconnect();
  return { totalMs, finished, slices: timed.slices, sliceStarts: timed.sliceStarts, longTasks, loafs, found: registry.size };
}

const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

/**
 * One row arrives (prepended to the list, as a new thread does) while the scanner runs: the
 * MutationObserver callback and the slice it schedules are timed, then the next frame.
 *
 * `when` makes the one thing that varies by chance deterministic, whether a frame comes between
 * the insertion and the scanner's slice:
 * - 'between-frames' (the usual case): the row is inserted in a task right after a frame, so the
 *   slice (setTimeout 0) runs before the next frame and its getComputedStyle() resolves the new
 *   row's style synchronously;
 * - 'in-frame': the row is inserted in a requestAnimationFrame callback, so the frame styles it
 *   before the slice runs (the scanner's own cost, without the style it forces).
 * With `replace`, the last row leaves too (a virtualised list), which makes the scanner sweep.
 */
async function addRow(
  rowHtml: string,
  replace: boolean,
  when: 'between-frames' | 'in-frame',
): Promise<{
  mutationMs: number;
  sliceMs: number;
  /** From the end of the slice to a task after the next frame: waiting for it plus rendering it. */
  nextFrameMs: number;
  /** The rendering phase of long animation frames (≥ 50 ms) after the slice; 0 if none. */
  longRenderMs: number;
  foundBefore: number;
  foundAfter: number;
  bareRowMs: number;
}> {
  if (!live) throw new Error('no live scanner: call startLive() first');
  const { registry, scanner } = live;
  const timed = (live as Live & { timed?: Timed }).timed ?? ((live as Live & { timed?: Timed }).timed = instrument(scanner));
  timed.slices.length = 0;
  timed.sliceStarts.length = 0;
  timed.mutations.length = 0;
  const list = document.querySelector('ul.thread-list')!;
  const template = document.createElement('template');
  template.innerHTML = rowHtml;
  const row = template.content.firstElementChild!;
  const foundBefore = registry.size;
  const insert = () => {
    list.prepend(row);
    if (replace) list.lastElementChild!.remove();
  };
  let longRenderMs = 0;
  const loaf = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
    ? new PerformanceObserver((l) => {
        for (const e of l.getEntries() as unknown as Array<{ startTime: number; duration: number; renderStart: number }>) {
          if (e.renderStart) longRenderMs = Math.max(longRenderMs, e.startTime + e.duration - e.renderStart);
        }
      })
    : null;
  await nextFrame();
  loaf?.observe({ type: 'long-animation-frame' });
  if (when === 'in-frame') await new Promise<void>((r) => requestAnimationFrame(() => (insert(), r())));
  else insert();
  while (!idle(scanner) || timed.slices.length === 0) await new Promise((r) => setTimeout(r, 0));
  const f0 = performance.now();
  await nextFrame();
  const nextFrameMs = performance.now() - f0;
  await nextFrame();
  loaf?.disconnect();
  // Below the timer's resolution once, so timed over 200 walks.
  const b0 = performance.now();
  for (let i = 0; i < 200; i += 1) bareWalk(row, false);
  const bareRowMs = (performance.now() - b0) / 200;
  return {
    mutationMs: timed.mutations.reduce((a, b) => a + b, 0),
    sliceMs: timed.slices.reduce((a, b) => a + b, 0),
    nextFrameMs,
    longRenderMs,
    foundBefore,
    foundAfter: registry.size,
    bareRowMs,
  };
}

/**
 * What one change to a registered CSS highlight costs the next frame, by how many ranges it
 * holds: a Highlight under the name the underline had (styled as it was, bench/page/detection.ts) with `ranges`
 * ranges over e-mail text, then one more range added; the frame after is timed (rAF → task),
 * beside a frame in which nothing changed. Median of `times`.
 */
async function highlightChange(ranges: number, times: number): Promise<{ changedMs: number; unchangedMs: number }> {
  dispose();
  const texts = [...document.querySelectorAll('.customer-email')].map((el) => el.firstChild).filter((n): n is Text => n?.nodeType === 3);
  const highlight = new Highlight();
  const range = (t: Text) => new StaticRange({ startContainer: t, startOffset: 0, endContainer: t, endOffset: t.data.length });
  for (const t of texts.slice(0, ranges)) highlight.add(range(t));
  CSS.highlights.set('customer-lens-email', highlight);
  await nextFrame();
  await nextFrame();
  const changed: number[] = [];
  const unchanged: number[] = [];
  for (let i = 0; i < times; i += 1) {
    let t0 = performance.now();
    await nextFrame();
    unchanged.push(performance.now() - t0);
    highlight.add(range(texts[ranges + i]!));
    t0 = performance.now();
    await nextFrame();
    changed.push(performance.now() - t0);
  }
  CSS.highlights.delete('customer-lens-email');
  await nextFrame();
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return { changedMs: med(changed), unchangedMs: med(unchanged) };
}

/** A fully scanned, running scanner (observer attached) for addRow. */
function startLive(highlight = true): number {
  const { registry, scanner } = forceEager(fresh(highlight));
  scanner.start();
  scanner.flush();
  scanner.resolver.flush();
  return registry.size;
}

function textNodes(): number {
  return bareWalk(document.body, false).nodes;
}

const api = {
  bareWalk: () => bareWalk().ms,
  ourScan,
  wholeLoad,
  bareHeld: () => holdingDomTexts(() => bareWalk().ms),
  oursHeld: () => holdingDomTexts(() => ourScan(true)),
  readTexts,
  linkifyWalk,
  linkifyTextContent,
  detectorText,
  linkifyText,
  domCalls,
  highlightChange,
  slicedScan,
  startLive,
  addRow,
  textNodes,
  dispose,
  sink: () => sink,
};

export type BenchApi = typeof api;
(window as unknown as { __bench: BenchApi }).__bench = api;
