/**
 * Finds addresses in the page and follows it as it changes. The first pass reads text a chunk of
 * nodes at a time (first-pass.ts); a node that holds or may continue an address goes to the
 * resolver (address-resolver.ts), which makes the spans and ranges after the next frame. Work is
 * cut into slices so the page's main thread is never held long, and a MutationObserver feeds only
 * what changed. Open shadow roots and same-origin frames' documents are scanned and observed each.
 */
import type { AddressRegistry } from './address-registry';
import { AddressResolver } from './address-resolver';
import { Discovery } from './discovery';
import { mayHold, scanEach, walkText, type ChunkRanges } from './first-pass';
import { HotPlaces, OBSERVE } from './hot-places';

const SLICE_MS = 8;

export class Scanner {
  // Not `#`: the bench (bench/page/page-entry.ts) reads the queue and times the slices and callbacks.
  private readonly queue: Node[] = [];
  private scheduled = false;
  #sweepDue = false;
  #observer: MutationObserver | null = null;
  #adopted = new WeakSet<Node>();
  private readonly discovery: Discovery;
  readonly resolver: AddressResolver;
  #resumeAt = new WeakMap<Node, Text>();
  readonly #ranges: ChunkRanges = new WeakMap();
  /** Every document and shadow root adopted, to scan again when the underline comes back. */
  readonly #roots = new Set<Document | ShadowRoot>();
  #pruneAt = 64;

  readonly #registry: AddressRegistry;
  readonly #doc: Document;
  readonly #ownHost: () => Element | null;
  /** Places the app rewrites each frame, left out of the observer. */
  readonly #hot: HotPlaces;

