/** Hovering an address and reading the card, the same in every browser (driver.ts). */
import { expect } from 'vitest';
import { waitUntil } from '../../support/wait-until';
import type { Box, CardView, Tab } from './driver';
import { INTENT_MS } from '../../../src/content/pointer/intent';
import { placeOf, type Target } from './target';

/** The pointer away and the card gone: an open card may cover the next address. */
export async function closeCard(tab: Tab): Promise<void> {
  await tab.mouse.move(1, 1);
  await waitUntil(async () => !(await tab.isCardShown()), 3_000, 'the card closed');
}

/** Until the tab has a card frame; that card. */
export async function waitForCard(tab: Tab, timeoutMs = 15_000): Promise<CardView> {
  let card: CardView | null = null;
  await waitUntil(async () => (card = await tab.card()) !== null, timeoutMs, 'the card frame');
  return card!;
}

/** Until the card shows a final state for `email` (or exactly `state`). */
export async function waitForCardOf(card: CardView, email: string, state?: string, timeoutMs = 20_000): Promise<void> {
  let seen: string | null = null;
  await waitUntil(
    async () => {
      seen = await card.evaluate(({ e, s }) => {
        const article = document.querySelector('article.customer');
        const now = article?.getAttribute('data-state') ?? null;
        const shows = article?.querySelector('.email')?.textContent === e;
        return shows && (s ? now === s : now !== 'loading') ? 'yes' : `${now} for ${article?.querySelector('.email')?.textContent}`;
      }, { e: email, s: state });
      return seen === 'yes';
    },
    timeoutMs,
    `the card showing ${state ?? 'a final state'} for ${email}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message} (it shows ${seen})`);
  });
}

/**
 * Hovers `target` and waits until the card shows a final state for `email` (or exactly `state`:
 * needed when the same address was shown before, so the old card cannot be taken for the new),
 * on screen.
 */
export async function hoverCard(tab: Tab, target: Target, email: string, state?: string): Promise<CardView> {
  await closeCard(tab);
  await waitUntil(async () => !(await placeOf(tab, target)).covered, 3_000, `${target.text ?? target.selector} uncovered`);
  const { x, y } = await placeOf(tab, target);
  await tab.mouse.move(x, y);
  const card = await waitForCard(tab);
  await waitForCardOf(card, email, state);
  await waitUntil(() => tab.isCardShown(), 5_000, 'the card on screen');
  return card;
}

export interface CardSnapshot {
  state: string;
  email: string;
  /** The card's text, white space collapsed. */
  text: string;
  name: string | null;
  id: string | null;
  /** The basic card's time (the customer's story below it has times of its own). */
  datetime: string | null;
  timeText: string | null;
}

/** What the card shows now. */
export function readCard(card: CardView): Promise<CardSnapshot> {
  return card.evaluate(() => {
    const article = document.querySelector('article.customer') as HTMLElement | null;
    const time = article?.querySelector('time') as HTMLElement | null | undefined;
    return {
      state: article?.getAttribute('data-state') ?? '',
      email: article?.querySelector('.email')?.textContent ?? '',
      text: (article?.innerText ?? '').replace(/\s+/g, ' ').trim(),
      name: article?.querySelector('.name')?.textContent ?? null,
      id: article?.querySelector('.id')?.textContent ?? null,
      datetime: time?.getAttribute('datetime') ?? null,
      timeText: time ? time.innerText : null,
    };
  });
}

const painted = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/**
 * The card's frame once it is where it stays: the customer's story all drawn (it grows the
 * card), the frame as tall as the card page asks (its last resize has come through), and in the
 * same place over two painted frames of the page and of the card.
 */
export async function settledCardBox(tab: Tab, card: CardView): Promise<Box> {
  await waitUntil(
    () => card.evaluate(() => !document.querySelector('article[data-state="found"]') || Boolean(document.querySelector('.context[data-drawn="all"]') && !document.querySelector('[data-status="loading"]'))),
    20_000,
    "the customer's story drawn",
  );
  let box = await card.box();
  await waitUntil(async () => {
    const before = JSON.stringify(box);
    await Promise.all([tab.evaluate(painted), card.evaluate(painted)]);
    box = await card.box();
    const asked = await card.evaluate(() => {
      const main = document.querySelector('main.card');
      return main ? Math.ceil(main.getBoundingClientRect().bottom + parseFloat(getComputedStyle(main).marginBottom)) : innerHeight;
    });
    return JSON.stringify(box) === before && Math.abs(box.height - asked) < 1;
  }, 10_000, 'the card frame fitted to the card and staying put');
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

/**
 * Does `act` (input to the page) and waits until any timer the content script set for it, of up
 * to `delayMs`, has fired; as support/card.ts `afterScriptTimers`, on any browser's tab. The
 * witness is in the page, not a clock: a listener for `pointermove` added after the content
 * script's runs after it; the frame callback it asks for runs after any the script asked for in
 * that event, and a timer of `delayMs` set there fires after any of at most `delayMs` before it.
 */
export async function afterScriptTimers(tab: Tab, delayMs: number, act: () => Promise<void>): Promise<void> {
  await tab.evaluate((ms) => {
    const w = window as unknown as { timerWatched?: true; timerEvents: number; timerDone: boolean; timerMs: number };
    w.timerEvents = 0;
    w.timerDone = false;
    w.timerMs = ms;
    if (w.timerWatched) return;
    w.timerWatched = true;
    addEventListener(
      'pointermove',
      () => {
        const event = (w.timerEvents += 1);
        requestAnimationFrame(() => setTimeout(() => event === w.timerEvents && (w.timerDone = true), w.timerMs));
      },
      true,
    );
  }, delayMs);
  await act();
  await waitUntil(() => tab.evaluate(() => (window as unknown as { timerDone: boolean }).timerDone), 10_000, `the script's timers of ${delayMs} ms after the input`);
}

/**
 * Rests the pointer on `target` until any card the rest opens is open: past the hover intent
 * (INTENT_MS, src/content/pointer/intent.ts), counted from the content script's animation-frame
 * read of the pointer; `card.show` is synchronous in that timer.
 */
export async function restPastIntent(tab: Tab, target: Target): Promise<void> {
  await afterScriptTimers(tab, INTENT_MS, async () => {
    const { x, y } = await placeOf(tab, target);
    await tab.mouse.move(x, y);
  });
}
