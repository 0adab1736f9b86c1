/**
 * The underline: lines of our own under the addresses near the viewport (underline/layer.ts), one
 * layer per document, painted in batches (`paint`) as the scanner finds addresses; pages past a
 * size get none (underline/limit.ts). The lines follow scrolling each frame (underline/window.ts)
 * and, after the app changed the page, are checked again (underline/checks.ts).
 * It keeps no addresses of its own: it reads those of the index it is made for (address-registry.ts).
 */
import type { Address } from '../scan/address';
import { UnderlineLayer } from './layer';
import { LineChecks } from './checks';
import { addressesFit, underlineFits, type Sizes } from './limit';
import { followScrolling, moved, type Followers } from './window';

/**
 * While the page scrolls, which addresses are near the viewport is chosen again this often: the
 * window reaches a screen beyond the viewport, so an address comes into view held and drawn even
 * in a long scroll, not only once scrolling rests.
 */
const REHOLD_MS = 80;

/** What the painter reads of the address index. */
export interface Painted {
  readonly size: number;
  all(): Iterable<Address>;
}

export class UnderlinePainter {
  /** Each document's lines are drawn in its own layer. */
  readonly #layers = new Map<Document, UnderlineLayer>();
  /** When each document's addresses near the viewport were last chosen. */
  readonly #heldAt = new WeakMap<Document, number>();
  readonly #sized: Sizes = new WeakMap();
  readonly #followers: Followers = new WeakMap();
  /** The checks of the lines after the app changed the page. */
  readonly #checks = new LineChecks(this.#layers);
  /** Found since the last paint, not yet drawn. */
  #unpainted = new Set<Address>();
  #highlighted = false;
  /** The first pass found more addresses than the underline shows: it stays down until turned on again. */
  #tooMany = false;

  readonly #index: Painted;

  constructor(index: Painted) {
    this.#index = index;
  }

  /** Shows or hides the underline; true when it just turned on. */
  set(on: boolean): boolean {
    if (on === this.#highlighted) return false;
    this.#highlighted = on;
    this.#tooMany = false;
    this.#unpainted.clear();
    const docs = new Set(this.#layers.keys());
    for (const address of this.#index.all()) docs.add(address.nodes[0]!.ownerDocument);
    for (const doc of docs) {
      if (on) this.#fit(doc);
      else this.#drop(doc);
    }
    return on;
  }

  /** Whether the underline is drawn in a document (the index's `eagerFor`). */
  eagerFor(doc: Document): boolean {
    return this.#highlighted && !this.#tooMany && addressesFit(this.#index.size, this.#layers.has(doc)) && underlineFits(doc, this.#sized);
  }

  /** Whether the underline could hold `more` addresses besides the index's (the lower limit before it is first shown). */
  holds(more: number): boolean {
    return addressesFit(this.#index.size + more, this.#layers.size > 0);
  }

  /** The page holds more addresses than the underline shows: take it down. */
  markTooMany(): void {
    this.#tooMany = true;
    for (const doc of [...this.#layers.keys()]) this.#fit(doc);
  }

  /** An address is being added to the index (not counted yet): painted with the next batch. */
  added(address: Address): void {
    // Past the limit nothing is painted; a layer made again later is filled from all (`fit`).
    if (this.#highlighted && addressesFit(this.#index.size, true)) this.#unpainted.add(address);
  }

  /** An address left the index: its lines taken away. */
  removed(address: Address): void {
    this.#unpainted.delete(address);
    const doc = address.nodes[0]!.ownerDocument;
    this.#layers.get(doc)?.delete(address);
    // What was below the removed text moved up, maybe into view.
    moved(doc, this.#followers);
  }

  /** Drops the layers of frames that left. */
  sweep(): void {
    for (const doc of [...this.#layers.keys()]) if (!doc.defaultView) this.#drop(doc);
  }

  /** The app changed the page: the lines are checked again (underline/checks.ts). */
  changed(where: Node[], look: boolean): void {
    this.#checks.changed(where, look);
  }

  /** Puts what was found since the last paint into each document's layer. */
  paint(): void {
    const batch = this.#unpainted;
    this.#unpainted = new Set();
    if (!this.#highlighted) return;
    // Past the address limit no document keeps its underline: take down any still shown, and
    // skip the batch (on a page of 100,000 addresses the last paint read them all for nothing).
    if (!addressesFit(this.#index.size, true)) {
      for (const doc of [...this.#layers.keys()]) this.#fit(doc);
      return;
    }
    // Whether each document of the batch is to be held again: not when `fit` just registered
    // its layer, which drew it already (each drawing reads every address's boxes).
    const again = new Map<Document, boolean>();
    for (const address of batch) {
      const node = address.nodes[0]!;
      const doc = node.ownerDocument;
      if (!node.isConnected || again.has(doc)) continue;
      const held = this.#layers.has(doc);
      again.set(doc, this.#fit(doc) && held);
    }
    // Near the viewport only: the rows around it moved too (an app prepends), so all are read again.
    for (const [doc, hold] of again) if (hold) this.#hold(doc);
  }

  /**
   * Makes the document's layer when it fits, and takes it away when the page has grown
   * past a limit (one last change, instead of one per batch from then on).
   */
  #fit(doc: Document): boolean {
    if (!doc.defaultView) return false;
    if (this.#tooMany || !addressesFit(this.#index.size, this.#layers.has(doc)) || !underlineFits(doc, this.#sized)) {
      this.#drop(doc);
      return false;
    }
    if (!this.#layers.has(doc)) {
      this.#layers.set(doc, new UnderlineLayer(doc));
      // Filled with what this document already has (found while the underline was off).
      this.#hold(doc);
    }
    return true;
  }

  #drop(doc: Document): void {
    this.#layers.get(doc)?.clear();
    this.#layers.delete(doc);
  }

  /** In a frame while `doc` scrolls: every layer placed again (a frame's lines move with its parent). */
  #moving(doc: Document): void {
    const rehold = performance.now() - (this.#heldAt.get(doc) ?? 0) > REHOLD_MS;
    if (rehold) this.#hold(doc);
    for (const [d, layer] of this.#layers) if (!rehold || d !== doc) layer.draw(true);
  }

  /** Fills a document's layer with its addresses near its viewport, and follows its scrolling. */
  #hold(doc: Document): void {
    const held = this.#layers.get(doc);
    if (!held) return;
    this.#heldAt.set(doc, performance.now());
    this.#checks.forget(); // what holds none of the underlined text may hold some now
    held.holdOnly([...this.#index.all()].filter((a) => a.nodes[0]!.ownerDocument === doc));
    followScrolling(
      doc,
      {
        moving: () => this.#moving(doc),
        settled: () => this.#hold(doc),
        touched: () => this.changed([doc], true),
      },
      this.#followers,
    );
  }
}
