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
  private readonly watched = new WeakSet<Element>();
  private readonly docs = new WeakSet<Document>();

  constructor(private readonly onDocument: (doc: Document) => void) {}

  watch(frame: FrameElement): void {
    if (!this.watched.has(frame)) {
      this.watched.add(frame);
      // A frame gets a new document each time it navigates; `load` says when (it does not bubble).
      frame.addEventListener('load', () => this.adopt(frame), { passive: true });
    }
    this.adopt(frame);
  }

  private adopt(frame: FrameElement): void {
    let doc: Document | null = null;
    try {
      doc = frame.contentDocument;
    } catch {
      /* cross-origin: some engines throw rather than answer null */
    }
    if (!doc || this.docs.has(doc)) return;
    this.docs.add(doc);
    this.onDocument(doc);
  }
}

/**
 * A rectangle in `doc`'s viewport, moved into `top`'s viewport through each frame's content box
 * (its border and padding included). Null when a frame on the way left the page.
 */
export function toTop(rect: DOMRect, doc: Document, top: Document): DOMRect | null {
  let x = rect.left;
  let y = rect.top;
  for (let d = doc; d !== top; ) {
    const frame = d.defaultView?.frameElement;
    if (!frame || !frame.isConnected) return null;
    const box = frame.getBoundingClientRect();
    const style = frame.ownerDocument.defaultView!.getComputedStyle(frame);
    x += box.left + frame.clientLeft + parseFloat(style.paddingLeft);
    y += box.top + frame.clientTop + parseFloat(style.paddingTop);
    d = frame.ownerDocument;
  }
  return new DOMRect(x, y, rect.width, rect.height);
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
