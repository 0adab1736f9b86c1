/**
 * A card stays with its address. The page scrolls (a box in it, or the whole page) or changes
 * under a pointer that does not move: an unpinned card closes once its address leaves the view
 * or moves away from under the pointer; a pinned card follows its address, and closes once the
 * address leaves the view. Every scroll and change here is the page's own, the pointer stays put.
 *
 * (The card used to stay where it was, or stuck to the edge of the window, over whatever was now
 * there, until the mouse moved.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, waitForCard, waitForCardOf } from '../driver/card';
import type { Driver, Tab } from '../driver/driver';
import { expectCardBeside } from '../driver/placement';
import { boxOf, clickOn } from '../driver/target';

const ROW = 60;

forEachBrowser('the card stays with its address', (browser) => {
  let driver: Driver;
  let page: Tab;
  let emails: string[];

  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
    emails = driver.api.seed.customers.slice(0, 12).map((c) => c.email);
    // Rows of an inbox in a scrolling box: the address on the first line, a preview below it.
    const rows = emails
      .slice(0, 10)
      .map((e, i) => `<div style="height:${ROW}px"><span id="e${i}">${e}</span><div>Preview of thread ${i}, no address in it</div></div>`)
      .join('');
    const html = `<!doctype html><html><body style="margin:0;font:14px/20px sans-serif;height:3000px">
<div id="box" style="position:absolute;left:20px;top:60px;width:560px;height:300px;overflow:auto;border:1px solid #ccc">
<div id="list">${rows}</div></div>
<p style="position:absolute;left:20px;top:1000px;margin:0">Far down: <span id="far">${emails[10]}</span></p>
</body></html>`;
    page = await driver.openServedPages({ '/follow-inbox': html });
    await waitUntil(async () => ((await page.underlines()) ?? []).length === 11, 10_000, 'the addresses underlined');
  });
  afterAll(async () => driver?.shutdown());

  const at = (id: string) => ({ selector: `#${id}` });
  const scrollBox = (top: number) => page.evaluate((t) => void (document.getElementById('box')!.scrollTop = t), top);
  const hidden = () => waitUntil(async () => !(await page.isCardShown()), 5_000, 'the card closed');

  /** Back to the start: box and page at the top, no card, no rows added. */
  async function reset(): Promise<void> {
    await page.mouse.move(600, 5);
    await page.evaluate(() => {
      document.getElementById('banner')?.remove();
      document.getElementById('box')!.scrollTop = 0;
      scrollTo(0, 0);
    });
    await hidden();
  }

  async function pin(id: string, email: string) {
    await clickOn(page, at(id));
    const card = await waitForCard(page);
    await waitForCardOf(card, email, 'found', 10_000);
    // A hidden card keeps its last answer (here e2 was the last test's): wait for the card shown.
    await waitUntil(() => page.isCardShown(), 5_000, 'the card shown');
    return card;
  }

  /** Until the card's frame stands level with the element (its top 10 px above the element's). */
  const levelWith = (id: string) =>
    waitUntil(
      async () => {
        const card = await (await page.card())!.box();
        return Math.abs(card.y - ((await boxOf(page, `#${id}`)).y - 10)) <= 3;
      },
      5_000,
      `the card level with #${id}`,
    );

  // Each hover test opens another customer's card: an earlier card's content cannot pass for it.
  it('unpinned: the address scrolled out of its box closes the card', async () => {
    await reset();
    await hoverCard(page, at('e1'), emails[1]!, 'found');
    // Seven rows and a half: the address is above the box's edge; under the pointer, a preview.
    await scrollBox(7.5 * ROW);
    await hidden();
    const gone = await boxOf(page, '#e1');
    expect(gone.y + gone.height).toBeLessThan(60); // above the box: really out of view
  });

  it('unpinned: the address moved away from under the pointer (still in view) closes the card', async () => {
    await reset();
    await hoverCard(page, at('e3'), emails[3]!, 'found');
    await scrollBox(30); // the pointer is now on row 3's preview, the address just above it
    await hidden();
  });

  it('unpinned: a row put in above by the app (no scroll) moves the address away: the card closes', async () => {
    await reset();
    await hoverCard(page, at('e4'), emails[4]!, 'found');
    await page.evaluate(() => {
      const banner = document.createElement('div');
      banner.id = 'banner';
      banner.style.height = '45px';
      banner.textContent = 'New: 3 threads';
      document.getElementById('list')!.prepend(banner);
    });
    await hidden();
  });

  it('unpinned: a row with another address slid under the still pointer closes the card; a move opens that one', async () => {
    await reset();
    // Near the address's left end: the row that slides in under it has another, shorter one.
    const box = await boxOf(page, '#e3');
    await page.mouse.move(1, 1);
    await page.mouse.move(box.x + 6, box.y + box.height / 2);
    const card = await waitForCard(page);
    await waitForCardOf(card, emails[3]!, 'found', 10_000);
    await page.evaluate((email) => {
      const row = document.createElement('div');
      row.id = 'banner';
      row.style.height = '60px';
      row.innerHTML = `<span>${email}</span><div>A new thread</div>`;
      document.getElementById('list')!.prepend(row);
    }, emails[11]);
    // Now row 2's address is under the pointer: the agent did not choose it, so no card of theirs.
    await hidden();
    expect(await card.evaluate((e) => document.querySelector('article.customer .email')?.textContent === e, emails[2])).toBe(false);
    await page.mouse.move(box.x + 8, box.y + box.height / 2);
    await waitForCardOf((await page.card())!, emails[2]!, 'found', 10_000);
    await waitUntil(() => page.isCardShown(), 5_000, 'the card shown');
  });

  it('pinned: follows its address as the box scrolls, and closes when the address leaves the view', async () => {
    await reset();
    const card = await pin('e2', emails[2]!);
    await page.mouse.move(600, 5);
    await expectCardBeside(page, card, await boxOf(page, '#e2'));
    await scrollBox(40);
    await levelWith('e2');
    await expectCardBeside(page, card, await boxOf(page, '#e2'));
    expect(await page.isCardShown()).toBe(true);
    await scrollBox(4 * ROW);
    await hidden();
  });

  it('pinned: follows its address as the page scrolls, and closes when the page scrolls it away', async () => {
    await reset();
    await page.evaluate(() => scrollTo(0, 700));
    await pin('far', emails[10]!);
    await page.mouse.move(600, 5);
    await page.evaluate(() => scrollBy(0, 100));
    await levelWith('far');
    expect(await page.isCardShown()).toBe(true);
    await page.evaluate(() => scrollBy(0, 1000));
    await hidden();
  });
});
