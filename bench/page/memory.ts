/**
 * Part H, the memory the extension costs a support tab: its heap and the DOM it adds,
 * on the demo page and on part A's 10,000-row inbox, each beside the page's own.
 *
 * Method: the same page in two Chromiums launched alike (scripts/browsers/chromium.ts), one with the local
 * build and one without; per round a fresh tab in each, in front, the two taking turns. Once the
 * content script is done (demo page: its underline drawn and steady; 10,000 rows, past the
 * underline's limits: its isolated world there) and the tab's scripts are quiet, two full
 * collections, then `Runtime.getHeapUsage` (V8's used heap plus Blink's: the DOM, styles, ranges)
 * and `Memory.getDOMCounters` (nodes alive, attached or not), the least of three reads. The cost
 * is the paired difference with minus without, median of ROUNDS.
 * Why a difference, not the content script's world alone: a content script shares the page's V8
 * isolate, and neither `Runtime.getHeapUsage` nor `performance.memory` is scoped to a world; a
 * heap snapshot attributes by retainers, and what the extension makes Blink keep for the page's
 * own elements (the styles its stylesheet adds to each) is retained by the page, not by us.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { startDemoServer } from '../../demo/server';
import { launchBare, launchWithExtension } from '../../scripts/browsers/chromium';
import { median, row, type Row } from '../report';
import { syntheticPage } from './synthetic-page';

const ROUNDS = 5;
const MB = 2 ** 20;

interface Reading {
  /** V8's used heap plus Blink's, bytes. */
  heap: number;
  v8: number;
  blink: number;
  nodes: number;
  /** Addresses underlined when it was read. */
  underlined: number;
}

/** Polls `f` every 250 ms until it holds; throws after `ms`. */
async function until(what: string, ms: number, f: () => Promise<boolean>): Promise<void> {
  for (const end = Date.now() + ms; !(await f()); await new Promise((r) => setTimeout(r, 250))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
  }
}

interface Described {
  attributes?: string[];
  children?: Described[];
  shadowRoots?: Described[];
}

/**
 * How many addresses the extension underlines: those in its CSS highlight, or those in a layer
 * of its own (an element with `data-email` each, in the closed shadow root of its host, which
 * DevTools reads through), whichever the build draws.
 */
async function underlined(cdp: CDPSession, page: Page): Promise<number> {
  const highlight = await page.evaluate(() => (CSS as any).highlights?.get('customer-lens-email')?.size ?? 0);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'customer-lens-card' });
  if (!nodeId) return highlight;
  const { node } = await cdp.send('DOM.describeNode', { nodeId, depth: -1, pierce: true });
  const count = (n: Described): number =>
    (n.attributes?.includes('data-email') ? 1 : 0) + [...(n.children ?? []), ...(n.shadowRoots ?? [])].reduce((a, c) => a + count(c), 0);
  return highlight + count(node);
}

