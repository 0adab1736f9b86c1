/**
 * Where the card looks for the addresses beside it (card-frame.ts): over its height when it
 * opens, and, when it grows (a story arriving), only over the part it grew by. Each look is a
 * run of hit tests in the agent's page, so looking again over what was looked at costs the page
 * for nothing. A small stand-in document is enough: the frame only sets styles and measures.
 */
import { describe, expect, it } from 'vitest';

(globalThis as { chrome?: unknown }).chrome = { runtime: { getURL: (p: string) => `chrome-extension://test/${p}` } };
const { CardFrame } = await import('../../src/content/card-frame');

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
  return { createElement: () => element(), documentElement: { ...element(), clientWidth: width, clientHeight: height } } as unknown as Document;
}

describe('CardFrame: the addresses beside the card', () => {
  it('looks over the card’s height when it opens, then only where it grew; the reach is the widest seen', () => {
    const looks: Array<[number, number, string]> = [];
    const reachAt = (to: number) => (to > 300 ? 460 : 420); // a longer address further down
    const frame = new CardFrame(fakeDocument());
    const anchor = rect(300, 100, 100, 18); // right edge at 400
    frame.show(anchor, (from, to, side) => {
      looks.push([from, to, side]);
      return reachAt(to);
    });
    expect(looks).toEqual([[90, 90 + 140, 'right']]); // top = anchor.top - 10 (the frame's inset)
    expect(frame.iframe!.style.left).toBe('424px'); // past the address beside it (420) + 4

    looks.length = 0;
    frame.setHeight(600); // the story came
    expect(looks).toEqual([[230, 690, 'right']]); // only what was not looked over yet
    expect(frame.iframe!.style.left).toBe('464px'); // and past the longer one it now reaches
    frame.setHeight(300); // smaller: nothing new to look over
    frame.setHeight(600);
    expect(looks).toHaveLength(1);
  });

  it('looks again from the start beside another address', () => {
    const looks: Array<[number, number]> = [];
    const frame = new CardFrame(fakeDocument());
    const columnAt = (from: number, to: number) => (looks.push([from, to]), null);
    frame.show(rect(300, 100, 100, 18), columnAt);
    frame.setHeight(600);
    frame.show(rect(300, 140, 100, 18), columnAt);
    expect(looks).toEqual([
      [90, 230],
      [230, 690],
      [130, 730], // the next card opens 600 px tall: all of it, beside the new address
    ]);
  });
});
