/**
 * The lines of a same-origin frame's addresses are drawn in the top document's layer, like the
 * card: a frame's document gets nothing of ours. Its text's boxes are mapped into the top
 * viewport (frames.ts, `frameMapping`: transforms and zoom included), cut to the frame's
 * viewport and the scrolling regions around the frame element, and left out where something of
 * the page lies over the frame.
 */
import { frameMapping, type FrameMapping } from './frames';
import { clipOf, hiddenAt, intersect, type Clips } from './underline-geometry';

/** The document at the top of a frame's chain (its own, for the top document). */
export function topDocument(doc: Document): Document {
  let d = doc;
  for (let frame = d.defaultView?.frameElement; frame; frame = d.defaultView?.frameElement) d = frame.ownerDocument;
  return d;
}

/** Where a document lies in the top viewport, and what of it shows there. */
export interface Placement {
  /** Its viewport in the top viewport. */
  map: FrameMapping;
  /** In the top viewport, what the frames on the way and the regions around them let show (null: all). */
  clip: DOMRect | null;
  /** Each frame element on the way, with its document's mapping into the top viewport. */
  frames: Array<{ frame: Element; parent: FrameMapping }>;
}

/** Null when a frame on the way left the page. */
export function placement(doc: Document, top: Document, clips: Clips): Placement | null {
  const map = frameMapping(doc, top);
  if (!map) return null;
  let clip: DOMRect | null = null;
  const frames: Placement['frames'] = [];
  for (let d = doc; d !== top; ) {
    const frame = d.defaultView?.frameElement;
    const inner = frameMapping(d, top);
    const parent = frame && frameMapping(frame.ownerDocument, top);
    if (!frame || !inner || !parent) return null;
    const view = d.defaultView!;
    clip = intersect(new DOMRect(inner.x, inner.y, view.innerWidth * inner.sx, view.innerHeight * inner.sy), clip);
    const around = clipOf(frame, clips);
    if (around) clip = intersect(mapRect(around, parent), clip);
    frames.push({ frame, parent });
    d = frame.ownerDocument;
  }
  return { map, clip, frames };
}

export function mapRect(r: DOMRect, m: FrameMapping): DOMRect {
  return new DOMRect(m.x + r.left * m.sx, m.y + r.top * m.sy, r.width * m.sx, r.height * m.sy);
}

/** Whether, at a point of the top viewport, something of a document on the way lies over a frame. */
export function frameHidden(place: Placement, x: number, y: number): boolean {
  return place.frames.some(({ frame, parent }) => hiddenAt(frame.ownerDocument, frame, (x - parent.x) / parent.sx, (y - parent.y) / parent.sy));
}
