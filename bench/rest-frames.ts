/**
 * Part E, what the extension costs an app at rest (issue #33): main-thread time per second
 * (DevTools' `Performance.getMetrics` TaskDuration: every task of the page's renderer main thread,
 * the content script's included) with the extension and without it. Two pages:
 * - the demo support page as `npm start` shows it, its "live" dot pulsing every frame;
 * - a queue of rows with addresses in view and a "typing…" indicator whose text the app changes
 *   in every animation frame, as support apps' timers, presence dots and spinners do.
 * Both sides are tabs of one Chromium with the extension: "with" on 127.0.0.1, where its content
 * script runs, "without" the same page on 127.0.0.2, where it does not (the local build's content
 * script matches 127.0.0.1 and localhost only; checked below). Two Chromiums launched alike differ
 * by themselves: a second bare one measured 1.09× the first on the queue. Each side has TABS tabs
 * (each tab its own renderer process: one process runs the same page a few per cent faster than
 * another for its whole life), measured in turns of TURN_S s, one tab at a time, the others frozen.
 * The underline is on and drawn (its lines read from the extension's own layer) before any turn.
 * Then, on the queue, the frame a new row costs: rows with an address added one at a time, and
 * every frame interval over 20 ms in the half second after each, with the extension and without.
 */
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { closeInstallPage, launchWithExtension } from '../scripts/chromium';
import { drawnUnderlines } from '../scripts/underline-reader';
import { serve } from './live-underline';
import { median, row, type Row } from './report';
import { rowHtml, syntheticPage } from './synthetic-page';

/** Where the extension does not run: a loopback address its content script does not match. */
const WITHOUT_HOST = '127.0.0.2';
const TURN_S = 4;
/**
 * The demo page's turns: its live inbox adds a thread every 8 s, with a 2.4 s animation; a turn of
 * 4 s held that animation or not (100 against 170 ms/s), an 8 s turn holds one arrival each.
 */
const DEMO_TURN_S = 8;
/** Tabs per side. */
const TABS = 3;
/** Turns per tab, the tabs taken in the order with, without, with, …, then backwards: a drift of the machine's load falls on both alike. */
const TURNS = 3;
const ADDED_ROWS = 12;

/** The queue: its rows, a typing indicator changed every frame, and a way to add a row and time the frames after. */
function queuePage(): string {
  const page = syntheticPage(20);
  const next = Array.from({ length: ADDED_ROWS * 2 * TURNS }, (_, k) => rowHtml(100 + k).html);
  const script = `<p id="typing" style="position:fixed;right:12px;bottom:8px;margin:0">Noor is typing</p><script>
    const typing = document.getElementById('typing');
    let dots = 0;
    const tick = () => { typing.textContent = 'Noor is typing' + '.'.repeat(dots++ % 4); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    const rows = ${JSON.stringify(next)};
    let k = 0;
    window.__addRows = (n) => new Promise((done) => {
      let long = 0, left = n, last = 0, until = 0;
      const watch = (t) => { if (last && t - last > 20 && t < until) long += 1; last = t; if (left > 0 || t < until) requestAnimationFrame(watch); else done(long); };
      const add = () => {
        const t = document.createElement('template');
        t.innerHTML = rows[k++];
        document.querySelector('ul.thread-list').prepend(t.content.firstElementChild);
        until = performance.now() + 500;
        if (--left > 0) setTimeout(add, 700);
      };
      requestAnimationFrame(watch);
      setTimeout(add, 100);
    });
  </script>`;
  return page.html.replace('</body>', `${script}</body>`);
}

interface Tab {
  page: Page;
  cdp: CDPSession;
  with: boolean;
}

/** Per second of a turn: main-thread tasks (TaskDuration) and the main thread's CPU time (ThreadTime), in ms. */
interface Turn {
  task: number;
  cpu: number;
}

/** A turn of `turnS` seconds, the tab alone (after half a second in front). */
async function turn(tab: Tab, turnS: number): Promise<Turn> {
  await tab.cdp.send('Page.setWebLifecycleState', { state: 'active' });
  await tab.page.bringToFront(); // a hidden tab draws no frames
  await tab.page.waitForTimeout(500);
  const read = async () => {
    const { metrics } = await tab.cdp.send('Performance.getMetrics');
    return { task: metrics.find((m) => m.name === 'TaskDuration')!.value, cpu: metrics.find((m) => m.name === 'ThreadTime')!.value };
  };
  const from = await read();
  const t0 = Date.now();
  await tab.page.waitForTimeout(turnS * 1000);
  const to = await read();
  const seconds = (Date.now() - t0) / 1000;
  // Frozen until its next turn: its timers, and ours in it, do not run beside another tab's turn.
  await tab.cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  return { task: ((to.task - from.task) * 1000) / seconds, cpu: ((to.cpu - from.cpu) * 1000) / seconds };
}

