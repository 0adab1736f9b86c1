/**
 * The addresses found in the page, by the text nodes they lie in. Ranges are StaticRanges: live
 * Ranges would make the browser update thousands of them on every DOM change the app makes.
 * Nodes that leave the page are forgotten, so a working day does not grow the registry.
 *
 * The underline is the CSS Custom Highlight API, painted in batches (`paint`): each change to a
 * registered highlight costs the page a frame in proportion to its size, so pages past a size get
 * none (underline-limit.ts), and it holds only the addresses near the viewport (underline-window.ts).
 */
import { isColleague } from '../shared/colleagues';
import { addressesFit, underlineFits } from './underline-limit';
import { followScrolling, HeldHighlight, moved } from './underline-window';

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
  private readonly highlights = new Map<Document, HeldHighlight>();
  /** Found since the last paint, not yet in a highlight. */
  private unpainted = new Set<Address>();
  private highlighted = false;
  /** The first pass found more addresses than the underline shows: it stays down until turned on again. */
  private tooMany = false;
  private count = 0;
  /** Asked when a node the pointer is on has no address yet: the resolver may not have reached it. */
  onMiss: (node: Node) => void = () => undefined;
  /** Told when the underline turns on: what was left to the pointer is now worth finding ahead. */
  onHighlightOn: () => void = () => undefined;
  /** Told when a domain is no longer left alone: its addresses, passed over, are to be found again. */
  onColleaguesDropped: () => void = () => undefined;
  /** Colleagues' domains (from the background): their addresses are never added, so never underlined or asked for. */
  private colleagues: readonly string[] = [];
  /**
   * Asked last, for a node the agent points at whose text holds no address: the address the app
   * keeps in an attribute of the element around it (a sender shown by name, sender-address.ts).
   * Such an address is neither kept here nor underlined.
   */
  inAttributes: (node: Node) => Address | null = () => null;

  get size(): number {
    return this.count;
  }

  /** Show or hide the underline; hover and click work either way. */
  setHighlighted(on: boolean): void {
    if (on === this.highlighted) return;
    this.highlighted = on;
    this.tooMany = false;
    this.unpainted.clear();
    for (const doc of this.documents()) {
      if (on) this.fit(doc);
      else if (this.highlights.delete(doc)) doc.defaultView?.CSS?.highlights?.delete(HIGHLIGHT_NAME);
    }
    if (on) this.onHighlightOn();
  }

  /**
   * Whether finding a document's addresses before the pointer comes pays. Only the underline
   * needs them all; hover, focus and click resolve the address they land on (`inNode`).
   */
  eagerFor(doc: Document): boolean {
    return this.highlighted && !this.tooMany && addressesFit(this.count, this.highlights.has(doc)) && underlineFits(doc);
  }

  /** Whether the underline could hold `more` addresses besides those it has (the lower limit before it is first shown). */
  holds(more: number): boolean {
    return addressesFit(this.count + more, this.highlights.size > 0);
  }

  /** The page holds more addresses than the underline shows: take it down, find no more ahead. */
  markTooMany(): void {
    this.tooMany = true;
    for (const doc of [...this.highlights.keys()]) this.fit(doc);
  }

  /** Puts what was found since the last paint into each document's highlight: one change each. */
  paint(): void {
    const batch = this.unpainted;
    this.unpainted = new Set();
    if (!this.highlighted || typeof Highlight !== 'function') return;
    // Past the address limit no document keeps its underline: take down any still shown, and
    // skip the batch (on a page of 100,000 addresses the last paint read them all for nothing).
    if (!addressesFit(this.count, true)) {
      for (const doc of [...this.highlights.keys()]) this.fit(doc);
      return;
    }
    // Whether each document of the batch is to be held again: not when `fit` just registered
    // its highlight, which filled it already (each fill reads every address's rectangle).
    const again = new Map<Document, boolean>();
    for (const address of batch) {
      const node = address.nodes[0]!;
      const doc = node.ownerDocument;
      if (!node.isConnected || again.has(doc)) continue;
      const held = this.highlights.has(doc);
      again.set(doc, this.fit(doc) && held);
    }
    // Near the viewport only: the rows around it moved too (an app prepends), so all are read again.
    for (const [doc, hold] of again) if (hold) this.hold(doc);
  }

  /** Whether an address is a colleague's, to be left alone. */
  isColleague(email: string): boolean {
    return isColleague(email, this.colleagues);
  }

  /** A new list of colleagues' domains: their addresses go at once; a dropped domain's come back. */
  setColleagues(domains: readonly string[]): void {
    const dropped = this.colleagues.some((d) => !domains.includes(d));
    this.colleagues = [...domains];
    for (const address of [...this.all()]) if (this.isColleague(address.email)) this.remove(address);
    if (dropped) this.onColleaguesDropped();
  }

  add(email: string, range: StaticRange, nodes: Text[]): void {
    if (this.colleagues.length && this.isColleague(email)) return;
    const existing = this.byNode.get(nodes[0]!);
    if (existing?.some((a) => a.range.startOffset === range.startOffset && a.email === email)) return;
    const address: Address = { email, range, nodes };
    for (const node of nodes) {
      const list = this.byNode.get(node);
      if (list) list.push(address);
      else this.byNode.set(node, [address]);
    }
    // Past the limit nothing is painted; a highlight made again later is filled from all (`fit`).
    if (this.highlighted && addressesFit(this.count, true)) this.unpainted.add(address);
    this.count += 1;
  }

  /** Forget every address that touches these nodes (their text changed or they left). */
  forget(node: Text): void {
    const list = this.byNode.get(node);
    if (!list) return;
    for (const address of [...list]) this.remove(address);
  }

  /**
   * The addresses in a node the agent points at (resolved now if its batch has not run yet), or
   * else the one its element keeps in an attribute.
   */
  inNode(node: Node): readonly Address[] {
    const list = this.byNode.get(node as Text);
    if (list) return list;
    this.onMiss(node);
    const found = this.byNode.get(node as Text);
    if (found) return found;
    const sender = this.inAttributes(node);
    return sender ? [sender] : [];
  }

  has(node: Node): boolean {
    return this.byNode.has(node as Text);
  }

  /** Forgets the addresses in a subtree that left the page (a removed row, a closed thread). */
  forgetUnder(root: Node): void {
    if (!this.count) return;
    if (root.nodeType === 3) return this.forget(root as Text);
    const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (this.byNode.has(n as Text)) this.forget(n as Text);
  }

  /** Drops addresses whose text left the document, and the highlights of frames that left. */
  sweep(): void {
    for (const [node, list] of this.byNode) {
      if (gone(node)) for (const address of [...list]) this.remove(address);
    }
    for (const doc of this.highlights.keys()) if (!doc.defaultView) this.highlights.delete(doc);
  }

  /**
   * Registers the document's highlight when it fits, and takes it away when the page has grown
   * past a limit (one last change, instead of one per batch from then on).
   */
  private fit(doc: Document): boolean {
    const registry = doc.defaultView?.CSS?.highlights;
    if (!registry || typeof Highlight !== 'function') return false;
    if (this.tooMany || !addressesFit(this.count, this.highlights.has(doc)) || !underlineFits(doc)) {
      if (this.highlights.delete(doc)) registry.delete(HIGHLIGHT_NAME);
      return false;
    }
    if (!this.highlights.has(doc)) {
      const held = new HeldHighlight(new Highlight());
      this.highlights.set(doc, held);
      registry.set(HIGHLIGHT_NAME, held.highlight);
      // Filled with what this document already has (found while the underline was off).
      this.hold(doc);
    }
    return true;
  }

  /** Fills a document's highlight with its addresses near its viewport, and follows its scrolling. */
  private hold(doc: Document): void {
    const held = this.highlights.get(doc);
    if (!held) return;
    held.holdOnly([...this.all()].filter((a) => a.nodes[0]!.ownerDocument === doc));
    followScrolling(doc, () => this.hold(doc));
  }

  private *all(): Iterable<Address> {
    for (const [node, list] of this.byNode) for (const a of list) if (a.nodes[0] === node) yield a;
  }

  private documents(): Set<Document> {
    const docs = new Set<Document>(this.highlights.keys());
    for (const node of this.byNode.keys()) docs.add(node.ownerDocument);
    return docs;
  }

  private remove(address: Address): void {
    for (const node of address.nodes) {
      const list = this.byNode.get(node);
      if (!list) continue;
      const rest = list.filter((a) => a !== address);
      if (rest.length) this.byNode.set(node, rest);
      else this.byNode.delete(node);
    }
    this.unpainted.delete(address);
    const doc = address.nodes[0]!.ownerDocument;
    this.highlights.get(doc)?.delete(address.range);
    // What was below the removed text moved up, maybe into view.
    moved(doc);
    this.count -= 1;
  }
}
