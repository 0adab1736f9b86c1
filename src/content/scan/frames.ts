/**
 * Same-origin frames of the support page. The content script runs in the top frame only and
 * reaches into its same-origin frames itself, so a tab keeps one script, one registry and one
 * card, the background hears from one frame, and a frame's document never gets a node from us.
 * A cross-origin frame's `contentDocument` is null to us as it is to the page: out of reach.
 */

type FrameElement = HTMLIFrameElement | HTMLFrameElement;

export function isFrame(el: Element): el is FrameElement {
  return el.localName === 'iframe' || el.localName === 'frame';
}

export class Frames {
  readonly #watched = new WeakSet<Element>();
  readonly #docs = new WeakSet<Document>();

  readonly #onDocument: (doc: Document) => void;

  constructor(onDocument: (doc: Document) => void) {
    this.#onDocument = onDocument;
  }

  watch(frame: FrameElement): void {
    if (!this.#watched.has(frame)) {
      this.#watched.add(frame);
      // A frame gets a new document each time it navigates; `load` says when (it does not bubble).
      frame.addEventListener('load', () => this.#adopt(frame), { passive: true });
    }
    this.#adopt(frame);
  }

  #adopt(frame: FrameElement): void {
    let doc: Document | null = null;
    try {
      doc = frame.contentDocument;
    } catch {
      /* cross-origin: some engines throw rather than answer null */
    }
    if (!doc || this.#docs.has(doc)) return;
    this.#docs.add(doc);
    this.#onDocument(doc);
  }
}

/** How a frame's viewport lies in the top viewport: top = origin + local * scale, per axis. */
export interface FrameMapping {
  x: number;
  y: number;
  sx: number;
  sy: number;
}

/**
 * Where `doc`'s viewport lies in `top`'s, through each frame on the way. A frame's
 * getBoundingClientRect is its border box as the parent sees it, after a transform and `zoom`
 * (on it or an ancestor); offsetWidth, clientLeft and the computed padding are its own untransformed,
 * unzoomed px (Chromium 156 and Firefox 153 agree). So the border box's size over offsetWidth is
 * how much the frame is scaled; its content box in parent px over the frame viewport's width in
 * its own CSS px (innerWidth) is the scale of what is drawn inside; the frame document's own
 * `zoom` is already in its rects. Exact for scale, translate and zoom; under a rotation the
 * bounding box stands in for the frame, so the result lands inside the frame's box, never NaN.
 * Null when a frame on the way left the page.
 */
export function frameMapping(doc: Document, top: Document): FrameMapping | null {
  const m = { x: 0, y: 0, sx: 1, sy: 1 };
  for (let d = doc; d !== top;) {
    const frame = d.defaultView?.frameElement as HTMLElement | null | undefined;
    if (!frame || !frame.isConnected) return null;
    const box = frame.getBoundingClientRect();
    const style = frame.ownerDocument.defaultView!.getComputedStyle(frame);
    const ratio = (seen: number, own: number) => (own > 0 && seen > 0 ? seen / own : 1);
    const bx = ratio(box.width, frame.offsetWidth);
    const by = ratio(box.height, frame.offsetHeight);
    const padL = parseFloat(style.paddingLeft) || 0;
    const padT = parseFloat(style.paddingTop) || 0;
    const contentW = (frame.clientWidth - padL - (parseFloat(style.paddingRight) || 0)) * bx;
    const contentH = (frame.clientHeight - padT - (parseFloat(style.paddingBottom) || 0)) * by;
    const sx = ratio(contentW, d.defaultView!.innerWidth);
    const sy = ratio(contentH, d.defaultView!.innerHeight);
    // This frame's viewport, in its parent's: the inner mapping so far goes through it.
    const ox = box.left + (frame.clientLeft + padL) * bx;
    const oy = box.top + (frame.clientTop + padT) * by;
    m.x = ox + m.x * sx;
    m.y = oy + m.y * sy;
    m.sx *= sx;
    m.sy *= sy;
    d = frame.ownerDocument;
  }
  return m;
}

/** A rectangle in a frame's viewport, in the viewport `m` maps it into. */
export function mapRect(rect: DOMRect, m: FrameMapping): DOMRect {
  return new DOMRect(m.x + rect.left * m.sx, m.y + rect.top * m.sy, rect.width * m.sx, rect.height * m.sy);
}

/** A rectangle in `doc`'s viewport, in `top`'s viewport. Null when a frame on the way left the page. */
export function toTop(rect: DOMRect, doc: Document, top: Document): DOMRect | null {
  const m = frameMapping(doc, top);
  return m && mapRect(rect, m);
}

/** The document at the top of a frame's chain (its own, for the top document). */
export function topDocument(doc: Document): Document {
  let d = doc;
  for (let frame = d.defaultView?.frameElement; frame; frame = d.defaultView?.frameElement) d = frame.ownerDocument;
  return d;
}

/** The focused element, followed into same-origin frames and open shadow roots. */
export function deepFocus(doc: Document): Element | null {
  let el = doc.activeElement;
  for (let depth = 0; el && depth < 32; depth += 1) {
    let inner: Element | null = null;
    if (el.shadowRoot) inner = el.shadowRoot.activeElement;
    else if (isFrame(el)) inner = el.contentDocument?.activeElement ?? null;
    if (!inner) break;
    el = inner;
  }
  return el;
}

/** Focuses an element, one in a same-origin frame too: the frames on the way get focus first. */
export function focusDeep(el: Element): void {
  const frames: HTMLElement[] = [];
  for (let f = el.ownerDocument.defaultView?.frameElement; f; f = f.ownerDocument.defaultView?.frameElement) {
    frames.unshift(f as HTMLElement);
  }
  for (const frame of frames) frame.focus({ preventScroll: true });
  (el as HTMLElement).focus?.({ preventScroll: true });
}
