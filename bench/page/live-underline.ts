/**
 * The underline on a live page: an inbox under the underline's limits receives a new
 * row every second for 30 s. Each new address changes the registered highlight, which costs the
 * next frame in proportion to the page. Measured in real Chromium with the extension's local build
 * (the content script as shipped, underline on), against the same page in the same Chromium
 * without the extension, in the same run: the long animation frames (≥ 50 ms) of each. The two
 * pages take turns of 10 rows, so neither gets the machine's quieter half minute.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { launchBare, launchWithExtension } from '../../scripts/browsers/chromium';
import { heldUnderlines } from '../../scripts/browsers/underline-reader';
import { max, median, row, type Row } from '../report';
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
    let k = 0;
    window.__live = (seconds) => new Promise((done) => {
      const list = document.querySelector('ul.thread-list');
      const end = k + seconds;
      const add = () => {
        const t = document.createElement('template');
        t.innerHTML = rows[k++];
        list.prepend(t.content.firstElementChild);
        if (k < end) setTimeout(add, 1000); else setTimeout(done, 1000);
      };
      add();
    });
  </script>`;
  return page.html.replace('</body>', `${script}</body>`);
}

/** How many addresses the extension's underline holds in the page now (0: no layer). */
export async function underlineSize(page: Page): Promise<number> {
  return (await heldUnderlines(page)).length;
}

/** `host`: another loopback address than 127.0.0.1 serves the page where the extension does not run. */
export async function serve(html: string, host = '127.0.0.1'): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html));
  await new Promise<void>((r) => server.listen(0, host, r));
  return { server, url: `http://${host}:${(server.address() as AddressInfo).port}/live` };
}

interface Run {
  frames: number[];
  renders: number[];
  /** Each long frame's scripts (LoAF attribution: duration, source, invoker), to tell whose they were. */
  scripts: unknown[];
  underlined: number;
}

/** Seconds per turn: the two pages take turns, so a busier moment of the machine falls on both alike. */
const TURN = 10;

async function open(page: Page, url: string, withExtension: boolean): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  if (withExtension) {
    // The underline holds the addresses near the viewport (underline/window.ts):
    // ready when it is registered and has stopped changing.
    const held = () => underlineSize(page);
    let last = -1;
    for (let i = 0; i < 200; i += 1) {
      const now = await held();
      if (now > 0 && now === last) break;
      last = now;
      await page.waitForTimeout(250);
    }
    if ((await held()) === 0) throw new Error('the underline never showed on the live page');
  }
  await page.waitForTimeout(1_000);
}

async function finish(page: Page, withExtension: boolean): Promise<Run> {
  const frames = (await page.evaluate(() => (window as any).__frames)) as Array<{ d: number; r: number; s: unknown }>;
  const underlined = withExtension ? await underlineSize(page) : 0;
  return { frames: frames.map((f) => f.d), renders: frames.map((f) => f.r), scripts: frames.map((f) => f.s), underlined };
}

export async function benchLiveUnderline(log: (s: string) => void): Promise<{ rows: Row[]; details: Record<string, unknown> }> {
  const { server, url } = await serve(livePage());
  try {
    // Both launched the same way (a persistent profile, a second tab), one of them without the extension.
    const plain = await launchBare();
    const ext = await launchWithExtension();
    let without: Run;
    let withExt: Run;
    try {
      const bare = await plain.context.newPage();
      const lens = await ext.context.newPage();
      await open(bare, url, false);
      await open(lens, url, true);
      for (const page of [bare, lens]) await page.evaluate(() => ((window as any).__frames.length = 0));
      for (let done = 0; done < SECONDS; done += TURN) {
        await bare.evaluate((s) => (window as any).__live(s), TURN);
        await lens.evaluate((s) => (window as any).__live(s), TURN);
      }
      without = await finish(bare, false);
      withExt = await finish(lens, true);
    } finally {
      await plain.close();
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
        row({
          group,
          metric: 'longest frame (0: none of 50 ms or more)',
          ours: max(withExt.frames),
          baseline: max(without.frames),
          baselineName: 'without',
          unit: 'ms',
          budget: null,
        }),
      ],
    };
  } finally {
    server.close();
  }
}
