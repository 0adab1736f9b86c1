/**
 * The lines of a same-origin frame's addresses are drawn in the top document's layer, like the
 * card: a frame's document gets nothing of ours. Its text's boxes are mapped into the top
 * viewport (frames.ts, `frameMapping`: transforms and zoom included), cut to the frame's
 * viewport and the scrolling regions around the frame element, and left out where something of
 * the page lies over the frame.
 */
import { frameMapping, mapRect, type FrameMapping } from '../scan/frames';
import { clipOf, cut, hiddenAt, intersect, type Clips, type LineBox } from './geometry';

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
  for (let d = doc; d !== top;) {
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

/** A document's lines in the top viewport (the same, for the top document itself). */
export function linesInTop(lines: LineBox[], place: Placement): LineBox[] {
  if (!place.frames.length) return lines;
  const { map, clip } = place;
  const out: LineBox[] = [];
  for (const box of lines) {
    const left = map.x + box.left * map.sx;
    const line = cut(left, left + box.width * map.sx, map.y + box.bottom * map.sy, clip);
    if (line && !frameHidden(place, line.left + line.width / 2, line.bottom - 4)) out.push(line);
  }
  return out;
}

/** Whether, at a point of the top viewport, something of a document on the way lies over a frame. */
function frameHidden(place: Placement, x: number, y: number): boolean {
  return place.frames.some(({ frame, parent }) =>
    hiddenAt(frame.ownerDocument, frame, (x - parent.x) / parent.sx, (y - parent.y) / parent.sy),
  );
}
