/**
 * The markdown Plain allows in a card's `text`: bold, italic and links, read by CommonMark's rules
 * for emphasis (delimiter runs, flanking, the rule of three) and inline links. The result is a tree
 * of spans, never HTML: every character of the input ends up in a text node, so nothing in it can
 * become markup. Everything else CommonMark has (code spans, autolinks, raw HTML, entities, images,
 * reference links) stays as it was written.
 */
import { ESCAPABLE, readDestination } from './markdown-destination';
import { processEmphasis, spansOf, type Delimiter, type DelimiterList, type Node, type Span } from './markdown-spans';

export type { Span } from './markdown-spans';

const PUNCTUATION = /[\p{P}\p{S}]/u;
const WHITESPACE = /[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/u;

const isSpace = (c: string | undefined) => c === undefined || WHITESPACE.test(c);
/** The character (code point: an emoji is a symbol, so punctuation here) before or at an index. */
const charBefore = (s: string, i: number) =>
  i <= 0 ? undefined : /[\udc00-\udfff]/.test(s[i - 1]!) && i >= 2 ? s.slice(i - 2, i) : s[i - 1];
const charAt = (s: string, i: number) => (i >= s.length ? undefined : String.fromCodePoint(s.codePointAt(i)!));
const isPunct = (c: string | undefined) => c !== undefined && PUNCTUATION.test(c);

/** Reads Plain's markdown subset. Text without any of it comes back as one text span. */
export function parseInline(source: string): Span[] {
  return new InlineParser(source).parse();
}

class InlineParser implements DelimiterList {
  private head: Node | null = null;
  private tail: Node | null = null;
  private top: Delimiter | null = null;
  private pos = 0;
  private buffer = '';

  constructor(private readonly src: string) {}

  parse(): Span[] {
    while (this.pos < this.src.length) {
      const c = this.src[this.pos]!;
      if (c === '\\' && ESCAPABLE.test(this.src[this.pos + 1] ?? '')) {
        this.buffer += this.src[this.pos + 1];
        this.pos += 2;
      } else if (c === '*' || c === '_') this.delimiterRun(c);
      else if (c === '[') {
        this.push(this.append('['), '[', 1, true, false);
        this.pos += 1;
      } else if (c === ']') this.closeBracket();
      else {
        this.buffer += c;
        this.pos += 1;
      }
    }
    this.flush();
    processEmphasis(this, null);
    return spansOf(this.head, null);
  }

  /** The pending characters become a text node. */
  private flush(): void {
    if (!this.buffer) return;
    const text = this.buffer;
    this.buffer = '';
    this.link({ kind: 'text', text });
  }

  private link(span: Span): Node {
    const node: Node = { span, prev: this.tail, next: null };
    if (this.tail) this.tail.next = node;
    else this.head = node;
    this.tail = node;
    return node;
  }

  private append(text: string): Node {
    this.flush();
    return this.link({ kind: 'text', text });
  }

  private push(node: Node, char: Delimiter['char'], length: number, canOpen: boolean, canClose: boolean): void {
    const d: Delimiter = { node, char, count: length, length, canOpen, canClose, active: true, prev: this.top, next: null };
    if (this.top) this.top.next = d;
    this.top = d;
  }

  remove(d: Delimiter): void {
    if (d.prev) d.prev.next = d.next;
    if (d.next) d.next.prev = d.prev;
    else this.top = d.prev;
  }

  get delimiters(): Delimiter | null {
    return this.top;
  }

  private delimiterRun(char: '*' | '_'): void {
    const start = this.pos;
    while (this.src[this.pos] === char) this.pos += 1;
    const before = charBefore(this.src, start);
    const after = charAt(this.src, this.pos);
    const left = !isSpace(after) && (!isPunct(after) || isSpace(before) || isPunct(before));
    const right = !isSpace(before) && (!isPunct(before) || isSpace(after) || isPunct(after));
    const canOpen = char === '*' ? left : left && (!right || isPunct(before));
    const canClose = char === '*' ? right : right && (!left || isPunct(after));
    const length = this.pos - start;
    this.push(this.append(char.repeat(length)), char, length, canOpen, canClose);
  }

  /** `]`: a link when a `[` is open and an inline destination follows; otherwise text. */
  private closeBracket(): void {
    this.pos += 1;
    let opener = this.top;
    while (opener && opener.char !== '[') opener = opener.prev;
    if (!opener) return void (this.buffer += ']');
    const target = opener.active ? readDestination(this.src, this.pos) : null;
    if (!target) {
      this.remove(opener);
      this.buffer += ']';
      return;
    }
    this.pos = target.end;
    this.flush();
    processEmphasis(this, opener);
    const children = spansOf(opener.node.next, null);
    const link: Node = { span: { kind: 'link', href: target.href, children }, prev: opener.node, next: null };
    opener.node.next = link;
    this.tail = link;
    this.unlinkNode(opener.node);
    this.remove(opener);
    // No link inside a link: the `[`s before this one can no longer open one.
    for (let d = opener.prev; d; d = d.prev) if (d.char === '[') d.active = false;
  }

  unlinkNode(node: Node): void {
    if (node.prev) node.prev.next = node.next;
    else this.head = node.next;
    if (node.next) node.next.prev = node.prev;
    else this.tail = node.prev;
  }
}
