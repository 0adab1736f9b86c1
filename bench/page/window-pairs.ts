/**
 * Pairs of windows of one Chromium, one where the extension runs and one where it does not, each
 * window its own renderer process, woken a pair at a time and read over the same seconds (part E,
 * bench/page/rest-frames.ts): what the shared host takes from one window it takes from the other.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { drawnUnderlines, inContentWorld } from '../../scripts/browsers/underline-reader';

export interface Tab {
  page: Page;
  cdp: CDPSession;
  with: boolean;
}

/** Per second of a turn: the main thread's CPU time (ThreadTime) and its tasks' wall time (TaskDuration), in ms. */
export interface Turn {
  cpu: number;
  task: number;
}

async function metrics(tab: Tab): Promise<Turn> {
  const { metrics: m } = await tab.cdp.send('Performance.getMetrics');
  const value = (name: string) => m.find((x) => x.name === name)!.value;
  return { cpu: value('ThreadTime'), task: value('TaskDuration') };
}

/** A turn of `turnS` seconds of a pair's two windows at once (after half a second awake), the others frozen. */
export async function turn(pair: Tab[], turnS: number): Promise<Turn[]> {
  for (const tab of pair) await tab.cdp.send('Page.setWebLifecycleState', { state: 'active' });
  await pair[0]!.page.waitForTimeout(500);
  const from = await Promise.all(pair.map(metrics));
  const t0 = Date.now();
  await pair[0]!.page.waitForTimeout(turnS * 1000);
  const to = await Promise.all(pair.map(metrics));
  const seconds = (Date.now() - t0) / 1000;
  // Frozen until its next turn: its timers, and ours in it, do not run beside another pair's turn.
  for (const tab of pair) await tab.cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  return pair.map((_, i) => ({
    cpu: ((to[i]!.cpu - from[i]!.cpu) * 1000) / seconds,
    task: ((to[i]!.task - from[i]!.task) * 1000) / seconds,
  }));
}

/** Until the page's lines are drawn (their count), or with `none`, until the content script is in it (0). */
async function drawn(page: Page, none: boolean): Promise<number> {
  for (let i = 0; i < 100; i += 1) {
    if (none && (await inContentWorld(page, '0'))) return 0;
    const lines = none ? 0 : (await drawnUnderlines(page)).length;
    if (lines > 0) return lines;
    await page.waitForTimeout(100);
  }
  throw new Error(`no underline drawn on ${page.url()}`);
}

/** The page where the extension must not run: no host element of ours in it. */
async function untouched(page: Page): Promise<void> {
  if (await page.evaluate(() => document.querySelector('customer-lens-card') !== null)) {
    throw new Error(`the extension runs on ${page.url()}: it is no baseline`);
  }
}

/**
 * A window of its own (a tab behind another draws no frames; every window draws its own), opened
 * by `opener` with no tie to it, so in a renderer process of its own.
 */
async function openWindow(context: BrowserContext, opener: Page, url: string): Promise<Page> {
  const opened = context.waitForEvent('page');
  await opener.evaluate((u) => void window.open(u, '_blank', 'popup,noopener,width=1280,height=800'), url);
  const page = await opened;
  await page.waitForLoadState();
  return page;
}

async function frozen(context: BrowserContext, page: Page, ours: boolean): Promise<Tab> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  return { page, cdp, with: ours };
}

/**
 * `count` pairs of windows, each with its page loaded (the underline drawn where we run; `none`: a
 * page with no address, where the content script is only checked to be there), frozen;
 * which side opens first alternates. Before them, one window that is never measured: the first
 * window opened measured about 7 % more CPU than the others for its whole life (A/A 1.07× with it
 * in a pair, 1.01× without).
 */
export async function openPairs(
  context: BrowserContext,
  withUrl: string,
  withoutUrl: string,
  count: number,
  none = false,
): Promise<{ pairs: Tab[][]; lines: number; close(): Promise<void> }> {
  const opener = await context.newPage();
  const first = await frozen(context, await openWindow(context, opener, withoutUrl), false);
  const pairs: Tab[][] = [];
  let lines = 0;
  for (let k = 0; k < count; k += 1) {
    const pair: Tab[] = [];
    for (const ours of k % 2 === 0 ? [true, false] : [false, true]) {
      const page = await openWindow(context, opener, ours ? withUrl : withoutUrl);
      if (ours) lines = await drawn(page, none);
      pair.push(await frozen(context, page, ours));
    }
    pairs.push(pair);
  }
  const close = async () => {
    for (const tab of pairs.flat()) if (!tab.with) await untouched(tab.page);
    for (const tab of [first, ...pairs.flat()]) await tab.page.close();
    await opener.close();
  };
  return { pairs, lines, close };
}

/** Per turn, each side: CPU and task time per second. */
export interface PageRun {
  with: Turn[];
  without: Turn[];
  lines: number;
}

/** `turns` turns of each of `pairs` pairs (in order, then backwards, and so on). */
export async function atRest(
  context: BrowserContext,
  withUrl: string,
  withoutUrl: string,
  turnS: number,
  turns: number,
  pairs = 4,
  none = false,
): Promise<PageRun> {
  const opened = await openPairs(context, withUrl, withoutUrl, pairs, none);
  const run: PageRun = { with: [], without: [], lines: opened.lines };
  for (let k = 0; k < turns; k += 1) {
    for (const pair of k % 2 === 0 ? opened.pairs : [...opened.pairs].reverse()) {
      const measured = await turn(pair, turnS);
      pair.forEach((tab, i) => run[tab.with ? 'with' : 'without'].push(measured[i]!));
    }
  }
  await opened.close();
  return run;
}
