/**
 * The addresses found in the page, by the text nodes they lie in. Ranges are StaticRanges: live
 * Ranges would make the browser update thousands of them on every DOM change the app makes.
 * Nodes that leave the page are forgotten, so a working day does not grow the registry.
 *
 * The underline is drawn by its painter (underline/painter.ts), made with the registry and told of
 * each address that comes and goes; what the registry cannot answer itself it asks of its hooks.
 */
import { isColleague } from '../../shared/settings/colleagues';
import { UnderlinePainter, type Painted } from '../underline/painter';
import type { Address } from './address';
import { textWalker } from './text-runs';

export type { Address } from './address';

/** What the registry asks of the scanner around it (given by constructor; without, nothing is asked). */
export interface RegistryHooks {
  /** Asked when a node the pointer is on has no address yet: the resolver may not have reached it. */
  miss(node: Node): void;
  /**
   * Asked last, for a node the agent points at whose text holds no address: the address the app
   * keeps in an attribute of the element around it (a sender shown by name, sender-address.ts).
   * Such an address is neither kept here nor underlined.
   */
  inAttributes(node: Node): Address | null;
  /**
   * Told when addresses passed over are to be found again: the underline turned on (what was left
   * to the pointer is now worth finding ahead), or a colleague's domain is no longer left alone.
   */
  findAgain(): void;
}

/** Gone: out of its document, or in the old document of a frame that navigated away. */
function gone(node: Node): boolean {
  return !node.isConnected || !node.ownerDocument?.defaultView;
}

export class AddressRegistry implements Painted {
  readonly #byNode = new Map<Text, Address[]>();
  #count = 0;
  /** Colleagues' domains (from the background): their addresses are never added, so never underlined or asked for. */
  #colleagues: readonly string[] = [];

  /** The underline, made for this registry: told of each address that comes and goes, it reads the rest here. */
  readonly #underline = new UnderlinePainter(this);

  readonly #hooks: RegistryHooks | undefined;

  constructor(hooks?: RegistryHooks) {
    this.#hooks = hooks;
  }

  get size(): number {
    return this.#count;
  }

  /** Show or hide the underline; hover and click work either way. */
  setHighlighted(on: boolean): void {
    if (this.#underline.set(on)) this.#hooks?.findAgain();
  }

  /**
   * Whether finding a document's addresses before the pointer comes pays. Only the underline
   * needs them all; hover, focus and click resolve the address they land on (`inNode`).
   */
  eagerFor(doc: Document): boolean {
    return this.#underline.eagerFor(doc);
  }

  /** Whether the underline could hold `more` addresses besides those it has (the lower limit before it is first shown). */
  holds(more: number): boolean {
    return this.#underline.holds(more);
  }

  /** The page holds more addresses than the underline shows: take it down, find no more ahead. */
  markTooMany(): void {
    this.#underline.markTooMany();
  }

  /** The app changed these nodes' children or text (`look`: it added elements): the underline checks its lines. */
  changed(where: Node[], look: boolean): void {
    this.#underline.changed(where, look);
  }

  /** Puts what was found since the last paint into the underline. */
  paint(): void {
    this.#underline.paint();
  }

  /** Whether an address is a colleague's, to be left alone. */
  isColleague(email: string): boolean {
    return isColleague(email, this.#colleagues);
  }

  /** A new list of colleagues' domains: their addresses go at once; a dropped domain's come back. */
  setColleagues(domains: readonly string[]): void {
    const dropped = this.#colleagues.some((d) => !domains.includes(d));
    this.#colleagues = [...domains];
    for (const address of [...this.all()]) if (this.isColleague(address.email)) this.#remove(address);
    if (dropped) this.#hooks?.findAgain();
  }

  add(email: string, range: StaticRange, nodes: Text[]): void {
    if (this.#colleagues.length && this.isColleague(email)) return;
    const existing = this.#byNode.get(nodes[0]!);
    if (existing?.some((a) => a.range.startOffset === range.startOffset && a.email === email)) return;
    const address: Address = { email, range, nodes };
    for (const node of nodes) {
      const list = this.#byNode.get(node);
      if (list) list.push(address);
      else this.#byNode.set(node, [address]);
    }
    this.#underline.added(address);
    this.#count += 1;
  }
  /** Forget every address that touches these nodes (their text changed or they left). */
  forget(node: Text): void {
    const list = this.#byNode.get(node);
    if (!list) return;
    for (const address of [...list]) this.#remove(address);
  }

  /**
   * The addresses in a node the agent points at (resolved now if its batch has not run yet), or
   * else the one its element keeps in an attribute.
   */
  inNode(node: Node): readonly Address[] {
    const list = this.#byNode.get(node as Text);
    if (list) return list;
    this.#hooks?.miss(node);
    const found = this.#byNode.get(node as Text);
    if (found) return found;
    const sender = this.#hooks?.inAttributes(node);
    return sender ? [sender] : [];
  }

  has(node: Node): boolean {
    return this.#byNode.has(node as Text);
  }

  /** Forgets the addresses in a subtree that left the page (a removed row, a closed thread). */
  forgetUnder(root: Node): void {
    if (!this.#count) return;
    if (root.nodeType === 3) return this.forget(root as Text);
    const walker = textWalker(root);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (this.#byNode.has(n as Text)) this.forget(n as Text);
  }

  /** Drops addresses whose text left the document, and the highlights of frames that left. */
  sweep(): void {
    for (const [node, list] of this.#byNode) {
      if (gone(node)) for (const address of [...list]) this.#remove(address);
    }
    this.#underline.sweep();
  }

  /** Every address, once each. */
  *all(): Iterable<Address> {
    for (const [node, list] of this.#byNode) for (const a of list) if (a.nodes[0] === node) yield a;
  }

  #remove(address: Address): void {
    for (const node of address.nodes) {
      const list = this.#byNode.get(node);
      if (!list) continue;
      const rest = list.filter((a) => a !== address);
      if (rest.length) this.#byNode.set(node, rest);
      else this.#byNode.delete(node);
    }
    this.#underline.removed(address);
    this.#count -= 1;
  }
}
