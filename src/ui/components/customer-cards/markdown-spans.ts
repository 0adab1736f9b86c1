/**
 * The working list of CommonMark's inline algorithm (text nodes, delimiter runs) and its
 * "process emphasis" step, which turns matched runs into `em` and `strong` spans.
 */
export type Span =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Span[] }
  | { kind: 'em'; children: Span[] }
  | { kind: 'link'; href: string; children: Span[] };

/** A node of the working list: text, or a container made of the nodes it closed over. */
export interface Node {
  span: Span;
  prev: Node | null;
  next: Node | null;
}

/** A run of `*` or `_`, or a `[`, waiting for what may close it. */
export interface Delimiter {
  node: Node;
  char: '*' | '_' | '[';
  /** Characters left in the run (`[`: 1). */
  count: number;
  /** The run's length as written (the rule of three counts it). */
  length: number;
  canOpen: boolean;
  canClose: boolean;
  /** A `[` inside a link's text can no longer open a link. */
  active: boolean;
  prev: Delimiter | null;
  next: Delimiter | null;
}

/** What the emphasis step needs of the parser: its delimiter stack and its node list. */
export interface DelimiterList {
  readonly delimiters: Delimiter | null;
  remove(d: Delimiter): void;
  unlinkNode(node: Node): void;
}

/** CommonMark's "process emphasis", for the delimiters above `bottom`. */
export function processEmphasis(parser: DelimiterList, bottom: Delimiter | null): void {
  let first: Delimiter | null = parser.delimiters;
  while (first?.prev && first.prev !== bottom) first = first.prev;
  if (first === bottom) first = null;
  // Where each kind of closer stopped looking, so the search stays linear.
  const openersBottom = new Map<string, Delimiter | null>();
  let closer = first;
  while (closer) {
    if (closer.char === '[' || !closer.canClose) {
      closer = closer.next;
      continue;
    }
    const key = `${closer.char}${closer.canOpen ? 1 : 0}${closer.length % 3}`;
    const floor = openersBottom.has(key) ? openersBottom.get(key)! : bottom;
    let opener = closer.prev;
    while (opener && opener !== bottom && opener !== floor) {
      const oddMatch =
        (opener.canClose || closer.canOpen) &&
        (opener.length + closer.length) % 3 === 0 &&
        !(opener.length % 3 === 0 && closer.length % 3 === 0);
      if (opener.char === closer.char && opener.canOpen && !oddMatch) break;
      opener = opener.prev;
    }
    if (opener && opener !== bottom && opener !== floor) {
      closer = wrap(parser, opener, closer);
    } else {
      openersBottom.set(key, closer.prev);
      const next = closer.next;
      if (!closer.canOpen) parser.remove(closer);
      closer = next;
    }
  }
  // What is left above the bottom is text as written.
  for (let d = parser.delimiters; d && d !== bottom; d = parser.delimiters) parser.remove(d);
}

/** Wraps the nodes between an opener and a closer in `<em>` or `<strong>`; returns the next closer. */
function wrap(parser: DelimiterList, opener: Delimiter, closer: Delimiter): Delimiter | null {
  const use = opener.count >= 2 && closer.count >= 2 ? 2 : 1;
  opener.count -= use;
  closer.count -= use;
  setText(opener.node, opener.char.repeat(opener.count));
  setText(closer.node, closer.char.repeat(closer.count));
  const children = spansOf(opener.node.next, closer.node);
  const container: Node = { span: { kind: use === 2 ? 'strong' : 'em', children }, prev: opener.node, next: closer.node };
  opener.node.next = container;
  closer.node.prev = container;
  for (let d = closer.prev; d && d !== opener; d = d.prev) parser.remove(d);
  if (opener.count === 0) {
    parser.unlinkNode(opener.node);
    parser.remove(opener);
  }
  if (closer.count === 0) {
    const next = closer.next;
    parser.unlinkNode(closer.node);
    parser.remove(closer);
    return next;
  }
  return closer;
}

function setText(node: Node, text: string): void {
  node.span = { kind: 'text', text };
}

/** The spans from `from` up to (not including) `to`, neighbouring texts merged. */
export function spansOf(from: Node | null, to: Node | null): Span[] {
  const out: Span[] = [];
  for (let n = from; n && n !== to; n = n.next) {
    const last = out[out.length - 1];
    if (n.span.kind === 'text' && last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text + n.span.text };
    else if (n.span.kind !== 'text' || n.span.text) out.push(n.span);
  }
  return out;
}
