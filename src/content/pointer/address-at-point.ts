/**
 * Which address the pointer is on, without touching the page: the browser's caret hit-test gives
 * the text node under the point, and the address's own boxes confirm the point is on it.
 * Coordinates are in the viewport of the document the pointer is in (the top one or a frame's).
 */
import type { Address, AddressRegistry } from '../scan/address-registry';

type CaretDoc = Document & {
  caretPositionFromPoint?: (x: number, y: number, options?: { shadowRoots?: ShadowRoot[] }) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

/** The open shadow roots under the point, outermost first, and the deepest element hit. */
function shadowPath(doc: Document, x: number, y: number): { roots: ShadowRoot[]; deepest: Element | null } {
  const roots: ShadowRoot[] = [];
  let el = doc.elementFromPoint(x, y);
  while (el?.shadowRoot && roots.length < 32) {
    roots.push(el.shadowRoot);
    const inner: Element | null = el.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === el) break;
    el = inner;
  }
  return { roots, deepest: el };
}

/** Caret hit-tests stop at shadow boundaries unless given the roots to enter (Chromium 128+). */
function nodeAtPoint(doc: CaretDoc, x: number, y: number, shadowRoots: ShadowRoot[]): Node | null {
  if (doc.caretPositionFromPoint) return doc.caretPositionFromPoint(x, y, { shadowRoots })?.offsetNode ?? null;
  return doc.caretRangeFromPoint?.(x, y)?.startContainer ?? null;
}

export function liveRange(address: Address): Range {
  const range = address.nodes[0]!.ownerDocument.createRange();
  range.setStart(address.range.startContainer, address.range.startOffset);
  range.setEnd(address.range.endContainer, address.range.endOffset);
  return range;
}

/**
 * `onShadowRoot` hears of every open shadow root under the pointer: one attached after its host
 * was scanned (a custom element upgraded late) is found this way at the latest.
 */
export function addressAtPoint(
  registry: AddressRegistry,
  doc: Document,
  x: number,
  y: number,
  onShadowRoot: (root: ShadowRoot) => void,
): Address | null {
  const { roots, deepest } = shadowPath(doc, x, y);
  for (const root of roots) onShadowRoot(root);
  const node = nodeAtPoint(doc, x, y, roots);
  const candidates: Node[] = node?.nodeType === 3 ? [node] : [];
  // Where the caret test stopped at the host (Chromium before 128 has only caretRangeFromPoint;
  // an engine may ignore `shadowRoots`), the text is among the deepest element's own children.
  if (roots.length && deepest && !(node && registry.inNode(node).length)) candidates.push(...deepest.childNodes);
  for (const candidate of candidates) {
    for (const address of registry.inNode(candidate)) {
      if (!address.nodes.every((n) => n.isConnected)) continue;
      for (const r of liveRange(address).getClientRects()) {
        if (x >= r.left - 1 && x <= r.right + 1 && y >= r.top - 1 && y <= r.bottom + 1) return address;
      }
    }
  }
  return null;
}
