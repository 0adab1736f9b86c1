/**
 * Where the card looks for the addresses beside it (card/frame.ts): over its height when it
 * opens, and, when it grows (a story arriving), only over the part it grew by. Each look is a
 * run of hit tests in the agent's page, so looking again over what was looked at costs the page
 * for nothing. A small stand-in document is enough: the frame only sets styles and measures.
 */
import { describe, expect, it } from 'vitest';

(globalThis as { chrome?: unknown }).chrome = { runtime: { getURL: (p: string) => `chrome-extension://test/${p}` } };
// A frame is a task away here (no rendering in Node).
Object.assign(globalThis, {
  requestAnimationFrame: (f: () => void) => setTimeout(f, 0),
  cancelAnimationFrame: (t: number) => clearTimeout(t),
});
/** Until the looks that follow a card's opening (a frame, then a task each) are done. */
const settled = () => new Promise((r) => setTimeout(r, 30));
const { CardFrame } = await import('../../../src/content/card/frame');

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

function element(): Record<string, unknown> {
  const style: Record<string, string> & { setProperty?: unknown } = {};
  style.setProperty = (k: string, v: string) => void (style[k] = v);
  return {
    style,
    setAttribute: () => undefined,
    addEventListener: () => undefined,
    attachShadow: () => ({ append: () => undefined }),
    append: () => undefined,
    isConnected: true,
  };
}

function fakeDocument(width = 1280, height = 800): Document {
  return {
    createElement: () => element(),
    documentElement: { ...element(), clientWidth: width, clientHeight: height },
  } as unknown as Document;
}

describe('CardFrame: the addresses beside the card', () => {
  it('looks over a small card at once, over the height a found card may take after the next frame (140 px a task), then never again', async () => {
    const looks: Array<[number, number, string]> = [];
    const reachAt = (to: number) => (to > 300 ? 460 : 420); // a longer address further down
    const frame = new CardFrame(fakeDocument());
    const anchor = rect(300, 100, 100, 18); // right edge at 400
    frame.show(anchor, (from, to, side) => {
      looks.push([from, to, side]);
      return reachAt(to);
    });
    // top = anchor.top - 10 (the frame's inset); 140 px now, the task kept short.
    expect(looks).toEqual([[90, 230, 'right']]);
    expect(frame.iframe!.style.left).toBe('424px');
    await settled();
    // Then the rest of 600 px (CARD_MAX_HEIGHT; the window has room): a small card stands where the full one will.
    expect(looks).toEqual([
      [90, 230, 'right'],
      [230, 370, 'right'],
      [370, 510, 'right'],
      [510, 650, 'right'],
      [650, 690, 'right'],
    ]);
    expect(frame.iframe!.style.left).toBe('464px'); // past the longer address further down + 4
    frame.setHeight(300); // the story came: nothing new to look over, and no move aside
    frame.setHeight(600);
    expect(looks).toHaveLength(5);
    expect(frame.iframe!.style.left).toBe('464px');
  });

  it('looks again from the start beside another address', async () => {
    const looks: Array<[number, number]> = [];
    const frame = new CardFrame(fakeDocument());
    const columnAt = (from: number, to: number) => (looks.push([from, to]), null);
    frame.show(rect(300, 100, 100, 18), columnAt);
    frame.setHeight(600); // the story came before the looks after the frame: the rest at once
    frame.show(rect(300, 140, 100, 18), columnAt);
    await settled();
    expect(looks).toEqual([
      [90, 230],
      [230, 690],
      [130, 730], // the next card opens 600 px tall: all of it, beside the new address
    ]);
  });

  it('a card opened with nothing to look beside (no address under it) schedules no look at all', async () => {
    const frame = new CardFrame(fakeDocument());
    let scheduled = 0;
    const setTimeoutBefore = globalThis.setTimeout;
    globalThis.setTimeout = ((f: () => void, ms?: number) => (scheduled++, setTimeoutBefore(f, ms))) as typeof setTimeout;
    try {
      frame.show(rect(300, 100, 100, 18));
      await new Promise((r) => setTimeoutBefore(r, 30));
    } finally {
      globalThis.setTimeout = setTimeoutBefore;
    }
    expect(scheduled).toBeLessThanOrEqual(2); // the frame, then one task that finds nothing to do
  });

  it('in a short window the frame is never taller than the window has room for', () => {
    const frame = new CardFrame(fakeDocument(1280, 400));
    frame.show(rect(300, 100, 100, 18), () => null);
    frame.setHeight(600);
    expect(frame.iframe!.style.height).toBe('394px'); // 400 - 2 * 8 + 10
    expect(frame.iframe!.style.top).toBe('-2px'); // the card's clear edge may pass the margin
  });
});
