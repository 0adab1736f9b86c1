/**
 * Senders shown by name. Mail and support apps often show a sender's name and keep the address in
 * the element: Gmail's `<span email="…" name="…">`, a `mailto:` link whose text is a name, a
 * `title` or `data-email` holding the address, Google's `data-hovercard-id`. The text under the
 * pointer (or in the focused element) that holds no address of its own is looked up here, in the
 * attributes of the few elements around it: only where the agent points, never in the first pass,
 * which reads no attributes and keeps its budgets. Nothing is underlined for these.
 *
 * The address's range covers the element's text, so the pointer is on it anywhere on the name and
 * the card is placed beside the name. One Address per element while its address and text stay
 * the same: the hover controller tells "still on the same address" by identity.
 */
import { KEEPING_ATTRIBUTES, keptAddress } from '../../shared/email/kept-address';
import type { Address } from './address-registry';
import { isSkipped, textWalker } from './text-runs';

/** The text node's element and this many around it: the name's own element, or a link around it. */
const LEVELS = 4;
/**
 * A name, not a row or a message: an element with more text than this, or more text nodes, holds
 * more than its sender (an attribute on a whole row would open a card wherever the pointer rests).
 */
const MAX_TEXT = 120;
const MAX_NODES = 16;
const NON_SPACE = /\S/;

/** The address an element keeps in an attribute, or null (`title="Write to us"` has none). */
export function addressInAttributes(el: Element): string | null {
  return keptAddress(
    KEEPING_ATTRIBUTES.map((name) => el.getAttribute(name)),
    el.localName === 'a' ? el.getAttribute('href') : null,
  );
}

/** The element's text from its first to its last visible character, or null when it is no name. */
function nameText(el: Element): { nodes: Text[]; range: StaticRange } | null {
  const walker = textWalker(el);
  const nodes: Text[] = [];
  let length = 0;
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    length += n.length;
    if (nodes.length === MAX_NODES || length > MAX_TEXT) return null;
    nodes.push(n);
  }
  let first = 0;
  while (first < nodes.length && !NON_SPACE.test(nodes[first]!.data)) first += 1;
  let last = nodes.length - 1;
  while (last > first && !NON_SPACE.test(nodes[last]!.data)) last -= 1;
  if (first >= nodes.length) return null;
  const start = nodes[first]!;
  const end = nodes[last]!;
  const startOffset = start.data.search(NON_SPACE);
  const endOffset = end.data.trimEnd().length;
  const range = new StaticRange({ startContainer: start, startOffset, endContainer: end, endOffset });
  return { nodes: nodes.slice(first, last + 1), range };
}

function sameRange(a: StaticRange, b: StaticRange): boolean {
  return (
    a.startContainer === b.startContainer &&
    a.startOffset === b.startOffset &&
    a.endContainer === b.endContainer &&
    a.endOffset === b.endOffset
  );
}

export class SenderAddresses {
  readonly #known = new WeakMap<Element, Address>();

  readonly #ownHost: () => Element | null;

  constructor(ownHost: () => Element | null) {
    this.#ownHost = ownHost;
  }

  /** The address kept around a text node that shows none itself, or null. */
  at(node: Node): Address | null {
    if (node.nodeType !== 3 || !node.isConnected || !NON_SPACE.test((node as Text).data)) return null;
    if (isSkipped(node as Text, this.#ownHost())) return null; // where the agent writes, or our card
    let el = node.parentElement;
    for (let level = 0; el && level < LEVELS; level += 1, el = el.parentElement) {
      const email = addressInAttributes(el);
      // The nearest element that keeps an address names the sender; one further out is bigger still.
      if (email) return this.#addressOf(el, email);
    }
    return null;
  }

  #addressOf(el: Element, email: string): Address | null {
    const text = nameText(el);
    if (!text) return null;
    const known = this.#known.get(el);
    // The same address over the same text: the same Address (an app that reuses the element
    // for another sender changes its attribute or its text, and gets a new one).
    if (known && known.email === email && sameRange(known.range, text.range)) return known;
    const address: Address = { email, range: text.range, nodes: text.nodes };
    this.#known.set(el, address);
    return address;
  }
}
