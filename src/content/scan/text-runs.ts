/**
 * Apps render one address across several text nodes (`jane@<mark>acme</mark>.io`,
 * `jane<wbr>@acme.io`, `<span>jane</span>@acme.io`). A run is the text nodes around one that
 * holds an '@', joined only where the text flows on visually (every element crossed is rendered
 * inline: a name and an address in two flex items are two runs; no icon or line break is drawn
 * between), and only as far as an address could reach: back until whitespace before the first
 * '@', forward while the last '@' is open. A chip's margin, padding or border beside an address
 * marks a gap in the run: a word boundary unless the address needs to cross it. So does the
 * boundary of two elements pressed together (`<span>Customer</span><span>sam@orbit.space</span>`,
 * a label and an address), unless one is a highlight (`<mark>jo</mark><span>hn@…</span>`).
 */
import { findEmailsAcross } from '../../shared/email/across-pieces';
import { edgeGap, shownBetween } from './run-gaps';

const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
/** No run reaches further than the longest address on either side of its '@'. */
const REACH = 320;
const WHITESPACE = /\s/;
const OPEN_TAIL = /@\S*$/;

/** Where the agent is writing or reading code, an address is not a customer to look up. */
export const SKIP_SELECTOR = 'script,style,noscript,textarea,input,code,[contenteditable]:not([contenteditable="false"])';

/** Whether an element is rendered inline; a resolver passes a memo of it (see `inlineMemo`). */
export type IsInline = (el: Element) => boolean;

/** The tag rules out most boundaries; only inline tags pay for a computed style. */
const isInline: IsInline = (el) => {
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

/**
 * How `a`'s text goes on into `b`'s. `null`: it does not (an element between them is not inline,
 * or something is drawn between: an icon, a line break, see run-gaps.ts). `'gap'`: it flows on
 * but the page sets them apart (a margin, padding or border on an edge crossed: a chip beside
 * an address), or each is in an element of its own, none a highlight (a label pressed against
 * an address: an address split by markup is split at its '@' or by a highlight), so the boundary
 * is a word boundary first (across-pieces.ts). `'flows'`: one word. The edges' styles are read
 * only once the tags and displays say the text flows on.
 */
export function joinOf(a: Text, b: Text, inline: IsInline): 'flows' | 'gap' | null {
  const common = commonAncestor(a, b);
  if (!common) return null;
  for (const side of [a, b]) {
    for (let el = side.parentElement; el && el !== common; el = el.parentElement) {
      if (!inline(el)) return null;
    }
  }
  if (shownBetween(a, b, common)) return null;
  for (let el = a.parentElement; el && el !== common; el = el.parentElement) if (edgeGap(el, 'end')) return 'gap';
  for (let el = b.parentElement; el && el !== common; el = el.parentElement) if (edgeGap(el, 'start')) return 'gap';
  return a.parentNode !== common && b.parentNode !== common && !marked(a, common) && !marked(b, common) ? 'gap' : 'flows';
}

/** Whether an element around `text` (inside `common`) is a highlight: a `<mark>`, or a background behind the text. */
function marked(text: Text, common: Node): boolean {
  for (let el = text.parentElement; el && el !== common; el = el.parentElement) {
    if (el.localName === 'mark' || !/, 0\)$|^transparent$/.test(getComputedStyle(el).backgroundColor)) return true;
  }
  return false;
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

/** A walker over the text nodes under `root` (a document, a shadow root or an element). */
export function textWalker(root: Node): TreeWalker {
  return (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT);
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
  /** The nodes (by index) that begin after a gap on screen (see `joinOf`), in order. */
  gaps: number[];
  text: string;
}

/** A run of one node: the text cannot continue beside it (see `mayContinue`). */
export function runOf(node: Text): TextRun {
  return { nodes: [node], starts: [0], gaps: [], text: node.data };
}

export function runAround(start: Text, root: Node, inline: IsInline): TextRun {
  const walker = textWalker(root);
  const nodes = [start];
  /** Nodes that begin after a gap on screen. */
  const afterGap = new Set<Text>();
  let text = start.data;
  let firstAt = text.indexOf('@');

  walker.currentNode = start;
  while (firstAt >= 0 && !WHITESPACE.test(text.slice(0, firstAt)) && text.length < REACH) {
    const prev = walker.previousNode() as Text | null;
    const join = prev && joinOf(prev, nodes[0]!, inline);
    if (!prev || !join) break;
    if (join === 'gap') afterGap.add(nodes[0]!);
    nodes.unshift(prev);
    text = prev.data + text;
    firstAt += prev.data.length;
  }
  walker.currentNode = start;
  while (OPEN_TAIL.test(text) && text.length < REACH * 2) {
    const next = walker.nextNode() as Text | null;
    const join = next && joinOf(nodes[nodes.length - 1]!, next, inline);
    if (!next || !join) break;
    if (join === 'gap') afterGap.add(next);
    nodes.push(next);
    text += next.data;
  }
  const starts: number[] = [];
  const gaps: number[] = [];
  let at = 0;
  nodes.forEach((node, i) => {
    starts.push(at);
    if (afterGap.has(node)) gaps.push(i);
    at += node.data.length;
  });
  return { nodes, starts, gaps, text };
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

/**
 * The addresses in a run, each as a range over the text nodes it spans. A gap on screen is a
 * word boundary first, and where the joined text holds no address around an '@' but a node
 * boundary does, the boundary wins (across-pieces.ts).
 */
export function addressesIn(run: TextRun): Array<{ email: string; range: StaticRange; nodes: Text[] }> {
  return findEmailsAcross(run.text, run.starts, run.gaps).map((span) => {
    const [startContainer, startOffset] = locate(run, span.start, false);
    const [endContainer, endOffset] = locate(run, span.end, true);
    const range = new StaticRange({ startContainer, startOffset, endContainer, endOffset });
    const nodes = run.nodes.slice(run.nodes.indexOf(startContainer), run.nodes.indexOf(endContainer) + 1);
    return { email: span.email, range, nodes };
  });
}
