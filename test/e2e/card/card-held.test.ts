/**
 * A card in which the agent opened a form stays open until the agent closes it or its address
 * leaves the page: the page's script drawing the list again (new nodes for the same rows, a row
 * put in above), laying a toast over the address, or scrolling it out of view does not close it,
 * and the form keeps what was typed. A pinned card without a form still closes once its address
 * leaves the view (card-follow.test.ts). Every change here is the page's own; the pointer is away.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { waitForCard, waitForCardOf } from '../driver/card';
import type { CardView, Driver, Tab } from '../driver/driver';
import { expectCardBeside } from '../driver/placement';
import { boxOf, clickOn } from '../driver/target';

const ROW = 60;
const TITLE = 'Refund for order 1042';

/** The page's list, drawn from scratch as an app does (`drawRows`): every row a new node. */
const DRAW_ROWS = `window.drawRows = (list) => { document.getElementById('list').innerHTML = list.map((e, i) =>
  '<div style="height:${ROW}px"><span id="e' + i + '">' + e + '</span><div>Preview of thread ' + i + '</div></div>').join(''); };`;

forEachBrowser('a card with a form open', (browser) => {
  let driver: Driver;
  let page: Tab;
  let emails: string[];

  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
    emails = driver.api.seed.customers.slice(0, 5).map((c) => c.email);
    const html = `<!doctype html><html><body style="margin:0;padding:20px;font:14px/20px sans-serif;height:3000px">
<div id="list"></div>
<script>${DRAW_ROWS} drawRows(${JSON.stringify(emails.slice(0, 4))});</script>
</body></html>`;
    page = await driver.openServedPages({ '/held': html });
    await page.bringToFront();
    await waitUntil(async () => ((await page.underlines()) ?? []).length === 4, 15_000, 'the four addresses underlined');
  });
  afterAll(async () => driver?.shutdown());

  const drawRows = (list: string[]) => page.evaluate((l) => (window as unknown as { drawRows(l: string[]): void }).drawRows(l), list);
  const shown = () => page.isCardShown();
  const titleIn = (card: CardView) => card.evaluate(() => document.querySelector<HTMLInputElement>('input[name="title"]')?.value ?? null);

  /** Two frames of the page after a change: the card's check of it (in the frame after) has run. */
  const afterChecks = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

  /** Back to the start: no card (a click beside the rows closes it), the four rows drawn anew, at the top. */
  async function reset(): Promise<void> {
    await page.mouse.click(700, 5);
    await waitUntil(async () => !(await shown()), 10_000, 'the card closed by a click elsewhere');
    await page.evaluate(() => scrollTo(0, 0));
    await drawRows(emails.slice(0, 4));
  }

  /** The card pinned on row `i` by a click, its New thread form open and a title typed; the pointer away. */
  async function formOpenOn(i: number): Promise<CardView> {
    await clickOn(page, { selector: `#e${i}` });
    const card = await waitForCard(page);
    await waitForCardOf(card, emails[i]!, 'found');
    await card.click('button[data-action="create-thread"]');
    await card.fill('input[name="title"]', TITLE);
    await waitUntil(async () => (await titleIn(card)) === TITLE, 5_000, 'the title typed');
    await page.mouse.move(700, 5);
    return card;
  }

  /** The card's frame level with row `i`'s address (its clear edge 10 px above it). */
  async function cardBesideRow(i: number): Promise<boolean> {
    const card = await page.card();
    return card !== null && Math.abs((await card.box()).y - ((await boxOf(page, `#e${i}`)).y - 10)) <= 3;
  }

  it('follows its address when the page draws the list again with a row above, and keeps the form', async () => {
    await reset();
    const card = await formOpenOn(1);
    await expectCardBeside(page, card, await boxOf(page, '#e1'));
    // New nodes for every row, and a new row first: the address is a row lower.
    await drawRows([emails[4]!, ...emails.slice(0, 4)]);
    await waitUntil(() => cardBesideRow(2), 5_000, 'the card beside its address, a row lower');
    expect(await shown()).toBe(true);
    expect(await titleIn(card)).toBe(TITLE);
  });

  it('stays open under a toast laid over its address, and with the address scrolled out of view', async () => {
    await reset();
    const card = await formOpenOn(2);
    await page.evaluate(() => {
      const box = document.getElementById('e2')!.getBoundingClientRect();
      const toast = document.createElement('div');
      toast.id = 'toast';
      toast.style.cssText = `position:fixed;left:0;top:${box.top - 10}px;width:${box.right + 10}px;height:${box.height + 20}px;background:#333;color:#fff`;
      toast.textContent = 'Saved';
      document.body.append(toast);
    });
    await afterChecks();
    expect(await shown()).toBe(true);
    await page.evaluate(() => document.getElementById('toast')!.remove());
    await page.evaluate(() => scrollTo(0, 1500));
    await afterChecks();
    expect(await shown()).toBe(true);
    expect(await titleIn(card)).toBe(TITLE);
    await page.evaluate(() => scrollTo(0, 0));
    await waitUntil(() => cardBesideRow(2), 5_000, 'the card beside its address again');
  });

  it('closes once its address leaves the page', async () => {
    await reset();
    await formOpenOn(3);
    await drawRows(emails.slice(0, 3));
    await waitUntil(async () => !(await shown()), 10_000, 'the card closed');
  });

  it('opened again on a customer whose form is still open, it stays as well, from its first moment', async () => {
    await reset();
    await formOpenOn(0);
    await reset();
    // The page scrolls the row away in the click's own task (as an app scrolls to what was
    // clicked): the card holds from its first moment because its address is the one whose form
    // is open, not once the card has said so again through the background.
    await page.evaluate(() => document.getElementById('e0')!.addEventListener('click', () => scrollTo(0, 1500), { once: true }));
    await clickOn(page, { selector: '#e0' });
    const card = await waitForCard(page);
    await page.mouse.move(700, 5);
    await afterChecks();
    expect(await shown()).toBe(true);
    expect(await titleIn(card)).toBe(TITLE);
  });

  it('a card whose form was closed goes again as a pinned card does', async () => {
    await reset();
    const card = await formOpenOn(1);
    await card.click('form[data-form="create-thread"] button[data-discard]');
    await waitUntil(async () => (await titleIn(card)) === null, 5_000, 'the form closed');
    await reset();
    await page.evaluate(() => document.getElementById('e1')!.addEventListener('click', () => scrollTo(0, 1500), { once: true }));
    await clickOn(page, { selector: '#e1' });
    await page.mouse.move(700, 5);
    await waitUntil(async () => !(await shown()), 10_000, 'the card closed with its address scrolled away');
  });
});
