/**
 * Which addresses a document's underline holds, and when it is drawn again. It holds those near
 * the viewport, the screen's height above and below it, chosen again when scrolling rests: a
 * page of 700 addresses draws some 30 lines. While the page scrolls (the document or any region
 * in it) or resizes (zoom too), the lines are placed again in each frame; after the agent clicks
 * or types (the app may have opened something over the text), they are checked again.
 * (An IntersectionObserver on 700 elements cost every frame ~4 ms by itself: the boxes are read
 * only when they may have changed.)
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

export interface Following {
  /** In each frame while the page scrolls or resizes: place the lines again. */
  moving(): void;
  /** Once that has rested: choose again which addresses are near the viewport. */
  settled(): void;
  /** After a click or a key: something may now lie over the text. */
  touched(): void;
}

/** Each followed document's wake-up (the painter's). */
export type Followers = WeakMap<Document, () => void>;

/**
 * Follows the document's scrolling (of the document or any element in it: capture, so an app's
 * own scrolling list counts), resizing, and the agent's clicks and keys. Passive, so scrolling
 * never waits for us.
 */
export function followScrolling(doc: Document, follow: Following, followers: Followers): void {
  const view = doc.defaultView;
  if (!view || followers.has(doc)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const wait = () => {
    if (!frame) frame = view.requestAnimationFrame(() => ((frame = 0), follow.moving()));
    clearTimeout(timer);
    timer = setTimeout(() => follow.settled(), SETTLE_MS);
  };
  followers.set(doc, wait);
  const passive = { capture: true, passive: true };
  doc.addEventListener('scroll', wait, passive);
  view.addEventListener('resize', wait, passive);
  for (const type of ['click', 'keyup', 'transitionend']) doc.addEventListener(type, () => follow.touched(), passive);
}

/** Text in the document moved (the app removed rows): the underline follows once it rests. */
export function moved(doc: Document, followers: Followers): void {
  followers.get(doc)?.();
}
