/**
 * An app at rest that changes one text each frame (a "typing…" indicator, a timer) moves no
 * underlined address: the content script's work for it must not grow with the addresses on the
 * page. Counted from inside the content script's world (work-probe.ts): its box reads, style
 * reads, the tasks it schedules and its per-address `contains`, over 60 frames in which the app
 * replaces the text node of an element holding no address, fixed or in flow, on pages with 0, 8
 * and 48 underlined addresses. Then an address added shows the probe counting the content
 * script's calls (drawing its line reads boxes and schedules tasks). And the other side: once
 * quiet, a text in the flow that grows still pushes the rows down, and their lines follow.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { boxOf, inkUnder } from '../driver/target';
import type { Driver, Tab } from '../driver/driver';
import { counted, startCounting, type Work } from './work-probe';

const FRAMES = 60;
const COUNTS = [0, 8, 48] as const;
type Shape = 'fixed' | 'flow';

const email = (i: number) => `customer.${i}@acme.io`;

/** A queue of `n` rows with an address each, 14 px text, a fixed indicator and one in flow above the rows. */
function queue(n: number): string {
  const rows = Array.from({ length: n }, (_, i) => `<li>Ticket ${i} · <span id="a${i}">${email(i)}</span> · waiting</li>`).join('');
  return `<!doctype html><html><body style="margin:0;font:14px/16px sans-serif">
<p id="flow" style="margin:0;line-height:24px">Sam is typing</p>
<ul id="rows" style="list-style:none;margin:0;padding:0">${rows}</ul>
<p id="fixed" style="position:fixed;right:12px;bottom:8px;margin:0">Ana is typing</p>
<script>
  // The app's frames: the indicator's text node replaced in each, \`frames\` times.
  window.typing = (id, frames) => new Promise((done) => {
    const el = document.getElementById(id);
    let k = 0;
    const tick = () => {
      el.textContent = (id === 'flow' ? 'Sam' : 'Ana') + ' is typing' + '.'.repeat(k % 4);
      if (++k < frames) requestAnimationFrame(tick);
      else done(k);
    };
    requestAnimationFrame(tick);
  });
</script></body></html>`;
}

const none: Work = { boxes: 0, styles: 0, tasks: 0, contains: 0, records: 0 };

forEachBrowser('the content script’s work for a text changed each frame', (browser) => {
  let driver: Driver;
  let tab: Tab;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
    const pages: Record<string, string> = {};
    for (const n of COUNTS) pages[`/queue-${n}`] = queue(n);
    tab = await driver.openServedPages(pages);
  });
  afterAll(async () => driver?.shutdown());

  /** The work over FRAMES frames of the app changing the `shape` indicator, on a fresh page with `n` addresses underlined. */
  async function workFor(n: number, shape: Shape): Promise<Work> {
    await tab.goto(`${driver.pagesUrl}/queue-${n}`);
    if (n > 0) await waitUntil(async () => ((await tab.underlines({ drawn: true })) ?? []).length === n, 15_000, `${n} lines drawn`);
    else await tab.pastContentScriptStart();
    // The app's first frames: the content script looks once at the place they change (a check
    // after 100 ms, and one more when the box around it is first measured), in a few frames.
    await tab.evaluate((args) => (window as any).typing(args.id, args.frames) as Promise<number>, { id: shape, frames: FRAMES });
    await startCounting(driver, tab);
    const frames = await tab.evaluate((args) => (window as any).typing(args.id, args.frames) as Promise<number>, {
      id: shape,
      frames: FRAMES,
    });
    expect(frames).toBe(FRAMES);
    const work = await counted(driver, tab);
    // The probe sees the content script's calls: an address added is underlined, which reads
    // its boxes and schedules the scan's tasks.
    await tab.evaluate(() => document.getElementById('rows')!.insertAdjacentHTML('beforeend', '<li>new.row@acme.io</li>'));
    await waitUntil(
      async () => ((await tab.underlines({ drawn: true })) ?? []).includes('new.row@acme.io'),
      15_000,
      'the new row underlined',
    );
    const drawing = await counted(driver, tab);
    expect(drawing.boxes, 'box reads counted for the new row').toBeGreaterThan(0);
    expect(drawing.tasks, 'tasks counted for the new row').toBeGreaterThan(0);
    expect(drawing.records, 'the new row’s mutation records counted').toBeGreaterThan(0);
    return work;
  }

  it('follows the rows when the text in the flow, once quiet, grows and pushes them down', async () => {
    await workFor(48, 'flow');
    // The app's frames again since the last row came (new addresses: every place looked at anew).
    await tab.evaluate((frames) => (window as any).typing('flow', frames) as Promise<number>, FRAMES);
    const before = await boxOf(tab, '#a20');
    // Two lines of "typing…" or more where there was one: every row moves down.
    await tab.evaluate(() => void (document.getElementById('flow')!.textContent = 'Sam is typing a long answer '.repeat(10)));
    await waitUntil(async () => (await boxOf(tab, '#a20')).y > before.y + 10, 5_000, 'the rows pushed down');
    await waitUntil(async () => (await inkUnder(tab, '#a20')) > 20, 5_000, 'the line under the moved address');
  });

  for (const shape of ['fixed', 'flow'] as const) {
    it(`does nothing per address, reads no box and schedules no task for a text replaced in an element ${shape === 'fixed' ? 'fixed on screen' : 'in flow'}`, async () => {
      const work: Record<number, Work> = {};
      for (const n of COUNTS) work[n] = await workFor(n, shape);
      console.log(`[rest] ${browser.name}, ${shape}: work over ${FRAMES} frames by addresses underlined: ${JSON.stringify(work)}`);
      // Constant: the same as with no address at all, and that is no work beyond the observer's callback.
      for (const n of COUNTS) expect(work[n], `${n} addresses`).toEqual(none);
    });
  }
});
