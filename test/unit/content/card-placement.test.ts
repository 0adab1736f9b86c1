/**
 * The card's place as pure geometry (card/placement.ts): beside its address and clear of the
 * addresses around it where the window allows, never over the address itself while any side has
 * room, and never taller than the window.
 */
import { describe, expect, it } from 'vitest';
import { Beside, placeCard, type ColumnAt, type LinesAt, type PlacementInput } from '../../../src/content/card/placement';

const anchor = (left: number, top: number, width = 160, height = 18) => ({ left, top, right: left + width, bottom: top + height });
const reach = (over: Partial<PlacementInput['reach']> = {}) => ({ left: 0, right: 0, below: 0, above: 0, ...over });
const place = (over: Partial<PlacementInput>) =>
  placeCard({ anchor: anchor(220, 200), reach: reach(), width: 1280, height: 720, cardHeight: 440, ...over });
/** No lines pressed against the address (looked at only where no side has room). */
const noLines: LinesAt = () => 0;
const overlapsX = (x: number, a: { left: number; right: number }) => x < a.right && a.left < x + 380;

describe('placeCard', () => {
  it('right of the address and the addresses beside it, level with the address', () => {
    expect(place({ reach: reach({ right: 30 }) })).toEqual({ x: 220 + 160 + 30 + 4, y: 190, height: 440 });
  });

  it('left of them where the right has no room', () => {
    expect(place({ anchor: anchor(900, 200, 200) })).toEqual({ x: 900 - 4 - 380, y: 190, height: 440 });
  });

  it('an 800 px window with 430 px free right of the address, but a longer address below: beside the address, not over it', () => {
    const a = anchor(218, 147, 138); // right edge 356; 444 px to the window's edge
    const at = place({ anchor: a, reach: reach({ right: 70 }), width: 800 });
    expect(at.x).toBe(800 - 380); // as far right as the window goes: over the longer one's end only
    expect(overlapsX(at.x, a)).toBe(false);
    expect(at.y).toBe(137);
  });

  it('left of the address alone when only that side has room', () => {
    const a = anchor(640, 200, 100); // 60 px right of it, 636 left
    const at = place({ anchor: a, reach: reach({ left: 300 }), width: 800 });
    expect(at.x).toBe(0);
    expect(overlapsX(at.x, a)).toBe(false);
  });

  it('no side has room: below the address, or above where there is more room, and no taller than that room', () => {
    const high = place({ anchor: anchor(100, 100, 300), width: 600 });
    expect(high.y).toBe(100 + 18 + 4);
    expect(high.height).toBe(440);
    const low = place({ anchor: anchor(100, 600, 300), width: 600 });
    expect(low.y + low.height).toBe(600 - 4); // ends above the address
    expect(low.y).toBeGreaterThanOrEqual(-2);
  });

  it("no side has room: past the lines pressed against the address's own (a mail's To: under its From:), below or above", () => {
    const a = anchor(150, 100, 300); // 300 px wide in a 600 px window
    const under = place({ anchor: a, width: 600, cardHeight: 200, reach: reach({ below: 21 }) });
    expect(under.y).toBe(100 + 18 + 21 + 4);
    expect(under.x).toBe(140);
    const low = anchor(150, 600, 300);
    const over = place({ anchor: low, width: 600, cardHeight: 200, reach: reach({ above: 40, below: 21 }) });
    expect(over.y + over.height).toBe(600 - 40 - 4);
    expect(over.height).toBe(200);
  });

  it('150 % zoom in a short window: the frame fits the window, and its end can be reached', () => {
    const at = place({ height: 420, cardHeight: 600 });
    expect(at.height).toBe(420 - 16 + 10);
    expect(at.y).toBe(-2);
    expect(at.y + at.height).toBeLessThanOrEqual(420 - 8 + 10);
  });
});

describe('Beside: how far the addresses beside the card reach, each part looked over once', () => {
  const looker = (reachAt: (to: number) => number | null) => {
    const looks: Array<[number, number, string]> = [];
    const columnAt: ColumnAt = (from, to, side) => (looks.push([from, to, side]), reachAt(to));
    return { looks, columnAt };
  };

  it("looks over the card's height, then only over what it grew by", () => {
    const { looks, columnAt } = looker((to) => (to > 300 ? 460 : 420)); // a longer address further down
    const beside = new Beside();
    const a = anchor(300, 100, 100); // right edge at 400
    beside.clear(a, 140, 1280, 800, columnAt, noLines);
    expect(looks).toEqual([[90, 230, 'right']]); // from the frame's top: anchor.top - 10
    expect(beside.reach).toEqual({ left: 0, right: 20, below: 0, above: 0 });
    expect(beside.cleared).toBe(140);
    beside.clear(a, 280, 1280, 800, columnAt, noLines);
    expect(looks).toEqual([
      [90, 230, 'right'],
      [230, 370, 'right'],
    ]);
    expect(beside.reach.right).toBe(60);
    beside.clear(a, 200, 1280, 800, columnAt, noLines); // within what was looked over: no look
    expect(looks).toHaveLength(2);
    expect(beside.reach.right).toBe(60);
  });

  it('looks again from the start beside another address', () => {
    const { looks, columnAt } = looker(() => null);
    const beside = new Beside();
    beside.clear(anchor(300, 100, 100), 140, 1280, 800, columnAt, noLines);
    beside.clear(anchor(300, 140, 100), 600, 1280, 800, columnAt, noLines);
    expect(looks).toEqual([
      [90, 230, 'right'],
      [130, 730, 'right'],
    ]);
  });

  it('looks left only where the card does not fit right of the addresses beside it', () => {
    const { looks, columnAt } = looker(() => 900);
    const beside = new Beside();
    beside.clear(anchor(700, 100, 100), 140, 1280, 800, columnAt, noLines); // 800 + 100 + 4 + 380 > 1280
    expect(looks).toEqual([
      [90, 230, 'right'],
      [90, 230, 'left'],
    ]);
    expect(beside.reach).toEqual({ left: 0, right: 100, below: 0, above: 0 }); // nothing beside it reaches left of 700
  });

  it('looks at the lines below and above the address, at where the card would stand, once, only where no side has room', () => {
    const looks: Array<[number, number, number]> = [];
    const linesAt: LinesAt = (x, y, dir) => (looks.push([x, y, dir]), dir > 0 ? 21 : 0);
    const beside = new Beside();
    beside.clear(anchor(300, 100, 100), 140, 1280, 800, () => null, linesAt); // room on both sides
    expect(looks).toEqual([]);
    const narrow = new Beside();
    const a = anchor(200, 100, 300); // 600 px window: 96 px right of it, 200 left
    narrow.clear(a, 140, 600, 800, () => null, linesAt);
    narrow.clear(a, 280, 600, 800, () => null, linesAt);
    expect(looks).toEqual([
      [201, 118, 1], // the card's own left edge (its frame at 190, then the clear edge)
      [201, 100, -1],
    ]);
    expect(narrow.reach).toEqual({ left: 0, right: 0, below: 21, above: 0 });
  });
});
