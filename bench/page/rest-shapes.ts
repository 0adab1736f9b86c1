/**
 * Part E on more shapes of a page we did not build (bench/page/rest-pages.ts): 0, 24 and 48 addresses
 * in view, the app replacing one text node in every frame, in a fixed element and in one in the
 * flow; each beside the same page where the extension does not run, in the same windows' turns
 * (bench/page/window-pairs.ts). Then the first 20 s after a load: a window of each side opened
 * together, the main thread's CPU time over its first 20 s.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { serve } from './live-underline';
import { row, type Row } from '../report';
import { restQueuePage, type Changing } from './rest-pages';
import { atRest, type PageRun } from './window-pairs';

const WITHOUT_HOST = '127.0.0.2';
const TURN_S = 4;
/** Turns per pair: 2 (8 a side), as the shapes are six. */
const TURNS = 2;
const SHAPES: Array<[number, Changing]> = [
  [0, 'fixed'],
  [24, 'fixed'],
  [48, 'fixed'],
  [0, 'flow'],
  [24, 'flow'],
  [48, 'flow'],
];
/** The load's row: the issue's page, 24 addresses and the fixed indicator. */
const LOAD: [number, Changing] = [24, 'fixed'];
const LOAD_S = 20;
/**
 * Pairs opened, each side opening first in half of them: of two windows opened together, the first
 * runs more CPU over its first 20 s (the page without the extension in both, A/A: 49.9/39.0,
 * 50.2/39.0, 52.3/51.0, 61.3/48.0 ms/s), so an odd count would weigh on the side opened first more often.
 */
const LOAD_PAIRS = 6;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function cpuMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ThreadTime')!.value * 1000;
}

/**
 * A window of each side opened at once (each its own renderer process), its main thread's CPU
 * time from its opening to LOAD_S seconds after, in ms per second.
 */
async function firstSeconds(context: BrowserContext, withUrl: string, withoutUrl: string, first: boolean): Promise<number[]> {
  const opener = await context.newPage();
  const urls = first ? [withUrl, withoutUrl] : [withoutUrl, withUrl];
  const windows: Array<{ page: Page; cdp: CDPSession; from: number; at: number }> = [];
  for (const url of urls) {
    const opened = context.waitForEvent('page');
    await opener.evaluate((u) => void window.open(u, '_blank', 'popup,noopener,width=1280,height=800'), url);
    const page = await opened;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    windows.push({ page, cdp, from: await cpuMs(cdp), at: Date.now() });
  }
  await opener.waitForTimeout(LOAD_S * 1000);
  const perSecond = [];
  for (const w of windows) perSecond.push(((await cpuMs(w.cdp)) - w.from) / ((Date.now() - w.at) / 1000));
  for (const w of windows) await w.page.close();
  await opener.close();
  return first ? perSecond : perSecond.reverse();
}

export async function benchRestShapes(
  context: BrowserContext,
  log: (s: string) => void,
): Promise<{ rows: Row[]; details: Record<string, unknown> }> {
  const group = `E. The app at rest on a queue we did not build (48 rows, 14 px text, one text node replaced every frame): CPU time per second with and without the extension, windows of one Chromium two at a time (4 pairs, ${4 * TURNS} turns a side of ${TURN_S} s)`;
  const baselineName = 'the same page where it does not run';
  const rows: Row[] = [];
  const details: Record<string, unknown> = {};
  const servers = [];
  try {
    for (const [addresses, changing] of SHAPES) {
      const html = restQueuePage(addresses, changing);
      const on = await serve(html);
      const off = await serve(html, WITHOUT_HOST);
      servers.push(on, off);
      const run: PageRun = await atRest(context, on.url, off.url, TURN_S, TURNS, 4, addresses === 0);
      const [ours, base] = [mean(run.with.map((t) => t.cpu)), mean(run.without.map((t) => t.cpu))];
      const paired = run.with.map((t, i) => t.cpu / run.without[i]!.cpu).sort((a, b) => a - b);
      const metric = `${addresses} addresses in view, the text changed ${changing === 'fixed' ? 'in a fixed element' : 'in an element in flow'} (${run.lines} lines drawn)`;
      log(
        `E  ${metric}: CPU ${ours.toFixed(1)} against ${base.toFixed(1)} ms/s; turn by turn ${paired[0]!.toFixed(2)}–${paired.at(-1)!.toFixed(2)}×`,
      );
      details[`${addresses}-${changing}`] = run;
      rows.push(row({ group, metric, ours, baseline: base, baselineName, unit: 'ms/s', budget: '≤ 1.10×', pass: ours <= base * 1.1 }));
    }
    const html = restQueuePage(...LOAD);
    const on = await serve(html);
    const off = await serve(html, WITHOUT_HOST);
    servers.push(on, off);
    const load: number[][] = [];
    for (let k = 0; k < LOAD_PAIRS; k += 1) load.push(await firstSeconds(context, on.url, off.url, k % 2 === 0));
    const [ours, base] = [mean(load.map((p) => p[0]!)), mean(load.map((p) => p[1]!))];
    log(
      `E  the first ${LOAD_S} s after a load: ${load.map((p) => `${p[0]!.toFixed(0)}/${p[1]!.toFixed(0)}`).join(', ')} ms/s (with/without)`,
    );
    details.load = load;
    rows.push(
      row({
        group,
        metric: `the first ${LOAD_S} s after a load, ${LOAD[0]} addresses, fixed "typing…" (${LOAD_PAIRS} pairs opened together)`,
        ours,
        baseline: base,
        baselineName,
        unit: 'ms/s',
        budget: '≤ 1.10×',
        pass: ours <= base * 1.1,
      }),
    );
  } finally {
    for (const s of servers) s.server.close();
  }
  return { rows, details };
}
