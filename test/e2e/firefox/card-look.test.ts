/**
 * Only the card shows in Firefox too, never the rectangle of its frame: with a dark system theme
 * on a light page, the frame's canvas was painted opaque (a dark square around the card), and at
 * 150 % (1.5 device pixels per CSS pixel) the card's shadow was cut off at the frame's edge.
 * Read from screenshots of the demo support page, card open and then closed with Esc (the pointer
 * where it was, so the page behind looks the same).
 *
 * The frame sits in a closed shadow root, out of the page's sight; where it is on screen is read
 * from each window's `mozInnerScreenX/Y` (Firefox's own: the viewport's place on the screen).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import { channelDiff, decodePng, type Pixels } from '../support/pixels';
import {
  cardFrame,
  configureThroughOptions,
  emailCell,
  framesPainted,
  hoverCard,
  isCardShownAt,
  openDemo,
  startFirefoxStack,
  waitForValue,
  waitUntil,
  type FirefoxStack,
} from './support';

/** card.css: the card's corner radius. */
const RADIUS = 10;

type Box = { x: number; y: number; width: number; height: number };

/** The frame's box in the page's viewport, and the card's, once the frame has the card's height. */
async function boxes(page: Page, frame: Frame): Promise<{ frame: Box; card: Box }> {
  const read = () =>
    frame.evaluate(() => {
      const main = document.querySelector('main.card')!;
      const r = main.getBoundingClientRect();
      const w = window as unknown as { mozInnerScreenX: number; mozInnerScreenY: number };
      return {
        screen: { x: w.mozInnerScreenX, y: w.mozInnerScreenY },
        size: { width: innerWidth, height: innerHeight },
        card: { x: r.x, y: r.y, width: r.width, height: r.height },
        asked: Math.ceil(r.bottom + parseFloat(getComputedStyle(main).marginBottom)),
      };
    });
  await waitUntil(async () => {
    const now = await read();
    return now.size.height === now.asked;
  }, 5_000, 'the frame fitted to the card');
  const inner = await read();
  const outer = await page.evaluate(() => {
    const w = window as unknown as { mozInnerScreenX: number; mozInnerScreenY: number };
    return { x: w.mozInnerScreenX, y: w.mozInnerScreenY };
  });
  const x = inner.screen.x - outer.x;
  const y = inner.screen.y - outer.y;
  return {
    frame: { x, y, ...inner.size },
    card: { ...inner.card, x: inner.card.x + x, y: inner.card.y + y },
  };
}

async function shoot(stack: FirefoxStack, page: Page, email: string) {
  await hoverCard(stack, page, email);
  const inCard = (await cardFrame(page, stack.origin))!;
  // The customer's story grows the card after the customer: measured once it is all in.
  await waitForValue(inCard,
    () => document.querySelector('.context[data-drawn="all"]') && !document.querySelector('[data-status="loading"], [data-card-state="loading"]'),
    15_000,
  );
  const { frame, card } = await boxes(page, inCard);
  await Promise.all([framesPainted(page), framesPainted(inCard)]); // two frames painted, the page's and the card's
  const clip = { x: Math.floor(frame.x) - 8, y: Math.floor(frame.y) - 8, width: Math.ceil(frame.width) + 16, height: Math.ceil(frame.height) + 16 };
  const on = decodePng(Buffer.from(await page.screenshot({ clip, encoding: 'base64' }), 'base64'));
  await page.keyboard.press('Escape');
  const cell = await emailCell(page, email);
  await waitUntil(async () => !(await isCardShownAt(page, cell)), 3_000, 'the card closed');
  await framesPainted(page); // the page painted again
  const off = decodePng(Buffer.from(await page.screenshot({ clip, encoding: 'base64' }), 'base64'));
  return { on, off, scale: on.width / clip.width, clip, frame, card };
}

function differences(shot: { on: Pixels; off: Pixels; scale: number; clip: Box; frame: Box; card: Box }) {
  const px = (x: number, y: number): [number, number] => [
    Math.floor((x - shot.clip.x) * shot.scale),
    Math.floor((y - shot.clip.y) * shot.scale),
  ];
  const diff = ([x, y]: [number, number]) => channelDiff(shot.on.at(x, y), shot.off.at(x, y));
  const { card, frame } = shot;
  const d = (RADIUS + 3) / Math.SQRT2;
  let outsideCurve = 0;
  for (const [sx, sy] of [[-1, -1], [1, -1], [-1, 1], [1, 1]] as const) {
    const cx = sx < 0 ? card.x + RADIUS : card.x + card.width - RADIUS;
    const cy = sy < 0 ? card.y + RADIUS : card.y + card.height - RADIUS;
    outsideCurve = Math.max(outsideCurve, diff(px(cx + sx * d, cy + sy * d)));
  }
  const [x0, y0] = px(frame.x, frame.y);
  const [x1, y1] = px(frame.x + frame.width, frame.y + frame.height);
  let edge = 0;
  for (let x = x0 + 1; x < x1 - 1; x += 1) edge = Math.max(edge, diff([x, y0 + 1]), diff([x, y1 - 2]));
  for (let y = y0 + 1; y < y1 - 1; y += 1) edge = Math.max(edge, diff([x0 + 1, y]), diff([x1 - 2, y]));
  const inside = shot.on.at(...px(card.x + 5, card.y + card.height / 2));
  return { outsideCurve, edge, cardIsDark: Math.max(...inside) < 80 };
}

const cases: Array<[string, Record<string, unknown>, boolean, number]> = [
  // A dark system theme: pages that ask for it get dark (the demo page stays light).
  ['a dark system theme', { 'ui.systemUsesDarkTheme': 1, 'layout.css.prefers-color-scheme.content-override': 2 }, true, 1],
  ['a light theme at 150 %', { 'ui.systemUsesDarkTheme': 0, 'layout.css.devPixelsPerPx': '1.5' }, false, 1.5],
];

for (const [name, prefs, dark, scale] of cases) {
  describe(`only the card shows in Firefox, with ${name}`, () => {
    let stack: FirefoxStack;
    beforeAll(async () => {
      stack = await startFirefoxStack({ prefs });
      await configureThroughOptions(stack, DEMO_API_KEY);
    });
    afterAll(async () => stack?.shutdown());

    it('the card, and around it the page as it was', async () => {
      const page = await openDemo(stack);
      const shot = await shoot(stack, page, stack.api.seed.customers[0]!.email);
      expect(shot.scale).toBe(scale);
      const seen = differences(shot);
      expect(seen.cardIsDark).toBe(dark);
      expect(seen.outsideCurve).toBeLessThanOrEqual(40);
      expect(seen.edge).toBeLessThanOrEqual(2);
      await page.close();
    });
  });
}
