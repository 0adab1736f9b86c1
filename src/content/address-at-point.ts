/**
 * Which address the pointer is on, without touching the page: the browser's caret hit-test gives
 * the text node under the point, and the address's own boxes confirm the point is on it.
 */
import type { Address, AddressRegistry } from './address-registry';

type CaretDoc = Document & {
  caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  caretRangeFromPoint?: (x: number, y: number) => Range | null;
};

function nodeAtPoint(doc: CaretDoc, x: number, y: number): Node | null {
  if (doc.caretPositionFromPoint) return doc.caretPositionFromPoint(x, y)?.offsetNode ?? null;
  return doc.caretRangeFromPoint?.(x, y)?.startContainer ?? null;
}

export function liveRange(address: Address, doc: Document): Range {
  const range = doc.createRange();
  range.setStart(address.range.startContainer, address.range.startOffset);
  range.setEnd(address.range.endContainer, address.range.endOffset);
  return range;
}

export function boxOf(address: Address, doc: Document): DOMRect | null {
  if (!address.nodes.every((n) => n.isConnected)) return null;
  const rect = liveRange(address, doc).getBoundingClientRect();
  return rect.width || rect.height ? rect : null;
}

export function addressAtPoint(registry: AddressRegistry, doc: Document, x: number, y: number): Address | null {
  const node = nodeAtPoint(doc as CaretDoc, x, y);
  if (!node || node.nodeType !== 3) return null;
  for (const address of registry.inNode(node)) {
    if (!address.nodes.every((n) => n.isConnected)) continue;
    for (const r of liveRange(address, doc).getClientRects()) {
      if (x >= r.left - 1 && x <= r.right + 1 && y >= r.top - 1 && y <= r.bottom + 1) return address;
    }
  }
  return null;
}
