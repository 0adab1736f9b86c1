/** Where the card stands, in any browser (driver.ts): once settled, and beside what it is for. */
import { expect } from 'vitest';
import { painted } from '../../../scripts/browsers/stand-still';
import { waitUntil } from '../../support/wait-until';
import type { Box, CardView, Tab } from './driver';

/**
 * The card's frame once it is where it stays: the customer's story all drawn (it grows the
 * card), the frame as tall as the card page asks (its last resize has come through), and in the
 * same place over two painted frames of the page and of the card.
 */
export async function settledCardBox(tab: Tab, card: CardView): Promise<Box> {
  await waitUntil(
    () =>
      card.evaluate(
        () =>
          !document.querySelector('article[data-state="found"]') ||
          Boolean(document.querySelector('.context[data-drawn="all"]') && !document.querySelector('[data-status="loading"]')),
      ),
    20_000,
    "the customer's story drawn",
  );
  let box = await card.box();
  await waitUntil(
    async () => {
      const before = JSON.stringify(box);
      await Promise.all([tab.evaluate(painted), card.evaluate(painted)]);
      box = await card.box();
      const asked = await card.evaluate(() => {
        const main = document.querySelector('main.card');
        return main ? Math.ceil(main.getBoundingClientRect().bottom + parseFloat(getComputedStyle(main).marginBottom)) : innerHeight;
      });
      return JSON.stringify(box) === before && Math.abs(box.height - asked) < 1;
    },
    10_000,
    'the card frame fitted to the card and staying put',
  );
  return box;
}

/**
 * The card's frame sits beside `target` (a box in the top viewport): to its right (a 4 px gap, or
 * further, past the longer addresses in the rows beside it), or to its left where the right has
 * no room, its top 10 px above the target's (the frame's clear edge around the card, so the
 * card's own edge is level with it), or higher where the card would not fit below.
 */
export async function expectCardBeside(tab: Tab, card: CardView, target: Box): Promise<void> {
  const at = await settledCardBox(tab, card);
  const toRight = at.x - (target.x + target.width);
  const toLeft = target.x - (at.x + at.width);
  const gap = toRight >= 0 ? toRight : toLeft;
  expect(gap, `card ${JSON.stringify(at)} beside ${JSON.stringify(target)}`).toBeGreaterThanOrEqual(2);
  expect(gap).toBeLessThanOrEqual(300);
  // Level with the target, unless the card is too tall for that: then as low as the viewport
  // lets it be (its bottom 8 px above the viewport's), and never above the viewport's top.
  const viewport = await tab.evaluate(() => document.documentElement.clientHeight);
  const top = Math.max(Math.min(target.y - 10, viewport - 8 - at.height), 8 - 10);
  expect(Math.abs(at.y - top), `card ${JSON.stringify(at)} level with ${JSON.stringify(target)}`).toBeLessThanOrEqual(3);
}