async function drawn(page: Page): Promise<number> {
  for (let i = 0; i < 100; i += 1) {
    const lines = (await drawnUnderlines(page)).length;
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

/** TABS tabs per side, each with its page loaded (the underline drawn where we run), frozen. */
async function openTabs(context: BrowserContext, withUrl: string, withoutUrl: string): Promise<{ tabs: Tab[]; lines: number }> {
  const tabs: Tab[] = [];
  let lines = 0;
  for (let k = 0; k < TABS; k += 1) {
    for (const ours of [true, false]) {
      const page = await context.newPage();
      await page.goto(ours ? withUrl : withoutUrl);
      if (ours) lines = await drawn(page);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
      tabs.push({ page, cdp, with: ours });
    }
  }
  return { tabs, lines };
}

async function closeTabs(tabs: Tab[]): Promise<void> {
  for (const tab of tabs) if (!tab.with) await untouched(tab.page);
  for (const tab of tabs) await tab.page.close();
}

interface PageRun {
  with: number[];
  without: number[];
  /** The main thread's CPU time per second, the same turns. */
  cpu: { with: number[]; without: number[] };
  lines: number;
}

async function atRest(context: BrowserContext, withUrl: string, withoutUrl: string, turnS: number): Promise<PageRun> {
  const { tabs, lines } = await openTabs(context, withUrl, withoutUrl);
  const run: PageRun = { with: [], without: [], cpu: { with: [], without: [] }, lines };
  for (let k = 0; k < TURNS; k += 1) {
    for (const tab of k % 2 === 0 ? tabs : [...tabs].reverse()) {
      const side = tab.with ? 'with' : 'without';
      const measured = await turn(tab, turnS);
      run[side].push(measured.task);
      run.cpu[side].push(measured.cpu);
    }
  }
  await closeTabs(tabs);
  return run;
}

async function addedRows(context: BrowserContext, withUrl: string, withoutUrl: string): Promise<{ with: number; without: number }> {
  const { tabs } = await openTabs(context, withUrl, withoutUrl);
  const got = { with: 0, without: 0 };
  // ADDED_ROWS a side, spread over its tabs in two visits each.
  const perTurn = ADDED_ROWS / (TABS * 2);
  for (let turn = 0; turn < 2; turn += 1) {
    for (const tab of turn % 2 === 0 ? tabs : [...tabs].reverse()) {
      await tab.cdp.send('Page.setWebLifecycleState', { state: 'active' });
      await tab.page.bringToFront();
      got[tab.with ? 'with' : 'without'] += (await tab.page.evaluate((n) => (window as any).__addRows(n), perTurn)) as number;
      await tab.cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
    }
  }
  await closeTabs(tabs);
  return got;
}

export async function benchRestFrames(log: (s: string) => void): Promise<{ rows: Row[]; details: Record<string, unknown> }> {
  const demo = await startDemoServer();
  const demoWithout = await startDemoServer({ host: WITHOUT_HOST });
  const queueHtml = queuePage();
  const queue = await serve(queueHtml);
  const queueWithout = await serve(queueHtml, WITHOUT_HOST);
  const ext = await launchWithExtension();
  let demoRun: PageRun;
  let queueRun: PageRun;
  let added: { with: number; without: number };
  try {
    await closeInstallPage(ext);
    demoRun = await atRest(ext.context, new URL('/', demo.url).toString(), new URL('/', demoWithout.url).toString(), DEMO_TURN_S);
    queueRun = await atRest(ext.context, queue.url, queueWithout.url, TURN_S);
    added = await addedRows(ext.context, queue.url, queueWithout.url);
  } finally {
    await ext.close();
    await demo.close();
    await demoWithout.close();
    queue.server.close();
    queueWithout.server.close();
  }
  const group = `E. The app at rest: main-thread time per second with and without the extension, tabs of one Chromium (median of ${TABS * TURNS} turns a side, in ${TABS} tabs each, of ${DEMO_TURN_S} s on the demo page and ${TURN_S} s on the queue; the underline on and drawn)`;
  const rest = (metric: string, r: PageRun) => {
    const [ours, base] = [median(r.with), median(r.without)];
    const cpu = [median(r.cpu.with), median(r.cpu.without)];
    log(`E  ${metric}: ${ours.toFixed(0)} ms/s with the extension (${r.lines} lines drawn), ${base.toFixed(0)} ms/s without; the main thread's CPU time ${cpu[0]!.toFixed(0)} against ${cpu[1]!.toFixed(0)} ms/s (${(cpu[0]! / cpu[1]!).toFixed(2)}×)`);
    return row({ group, metric: `${metric} (${r.lines} lines drawn)`, ours, baseline: base, baselineName: 'the same page where it does not run', unit: 'ms/s', budget: '≤ 1.10×', pass: ours <= base * 1.1 });
  };
  log(`E  ${ADDED_ROWS} rows added one at a time: frames over 20 ms in the half second after each, ${added.with} with the extension, ${added.without} without`);
  return {
    details: { demo: demoRun, queue: queueRun, added },
    rows: [
      rest('the demo page, its live dot pulsing', demoRun),
      rest('a queue, its typing indicator changed every frame', queueRun),
      row({ group, metric: `frames over 20 ms after each of ${ADDED_ROWS} rows added`, ours: added.with, baseline: added.without, baselineName: 'the same page where it does not run', unit: '', budget: '≤ baseline', pass: added.with <= added.without }),
    ],
  };
}
