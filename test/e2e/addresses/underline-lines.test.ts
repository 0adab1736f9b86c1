/**
 * The underline is drawn by the extension in a layer of its own, so it must be seen where the
 * text is, in every case a page gives: read from screenshots (the strip under an address has the
 * underline's ink; the same strip under plain text has none) after load, after scrolling a screen
 * and more, after the app adds a row, at 150 % zoom; never over something of the app's lying
 * over the text, only within a scrolling list's view, and not under a label pressed against an
 * address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { inContentWorld } from '../../../scripts/browsers/underline-reader';
import { LABEL_ROW_EMAILS, LABEL_ROWS, LABEL_ROWS_HTML } from '../support/pages/pressed-labels';
import { forEachBrowser } from '../driver/browsers';
import type { ChromiumDriver, ChromiumTab } from '../driver/chromium';
import type { Driver, Tab } from '../driver/driver';
import { boxOf, inkUnder } from '../driver/target';

const rows = (from: number, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `<p style="margin:0;height:40px"><span id="l${from + i}">row${from + i}.list@acme.io</span></p>`,
  ).join('');
const PAGE = `<!doctype html><html><body style="margin:0;padding:20px;font:16px/1.5 sans-serif;color:#111;background:#fff">
<p id="rows"><span id="first">ana.north@acme.io</span></p>
<p><span id="plain">Assigned to the billing team</span></p>
<p style="text-align:center"><span id="centred">eve.centre@acme.io</span></p>
<div id="list" style="height:120px;width:400px;overflow:auto;border:1px solid #ccc">${rows(0, 12)}</div>
<div style="height:1100px"></div>
<p><span id="below">bea.south@globex.com</span></p>
<div style="height:2600px"></div>
<p><span id="far">cai.west@initech.co.uk</span></p>
<div style="height:900px"></div>
</body></html>`;

const drawn = async (tab: Tab) => (await tab.underlines({ drawn: true })) ?? [];

forEachBrowser('the underline, drawn in its own layer', (browser) => {
  let driver: Driver;
  let page: Tab;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
    page = await driver.openServedPages({ '/lines': PAGE });
    await waitUntil(async () => ((await page.underlines()) ?? []).includes('ana.north@acme.io'), 10_000, 'the first address held');
  });
  afterAll(async () => driver?.shutdown());

  /** Until the address's line is drawn, then until its ink shows under the text (the frame after). */
  async function expectUnderlined(selector: string, email: string): Promise<void> {
    await waitUntil(async () => (await drawn(page)).includes(email), 10_000, `${email}'s line drawn`);
    const { width } = await boxOf(page, selector);
    await waitUntil(async () => (await inkUnder(page, selector)) > width / 6, 5_000).catch(() => undefined);
    expect(await inkUnder(page, selector), `ink under ${email}`).toBeGreaterThan(width / 6);
  }

  it('shows under an address after load, and under plain text nowhere', async () => {
    await expectUnderlined('#first', 'ana.north@acme.io');
    expect(await inkUnder(page, '#plain')).toBe(0);
  });

  it('follows the page scrolled a screen, and three', async () => {
    await page.evaluate(() => window.scrollTo(0, document.getElementById('below')!.offsetTop - 300));
    await expectUnderlined('#below', 'bea.south@globex.com');
    await page.evaluate(() => window.scrollTo(0, document.getElementById('far')!.offsetTop - 300));
    await expectUnderlined('#far', 'cai.west@initech.co.uk');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectUnderlined('#first', 'ana.north@acme.io');
  });

  it('draws an address the app adds, and follows the text it pushed down', async () => {
    await page.evaluate(() => {
      const row = document.createElement('p');
      row.innerHTML = '<span id="added">dee.east@acme.io</span>';
      document.body.prepend(row);
    });
    await expectUnderlined('#added', 'dee.east@acme.io');
    await expectUnderlined('#first', 'ana.north@acme.io');
  });

  it('draws only what a scrolling list shows, and follows the list', async () => {
    const shown = await drawn(page);
    expect(shown).toContain('row0.list@acme.io');
    expect(shown).not.toContain('row8.list@acme.io'); // below the list's view
    expect(await inkUnder(page, '#list')).toBeLessThan(400); // no line past the list's edge
    await page.evaluate(() => (document.getElementById('list')!.scrollTop = 320));
    await expectUnderlined('#l9', 'row9.list@acme.io');
    expect(await drawn(page)).not.toContain('row0.list@acme.io');
  });

  it('is not drawn over something of the app lying over the text, and comes back when it goes', async () => {
    await page.evaluate(() => {
      const box = document.getElementById('first')!.getBoundingClientRect();
      const panel = document.createElement('div');
      panel.id = 'panel';
      panel.style.cssText = `position:fixed;left:0;top:${box.top - 10}px;width:600px;height:${box.height + 20}px;background:#fff;z-index:5`;
      document.body.append(panel);
    });
    await waitUntil(async () => !(await drawn(page)).includes('ana.north@acme.io'), 5_000, 'the covered line gone');
    expect(await inkUnder(page, '#panel')).toBe(0);
    await page.evaluate(() => document.getElementById('panel')!.remove());
    await expectUnderlined('#first', 'ana.north@acme.io');
  });

  it('at 150 % zoom (the viewport a third smaller, 1.5 device pixels each), the lines follow the new layout', async () => {
    const before = await boxOf(page, '#centred');
    await page.setViewport({ width: 853, height: 533, deviceScaleFactor: 1.5 });
    try {
      await waitUntil(async () => (await boxOf(page, '#centred')).x < before.x - 100, 5_000, 'the layout at 150 %');
      await expectUnderlined('#centred', 'eve.centre@acme.io'); // centred: it moved left with the viewport
      await expectUnderlined('#first', 'ana.north@acme.io');
    } finally {
      await page.setViewport({ width: 1280, height: 800, deviceScaleFactor: 1 });
    }
  });

  it("under an address a label is pressed against: covers the address's characters and nothing of the label, in each such row", async () => {
    const html = `<!doctype html><html><body style="margin:0;padding:20px;font:16px/1.5 sans-serif;color:#111;background:#fff">${LABEL_ROWS_HTML}</body></html>`;
    const labels = await driver.openServedPages({ '/labels': html });
    try {
      await waitUntil(async () => ((await labels.underlines()) ?? []).length >= LABEL_ROW_EMAILS.length, 10_000, 'the rows held');
      expect(await labels.underlines()).toEqual(LABEL_ROW_EMAILS);
      for (const row of LABEL_ROWS) {
        const { width } = await boxOf(labels, row.address);
        await waitUntil(async () => (await inkUnder(labels, row.address)) > width / 6, 10_000, `the line under ${row.email}`).catch(
          () => undefined,
        );
        expect(await inkUnder(labels, row.address), `ink under ${row.email}`).toBeGreaterThan(width / 6);
        // The label's last pixel column is left out: it may share a device pixel with the address's first.
        if (row.label) expect(await inkUnder(labels, row.label, 1), `ink under the label before ${row.email}`).toBe(0);
      }
    } finally {
      await labels.close();
    }
  });

  // Chromium only: counts composited layers, text-box reads and layouts over CDP.
  if (browser.name === 'chromium') {
    const chromium = () => driver as ChromiumDriver;
    const served = async (pages: Record<string, string>) => (await driver.openServedPages(pages)) as ChromiumTab;

    it('adds no composited layer to the page: each would be updated in every frame the app draws', async () => {
      // Rows with addresses, and a "typing…" line the app rewrites each frame on a layer of its own.
      const html = `<!doctype html><html><body style="margin:0;padding:20px;font:16px/1.5 sans-serif">${rows(40, 12)}
        <p id="typing" style="position:fixed;right:12px;bottom:8px;margin:0">Noor is typing</p>
        <script>let n = 0; const tick = () => { typing.textContent = 'Noor is typing' + '.'.repeat(n++ % 4); requestAnimationFrame(tick); }; requestAnimationFrame(tick);</script>
        </body></html>`;
      const ours = await served({ '/layers': html });
      await waitUntil(async () => (await drawn(ours)).length >= 10, 10_000, 'the lines under the rows');
      // The same page where the extension does not run (no content script matches 127.0.0.2).
      const bare = await served({ 'http://127.0.0.2:9/layers': html });
      try {
        expect(await drawn(bare)).toEqual([]);
        expect(await layerCount(ours.page)).toBe(await layerCount(bare.page));
      } finally {
        await ours.close();
        await bare.close();
      }
    });

    describe("the underline's checks after the app changed the page", () => {
      it('reads no text box after a change in a floating box that holds no address, and every line after one in the flow', async () => {
        const html = `<!doctype html><html><body style="margin:0;padding:20px;font:16px/1.5 sans-serif">
          <p id="heading" style="margin:0">Queue</p>${rows(60, 8)}
          <p id="typing" style="position:fixed;right:12px;bottom:8px;margin:0">Noor is typing</p>
          <div id="note" style="position:absolute;left:420px;top:20px;width:600px">Note: <span id="noted">ida.float@acme.io</span></div>
          </body></html>`;
        const ours = await served({ '/reach': html });
        try {
          await waitUntil(async () => (await drawn(ours)).length === 9, 10_000, 'the lines under the rows and the note');
          // Counts the text boxes the content script reads: its own world's Range, which only it uses.
          const count = `(() => { const read = Range.prototype.getClientRects; globalThis.boxReads = 0;
            Range.prototype.getClientRects = function () { globalThis.boxReads += 1; return read.call(this); }; })()`;
          await inContentWorld(ours.page, count);
          /** Text boxes read while the page makes a change in each of 30 frames, and in the checks after. */
          const reads = async (change: string) => {
            await inContentWorld(ours.page, 'globalThis.boxReads = 0');
            await ours.page.evaluate(
              `new Promise((done) => { let n = 0; const tick = () => { ${change}; if (++n < 30) requestAnimationFrame(tick); else setTimeout(done, 500); }; requestAnimationFrame(tick); })`,
            );
            return (await inContentWorld(ours.page, 'globalThis.boxReads'))!.value as number;
          };
          await waitUntil(async () => (await reads('')) === 0, 10_000, 'the page at rest, nothing read');
          // A "typing…" line in a fixed box: it grows and shrinks without moving anything around it.
          expect(await reads(`typing.textContent = 'Noor is typing' + '.'.repeat(n % 4)`)).toBe(0);
          // The same change in the flow can push the rows down: each line is read again.
          expect(await reads(`heading.textContent = 'Queue' + '.'.repeat(n % 4)`)).toBeGreaterThan(0);
          // A floating box with an address in it: its change moves the address, and the line follows.
          const before = await boxOf(ours, '#noted');
          expect(await reads(`note.firstChild.data = 'Note, the customer wrote on Tuesday: '`)).toBeGreaterThan(0);
          expect((await boxOf(ours, '#noted')).x, 'the address moved past its old line').toBeGreaterThan(before.x + before.width);
          await waitUntil(async () => (await inkUnder(ours, '#noted')) > 20, 5_000, 'the line under the moved address').catch(
            () => undefined,
          );
          expect(await inkUnder(ours, '#noted')).toBeGreaterThan(20);
        } finally {
          await ours.close();
        }
      });
    });

    describe('the underline drawn after the app moved the text', () => {
      it('lays the page out a few times, not once per line: all the boxes are read before any line is written', async () => {
        const html = `<!doctype html><html><body style="margin:0;padding:20px;font:16px/1.5 sans-serif"><div id="queue">${rows(80, 20)}</div></body></html>`;
        const ours = await served({ '/moved': html });
        const cdp = await chromium().stack.context.newCDPSession(ours.page);
        try {
          await waitUntil(async () => (await drawn(ours)).length === 20, 10_000, 'the lines under the rows');
          await cdp.send('Performance.enable');
          const layouts = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'LayoutCount')!.value;
          // A row with an address prepended: every line below it moves, and each is drawn again.
          const before = await layouts();
          await ours.evaluate(() =>
            document
              .getElementById('queue')!
              .insertAdjacentHTML('afterbegin', '<p style="margin:0;height:40px"><span id="top">new.row@acme.io</span></p>'),
          );
          await waitUntil(async () => (await drawn(ours)).includes('new.row@acme.io'), 10_000, "the new row's line");
          expect((await boxOf(ours, '#l80')).y, 'the rows moved down').toBeGreaterThan(60);
          // Drawn again where the row is now: every line was read and written once more.
          await waitUntil(async () => (await inkUnder(ours, '#l80')) > 20, 5_000, 'the line under the moved row').catch(() => undefined);
          expect(await inkUnder(ours, '#l80'), 'the line followed the row').toBeGreaterThan(20);
          // A line written between two reads of text boxes makes the browser lay the page out again
          // for the next read, once per moved line: 44 layouts here when each line was written as
          // soon as its boxes were read, 4 with all the reads first.
          expect((await layouts()) - before).toBeLessThanOrEqual(10);
        } finally {
          await cdp.detach().catch(() => undefined);
          await ours.close();
        }
      });
    });
  }
});

/** The page's composited layers, as the compositor has them once the page is in front. */
async function layerCount(target: Page): Promise<number> {
  await target.bringToFront();
  const cdp: CDPSession = await target.context().newCDPSession(target);
  try {
    const layers = new Promise<number>((resolve) => cdp.on('LayerTree.layerTreeDidChange', (e) => e.layers && resolve(e.layers.length)));
    await cdp.send('LayerTree.enable');
    return await layers;
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
