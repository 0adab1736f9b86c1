/**
 * The card in a list, as an agent goes down it: the card stands beside its address, clear of the
 * addresses in the rows around it, so the pointer moving straight on to the next row (40 to 100
 * px away, down or up) never meets the card, and the next customer's card opens after the usual
 * hover intent. The card can still be entered on purpose, to copy the id.
 *
 * (The card used to open below its address, over the next row: the pointer moving down went into
 * the card, which then stayed open over the next address.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { HIDE_MS } from '../support/card';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, waitForCard, waitForCardOf } from '../driver/card';
import type { ChromiumDriver, ChromiumTab } from '../driver/chromium';
import type { Box, CardView, Driver, Tab } from '../driver/driver';
import { afterScriptTimers } from '../driver/pointer';
import { boxOf, emailCell, type Target } from '../driver/target';

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** What the page shows at a point: our host element is the card. */
const drawnAt = (page: Tab, x: number, y: number) =>
  page.evaluate(
    ({ px, py }) => {
      const el = document.elementFromPoint(px, py);
      return el?.localName === 'customer-lens-card' ? 'card' : (el?.textContent ?? '');
    },
    { px: x, py: y },
  );

/** The card shows this customer, found. */
async function cardShows(page: Tab, email: string): Promise<CardView> {
  const card = await waitForCard(page, 10_000);
  await waitForCardOf(card, email, 'found', 10_000);
  await waitUntil(() => page.isCardShown(), 5_000, 'the card on screen');
  return card;
}

/**
 * The frame's left once it has stayed put over five painted frames of the page: after the card
 * opens, it looks beside it over a found card's height a task at a time (card/frame.ts), and may
 * move once more.
 */
async function settledLeft(page: Tab, card: CardView): Promise<number> {
  let last = (await card.box()).x;
  let still = 0;
  await waitUntil(
    async () => {
      await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
      const now = (await card.box()).x;
      still = now === last ? still + 1 : 0;
      last = now;
      return still >= 5;
    },
    10_000,
    'the card frame staying put',
  );
  return last;
}

/**
 * From the address `from` (its card open), the pointer moves straight down or up onto `to`, as
 * an agent's hand does, and rests there: on the way it never enters the card, and `to`'s card opens.
 */
async function moveOn(page: Tab, cells: Target[], from: number, to: number, emails: string[]): Promise<void> {
  const a = await boxOf(page, cells[from]!);
  const b = await boxOf(page, cells[to]!);
  const x = Math.min(a.x + a.width, b.x + b.width) - 12;
  // The card stands clear of every address in the list.
  const card = await (await page.card())!.box();
  for (const cell of cells) {
    const box = await boxOf(page, cell);
    expect(overlaps(card, box), `card ${JSON.stringify(card)} over ${JSON.stringify(box)}`).toBe(false);
  }
  for (let i = 1; i <= 8; i += 1) {
    const y = a.y + a.height / 2 + ((b.y - a.y) * i) / 8;
    await page.mouse.move(x, y);
    expect(await drawnAt(page, x, y)).not.toBe('card');
  }
  await cardShows(page, emails[to]!);
  expect(await drawnAt(page, x, b.y + b.height / 2)).not.toBe('card');
}

