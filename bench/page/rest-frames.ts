/**
 * Part E, what the extension costs an app at rest: the CPU time per second of the
 * page's renderer main thread (DevTools' `Performance.getMetrics` ThreadTime; the content script
 * runs there), with the extension and without it. Two pages:
 * - the demo support page as `npm start` shows it, its "live" dot pulsing every frame;
 * - a queue of rows with addresses in view and a "typing…" indicator whose text the app changes
 *   in every animation frame, as support apps' timers, presence dots and spinners do.
 * Both sides are windows of one Chromium with the extension: "with" on 127.0.0.1, where its
 * content script runs, "without" the same page on 127.0.0.2, where it does not (the local build's
 * content script matches 127.0.0.1 and localhost only; checked). A window of each side is
 * measured with the other, over the same seconds, so what the shared host takes from one it takes
 * from the other (bench/page/window-pairs.ts); four such pairs (each window its own renderer process,
 * and processes differ a little), the others frozen. CPU time, not the tasks' wall time (TaskDuration, logged beside):
 * two windows at once, and any other process, preempt the main thread in mid-task, which
 * lengthens the task by time it did not run (docs/performance.md: A/A runs 0.91–1.11× on wall
 * time one tab at a time, 1.00–1.02× on CPU time in pairs).
 * The underline is on and drawn (its lines read from the extension's own layer) before any turn.
 * Then, on the queue, the frame a new row costs: rows with an address added one at a time, and
 * every frame interval over 20 ms in the half second after each, with the extension and without,
 * one window awake at a time.
 */
import type { BrowserContext } from 'playwright-core';
import { startDemoServer } from '../../demo/server';
import { closeInstallPage, launchWithExtension } from '../../scripts/browsers/chromium';
import { serve } from './live-underline';
import { row, type Row } from '../report';
import { rowHtml, syntheticPage } from './synthetic-page';
import { benchRestShapes } from './rest-shapes';
import { atRest, openPairs, type PageRun, type Turn } from './window-pairs';

/** Where the extension does not run: a loopback address its content script does not match. */
const WITHOUT_HOST = '127.0.0.2';
const TURN_S = 4;
/**
 * The demo page's turns: its live inbox adds a thread every 8 s, with a 2.4 s animation; a turn of
 * 4 s held that animation or not (100 against 170 ms/s), an 8 s turn holds one arrival each.
 */
const DEMO_TURN_S = 8;
/** Pairs of windows, one of each side (window-pairs.ts). */
const PAIRS = 4;
/** Turns per pair, the pairs taken in order, then backwards, and so on. */
const TURNS = 4;
const ADDED_ROWS = 12;

/** The queue: its rows, a typing indicator changed every frame, and a way to add a row and time the frames after. */
function queuePage(): string {
  const page = syntheticPage(20);
  const next = Array.from({ length: ADDED_ROWS }, (_, k) => rowHtml(100 + k).html);
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

async function addedRows(context: BrowserContext, withUrl: string, withoutUrl: string): Promise<{ with: number; without: number }> {
  const { pairs, close } = await openPairs(context, withUrl, withoutUrl, PAIRS);
  const got = { with: 0, without: 0 };
  // ADDED_ROWS a side, spread over its windows, one window awake at a time.
  for (const tab of pairs.flat()) {
    await tab.cdp.send('Page.setWebLifecycleState', { state: 'active' });
    got[tab.with ? 'with' : 'without'] += (await tab.page.evaluate((n) => (window as any).__addRows(n), ADDED_ROWS / PAIRS)) as number;
    await tab.cdp.send('Page.setWebLifecycleState', { state: 'frozen' });
  }
  await close();
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
  let shapes: Awaited<ReturnType<typeof benchRestShapes>>;
  try {
    await closeInstallPage(ext);
    shapes = await benchRestShapes(ext.context, log);
    demoRun = await atRest(ext.context, new URL('/', demo.url).toString(), new URL('/', demoWithout.url).toString(), DEMO_TURN_S, TURNS);
    queueRun = await atRest(ext.context, queue.url, queueWithout.url, TURN_S, TURNS);
    added = await addedRows(ext.context, queue.url, queueWithout.url);
  } finally {
    await ext.close();
    await demo.close();
    await demoWithout.close();
    queue.server.close();
    queueWithout.server.close();
  }
  const group = `E. The app at rest: its main thread's CPU time per second with and without the extension, windows of one Chromium measured two at a time (${PAIRS} pairs, ${PAIRS * TURNS} turns a side of ${DEMO_TURN_S} s on the demo page and ${TURN_S} s on the queue; the underline on and drawn)`;
  const baselineName = 'the same page where it does not run';
  const rest = (metric: string, r: PageRun) => {
    const mean = (side: Turn[], of: keyof Turn) => side.reduce((sum, t) => sum + t[of], 0) / side.length;
    const paired = r.with.map((t, i) => t.cpu / r.without[i]!.cpu).sort((a, b) => a - b);
    log(
      `E  ${metric}: CPU ${mean(r.with, 'cpu').toFixed(1)} against ${mean(r.without, 'cpu').toFixed(1)} ms/s (${r.lines} lines drawn); turn by turn ${paired[0]!.toFixed(2)}–${paired.at(-1)!.toFixed(2)}×`,
    );
    return [
      row({
        group,
        metric: `${metric} (${r.lines} lines drawn)`,
        ours: mean(r.with, 'cpu'),
        baseline: mean(r.without, 'cpu'),
        baselineName,
        unit: 'ms/s',
        budget: '≤ 1.10×',
        pass: mean(r.with, 'cpu') <= mean(r.without, 'cpu') * 1.1,
      }),
      row({
        group,
        metric: `${metric}: its tasks' wall time (TaskDuration, preemption included)`,
        ours: mean(r.with, 'task'),
        baseline: mean(r.without, 'task'),
        baselineName,
        unit: 'ms/s',
        budget: null,
      }),
    ];
  };
  log(
    `E  ${ADDED_ROWS} rows added one at a time: frames over 20 ms in the half second after each, ${added.with} with the extension, ${added.without} without`,
  );
  return {
    details: { demo: demoRun, queue: queueRun, added, shapes: shapes.details },
    rows: [
      ...rest('the demo page, its live dot pulsing', demoRun),
      ...rest('a queue, its typing indicator changed every frame', queueRun),
      row({
        group,
        metric: `frames over 20 ms after each of ${ADDED_ROWS} rows added`,
        ours: added.with,
        baseline: added.without,
        baselineName,
        unit: '',
        budget: '≤ baseline',
        pass: added.with <= added.without,
      }),
      ...shapes.rows,
    ],
  };
}
