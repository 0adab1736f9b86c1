/**
 * The underline holds only the addresses near the viewport (src/content/underline/window.ts):
 * the rows on screen are underlined and rows far below are not; scrolling the app's own list
 * brings the underline along; rows removed above move others into view, and they are
 * underlined; with few addresses left, it is still the rows near the viewport.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import type { Driver, Tab } from '../driver/driver';

const ROWS = 300;
const email = (i: number) => `row.${i}@acme.io`;
/** 40 px rows in a 640 px scrolling list, as a thread-based app lays out its inbox. */
const rows = Array.from({ length: ROWS }, (_, i) => `<li id="r${i}" style="height:40px">${email(i)}</li>`).join('');
const PAGE = `<!doctype html><html><body style="margin:0;font:16px/1.5 sans-serif">
<ul id="list" style="list-style:none;margin:0;padding:0;height:640px;overflow:auto">${rows}</ul></body></html>`;

forEachBrowser('the underline on a long list', (browser) => {
  let driver: Driver;
  let page: Tab;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
    page = await driver.openServedPages({ '/long-inbox': PAGE });
  });
  afterAll(async () => driver?.shutdown());

  const underlined = async () => (await page.underlines()) ?? [];
  const holds = async (i: number) => (await underlined()).includes(email(i));

  it('holds the rows near the viewport, not the whole list', async () => {
    await waitUntil(() => holds(0), 15_000, 'the first row underlined');
    const shown = await underlined();
    // The viewport (800 px) and as much again below it: rows 0 to about 40 of 300.
    expect(shown).toContain(email(15));
    expect(shown).toContain(email(30));
    expect(shown).not.toContain(email(100));
    expect(shown).not.toContain(email(299));
    expect(shown.length).toBeLessThan(60);
  });

  it('follows the app’s own list when it scrolls', async () => {
    await page.evaluate(() => document.getElementById('r250')!.scrollIntoView({ block: 'start' }));
    await waitUntil(async () => (await holds(250)) && !(await holds(0)), 5_000, 'the underline following the scroll');
    expect(await holds(270)).toBe(true);
    expect(await holds(150)).toBe(false);
  });

  it('underlines rows that moved into view when rows above them were removed', async () => {
    await page.evaluate(() => document.getElementById('list')!.scrollTo(0, 0));
    await waitUntil(() => holds(0), 5_000, 'the first row underlined again');
    expect(await holds(90)).toBe(false);
    // 60 rows go (an app archiving threads): rows 60 to 80 are now on screen, 240 addresses left.
    await page.evaluate(() => {
      for (let i = 0; i < 60; i += 1) document.getElementById(`r${i}`)!.remove();
    });
    await waitUntil(() => holds(90), 5_000, 'row 90 underlined');
    expect(await holds(0)).toBe(false);
    expect(await holds(250)).toBe(false);
  });

  it('holds only the rows near the viewport however few the page has, and all of them in sight', async () => {
    await page.evaluate(() => {
      for (let i = 60; i < 260; i += 1) document.getElementById(`r${i}`)!.remove();
    });
    // 40 rows left, 260 to 299 below the first 20 on screen: 1,600 px of them, all in the window.
    await waitUntil(() => holds(299), 5_000, 'the last row underlined');
    expect((await underlined()).length).toBe(ROWS - 260);
    // Rows far below are still left out, at 40 addresses as at 300: a row added on top is
    // underlined (the batch was painted), the 60 added at the end, 1,640 px down and more, are not.
    await page.evaluate(() => {
      const list = document.getElementById('list')!;
      for (let i = 0; i < 60; i += 1) list.insertAdjacentHTML('beforeend', `<li style="height:40px">tail.${i}@acme.io</li>`);
      list.insertAdjacentHTML('afterbegin', '<li style="height:40px">head@acme.io</li>');
    });
    await waitUntil(async () => (await underlined()).includes('head@acme.io'), 5_000, 'the new first row underlined');
    expect((await underlined()).filter((e) => e.startsWith('tail.'))).toEqual([]);
  });
});
