/**
 * Finds addresses in the page and follows it as it changes. Almost every text node costs one
 * `indexOf('@')`; only the few with an '@' cost more. Work is cut into slices so the page's main
 * thread is never held long, and a MutationObserver feeds only what changed.
 */
import { findEmails } from '../shared/email/detect';
import type { AddressRegistry } from './address-registry';
import { isSkipped, locate, runAround } from './text-runs';

const SLICE_MS = 8;
const CHECK_EVERY = 128;

export class Scanner {
  private readonly queue: Node[] = [];
  private scheduled = false;
  private sweepDue = false;
  private observer: MutationObserver | null = null;

  constructor(
    private readonly registry: AddressRegistry,
    private readonly doc: Document,
    private readonly ownHost: () => Element | null,
  ) {}

  start(): void {
    this.enqueue(this.doc.body ?? this.doc.documentElement);
    this.observer = new MutationObserver((records) => this.onMutations(records));
    this.observer.observe(this.doc.documentElement, { childList: true, subtree: true, characterData: true });
  }

  stop(): void {
    this.observer?.disconnect();
    this.queue.length = 0;
  }

  /** Scans everything queued now, in one go (tests and benchmarks). */
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
      for (const node of record.addedNodes) if (node !== host) this.enqueue(node);
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
    if (this.queue.length) return this.schedule();
    if (this.sweepDue) {
      this.sweepDue = false;
      this.registry.sweep();
    }
  }

  /** Returns false when the deadline cut the scan short; the root stays queued and resumes. */
  private scanRoot(root: Node, deadline: number): boolean {
    if (!root.isConnected) return true;
    if (root.nodeType === 3) {
      this.scanText(root as Text);
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
        else for (const n of this.scanText(node)) skip.add(n);
      }
      if (++seen % CHECK_EVERY === 0 && performance.now() > deadline) {
        this.resumeAt.set(root, node);
        return false;
      }
    }
    this.resumeAt.delete(root);
    return true;
  }

  private readonly resumeAt = new WeakMap<Node, Text>();

  /** Scans the run around one text node; returns the later nodes it already covered. */
  private scanText(node: Text): Text[] {
    if (node.data.indexOf('@') === -1) return [];
    if (isSkipped(node, this.ownHost())) return [];
    const run = runAround(node, this.doc.body ?? this.doc.documentElement);
    for (const span of findEmails(run.text)) {
      const [startNode, startOffset] = locate(run, span.start, false);
      const [endNode, endOffset] = locate(run, span.end, true);
      const range = new StaticRange({ startContainer: startNode, startOffset, endContainer: endNode, endOffset });
      const from = run.nodes.indexOf(startNode);
      const to = run.nodes.indexOf(endNode);
      this.registry.add(span.email, range, run.nodes.slice(from, to + 1));
    }
    return run.nodes.slice(run.nodes.indexOf(node) + 1);
  }
}
