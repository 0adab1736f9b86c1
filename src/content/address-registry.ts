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

export class AddressRegistry {
  private readonly byNode = new Map<Text, Address[]>();
  private readonly highlight: Highlight | null =
    typeof Highlight === 'function' ? new Highlight() : null;
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Show or hide the underline; hover and click work either way. */
  setHighlighted(on: boolean): void {
    if (!this.highlight || typeof CSS === 'undefined' || !CSS.highlights) return;
    if (on) CSS.highlights.set(HIGHLIGHT_NAME, this.highlight);
    else CSS.highlights.delete(HIGHLIGHT_NAME);
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
    this.highlight?.add(range);
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

  /** Drops addresses whose text left the document. */
  sweep(): void {
    for (const [node, list] of this.byNode) {
      if (!node.isConnected) for (const address of [...list]) this.remove(address);
    }
  }

  private remove(address: Address): void {
    for (const node of address.nodes) {
      const list = this.byNode.get(node);
      if (!list) continue;
      const rest = list.filter((a) => a !== address);
      if (rest.length) this.byNode.set(node, rest);
      else this.byNode.delete(node);
    }
    this.highlight?.delete(address.range);
    this.count -= 1;
  }
}
