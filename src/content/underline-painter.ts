/**
 * The underline: the CSS Custom Highlight API, painted in batches (`paint`): each change to a
 * registered highlight costs the page a frame in proportion to its size, so pages past a size get
 * none (underline-limit.ts), and it holds only the addresses near the viewport (underline-window.ts).
 * It keeps no addresses of its own: it reads those of the index it is made for (address-registry.ts).
 */
import type { Address } from './address-registry';
import { addressesFit, underlineFits } from './underline-limit';
import { followScrolling, HeldHighlight, moved } from './underline-window';

export const HIGHLIGHT_NAME = 'customer-lens-email';

/** What the painter reads of the address index. */
export interface Painted {
  readonly size: number;
  all(): Iterable<Address>;
}

export class UnderlinePainter {
  /** Each document paints only the highlights in its own `CSS.highlights`: one per document. */
  private readonly highlights = new Map<Document, HeldHighlight>();
  /** Found since the last paint, not yet in a highlight. */
  private unpainted = new Set<Address>();
  private highlighted = false;
  /** The first pass found more addresses than the underline shows: it stays down until turned on again. */
  private tooMany = false;

  constructor(private readonly index: Painted) {}

  /** Shows or hides the underline; true when it just turned on. */
  set(on: boolean): boolean {
    if (on === this.highlighted) return false;
    this.highlighted = on;
    this.tooMany = false;
    this.unpainted.clear();
    const docs = new Set(this.highlights.keys());
    for (const address of this.index.all()) docs.add(address.nodes[0]!.ownerDocument);
    for (const doc of docs) {
      if (on) this.fit(doc);
      else if (this.highlights.delete(doc)) doc.defaultView?.CSS?.highlights?.delete(HIGHLIGHT_NAME);
    }
    return on;
  }

  /** Whether the underline is drawn in a document (the index's `eagerFor`). */
  eagerFor(doc: Document): boolean {
    return this.highlighted && !this.tooMany && addressesFit(this.index.size, this.highlights.has(doc)) && underlineFits(doc);
  }

  /** Whether the underline could hold `more` addresses besides the index's (the lower limit before it is first shown). */
  holds(more: number): boolean {
    return addressesFit(this.index.size + more, this.highlights.size > 0);
  }

  /** The page holds more addresses than the underline shows: take it down. */
  markTooMany(): void {
    this.tooMany = true;
    for (const doc of [...this.highlights.keys()]) this.fit(doc);
  }

  /** An address is being added to the index (not counted yet): painted with the next batch. */
  added(address: Address): void {
    // Past the limit nothing is painted; a highlight made again later is filled from all (`fit`).
    if (this.highlighted && addressesFit(this.index.size, true)) this.unpainted.add(address);
  }

  /** An address left the index: out of its highlight. */
  removed(address: Address): void {
    this.unpainted.delete(address);
    const doc = address.nodes[0]!.ownerDocument;
    this.highlights.get(doc)?.delete(address.range);
    // What was below the removed text moved up, maybe into view.
    moved(doc);
  }

  /** Drops the highlights of frames that left. */
  sweep(): void {
    for (const doc of this.highlights.keys()) if (!doc.defaultView) this.highlights.delete(doc);
  }

  /** Puts what was found since the last paint into each document's highlight: one change each. */
  paint(): void {
    const batch = this.unpainted;
    this.unpainted = new Set();
    if (!this.highlighted || typeof Highlight !== 'function') return;
    // Past the address limit no document keeps its underline: take down any still shown, and
    // skip the batch (on a page of 100,000 addresses the last paint read them all for nothing).
    if (!addressesFit(this.index.size, true)) {
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

  /**
   * Registers the document's highlight when it fits, and takes it away when the page has grown
   * past a limit (one last change, instead of one per batch from then on).
   */
  private fit(doc: Document): boolean {
    const registry = doc.defaultView?.CSS?.highlights;
    if (!registry || typeof Highlight !== 'function') return false;
    if (this.tooMany || !addressesFit(this.index.size, this.highlights.has(doc)) || !underlineFits(doc)) {
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
    held.holdOnly([...this.index.all()].filter((a) => a.nodes[0]!.ownerDocument === doc));
    followScrolling(doc, () => this.hold(doc));
  }
}