/** One tab's memory once the page (and the content script, when there is one) is at rest. */
async function measure(context: BrowserContext, url: string, lens: string | null, drawn: boolean): Promise<Reading> {
  const page: Page = await context.newPage();
  try {
    await page.bringToFront(); // a hidden tab draws no frames, and the underline waits for one
    const cdp = await context.newCDPSession(page);
    const worlds: string[] = [];
    // The content script's isolated world has the extension's origin (and its name).
    cdp.on('Runtime.executionContextCreated', (e) => worlds.push(e.context.origin));
    await cdp.send('Runtime.enable');
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await until('the page', 30_000, () => page.evaluate(() => document.querySelectorAll('.thread-row').length > 0));
    if (lens) await until(`the content script's world in ${url}`, 30_000, async () => worlds.includes(lens));
    if (lens && drawn) {
      // Drawn and no longer changing: every address near the viewport found and underlined.
      let last = -1;
      await until('the underline', 30_000, async () => {
        const now = await underlined(cdp, page);
        const steady = now > 0 && now === last;
        last = now;
        return steady;
      });
    }
    // Quiet: scripts (the page's and ours) ran for under 5 ms in each of four 250 ms in a row.
    // Not all tasks: the demo page's live dot is drawn every frame.
    let script = 0;
    let calm = 0;
    await until('a quiet tab', 60_000, async () => {
      const m = (await cdp.send('Performance.getMetrics')).metrics.find((x) => x.name === 'ScriptDuration')!.value;
      calm = m - script < 0.005 ? calm + 1 : 0;
      script = m;
      return calm >= 4;
    });
    // Read on both pages alike; then DevTools lets go of the nodes it was given.
    const count = await underlined(cdp, page);
    await cdp.send('DOM.disable');
    let best: Reading = { heap: Infinity, v8: 0, blink: 0, nodes: Infinity, underlined: count };
    for (let i = 0; i < 3; i += 1) {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const u = await cdp.send('Runtime.getHeapUsage');
      const { nodes } = await cdp.send('Memory.getDOMCounters');
      const blink = (u as { embedderHeapUsedSize?: number }).embedderHeapUsedSize ?? 0;
      if (u.usedSize + blink < best.heap) best = { ...best, heap: u.usedSize + blink, v8: u.usedSize, blink };
      best.nodes = Math.min(nodes, best.nodes);
      await page.waitForTimeout(300);
    }
    return best;
  } finally {
    await page.close();
  }
}

export async function benchMemory(log: (s: string) => void): Promise<{ rows: Row[]; details: Record<string, unknown> }> {
  const demo = await startDemoServer();
  const inbox = syntheticPage(10_000).html;
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(inbox));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const pages = [
    { name: 'demo page', url: new URL('/', demo.url).toString(), drawn: true },
    { name: '10,000 rows', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/inbox`, drawn: false },
  ];
  const plain = await launchBare();
  const ext = await launchWithExtension();
  const lens = `chrome-extension://${ext.extensionId}`;
  const got: Record<string, { with: Reading[]; without: Reading[] }> = {};
  try {
    for (const p of pages) {
      const g: { with: Reading[]; without: Reading[] } = (got[p.name] = { with: [], without: [] });
      for (let round = 0; round < ROUNDS; round += 1) {
        // Taking turns, so a busier moment of this shared machine falls on both.
        const order = round % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const);
        for (const who of order) {
          g[who].push(await (who === 'with' ? measure(ext.context, p.url, lens, p.drawn) : measure(plain.context, p.url, null, p.drawn)));
        }
      }
    }
  } finally {
    await plain.close();
    await ext.close();
    await demo.close();
    server.close();
  }
  const rows: Row[] = [];
  const group = `H. The memory a support tab pays for the extension, after full collections (median of ${ROUNDS} rounds, each page fresh)`;
  for (const p of pages) {
    const { with: w, without: wo } = got[p.name]!;
    const heap = median(w.map((r, i) => r.heap - wo[i]!.heap)) / MB;
    const nodes = median(w.map((r, i) => r.nodes - wo[i]!.nodes));
    const own = median(wo.map((r) => r.heap)) / MB;
    const ownNodes = median(wo.map((r) => r.nodes));
    const part = (k: 'v8' | 'blink') => (median(w.map((r, i) => r[k] - wo[i]![k])) / MB).toFixed(2);
    const split = `V8 ${part('v8')} MB, Blink ${part('blink')} MB`;
    log(
      `H  ${p.name} (${median(w.map((r) => r.underlined))} addresses underlined): content script ${heap.toFixed(2)} MB (${split}) beside the page's ${own.toFixed(1)} MB; DOM nodes ${nodes >= 0 ? '+' : ''}${nodes} beside ${ownNodes}`,
    );
    rows.push(
      row({
        group,
        metric: `content script heap, ${p.name}`,
        ours: heap,
        baseline: own,
        baselineName: "the page's own heap",
        unit: 'MB',
        budget: null,
        note: split,
      }),
      row({
        group,
        metric: `DOM nodes added, ${p.name}`,
        ours: nodes,
        baseline: ownNodes,
        baselineName: "the page's own nodes",
        unit: '',
        budget: null,
      }),
    );
  }
  return { rows, details: { rounds: ROUNDS, readings: got } };
}
