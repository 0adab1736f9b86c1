/**
 * Finds addresses in the page and follows it as it changes. Almost every text node costs one
 * `indexOf('@')`; only the few with an '@' cost more. Work is cut into slices so the page's main
 * thread is never held long, and a MutationObserver feeds only what changed. Open shadow roots and
 * same-origin frames' documents are scanned and observed each: the document's walker and observer
 * do not see into them.
 */
import type { AddressRegistry } from './address-registry';
import { Discovery } from './discovery';
import { addressesIn, isSkipped, runAround, scopeOf } from './text-runs';

const SLICE_MS = 8;
const CHECK_EVERY = 128;
const OBSERVE: MutationObserverInit = { childList: true, subtree: true, characterData: true };

export class Scanner {
  private readonly queue: Node[] = [];
  private scheduled = false;
  private sweepDue = false;
  private observer: MutationObserver | null = null;
  private adopted = new WeakSet<Node>();
  private readonly discovery: Discovery;
  private readonly resumeAt = new WeakMap<Node, Text>();

  constructor(
    private readonly registry: AddressRegistry,
    private readonly doc: Document,
    private readonly ownHost: () => Element | null,
    onFrame: (frame: HTMLIFrameElement | HTMLFrameElement) => void = () => undefined,
  ) {
    this.discovery = new Discovery({ shadowRoot: (root) => this.adopt(root), frame: onFrame });
  }

  start(): void {
    this.observer = new MutationObserver((records) => this.onMutations(records));
    this.adopted = new WeakSet();
    this.adopt(this.doc);
  }

  stop(): void {
    this.observer?.disconnect();
    this.queue.length = 0;
    this.discovery.clear();
  }

  /**
   * Scans, then follows, a document or open shadow root, once. `now`: one found under the
   * pointer, scanned at once (up to a slice) so that it can be hovered.
   */
  adopt(root: Document | ShadowRoot, now = false): void {
    if (!this.observer || this.adopted.has(root)) return;
    this.adopted.add(root);
    this.observer.observe(root, OBSERVE);
    const doc = root.nodeType === 9 ? (root as Document) : null;
    const text = doc ? (doc.body ?? doc.documentElement ?? doc) : root;
    if (!now || !this.scanRoot(text, performance.now() + SLICE_MS)) this.enqueue(text);
    this.discovery.add(root);
    if (doc && doc !== this.doc) this.sweepDue = true; // a frame's new document: drop the old one's
  }

  /** Scans the text queued now, in one go (tests and benchmarks); discovery follows in slices. */
  flush(): void {
    while (this.queue.length) this.scanRoot(this.queue.shift()!, Infinity);
    if (this.sweepDue) this.registry.sweep();
    this.sweepDue = false;
  }

  private onMutations(records: MutationRecord[]): void {
    const host = this.ownHost();
    for (const record of records) {
      if (record.type === 'characterData') {
        this.registry.forget(record.target as Text);
        this.enqueue(record.target);
        continue;
      }
      if (record.removedNodes.length) this.sweepDue = true;
      for (const node of record.addedNodes) {
        if (node === host) continue;
        this.enqueue(node);
        this.discovery.add(node);
      }
    }
    if (this.sweepDue) this.schedule();
  }

  private enqueue(node: Node): void {
    this.queue.push(node);
    this.schedule();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => this.runSlice(), 0);
  }

  private runSlice(): void {
    this.scheduled = false;
    const deadline = performance.now() + SLICE_MS;
    while (this.queue.length && performance.now() < deadline) {
      const root = this.queue[0]!;
      if (this.scanRoot(root, deadline)) this.queue.shift();
    }
    // Text first: shadow roots and frames are looked for only once the text queue is empty.
    if (!this.queue.length) this.discovery.run(deadline);
    if (this.queue.length || this.discovery.pending) return this.schedule();
    if (this.sweepDue) {
      this.sweepDue = false;
      this.registry.sweep();
    }
  }

  /** Returns false when the deadline cut the scan short; the root stays queued and resumes. */
  private scanRoot(root: Node, deadline: number): boolean {
    if (!root.isConnected) return true;
    const scope = scopeOf(root);
    if (root.nodeType === 3) {
      this.scanText(root as Text, scope);
      return true;
    }
    const resume = this.resumeAt.get(root);
    const walker = this.doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    if (resume?.isConnected) walker.currentNode = resume;
    const skip = new Set<Text>();
    let seen = 0;
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      if (node.data.indexOf('@') !== -1) {
        if (skip.has(node)) skip.delete(node);
        else for (const n of this.scanText(node, scope)) skip.add(n);
      }
      if (++seen % CHECK_EVERY === 0 && performance.now() > deadline) {
        this.resumeAt.set(root, node);
        return false;
      }
    }
    this.resumeAt.delete(root);
    return true;
  }

  /** Scans the run around one text node; returns the later nodes it already covered. */
  private scanText(node: Text, scope: Node): Text[] {
    if (node.data.indexOf('@') === -1 || isSkipped(node, this.ownHost())) return [];
    const run = runAround(node, scope);
    for (const found of addressesIn(run)) this.registry.add(found.email, found.range, found.nodes);
    return run.nodes.slice(run.nodes.indexOf(node) + 1);
  }
}
