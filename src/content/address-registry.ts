/**
 * The addresses found in the page, by the text nodes they lie in. Ranges are StaticRanges: live
 * Ranges would make the browser update thousands of them on every DOM change the app makes.
 * Nodes that leave the page are swept out, so a working day does not grow the registry.
 */
export interface Address {
  email: string;
  range: StaticRange;
  nodes: Text[];
}

export const HIGHLIGHT_NAME = 'customer-lens-email';

/** Gone: out of its document, or in the old document of a frame that navigated away. */
function gone(node: Node): boolean {
  return !node.isConnected || !node.ownerDocument?.defaultView;
}

export class AddressRegistry {
  private readonly byNode = new Map<Text, Address[]>();
  /** Each document paints only the highlights in its own `CSS.highlights`: one per document. */
  private readonly highlights = new Map<Document, Highlight>();
  private highlighted = false;
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Show or hide the underline; hover and click work either way. */
  setHighlighted(on: boolean): void {
    this.highlighted = on;
    for (const [doc, highlight] of this.highlights) this.show(doc, highlight);
  }

  add(email: string, range: StaticRange, nodes: Text[]): void {
    const existing = this.byNode.get(nodes[0]!);
    if (existing?.some((a) => a.range.startOffset === range.startOffset && a.email === email)) return;
    const address: Address = { email, range, nodes };
    for (const node of nodes) {
      const list = this.byNode.get(node);
      if (list) list.push(address);
      else this.byNode.set(node, [address]);
    }
    this.highlightOf(nodes[0]!.ownerDocument)?.add(range);
    this.count += 1;
  }

  /** Forget every address that touches these nodes (their text changed or they left). */
  forget(node: Text): void {
    const list = this.byNode.get(node);
    if (!list) return;
    for (const address of [...list]) this.remove(address);
  }

  inNode(node: Node): readonly Address[] {
    return this.byNode.get(node as Text) ?? [];
  }

  /** Drops addresses whose text left the document, and the highlights of frames that left. */
  sweep(): void {
    for (const [node, list] of this.byNode) {
      if (gone(node)) for (const address of [...list]) this.remove(address);
    }
    for (const doc of this.highlights.keys()) if (!doc.defaultView) this.highlights.delete(doc);
  }

  private highlightOf(doc: Document): Highlight | null {
    if (typeof Highlight !== 'function') return null;
    let highlight = this.highlights.get(doc);
    if (!highlight) {
      highlight = new Highlight();
      this.highlights.set(doc, highlight);
      this.show(doc, highlight);
    }
    return highlight;
  }

  private show(doc: Document, highlight: Highlight): void {
    const registry = doc.defaultView?.CSS?.highlights;
    if (!registry) return;
    if (this.highlighted) registry.set(HIGHLIGHT_NAME, highlight);
    else registry.delete(HIGHLIGHT_NAME);
  }

  private remove(address: Address): void {
    for (const node of address.nodes) {
      const list = this.byNode.get(node);
      if (!list) continue;
      const rest = list.filter((a) => a !== address);
      if (rest.length) this.byNode.set(node, rest);
      else this.byNode.delete(node);
    }
    this.highlights.get(address.nodes[0]!.ownerDocument)?.delete(address.range);
    this.count -= 1;
  }
}
