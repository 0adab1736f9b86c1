/**
 * What the card stands beside (a found address, or a link or selection the agent asked about):
 * where it is now, whether the agent can still see it, and where the addresses above and below
 * it reach. Read only when a card opens, and at most once a frame while one is open.
 */
import type { Address, AddressRegistry } from '../scan/address-registry';
import { liveRange } from '../pointer/address-at-point';
import type { ColumnAt } from './placement';
import { frameMapping, toTop } from '../scan/frames';

export type Target = Address | Element | Range;

/** Less than a line of text is tall: no row between two looks is missed. */
const ROW_STEP = 10;
/** A row's element holds a few text nodes; a long paragraph is not looked through. */
const MAX_CHILDREN = 32;

function isAddress(target: Target): target is Address {
  return 'email' in target && 'nodes' in target;
}

/** The node a target starts in: an address's first text, a range's start, or the element. */
export const nodeOf = (target: Target): Node =>
  isAddress(target) ? target.nodes[0]! : 'startContainer' in target ? target.startContainer : target;

/** The target's boxes in its own document's viewport, or null once it left the page. */
function here(target: Target): { doc: Document; node: Node; rects: DOMRectList; box: DOMRect } | null {
  const node = nodeOf(target);
  let range: Range | Element;
  if (isAddress(target)) {
    if (!target.nodes.every((n) => n.isConnected)) return null;
    range = liveRange(target);
  } else {
    if (!node.isConnected) return null;
    range = target;
  }
  const box = range.getBoundingClientRect();
  if (!box.width && !box.height) return null;
  return { doc: node.ownerDocument!, node, rects: range.getClientRects(), box };
}

/** The target's box in the top document's viewport. */
export function anchorBox(target: Target, top: Document): DOMRect | null {
  const at = here(target);
  return at ? toTop(at.box, at.doc, top) : null;
}

/**
 * Whether the agent can see the target: its first line's middle is inside the viewport (and its
 * frame's), and what is drawn there is the target, not a scroll container's edge, a header
 * stuck over the list, or another row that took its place. Our own card counts as the target.
 */
export function inView(target: Target, top: Document, card: Element | null): boolean {
  const at = here(target);
  const line = at?.rects[0];
  if (!at || !line) return false;
  const x = line.left + line.width / 2;
  const y = line.top + line.height / 2;
  const onTop = toTop(new DOMRect(x, y, 0, 0), at.doc, top);
  if (!onTop || !inside(onTop, top) || !inside(new DOMRect(x, y, 0, 0), at.doc)) return false;
  const hit = (at.node.getRootNode() as Document | ShadowRoot).elementFromPoint(x, y);
  if (!hit) return false;
  const own = at.node.nodeType === 1 ? (at.node as Element) : at.node.parentElement;
  return hit === card || hit.contains(at.node) || (own !== null && own.contains(hit));
}

function inside(point: DOMRect, doc: Document): boolean {
  const view = doc.documentElement;
  return point.x >= 0 && point.y >= 0 && point.x <= view.clientWidth && point.y <= view.clientHeight;
}

/** The text of the element at a point (a row's few nodes; a long paragraph is not looked through). */
const textsAt = (doc: Document, x: number, y: number) =>
  [...(doc.elementFromPoint(x, y)?.childNodes ?? [])].slice(0, MAX_CHILDREN).filter((n) => n.nodeType === 3);

/**
 * How far the other addresses in the rows beside the target reach, on one side: looked for every
 * few pixels down the target's end on that side, over the card's height, with one hit-test each
 * (the element there, and the addresses in its own text). Rows of a list are 20 to 100 px
 * apart and their addresses rarely end where this one does; the card goes past the longest.
 */
export function columnBeside(target: Target, registry: AddressRegistry, top: Document): ColumnAt {
  return (from, to, side) => {
    const at = here(target);
    if (!at) return null;
    // `from` and `to` are in the top viewport, the rows in the target's (a frame may be scaled).
    const m = frameMapping(at.doc, top) ?? { x: 0, y: 0, sx: 1, sy: 1 };
    const x = side === 'right' ? at.box.right - 1 : at.box.left + 1;
    let edge = side === 'right' ? at.box.right : at.box.left;
    for (let y = (from - m.y) / m.sy, end = (to - m.y) / m.sy; ; y = Math.min(y + ROW_STEP, end)) {
      for (const text of textsAt(at.doc, x, y)) {
        // Asked as the pointer asks: an address not resolved yet (no underline) is, now.
        for (const other of registry.inNode(text)) {
          if (other === target) continue;
          const box = liveRange(other).getBoundingClientRect();
          if (box.top <= y && box.bottom >= y) edge = side === 'right' ? Math.max(edge, box.right) : Math.min(edge, box.left);
        }
      }
      if (y >= end) break;
    }
    return m.x + edge * m.sx;
  };
}

/** Closer than two paragraphs: lines this near the last one found are read with it. */
const LINE_GAP = 9;
/** A few lines (a header's To:, Cc:, Bcc:), not a whole list pressed together. */
const MAX_LINES = 80;
/** Less than the card's gap to its address (placement.ts): the last line found never reaches under the card. */
const LINE_STEP = 3;

/**
 * How far past `y` (an anchor's bottom, or its top: `dir` -1) the lines of text pressed against
 * it reach, at `x` in the document's viewport: a hit test every few pixels, each on a line where
 * the element there holds text of its own (not only white space), until a gap wider than between
 * two lines of one block. In the document's own elements (a frame's lines count as none: the
 * card then stands next to its address).
 */
export function linesPast(doc: Document, x: number, y: number, dir: 1 | -1): number {
  let edge = y;
  for (let at = y + dir; dir * (at - edge) < LINE_GAP && dir * (at - y) < MAX_LINES; at += LINE_STEP * dir) {
    if (textsAt(doc, x, at).some((text) => text.nodeValue!.trim())) edge = at;
  }
  return dir * (edge - y);
}

/**
 * Whether a pointer last seen at `p` was on its way into the card `frame` beside `anchor`:
 * between the address and the card, at the card's height, or on the card's edge.
 */
export function onWayIn(anchor: DOMRect, frame: DOMRect, p: DOMRect): boolean {
  const across = (lo: number, hi: number, v: number) => v >= Math.min(lo, hi) - 2 && v <= Math.max(lo, hi) + 2;
  if (frame.left >= anchor.right - 1) return across(frame.top, frame.bottom, p.y) && across(anchor.right, frame.right, p.x);
  if (frame.right <= anchor.left + 1) return across(frame.top, frame.bottom, p.y) && across(frame.left, anchor.left, p.x);
  const below = frame.top >= anchor.bottom - 1;
  return across(frame.left, frame.right, p.x) && (below ? across(anchor.bottom, frame.bottom, p.y) : across(frame.top, anchor.top, p.y));
}
