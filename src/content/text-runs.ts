/**
 * Apps render one address across several text nodes (`jane@<mark>acme</mark>.io`,
 * `jane<wbr>@acme.io`, `<span>jane</span>@acme.io`). A run is the text nodes around one that
 * holds an '@', joined only where the text flows on visually (every element crossed is rendered
 * inline: a name and an address in two flex items are two runs), and only as far as an address
 * could reach: back until whitespace before the first '@', forward while the last '@' is open.
 */
import { findEmails } from '../shared/email/detect';

const INLINE = new Set([
  'a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd',
  'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var', 'wbr',
]);
/** No run reaches further than the longest address on either side of its '@'. */
const REACH = 320;
const WHITESPACE = /\s/;
const OPEN_TAIL = /@\S*$/;

/** Where the agent is writing or reading code, an address is not a customer to look up. */
export const SKIP_SELECTOR =
  'script,style,noscript,textarea,input,code,[contenteditable]:not([contenteditable="false"])';

/** Whether an element is rendered inline; a resolver passes a memo of it (see `inlineMemo`). */
export type IsInline = (el: Element) => boolean;

/** The tag rules out most boundaries; only inline tags pay for a computed style. */
export const isInline: IsInline = (el) => {
  if (!INLINE.has(el.localName)) return false;
  const display = getComputedStyle(el).display;
  return display === 'inline' || display === 'contents';
};

/** One computed style per element per batch: an address's element is asked from both sides. */
export function inlineMemo(): IsInline {
  const seen = new Map<Element, boolean>();
  return (el) => {
    let inline = seen.get(el);
    if (inline === undefined) seen.set(el, (inline = isInline(el)));
    return inline;
  };
}

/** Whether `a`'s text flows straight on into `b`'s: every element between them is inline. */
export function flowsInto(a: Text, b: Text, inline: IsInline = isInline): boolean {
  const common = commonAncestor(a, b);
  if (!common) return false;
  for (const side of [a, b]) {
    for (let el = side.parentElement; el && el !== common; el = el.parentElement) {
      if (!inline(el)) return false;
    }
  }
  return true;
}

/**
 * Whether an address in this text could continue into the text beside it: the text before its
 * first '@' has no whitespace (the local part may start in the node before), or the text after
 * its last '@' has none (the domain may go on in the node after). Most nodes answer no, and
 * then the node is a run of its own and no neighbour or style is read.
 */
export function mayContinue(text: string): boolean {
  const first = text.indexOf('@');
  if (first < 0) return false;
  return !WHITESPACE.test(text.slice(0, first)) || OPEN_TAIL.test(text);
}

function commonAncestor(a: Node, b: Node): Node | null {
  for (let el = a.parentNode; el; el = el.parentNode) if (el.contains(b)) return el;
  return null;
}

export function isSkipped(text: Text, ownHost: Element | null): boolean {
  const parent = text.parentElement;
  if (!parent) return true;
  if (parent.closest(SKIP_SELECTOR) !== null || parent.isContentEditable) return true;
  return ownHost !== null && ownHost.contains(parent);
}

/** Where a run may reach: the node's shadow root, or the body of its document. */
export function scopeOf(node: Node): Node {
  const root = node.getRootNode();
  if (root.nodeType !== 9) return root;
  return (root as Document).body ?? (root as Document).documentElement ?? root;
}

export interface TextRun {
  nodes: Text[];
  /** Start offset of each node's text within `text`. */
  starts: number[];
  text: string;
}

/** A run of one node: the text cannot continue beside it (see `mayContinue`). */
export function runOf(node: Text): TextRun {
  return { nodes: [node], starts: [0], text: node.data };
}

export function runAround(start: Text, root: Node, inline: IsInline = isInline): TextRun {
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes = [start];
  let text = start.data;
  let firstAt = text.indexOf('@');

  walker.currentNode = start;
  while (firstAt >= 0 && !WHITESPACE.test(text.slice(0, firstAt)) && text.length < REACH) {
    const prev = walker.previousNode() as Text | null;
    if (!prev || !flowsInto(prev, nodes[0]!, inline)) break;
    nodes.unshift(prev);
    text = prev.data + text;
    firstAt += prev.data.length;
  }
  walker.currentNode = start;
  while (OPEN_TAIL.test(text) && text.length < REACH * 2) {
    const next = walker.nextNode() as Text | null;
    if (!next || !flowsInto(nodes[nodes.length - 1]!, next, inline)) break;
    nodes.push(next);
    text += next.data;
  }
  const starts: number[] = [];
  let at = 0;
  for (const node of nodes) {
    starts.push(at);
    at += node.data.length;
  }
  return { nodes, starts, text };
}

/** Maps an offset in the run's text back to a node and an offset in it. */
export function locate(run: TextRun, offset: number, preferEnd: boolean): [Text, number] {
  for (let i = run.nodes.length - 1; i >= 0; i -= 1) {
    const start = run.starts[i]!;
    const node = run.nodes[i]!;
    if (offset > start || (offset === start && !preferEnd)) return [node, offset - start];
  }
  return [run.nodes[0]!, 0];
}

/** The addresses in a run, each as a range over the text nodes it spans. */
export function addressesIn(run: TextRun): Array<{ email: string; range: StaticRange; nodes: Text[] }> {
  return findEmails(run.text).map((span) => {
    const [startContainer, startOffset] = locate(run, span.start, false);
    const [endContainer, endOffset] = locate(run, span.end, true);
    const range = new StaticRange({ startContainer, startOffset, endContainer, endOffset });
    const nodes = run.nodes.slice(run.nodes.indexOf(startContainer), run.nodes.indexOf(endContainer) + 1);
    return { email: span.email, range, nodes };
  });
}
