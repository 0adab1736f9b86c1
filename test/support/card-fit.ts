/**
 * Whether the card's frame is as tall as the card asks: what card.tsx's resize sends (to the
 * bottom of the card's margin), which the line caps at CARD_MAX_HEIGHT (contract/card.ts) and the
 * page at the room its window leaves (card/placement.ts, `roomIn`). Shared by the Chromium and
 * Firefox tests: each evaluates the two readers in its own driver.
 */
import { roomIn } from '../../src/content/card/placement';
import { CARD_MAX_HEIGHT } from '../../src/shared/contract/card';

export interface CardHeights {
  asked: number;
  height: number;
}

/** Run in the card's frame: the height the card asks for, and the frame's own. */
export function cardHeights(): CardHeights {
  const main = document.querySelector('main.card') as HTMLElement;
  const margin = parseFloat(getComputedStyle(main).marginBottom) || 0;
  return { asked: Math.ceil(main.offsetTop + main.getBoundingClientRect().height + margin), height: innerHeight };
}

/** Run in the page: its viewport's height. */
export function viewportHeight(): number {
  return document.documentElement.clientHeight;
}

export function frameFits({ asked, height }: CardHeights, viewport: number): boolean {
  return height === Math.min(asked, CARD_MAX_HEIGHT, roomIn(viewport));
}
