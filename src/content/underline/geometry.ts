/**
 * Where an address's underline goes: under each line box of its text (viewport coordinates), cut
 * to the scrolling regions around it, and not where something of the app's lies over the text.
 */
export interface LineBox {
  left: number;
  bottom: number;
  width: number;
}

/** Each element's box as cut by the scrolling regions around it (null: nothing cuts it); kept for one draw. */
export type Clips = Map<Element, DOMRect | null>;

/**
 * The lines under a range's text now, with the key of its boxes; null when the key is `previous`
 * (the text has not moved since it was drawn).
 */
export function lineBoxes(
  range: StaticRange,
  node: Text,
  clips: Clips,
  previous: string,
  salt: string,
  measure: Range,
): { key: string; lines: LineBox[] } | null {
  const boxes = textBoxes(range, measure);
  const key = salt + boxes.map((r) => `${r.left},${r.bottom},${r.width}`).join(';');
  if (key === previous) return null;
  const clip = node.parentElement ? clipOf(node.parentElement, clips) : null;
  const lines: LineBox[] = [];
  for (const box of boxes) {
    const line = cut(box.left, box.right, box.bottom, clip);
    if (line && !covered(node, box)) lines.push(line);
  }
  return { key, lines };
}

/** A line from `left` to `right` at `bottom`, cut to what `clip` lets show; null when none of it does. */
export function cut(left: number, right: number, bottom: number, clip: DOMRect | null): LineBox | null {
  const from = Math.max(left, clip?.left ?? -Infinity);
  const to = Math.min(right, clip?.right ?? Infinity);
  const y = bottom - 1; // where the line is drawn
  if (to <= from || (clip && (y < clip.top || y > clip.bottom))) return null;
  return { left: from, bottom, width: to - from };
}

/**
 * The range's boxes, one per line (a range across markup has one per piece, and its elements'),
 * read through `live`, the one live range of the document's layer (layer.ts says why one).
 */
function textBoxes(range: StaticRange, live: Range): DOMRect[] {
  try {
    live.setStart(range.startContainer, range.startOffset);
    live.setEnd(range.endContainer, range.endOffset);
  } catch {
    return []; // the text changed under the range; the scanner drops it
  }
  const merged: DOMRect[] = [];
  for (const r of live.getClientRects()) {
    if (r.width <= 0 || r.height <= 0) continue;
    const same = merged.find((m) => Math.abs(m.bottom - r.bottom) < 2 && r.left <= m.right + 1 && r.right >= m.left - 1);
    if (!same) merged.push(DOMRect.fromRect(r));
    else {
      const left = Math.min(same.left, r.left);
      same.width = Math.max(same.right, r.right) - left;
      same.x = left;
    }
  }
  return merged;
}

/** The element's parent across shadow roots and slots (the tree the page is drawn from). */
function drawnParent(el: Element): Element | null {
  if (el.assignedSlot) return el.assignedSlot;
  if (el.parentElement) return el.parentElement;
  const root = el.parentNode;
  return root && root.nodeType === 11 ? (root as ShadowRoot).host : null;
}

/** What of the viewport the scrolling regions around an element let show (null: all). */
export function clipOf(el: Element, clips: Clips): DOMRect | null {
  if (clips.has(el)) return clips.get(el)!;
  const parent = drawnParent(el);
  const outer = parent ? clipOf(parent, clips) : null;
  let clip = outer;
  const doc = el.ownerDocument;
  // The root's overflow (and the body's, when passed up to it) belongs to the viewport.
  const viewports = el === doc.documentElement || (el === doc.body && getComputedStyle(doc.documentElement).overflow === 'visible');
  if (!viewports) {
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') clip = intersect(el.getBoundingClientRect(), outer);
  }
  clips.set(el, clip);
  return clip;
}

export function intersect(box: DOMRect, outer: DOMRect | null): DOMRect {
  if (!outer) return box;
  const left = Math.max(box.left, outer.left);
  const top = Math.max(box.top, outer.top);
  return new DOMRect(
    left,
    top,
    Math.max(0, Math.min(box.right, outer.right) - left),
    Math.max(0, Math.min(box.bottom, outer.bottom) - top),
  );
}

/** Whether something of the app's lies over the middle of the text's box (see `hiddenAt`). */
function covered(node: Text, box: DOMRect): boolean {
  const own = node.parentElement;
  return own !== null && hiddenAt(node.getRootNode() as Document | ShadowRoot, own, box.left + box.width / 2, box.top + box.height / 2);
}

/**
 * Whether something of the app's with a background lies over `own` at a point of its document's
 * viewport: elements above it there, before it or an element around it is reached. A clear
 * element over a row (a whole-row link's overlay) does not hide it. Outside the viewport nothing
 * can be told: looked at again once scrolled into view.
 */
export function hiddenAt(root: Document | ShadowRoot, own: Element, x: number, y: number): boolean {
  const doc = own.ownerDocument;
  const view = doc.defaultView;
  if (!view || x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) return false;
  const stack = typeof root.elementsFromPoint === 'function' ? root.elementsFromPoint(x, y) : doc.elementsFromPoint(x, y);
  for (const el of stack) {
    if (el === own || el.contains(own) || own.contains(el)) return false;
    if (opaque(el)) return true;
  }
  return false;
}

function opaque(el: Element): boolean {
  const style = getComputedStyle(el);
  if (style.visibility === 'hidden' || style.opacity === '0') return false;
  if (/^(img|video|canvas|iframe|svg|object|embed)$/i.test(el.localName)) return true;
  return style.backgroundImage !== 'none' || !/^transparent$|[,/]\s*0(\.0*)?\s*\)$/.test(style.backgroundColor);
}
