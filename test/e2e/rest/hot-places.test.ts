/**
 * A place the app rewrites in every frame is left out of the content script's observer
 * (src/content/scan/hot-places.ts): its changes then reach no code of ours. What the agent must
 * still see: an address the app writes there, rows it adds beside the path to it and inside what
 * it added, and the lines following when the place grows in the flow.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import type { Driver, Tab } from '../driver/driver';
import { counted, startCounting } from './work-probe';
import { boxOf, inkUnder } from '../driver/target';

/** A queue with a fixed "typing…" line the app rewrites each frame until `stop()`; `who` is who types. */
const PAGE = `<!doctype html><html><body style="margin:0;font:14px/16px sans-serif">
<div id="queue"><ul id="rows" style="list-style:none;margin:0;padding:0"><li>Ticket 1 · first@acme.io</li></ul></div>
<p id="typing" style="position:fixed;right:12px;bottom:8px;margin:0">Ana is typing</p>
<script>
  window.who = 'Ana';
  let k = 0, running = true;
  window.stop = () => (running = false);
  const tick = () => {
    document.getElementById('typing').textContent = who + ' is typing' + '.'.repeat(k++ % 4);
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
</script></body></html>`;

/** The same "typing…" line in the flow, narrow and above the queue: a longer text wraps, and pushes the rows down. */
const IN_FLOW = PAGE.replace(/<p id="typing"[^>]*>Ana is typing<\/p>\n/, '').replace(
  '<div id="queue">',
  '<p id="typing" style="width:160px;margin:0">Ana is typing</p>\n<div id="queue">',
);

forEachBrowser('a text the app rewrites each frame, left out of the observer', (browser) => {
  let driver: Driver;
  let tab: Tab;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
    tab = await driver.openServedPages({ '/typing': PAGE, '/typing-in-flow': IN_FLOW });
  });
  afterAll(async () => driver?.shutdown());

  const drawn = async (email: string) => ((await tab.underlines({ drawn: true })) ?? []).includes(email);

  /** A fresh page, its first row underlined, until the app's frames reach no observer of ours. */
  async function leftOut(path = '/typing'): Promise<void> {
    await tab.goto(`${driver.pagesUrl}${path}`);
    await waitUntil(() => drawn('first@acme.io'), 15_000, 'the first row underlined');
    await waitUntil(
      async () => {
        await startCounting(driver, tab);
        await tab.evaluate(() => new Promise((done) => setTimeout(done, 300)));
        return (await counted(driver, tab)).records === 0;
      },
      15_000,
      'no mutation record read for 300 ms of the app’s frames',
    );
  }

  it('underlines an address the app then writes into it', async () => {
    await leftOut();
    await tab.evaluate(() => {
      const w = window as unknown as { who: string; stop(): void };
      w.who = 'ana.lee@acme.io';
      w.stop();
    });
    await waitUntil(() => drawn('ana.lee@acme.io'), 10_000, 'the address written into the left-out text underlined');
  });

  it('underlines rows added beside the path to it, and inside what was added', async () => {
    await leftOut();
    await tab.evaluate(() => {
      document.body.insertAdjacentHTML('afterbegin', '<p>Beside · beside@acme.io</p><section id="late"></section>');
      document.getElementById('rows')!.insertAdjacentHTML('beforeend', '<li>Ticket 2 · row@acme.io</li>');
    });
    await waitUntil(async () => (await drawn('beside@acme.io')) && (await drawn('row@acme.io')), 10_000, 'the rows added underlined');
    await tab.evaluate(() => document.getElementById('late')!.insertAdjacentHTML('beforeend', '<span>Later · inside@acme.io</span>'));
    await waitUntil(() => drawn('inside@acme.io'), 10_000, 'the row added inside the new section underlined');
    // And the app's frames still reach no observer of ours.
    await startCounting(driver, tab);
    await tab.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    expect((await counted(driver, tab)).records).toBe(0);
  });

  it('in the flow, follows with the lines when it grows and pushes an address down', async () => {
    await leftOut('/typing-in-flow');
    // A click makes the underline look at every place afresh: what watched this one's size before
    // it was left out no longer does, and only the watch kept for places left out remains.
    await tab.mouse.click(400, 5);
    // The check the click asks for runs within 100 ms: the growth must come after it.
    await tab.evaluate(() => new Promise((done) => setTimeout(done, 500)));
    const before = await boxOf(tab, '#rows li');
    await tab.evaluate(() => {
      (window as unknown as { who: string }).who = 'Ana, Ben, Cai, Dee, Eve, Fay and Gus';
    });
    await waitUntil(async () => (await boxOf(tab, '#rows li')).y > before.y + 12, 5_000, 'the address pushed down a line');
    await waitUntil(async () => (await inkUnder(tab, '#rows li')) > 0, 5_000, 'the underline under the address where it is now');
    // Still left out: its frames reach no observer of ours.
    await startCounting(driver, tab);
    await tab.evaluate(() => new Promise((done) => setTimeout(done, 300)));
    expect((await counted(driver, tab)).records).toBe(0);
  });
});
