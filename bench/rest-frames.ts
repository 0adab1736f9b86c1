/**
 * Part E, what the extension costs an app at rest (issue #33): main-thread time per second
 * (DevTools' `Performance.getMetrics` TaskDuration: every task of the page's renderer main thread,
 * the content script's included) with the extension and without it, in the same Chromium, taking
 * turns of TURN_S seconds so a busier moment of the machine falls on both (on this shared 2-core
 * machine one page's figure moves by ±30 % from one turn to the next: the median of TURNS each). Two pages:
 * - the demo support page as `npm start` shows it, its "live" dot pulsing every frame;
 * - a queue of rows with addresses in view and a "typing…" indicator whose text the app changes
 *   in every animation frame, as support apps' timers, presence dots and spinners do.
 * The underline is on and drawn (its lines read from the extension's own layer) before any turn.
 * Then, on the queue, the frame a new row costs: rows with an address added one at a time, and
 * every frame interval over 20 ms in the half second after each, with the extension and without.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { launchBare, launchWithExtension } from '../scripts/chromium';
import { drawnUnderlines } from '../scripts/underline-reader';
import { serve } from './live-underline';
import { median, row, type Row } from './report';
import { rowHtml, syntheticPage } from './synthetic-page';

const TURN_S = 4;
/** Turns per page, taken in the order without, with, with, without, ...: a drift of the machine's load falls on both alike. */
const TURNS = 6;
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

/** Milliseconds of main-thread tasks per second in the page's renderer, over TURN_S seconds. */
async function taskMsPerSecond(context: BrowserContext, page: Page): Promise<number> {
  await page.bringToFront(); // a hidden tab draws no frames
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')!.value;
  const start = await read();
  const t0 = Date.now();
  await page.waitForTimeout(TURN_S * 1000);
  const ms = ((await read()) - start) * 1000;
  const seconds = (Date.now() - t0) / 1000;
  await cdp.detach();
  return ms / seconds;
}

async function drawn(page: Page): Promise<number> {
  for (let i = 0; i < 100; i += 1) {
    const lines = (await drawnUnderlines(page)).length;
    if (lines > 0) return lines;
    await page.waitForTimeout(100);
  }
  throw new Error(`no underline drawn on ${page.url()}`);
}

interface PageRun {
  with: number[];
  without: number[];
  lines: number;
}

async function atRest(bare: BrowserContext, lens: BrowserContext, url: string): Promise<PageRun> {
  const plain = await bare.newPage();
  const ours = await lens.newPage();
  for (const page of [plain, ours]) await page.goto(url);
  const run: PageRun = { with: [], without: [], lines: await drawn(ours) };
  for (let turn = 0; turn < TURNS; turn += 1) {
    if (turn % 2 === 0) run.without.push(await taskMsPerSecond(bare, plain));
    run.with.push(await taskMsPerSecond(lens, ours));
    if (turn % 2 === 1) run.without.push(await taskMsPerSecond(bare, plain));
  }
  await plain.close();
  await ours.close();
  return run;
}

async function addedRows(bare: BrowserContext, lens: BrowserContext, url: string): Promise<{ with: number; without: number }> {
  const plain = await bare.newPage();
  const ours = await lens.newPage();
  for (const page of [plain, ours]) await page.goto(url);
  await drawn(ours);
  const got = { with: 0, without: 0 };
  for (let turn = 0; turn < TURNS; turn += 1) {
    for (const [page, key] of [[plain, 'without'], [ours, 'with']] as const) {
      await page.bringToFront();
      got[key] += (await page.evaluate((n) => (window as any).__addRows(n), ADDED_ROWS / TURNS)) as number;
    }
  }
  await plain.close();
  await ours.close();
  return got;
}

export async function benchRestFrames(log: (s: string) => void): Promise<{ rows: Row[]; details: Record<string, unknown> }> {
  const demo = await startDemoServer();
  const queue = await serve(queuePage());
  const plain = await launchBare();
  const ext = await launchWithExtension();
  let demoRun: PageRun;
  let queueRun: PageRun;
  let added: { with: number; without: number };
  try {
    demoRun = await atRest(plain.context, ext.context, new URL('/', demo.url).toString());
    queueRun = await atRest(plain.context, ext.context, queue.url);
    added = await addedRows(plain.context, ext.context, queue.url);
  } finally {
    await plain.close();
    await ext.close();
    await demo.close();
    queue.server.close();
  }
  const group = `E. The app at rest: main-thread time per second with and without the extension (median of ${TURNS} turns of ${TURN_S} s, the underline on and drawn)`;
  const rest = (metric: string, r: PageRun) => {
    const [ours, base] = [median(r.with), median(r.without)];
    log(`E  ${metric}: ${ours.toFixed(0)} ms/s with the extension (${r.lines} lines drawn), ${base.toFixed(0)} ms/s without`);
    return row({ group, metric: `${metric} (${r.lines} lines drawn)`, ours, baseline: base, baselineName: 'the same page without it', unit: 'ms/s', budget: '≤ 1.10×', pass: ours <= base * 1.1 });
  };
  log(`E  ${ADDED_ROWS} rows added one at a time: frames over 20 ms in the half second after each, ${added.with} with the extension, ${added.without} without`);
  return {
    details: { demo: demoRun, queue: queueRun, added },
    rows: [
      rest('the demo page, its live dot pulsing', demoRun),
      rest('a queue, its typing indicator changed every frame', queueRun),
      row({ group, metric: `frames over 20 ms after each of ${ADDED_ROWS} rows added`, ours: added.with, baseline: added.without, baselineName: 'the same page without it', unit: '', budget: '≤ baseline', pass: added.with <= added.without }),
    ],
  };
}
