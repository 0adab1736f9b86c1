/**
 * Which addresses a document's underline holds: those near the viewport, the screen's height above
 * and below it, followed when scrolling settles. While a highlight is registered, Chromium
 * rebuilds every range's marker and repaints the text it covers in each frame in which the app
 * changed its DOM or style: an app's spinner or typing paid for every address on the page. On the
 * demo page at rest (its live dot pulsing), the 27 addresses it held cost the app's main thread
 * ~190 ms of rendering a second, the 13 near the viewport ~90 (bench part E, docs/performance.md).
 * (An IntersectionObserver on 700 elements
 * cost every frame ~4 ms by itself: the rectangles are read only when they may change.)
 */

/** How long scrolling must rest before the underline follows (each change costs the next frame). */
const SETTLE_MS = 150;

/** Whether the text of a node lies within a viewport's height of its document's viewport. */
export function nearViewport(node: Text): boolean {
  const element = node.parentElement;
  const view = node.ownerDocument.defaultView;
  if (!element || !view) return true;
  const box = element.getBoundingClientRect();
  const h = view.innerHeight;
  const w = view.innerWidth;
  return box.bottom >= -h && box.top <= 2 * h && box.right >= -w && box.left <= 2 * w;
}

const followers = new WeakMap<Document, () => void>();

/**
 * Calls `settled` once the document's text may have moved and then rested: scrolling (of the
 * document or any element in it: capture, so an app's own scrolling list counts), resizing, or
 * `moved` (rows removed above others). Passive, so scrolling never waits for us.
 */
export function followScrolling(doc: Document, settled: () => void): void {
  const view = doc.defaultView;
  if (!view || followers.has(doc)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(settled, SETTLE_MS);
  };
  followers.set(doc, wait);
  doc.addEventListener('scroll', wait, { capture: true, passive: true });
  view.addEventListener('resize', wait, { passive: true });
}

/** Text in the document moved (the app removed rows): the underline follows once it rests. */
export function moved(doc: Document): void {
  followers.get(doc)?.();
}

/**
 * A document's registered highlight and, beside it, what it holds: Firefox gives a content script
 * no way to read a page's Highlight back (its iterator is not exposed across the worlds).
 */
export class HeldHighlight {
  private readonly ranges = new Set<AbstractRange>();
  constructor(readonly highlight: Highlight) {}

  add(range: AbstractRange): void {
    if (this.ranges.has(range)) return;
    this.ranges.add(range);
    this.highlight.add(range);
  }

  delete(range: AbstractRange): void {
    if (this.ranges.delete(range)) this.highlight.delete(range);
  }

  /**
   * Holds exactly the ranges of the given addresses near the viewport, changing the highlight
   * only where it differs: each change costs the page's next frame.
   */
  holdOnly(addresses: Iterable<{ range: StaticRange; nodes: Text[] }>): void {
    const wanted = new Set<AbstractRange>();
    for (const address of addresses) if (nearViewport(address.nodes[0]!)) wanted.add(address.range);
    for (const range of [...this.ranges]) if (!wanted.has(range)) this.delete(range);
    for (const range of wanted) this.add(range);
  }
}
