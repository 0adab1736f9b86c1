/**
 * The card in an 800 px window, where it has no room beside its address: it must still leave the
 * lines the agent reads with that address in sight (a mail's To: line under its From:), and at
 * 150 % browser zoom a long address in it wraps only before its '@' or a dot, in text no smaller
 * than 12 px.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { NOOR } from '../support/mail';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, waitForCard, waitForCardOf } from '../driver/card';
import type { Box, CardView, Driver, Tab } from '../driver/driver';
import { settledCardBox } from '../driver/placement';
import { emailCell, pointAt } from '../driver/target';

const MARCUS = 'marcus.webb@studio.photography';

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The card itself (its frame less the clear edge around it) in the tab's top viewport. */
async function cardBox(card: CardView): Promise<Box> {
  const frame = await card.box();
  const own = await card.evaluate(() => {
    const { x, y, width, height } = document.querySelector('main.card')!.getBoundingClientRect();
    return { x, y, width, height };
  });
  return { ...own, x: frame.x + own.x, y: frame.y + own.y };
}

/** The box of `text` where it first stands in the page's text (a Range over it), in the top viewport. */
const textBox = (tab: Tab, text: string) =>
  tab.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      const at = n.data.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + wanted.length);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    }
    throw new Error(`"${wanted}" is not on the page`);
  }, text);

/** The browser's own zoom of the tab (`tabs.setZoom`, as the agent's Ctrl + does), once the page has been laid out for it. */
async function zoom(driver: Driver, tab: Tab, factor: number, cssWidth: number): Promise<void> {
  await driver.inExtension(
    async ({ url, factor }) => {
      const api = (globalThis as any).chrome;
      const found = ((await api.tabs.query({})) as Array<{ id: number; url?: string }>).find((t) => t.url === url)!;
      await api.tabs.setZoom(found.id, factor);
    },
    { url: tab.url(), factor },
  );
  await waitUntil(async () => Math.abs((await tab.evaluate(() => innerWidth)) - cssWidth) <= 1, 5_000, `the page zoomed to ${factor}`);
}

forEachBrowser('the card in an 800 px window', (browser) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
  });
  afterAll(async () => driver?.shutdown());

  it("on an open mail, the sender's card leaves the To: line under the sender's address in sight, and the address too", async () => {
    const page = await driver.openPage(`${driver.demoUrl}/mail`);
    await page.setViewport({ width: 800, height: 720, deviceScaleFactor: 1 });
    await waitUntil(async () => ((await page.underlines()) ?? []).includes(NOOR), 15_000, "the sender's address underlined");
    await pointAt(page, NOOR);
    const card = await waitForCard(page);
    await waitForCardOf(card, NOOR, 'not-found');
    await settledCardBox(page, card);
    const shown = await cardBox(card);
    const from = await textBox(page, NOOR);
    // No side has room for the card here: it stands under the address (a card beside it would
    // cover none of these lines, and this test would not be about that).
    expect(
      shown.x < from.x + from.width && from.x < shown.x + shown.width,
      `card ${JSON.stringify(shown)} beside ${JSON.stringify(from)}`,
    ).toBe(true);
    const to = await page.evaluate(() => {
      const { x, y, width, height } = document.querySelector('[data-testid="mail-to"]')!.closest('.mail-line')!.getBoundingClientRect();
      return { x, y, width, height };
    });
    expect(overlaps(shown, to), `card ${JSON.stringify(shown)} over the To: line ${JSON.stringify(to)}`).toBe(false);
    expect(overlaps(shown, from), `card ${JSON.stringify(shown)} over the sender's address ${JSON.stringify(from)}`).toBe(false);
    await page.close();
  });

  it('at 150 % zoom, a long address in the card wraps only before its @ or a dot, and no text is under 12 px', async () => {
    const page = await driver.openDemo();
    await page.setViewport({ width: 800, height: 720, deviceScaleFactor: 1 });
    await zoom(driver, page, 1.5, 533);
    try {
      const card = await hoverCard(page, emailCell(MARCUS), MARCUS, 'found');
      await waitUntil(() => card.evaluate(() => document.querySelector('.context[data-drawn="all"]') !== null), 10_000, 'the story drawn');
      const read = await card.evaluate((address) => {
        // Each character of the address where it is drawn: a new line starts where its top moves down.
        const lineStarts = (el: Element) => {
          const range = document.createRange();
          const starts: number[] = [];
          let seen = 0;
          let lastTop: number | null = null;
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode() as Text | null; n && seen < address.length; n = walker.nextNode() as Text | null) {
            for (let i = 0; i < n.length && seen < address.length; i += 1, seen += 1) {
              range.setStart(n, i);
              range.setEnd(n, i + 1);
              const top = range.getClientRects()[0]?.top;
              if (top === undefined) continue;
              if (lastTop !== null && top > lastTop + 2) starts.push(seen);
              lastTop = top;
            }
          }
          return starts;
        };
        const places = [...document.querySelectorAll('.email, .ctx-email')].filter((el) => el.textContent.startsWith(address));
        const small = [...document.querySelectorAll('body *')]
          .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()))
          .map((el) => ({
            what: `${el.localName}.${el.className}: ${el.textContent.trim().slice(0, 30)}`,
            px: parseFloat(getComputedStyle(el).fontSize),
          }))
          .filter((t) => t.px < 12);
        return { breaks: places.map((el) => lineStarts(el).map((at) => address.slice(0, at) + '|' + address.slice(at))), small };
      }, MARCUS);
      // The address stands in the card's header and in its story; somewhere it must wrap, or
      // this test would say nothing of where it wraps.
      expect(read.breaks.length).toBeGreaterThanOrEqual(2);
      expect(read.breaks.flat().length, JSON.stringify(read.breaks)).toBeGreaterThan(0);
      for (const broken of read.breaks.flat()) expect(broken, 'a line break inside a word').toMatch(/\|[@.]/);
      expect(read.small).toEqual([]);
    } finally {
      await zoom(driver, page, 1, 800);
      await page.close();
    }
  });
});