forEachBrowser('the card beside its address in a list', (browser) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
  });
  afterAll(async () => driver?.shutdown());

  for (const gap of [40, 100]) {
    it(`rows ${gap} px apart: down the list and back up, each next card opens`, async () => {
      // Short and long addresses in turn: a longer one in the next row must not be covered either.
      const emails = driver.api.seed.customers.slice(0, 6).map((c) => c.email);
      const rows = emails.map((e, i) => `<li style="height:${gap}px"><b>Customer ${i}</b> · <span id="e${i}">${e}</span></li>`).join('');
      const html = `<!doctype html><html><body style="margin:0;font:14px/20px sans-serif">
<ul style="list-style:none;margin:0;padding:40px 24px;width:520px">${rows}</ul></body></html>`;
      const page = await driver.openServedPages({ [`/list-${gap}`]: html });
      await waitUntil(async () => ((await page.underlines()) ?? []).length === emails.length, 10_000, 'the list underlined');
      const cells = emails.map((_, i) => ({ selector: `#e${i}` }));

      await hoverCard(page, cells[0]!, emails[0]!, 'found');
      for (const [from, to] of [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 2],
        [2, 1],
        [1, 0],
      ] as const) {
        await moveOn(page, cells, from, to, emails);
      }
      await page.close();
    });
  }

  it('on the demo page: Jane to Devon, Priya to Marcus, Devon back to Jane', async () => {
    const page = await driver.openDemo();
    const emails = driver.api.seed.customers.slice(0, 4).map((c) => c.email);
    const cells = emails.map(emailCell);
    await hoverCard(page, cells[0]!, emails[0]!, 'found');
    await moveOn(page, cells, 0, 1, emails);
    await hoverCard(page, cells[2]!, emails[2]!, 'found');
    await moveOn(page, cells, 2, 3, emails);
    await hoverCard(page, cells[1]!, emails[1]!, 'found');
    await moveOn(page, cells, 1, 0, emails);
    await page.close();
  });

  it('the card can still be entered on purpose: it stays open, and Copy ID copies', async () => {
    // Chromium's page reads the clipboard once Playwright grants it (Firefox's paste: journey.test.ts).
    if (browser.name === 'chromium') await (driver as ChromiumDriver).stack.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await driver.openDemo();
    const jane = driver.api.seed.customers[0]!;
    const card = await hoverCard(page, emailCell(jane.email), jane.email, 'found');
    const from = await boxOf(page, emailCell(jane.email));
    const frame = await card.box();
    const button = await card.evaluate(() => {
      const { x, y, width, height } = [...document.querySelectorAll('button')]
        .find((b) => b.textContent?.trim() === 'Copy ID')!
        .getBoundingClientRect();
      return { x, y, width, height };
    });
    const to = { x: frame.x + button.x + button.width / 2, y: frame.y + button.y + button.height / 2 };
    await page.mouse.move(from.x + from.width - 4, from.y + from.height / 2);
    // Past the hide delay (HIDE_MS) after the last move the page heard (on the way in): the pointer
    // in the card keeps it, where a hide timer set on the way would have fired by now.
    await afterScriptTimers(page, HIDE_MS, () => page.mouse.move(to.x, to.y, { steps: 12 }));
    expect(await page.isCardShown()).toBe(true);
    await page.mouse.click(to.x, to.y);
    // The button's name is its text: "Copied" for a moment.
    await waitUntil(
      () => card.evaluate(() => [...document.querySelectorAll('header button')].some((b) => b.textContent === 'Copied')),
      5_000,
      'the button saying Copied',
    );
    if (browser.name === 'chromium') expect(await (page as ChromiumTab).page.evaluate(() => navigator.clipboard.readText())).toBe(jane.id);
    await page.close();
  });

  it('a card still loading opens where the full card will stand (it does not jump aside)', async () => {
    const page = await driver.openDemo();
    const email = await page.evaluate(() => document.querySelector('[data-testid="customer-email"]')!.textContent.trim());
    // Nothing cached (a change of key forgets the answers): the lookup is made now, slowly.
    await driver.configure(null);
    await driver.configure(DEMO_API_KEY);
    driver.api.faults.set({ kind: 'latency', ms: 1_500 });
    const card = await hoverCard(page, emailCell(email), email, 'loading');
    const loading = await settledLeft(page, card);
    await cardShows(page, email);
    driver.api.faults.clear();
    expect(await settledLeft(page, card)).toBe(loading);
    await page.close();
  });

  it('in an 800 px window with no side clear of the rows around, beside the address; a card still loading stands where the full one will', async () => {
    // A short address, and longer ones 150 px apart below it: past the first look beside a small
    // card (140 px), within a found card's height.
    const [anchor, ...longer] = [24, 31, 9, 28].map((i) => driver.api.seed.customers[i]!.email);
    const rows = [anchor, ...longer].map((e, i) => `<li style="height:150px"><span id="f${i}">${e}</span></li>`).join('');
    const page = await driver.openServedPages({
      '/narrow-list': `<!doctype html><html><body style="margin:0"><ul style="list-style:none;margin:0;padding:40px 24px 0 200px;font:16px/20px sans-serif">${rows}</ul></body></html>`,
    });
    await page.setViewport({ width: 800, height: 700, deviceScaleFactor: 1 });
    await waitUntil(async () => ((await page.underlines()) ?? []).length === 4, 15_000, 'the addresses underlined');
    // Nothing cached (a change of key forgets the answers): the lookup is made now, slowly.
    await driver.configure(null);
    await driver.configure(DEMO_API_KEY);
    driver.api.faults.set({ kind: 'latency', ms: 1_500 });
    try {
      await page.bringToFront();
      const a = await boxOf(page, '#f0');
      const card = await hoverCard(page, { selector: '#f0' }, anchor!, 'loading');
      const whileLoading = await settledLeft(page, card);
      await cardShows(page, anchor!);
      const full = await card.box();
      expect(full.x).toBe(whileLoading);
      expect(full.x).toBeGreaterThanOrEqual(a.x + a.width); // beside the address, not below it over the rows
      expect(full.x + full.width).toBeLessThanOrEqual(800);
    } finally {
      driver.api.faults.clear();
      await page.close();
    }
  });

  for (const [name, viewport] of [
    ['an 800 px window', { width: 800, height: 720 }],
    ['150 % zoom in a short window (853 x 400 CSS px)', { width: 853, height: 400 }],
  ] as const) {
    it(`${name}: the card covers no address of the list, and fits the window, its end in reach`, async () => {
      const page = await driver.openDemo();
      await page.setViewport({ ...viewport, deviceScaleFactor: 1 });
      const email = await page.evaluate(() => document.querySelector('[data-testid="customer-email"]')!.textContent.trim());
      const card = await hoverCard(page, emailCell(email), email, 'found');
      await waitUntil(() => card.evaluate(() => document.querySelector('.context[data-drawn="all"]') !== null), 10_000, 'the story drawn');
      await waitUntil(async () => (await card.box()).height > 300 || viewport.height < 500, 5_000, 'the card grown to its story');
      const frame = await card.box();
      const cells = await page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="customer-email"]')].map((e) => {
          const { x, y, width, height, top, bottom } = e.getBoundingClientRect();
          return { x, y, width, height, top, bottom };
        }),
      );
      for (const box of cells) {
        if (box.bottom > 0 && box.top < viewport.height)
          expect(overlaps(frame, box), `card ${JSON.stringify(frame)} over ${JSON.stringify(box)}`).toBe(false);
      }
      expect(frame.y).toBeGreaterThanOrEqual(-2);
      expect(frame.y + frame.height).toBeLessThanOrEqual(viewport.height);
      // The card's last line can be scrolled into the frame.
      const end = await card.evaluate(() => {
        scrollTo(0, document.documentElement.scrollHeight);
        const main = document.querySelector('main.card')!;
        return main.getBoundingClientRect().bottom - innerHeight;
      });
      expect(end).toBeLessThanOrEqual(1);
      await page.close();
    });
  }
});
