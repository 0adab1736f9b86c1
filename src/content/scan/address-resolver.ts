/**
 * Turns what the scanner's first pass found (text nodes whose own text holds an address, or an
 * '@' that may continue beside it) into addresses the pointer can land on: it leaves out the
 * regions an agent writes in, joins text split by inline markup, and makes the ranges.
 *
 * It runs after the next frame, in slices. By then the browser has styled new nodes for its own
 * frame, so the computed styles read to join text cost no forced style pass inside our task
 * (reading them on an unstyled row made the scan of one new row cost ~6× more). The underline is
 * painted once a batch is done: each change to a registered highlight costs the page a frame in
 * proportion to its size. A node the pointer rests on is resolved at once (`resolveAround`).
 */
import type { AddressRegistry } from './address-registry';
import { addressesIn, inlineMemo, isSkipped, mayContinue, runAround, runOf, scopeOf, textWalker } from './text-runs';

const SLICE_MS = 8;
/** A hidden tab produces no frames; its batch still runs, later. */
const FRAME_FALLBACK_MS = 100;
/** Text nodes read on each side of a hovered node that is not resolved yet. */
const NEAR = 3;

export class AddressResolver {
  #nodes: Text[] = [];
  #head = 0;
  // Not `#`: the bench (bench/page/page-entry.ts) times the slices.
  private scheduled = false;
  /** Nodes read and found to hold no address (those that do are in the registry): the pointer passing again costs nothing. */
  #read = new WeakSet<Text>();

  readonly #registry: AddressRegistry;
  readonly #ownHost: () => Element | null;

  constructor(registry: AddressRegistry, ownHost: () => Element | null) {
    this.#registry = registry;
    this.#ownHost = ownHost;
  }

  get pending(): number {
    return this.#nodes.length - this.#head;
  }

  /**
   * Nodes the first pass found an address in, or an '@' that may continue beside them. Only the
   * nodes are kept, and the spans are made again here: making them in the first pass and keeping
   * them until now doubled the detector's cost in that pass (allocation, then the collector).
   */
  add(nodes: Text[]): void {
    if (this.pending) for (const node of nodes) this.#nodes.push(node);
    else {
      this.#nodes = nodes;
      this.#head = 0;
    }
    this.#schedule();
  }

  clear(): void {
    this.#nodes = [];
    this.#head = 0;
  }

  /** Everything is read again (the underline came back on: what was read is in the registry). */
  reset(): void {
    this.clear();
    this.#read = new WeakSet();
  }

  /** Resolves everything queued now, in one go (tests and benchmarks). */
  flush(): void {
    this.#run(Infinity);
  }

  /** A node whose text changed is read again when asked. */
  forget(node: Text): void {
    this.#read.delete(node);
  }

  /**
   * The pointer (or focus) is on `node` before any batch resolved it (none runs on a page the
   * underline does not fit): resolve it and its neighbours now.
   */
  resolveAround(node: Node): void {
    if (node.nodeType !== 3 || !node.isConnected) return;
    const walker = textWalker(scopeOf(node));
    const near: Text[] = [node as Text];
    walker.currentNode = node;
    for (let i = 0; i < NEAR && walker.previousNode(); i += 1) near.push(walker.currentNode as Text);
    walker.currentNode = node;
    for (let i = 0; i < NEAR && walker.nextNode(); i += 1) near.push(walker.currentNode as Text);
    const inline = inlineMemo();
    for (const text of near) if (!this.#read.has(text) && text.data.includes('@')) this.#resolve(text, inline);
    this.#registry.paint();
  }

  #schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // After the frame's rendering, not inside it: a task of its own.
      setTimeout(() => this.slice(), 0);
    };
    const timer = setTimeout(go, FRAME_FALLBACK_MS);
    requestAnimationFrame(go);
  }

  private slice(): void {
    this.scheduled = false;
    this.#run(performance.now() + SLICE_MS);
    if (this.pending) this.#schedule();
  }

  #run(deadline: number): void {
    const inline = inlineMemo();
    while (this.#head < this.#nodes.length) {
      const i = this.#head++;
      const node = this.#nodes[i]!;
      this.#resolve(node, inline);
      if ((this.#head & 31) !== 0) continue;
      if (performance.now() > deadline) break;
      // Past the underline's limit the rest is left to the pointer.
      if (!this.#registry.eagerFor(node.ownerDocument)) this.#head = this.#nodes.length;
    }
    if (!this.pending) {
      this.clear();
      this.#registry.paint();
    }
  }

  #resolve(node: Text, inline: ReturnType<typeof inlineMemo>): void {
    // Gone, already covered by a run through an earlier node, or where the agent writes.
    if (!node.isConnected || this.#registry.has(node)) return;
    if (isSkipped(node, this.#ownHost())) return;
    const joins = mayContinue(node.data);
    const run = joins ? runAround(node, scopeOf(node), inline) : runOf(node);
    for (const address of addressesIn(run)) this.#registry.add(address.email, address.range, address.nodes);
    if (!this.#registry.has(node)) this.#read.add(node);
  }
}
