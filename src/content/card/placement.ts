/**
 * Where the card's frame goes, as pure geometry (no DOM): beside its address, clear of the
 * addresses in the rows around it, inside the window, and never taller than the window has room
 * for (the card page scrolls inside a frame shorter than the card). How far those addresses
 * reach is looked for through a `ColumnAt` the caller gives, and, where the card must stand
 * below or above, the lines pressed against the address's through a `LinesAt` (card/anchor.ts:
 * hit tests).
 */

/** The frame's width: the card and its clear edge. */
export const FRAME_WIDTH = 380;
/** The frame's clear edge around the card, room for its shadow (card.css, `.card`'s margin). */
export const INSET = 10;
const GAP = 4;
const MARGIN = 8;

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type Side = 'left' | 'right';

/** How far, on one side, the anchor and the addresses beside it within `top`..`bottom` reach (top viewport). */
export type ColumnAt = (top: number, bottom: number, side: Side) => number | null;

/**
 * How far past `y` (the anchor's bottom, or its top: `dir` -1) the lines of text pressed against
 * the anchor's own reach, as seen at `x` (top viewport): a mail header's To: and Cc: lines under
 * its From:.
 */
export type LinesAt = (x: number, y: number, dir: 1 | -1) => number;

/** How far the things beside the anchor reach past it: addresses left and right, lines below and above. */
export interface Reach {
  left: number;
  right: number;
  below: number;
  above: number;
}

export interface PlacementInput {
  anchor: Rect;
  reach: Reach;
  /** The window's inner size (the page's client width and height). */
  width: number;
  height: number;
  /** The height the card asks for, its frame's edge included. */
  cardHeight: number;
}

export interface Placement {
  x: number;
  y: number;
  /** The frame's height: the card's, or less where the window has less room. */
  height: number;
}

/** The tallest frame the window holds: the card's clear edge may go past the margin. */
export function roomIn(windowHeight: number): number {
  return Math.max(windowHeight - 2 * MARGIN + INSET, 0);
}

/** Whether the frame fits right of the anchor and the addresses beside it. */
export function fitsRight(p: Pick<PlacementInput, 'anchor' | 'reach' | 'width'>): boolean {
  return p.anchor.right + p.reach.right + GAP + FRAME_WIDTH <= p.width;
}

/** Whether no side of the anchor has room for the frame, even over the addresses beside it. */
const noSide = (a: Rect, width: number) => a.right + GAP + FRAME_WIDTH > width && a.left - GAP - FRAME_WIDTH < 0;

/** The frame's top beside the anchor: the card's edge level with the address, inside the window. */
export function besideTop(anchor: Rect, windowHeight: number, frameHeight: number): number {
  return Math.max(Math.min(anchor.top - INSET, windowHeight - MARGIN - frameHeight), MARGIN - INSET);
}

/**
 * In order: right of the address and its neighbours; left of them; right of the address alone,
 * as far right as the window goes (over the ends of longer addresses beside it, never over the
 * address itself); left of it likewise; only where no side has room (a window narrower than
 * about two cards), below the address or above it, whichever has more room, past the lines
 * pressed against the address's own (`reach.below`, `reach.above`): the lines read with it, a
 * mail header's To: under its From:, stay in sight.
 */
export function placeCard(p: PlacementInput): Placement {
  const { anchor: a, reach, width: vw, height: vh } = p;
  const height = Math.min(p.cardHeight, roomIn(vh));
  const y = besideTop(a, vh, height);
  if (fitsRight(p)) return { x: a.right + reach.right + GAP, y, height };
  const clearLeft = a.left - reach.left - GAP - FRAME_WIDTH;
  if (clearLeft >= 0) return { x: clearLeft, y, height };
  if (!noSide(a, vw)) return { x: a.right + GAP + FRAME_WIDTH <= vw ? vw - FRAME_WIDTH : 0, y, height };
  const x = Math.min(Math.max(a.left - INSET, 0), Math.max(vw - FRAME_WIDTH, 0));
  const top = a.bottom + reach.below + GAP;
  const below = vh - MARGIN - top;
  const above = a.top - reach.above - GAP - (MARGIN - INSET);
  if (below >= p.cardHeight || below >= above) return { x, y: top, height: Math.max(Math.min(p.cardHeight, below), 0) };
  const up = Math.min(p.cardHeight, above);
  return { x, y: a.top - reach.above - GAP - up, height: up };
}

/**
 * How far the other addresses beside one anchor reach past it, left and right, looked for over a
 * height that grows (the card's, then what a found card may take). Each look is a run of hit
 * tests in the agent's page: only what was not looked over yet is looked at. A new card (`show`)
 * starts a new one; the same one follows its anchor as the page moves it.
 */
export class Beside {
  readonly reach: Reach = { left: 0, right: 0, below: 0, above: 0 };
  /** The height looked over so far. */
  cleared = 0;
  /** Where `reach` was looked for, per side, and beside which anchor. */
  #looked: Record<Side, { anchor: Rect; top: number; bottom: number } | null> = { left: null, right: null };

  /**
   * Looks over `height` beside the anchor, in a window `width` by `windowHeight`; the first time,
   * where no side has room, at the lines pressed against the anchor's, below and above it.
   */
  clear(anchor: Rect, height: number, width: number, windowHeight: number, columnAt: ColumnAt, linesAt: LinesAt): void {
    const { reach } = this;
    if (!this.cleared && noSide(anchor, width)) {
      // Under the address's start, where the card's own edge stands (left of it only where the window's edge pushes it).
      const x = anchor.left + 1;
      reach.below = linesAt(x, anchor.bottom, 1);
      reach.above = linesAt(x, anchor.top, -1);
    }
    this.cleared = height;
    const top = besideTop(anchor, windowHeight, height);
    const bottom = top + height;
    reach.right = this.#look('right', top, bottom, anchor, columnAt);
    if (!fitsRight({ anchor, reach, width })) reach.left = this.#look('left', top, bottom, anchor, columnAt);
  }

  /** How far the addresses on one side reach past the anchor, over `top`..`bottom`; only the part not yet looked over is. */
  #look(side: Side, top: number, bottom: number, a: Rect, columnAt: ColumnAt): number {
    const past = (from: number, to: number) => {
      const edge = columnAt(from, to, side);
      if (edge === null) return 0;
      return Math.max(0, side === 'right' ? edge - a.right : a.left - edge);
    };
    const had = this.#looked[side];
    if (!had || had.anchor.top !== a.top || had.anchor.left !== a.left || had.anchor.right !== a.right) {
      this.#looked[side] = { anchor: a, top, bottom };
      return past(top, bottom);
    }
    let reach = this.reach[side];
    if (top < had.top) reach = Math.max(reach, past(top, had.top));
    if (bottom > had.bottom) reach = Math.max(reach, past(had.bottom, bottom));
    had.top = Math.min(top, had.top);
    had.bottom = Math.max(bottom, had.bottom);
    return reach;
  }
}
