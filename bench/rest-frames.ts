/**
 * Part E, the app's own frames at rest: the demo support page as `npm start` shows it (its "live"
 * dot pulses, a box-shadow animation the page's main thread draws every frame), nobody touching
 * it. How much main-thread rendering (Chromium's BeginMainFrame: style, layout, paint) the page
 * does per second, in Chromium without the extension and with it, underline on and off, each
 * from a trace of TURN_S seconds, taking turns so a busier moment of the machine falls on all.
 *
 * Why: Chromium validates every registered highlight range again whenever the page's style or
 * DOM changed, and repaints what they cover (docs/performance.md, "The underline's cost to the app").
 * No budget yet: these rows make the underline's cost to the app visible.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { startDemoServer } from '../demo/server';
import { currentWorker, launchBare, launchWithExtension } from '../scripts/chromium';
import { underlineSize } from './live-underline';
import { median, row, type Row } from './report';

const TURN_S = 4;
const TURNS = 3;

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  dur?: number;
  args?: { data?: { frames?: Array<{ processId: number; url: string; parent?: string }> } };
}

/** Milliseconds of main-thread rendering per second in the renderer that shows `url`. */
async function renderingPerSecond(context: BrowserContext, page: Page, url: string): Promise<number> {
  await page.bringToFront(); // a hidden tab draws no frames (the extension may open its options page)
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
  const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['cc', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] }, transferMode: 'ReportEvents' });
  await page.waitForTimeout(TURN_S * 1000);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const frames = events.flatMap((e) => (e.name === 'TracingStartedInBrowser' ? (e.args?.data?.frames ?? []) : []));
  const pid = frames.find((f) => !f.parent && f.url.startsWith(url))?.processId;
  if (pid === undefined) throw new Error(`no renderer for ${url} in the trace`);
  const ms = events.filter((e) => e.pid === pid && e.ph === 'X' && e.name === 'ProxyMain::BeginMainFrame').reduce((a, e) => a + (e.dur ?? 0) / 1000, 0);
  return ms / TURN_S;
}

async function underline(context: BrowserContext, on: boolean, page: Page): Promise<void> {
  const worker = await currentWorker(context);
  await worker.evaluate((v) => (globalThis as any).chrome.storage.sync.set({ highlight: v }), on);
  for (let i = 0; i < 100 && (await underlineSize(page)) > 0 !== on; i += 1) await page.waitForTimeout(100);
  if ((await underlineSize(page)) > 0 !== on) throw new Error(`the underline did not turn ${on ? 'on' : 'off'}`);
  await page.waitForTimeout(500);
}

export async function benchRestFrames(log: (s: string) => void): Promise<{ rows: Row[]; details: Record<string, unknown> }> {
  const demo = await startDemoServer();
  const url = new URL('/', demo.url).toString();
  const plain = await launchBare();
  const ext = await launchWithExtension();
  const got = { without: [] as number[], underlined: [] as number[], noUnderline: [] as number[], addresses: 0 };
  try {
    const bare = await plain.context.newPage();
    const lens = await ext.context.newPage();
    for (const page of [bare, lens]) {
      await page.goto(url);
      await page.getByTestId('thread-row').first().waitFor();
    }
    await underline(ext.context, true, lens);
    got.addresses = await underlineSize(lens);
    for (let turn = 0; turn < TURNS; turn += 1) {
      got.without.push(await renderingPerSecond(plain.context, bare, url));
      got.underlined.push(await renderingPerSecond(ext.context, lens, url));
      await underline(ext.context, false, lens);
      got.noUnderline.push(await renderingPerSecond(ext.context, lens, url));
      await underline(ext.context, true, lens);
    }
  } finally {
    await plain.close();
    await ext.close();
    await demo.close();
  }
  const [without, underlined, noUnderline] = [got.without, got.underlined, got.noUnderline].map(median) as [number, number, number];
  log(`E  demo page at rest (${got.addresses} addresses underlined), main-thread rendering per second, median of ${TURNS} × ${TURN_S} s: ${underlined.toFixed(0)} ms with the extension, ${noUnderline.toFixed(0)} ms with its underline off, ${without.toFixed(0)} ms without it`);
  const group = `E. The app's own frames at rest: the demo page, its live dot pulsing (main-thread rendering, ms per second)`;
  return {
    details: got,
    rows: [
      row({ group, metric: `with the extension, underline on (${got.addresses} addresses)`, ours: underlined, baseline: without, baselineName: 'the same page without it', unit: 'ms/s', budget: null, note: 'no budget yet: the cost of the underline to the app (see docs/performance.md)' }),
      row({ group, metric: 'with the extension, underline off', ours: noUnderline, baseline: without, baselineName: 'the same page without it', unit: 'ms/s', budget: null }),
    ],
  };
}