  constructor(
    registry: AddressRegistry,
    doc: Document,
    ownHost: () => Element | null,
    onFrame: (frame: HTMLIFrameElement | HTMLFrameElement) => void = () => undefined,
  ) {
    this.#registry = registry;
    this.#doc = doc;
    this.#ownHost = ownHost;
    this.discovery = new Discovery({ shadowRoot: (root) => this.adopt(root), frame: onFrame }, (doc) => this.#eager(doc));
    this.resolver = new AddressResolver(registry, ownHost);
    this.#hot = new HotPlaces({
      ownHost,
      replan: () => this.#replan(),
      changed: (box) => {
        if (box) this.#enqueue(box);
        this.#registry.changed(box ? [box] : [], true);
      },
    });
  }

  /**
   * Whether a document's addresses are found before the pointer comes: only where the underline
   * is drawn (on, and within its limits). Elsewhere the only eager work is finding frames, and
   * hover, focus and click resolve the address they land on: an agent's tab does not pay for
   * ranges nobody sees (resolved ahead of the pointer, the whole load on a large inbox was 5–9× a
   * bare walk).
   */
  #eager(doc: Document): boolean {
    return this.#registry.eagerFor(doc);
  }

  /**
   * The underline came (back) on, or a colleague's domain was dropped (the registry's
   * `findAgain`): scan every root again, as at the start.
   */
  rescan(): void {
    if (!this.#observer) return;
    this.resolver.reset();
    this.#resumeAt = new WeakMap(); // from the start, not from where a walk left off
    for (const root of this.#roots) {
      const doc = root.nodeType === 9 ? (root as Document) : null;
      if (rootGone(root)) this.#roots.delete(root);
      else {
        this.#enqueue(doc ? (doc.body ?? doc.documentElement ?? doc) : root);
        this.discovery.add(root); // shadow roots too, now that the underline needs them
      }
    }
  }

  start(): void {
    this.#observer = new MutationObserver((records) => this.onMutations(records));
    this.#adopted = new WeakSet();
    this.adopt(this.#doc);
  }

  stop(): void {
    this.#hot.clear();
    this.#observer?.disconnect();
    this.queue.length = 0;
    this.discovery.clear();
    this.resolver.clear();
  }

  /**
   * Scans, then follows, a document or open shadow root, once. `now`: one found under the
   * pointer, scanned at once (up to a slice) so that it can be hovered.
   */
  adopt(root: Document | ShadowRoot, now = false): void {
    if (!this.#observer || this.#adopted.has(root)) return;
    this.#adopted.add(root);
    // Pruned as it grows: a frame that navigates, or rows with shadow roots that come and go,
    // would otherwise keep every old document and shadow root alive for the whole day.
    if (this.#roots.size >= this.#pruneAt) {
      for (const r of this.#roots) if (rootGone(r)) this.#roots.delete(r);
      this.#pruneAt = Math.max(64, this.#roots.size * 2);
    }
    this.#roots.add(root);
    this.#observer.observe(root, OBSERVE);
    const doc = root.nodeType === 9 ? (root as Document) : null;
    const text = doc ? (doc.body ?? doc.documentElement ?? doc) : root;
    if (!now || !this.#scanRoot(text, performance.now() + SLICE_MS)) this.#enqueue(text);
    this.discovery.add(root);
    if (doc && doc !== this.#doc) this.#sweepDue = true; // a frame's new document: drop the old one's
  }

  /**
   * The first pass over the text queued now, in one go (tests and benchmarks); the resolver and
   * discovery follow in slices (or `resolver.flush()`).
   */
  flush(): void {
    while (this.queue.length) this.#scanRoot(this.queue.shift()!, Infinity);
    if (this.#sweepDue) this.#registry.sweep();
    this.#sweepDue = false;
  }

  private onMutations(records: MutationRecord[]): void {
    const host = this.#ownHost();
    const now = performance.now();
    // The underline's text may have moved; with elements added or removed, what lies over it too.
    const changed: Node[] = [];
    let elements = false;
    let replan = false;
    for (const record of records) {
      changed.push(record.target);
      replan = this.#hot.noteRecord(record, now) || replan;
      if (record.type === 'characterData') {
        this.#registry.forget(record.target as Text);
        this.resolver.forget(record.target as Text);
        if (mayHold(record.target)) this.#enqueue(record.target);
        continue;
      }
      // Only what left is read again: a removed row costs its own text, not the registry's.
      for (const node of record.removedNodes) {
        elements ||= node.nodeType === 1;
        if (!node.isConnected) this.#registry.forgetUnder(node);
      }
      for (const node of record.addedNodes) {
        if (node === host) continue;
        elements ||= node.nodeType === 1;
        if (mayHold(node)) this.#enqueue(node);
        if (node.nodeType !== 3) this.discovery.add(node);
      }
    }
    if (changed.length) this.#registry.changed(changed, elements);
    if (this.#sweepDue) this.#schedule();
    if (replan) this.#replan();
  }

  /** The observer planned again for the places left out: what it had noticed first is read. */
  #replan(): void {
    const observer = this.#observer;
    if (!observer) return;
    const pending = observer.takeRecords();
    observer.disconnect();
    this.#hot.observeAll(
      observer,
      [...this.#roots].filter((root) => !rootGone(root)),
    );
    if (pending.length) this.onMutations(pending);
  }

  #enqueue(node: Node): void {
    this.queue.push(node);
    this.#schedule();
  }

  #schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => this.runSlice(), 0);
  }

  private runSlice(): void {
    this.scheduled = false;
    const deadline = performance.now() + SLICE_MS;
    while (this.queue.length && performance.now() < deadline) {
      const root = this.queue[0]!;
      if (this.#scanRoot(root, deadline)) this.queue.shift();
    }
    // Text first: shadow roots and frames are looked for only once the text queue is empty.
    if (!this.queue.length) this.discovery.run(deadline);
    if (this.queue.length || this.discovery.pending) return this.#schedule();
    if (this.#sweepDue) {
      this.#sweepDue = false;
      this.#registry.sweep();
    }
  }

  /** Returns false when the deadline cut the scan short; the root stays queued and resumes. */
  #scanRoot(root: Node, deadline: number): boolean {
    if (!root.isConnected || !this.#eager(root.ownerDocument ?? (root as Document))) return true;
    const found: Text[] = [];
    if (root.nodeType === 3) {
      scanEach([root as Text], found);
      this.#found(found);
      return true;
    }
    const resume = this.#resumeAt.get(root);
    const walker = this.#doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    if (resume?.isConnected) walker.currentNode = resume;
    const stoppedAt = walkText(walker, found, deadline, this.#ranges);
    this.#found(found);
    if (stoppedAt) this.#resumeAt.set(root, stoppedAt);
    else this.#resumeAt.delete(root);
    return !stoppedAt;
  }

  /** To the resolver, unless the page holds more addresses than the underline ever shows. */
  #found(nodes: Text[]): void {
    if (!nodes.length) return;
    if (this.#registry.holds(this.resolver.pending + nodes.length)) return this.resolver.add(nodes);
    this.resolver.clear();
    this.#registry.markTooMany();
  }
}

/** A frame's old document (it navigated), or a shadow root whose host left the page. */
function rootGone(root: Document | ShadowRoot): boolean {
  return root.nodeType === 9 ? !(root as Document).defaultView : !(root as ShadowRoot).host.isConnected;
}
