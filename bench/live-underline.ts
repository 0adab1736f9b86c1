/**
 * The underline on a live page (issue #15): an inbox under the underline's limits receives a new
 * row every second for 30 s. Each new address changes the registered highlight, which costs the
 * next frame in proportion to the page. Measured in real Chromium with the extension's local build
 * (the content script as shipped, underline on), against the same page in the same Chromium
 * without the extension, in the same run: the long animation frames (≥ 50 ms) of each.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from 'playwright-core';
import { launchWithExtension, QUIET_FLAGS } from '../scripts/chromium';
import { max, median, row, type Row } from './report';
import { rowHtml, syntheticPage } from './synthetic-page';

/** ~8,500 elements and ~720 addresses: under both limits (800 addresses before the underline is first shown), also after 30 new rows. */
const ROWS = 650;
const SECONDS = 30;

/** The page adds one row a second; a LoAF observer keeps each long frame (LoAF reports only those of 50 ms or more). */
function livePage(): string {
  const page = syntheticPage(ROWS);
  const next = Array.from({ length: SECONDS + 2 }, (_, k) => rowHtml(ROWS + k).html);
  const script = `<script>
    window.__frames = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__frames.push({ d: e.duration, r: e.renderStart ? e.startTime + e.duration - e.renderStart : 0,
      s: e.scripts.map((x) => ({ d: Math.round(x.duration), src: x.sourceURL.replace(/^[a-z-]+:\\/\\/[^/]+/, ''), inv: x.invoker })) }); })
      .observe({ type: 'long-animation-frame' });
    const rows = ${JSON.stringify(next)};
    window.__live = (seconds) => new Promise((done) => {
      const list = document.querySelector('ul.thread-list');
      let k = 0;
      const add = () => {
        const t = document.createElement('template');
        t.innerHTML = rows[k++];
        list.prepend(t.content.firstElementChild);
        if (k < seconds) setTimeout(add, 1000); else setTimeout(done, 1000);
      };
      window.__frames.length = 0;
      add();
    });
  </script>`;
  return page.html.replace('</body>', `${script}</body>`);
}

async function serve(html: string): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/live` };
}

interface Run {
  frames: number[];
  renders: number[];
  /** Each long frame's scripts (LoAF attribution: duration, source, invoker), to tell whose they were. */
  scripts: unknown[];
  underlined: number;
}

async function run(page: Page, url: string, withExtension: boolean): Promise<Run> {
  await page.goto(url, { waitUntil: 'load' });
  const highlighted = () => page.evaluate(() => (CSS as any).highlights.get('customer-lens-email')?.size ?? 0);
  if (withExtension) {
    for (let i = 0; i < 200 && (await highlighted()) < ROWS; i += 1) await page.waitForTimeout(50);
    if ((await highlighted()) < ROWS) throw new Error(`the underline holds ${await highlighted()} addresses, not the page's ${ROWS}+`);
  }
  await page.waitForTimeout(1_000);
  await page.evaluate((s) => (window as any).__live(s), SECONDS);
  const frames = (await page.evaluate(() => (window as any).__frames)) as Array<{ d: number; r: number; s: unknown }>;
  return { frames: frames.map((f) => f.d), renders: frames.map((f) => f.r), scripts: frames.map((f) => f.s), underlined: await highlighted() };
}

export async function benchLiveUnderline(log: (s: string) => void): Promise<{ rows: Row[]; details: Record<string, unknown> }> {
  const { server, url } = await serve(livePage());
  const viewport = { width: 1280, height: 800 };
  try {
    const plain = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: QUIET_FLAGS });
    let without: Run;
    try {
      without = await run(await plain.newPage({ viewport }), url, false);
    } finally {
      await plain.close();
    }
    const ext = await launchWithExtension();
    let withExt: Run;
    try {
      withExt = await run(await ext.context.newPage(), url, true);
    } finally {
      await ext.close();
    }
    const long = (r: Run) => r.frames.filter((d) => d >= 50).length;
    const renders = (r: Run) => (r.renders.length ? `, their rendering median ${median(r.renders).toFixed(0)} ms` : '');
    log(
      `C  live page, a row a second for ${SECONDS} s (${ROWS} rows, underline holding ${withExt.underlined}): frames ≥ 50 ms ` +
        `${long(withExt)} with the extension (longest ${max(withExt.frames).toFixed(0)} ms${renders(withExt)}), ` +
        `${long(without)} without (longest ${max(without.frames).toFixed(0)} ms${renders(without)})`,
    );
    const group = `C. Live page under the underline's limits, a new row every second for ${SECONDS} s (long animation frames)`;
    return {
      details: { rows: ROWS, seconds: SECONDS, with: withExt, without },
      rows: [
        row({
          group,
          metric: 'frames of 50 ms or more, with the extension (underline on)',
          ours: long(withExt),
          baseline: long(without),
          baselineName: 'the same page without it',
          unit: '',
          budget: '≤ baseline',
          pass: long(withExt) <= long(without),
        }),
        row({ group, metric: 'longest frame (0: none of 50 ms or more)', ours: max(withExt.frames), baseline: max(without.frames), baselineName: 'without', unit: 'ms', budget: null }),
      ],
    };
  } finally {
    server.close();
  }
}
