/**
 * The excerpt of a message that is logged to Plain: the first characters of its visible text, as
 * plain text. The page's text can still carry markup (a mail app's plain-text view of an HTML
 * message, a quoted reply's source): HTML tags, comments, style and script blocks are dropped and
 * entities read, but only tags HTML has, so "<INV-2041>" or "<ana@acme.io>" in a message stays.
 */
import { cutText, foldWhitespace } from './cut-text';

export const EXCERPT_LENGTH = 500;

const BLOCKS_WITH_CONTENT = /<(style|script|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/giu;
const COMMENTS = /<!--[\s\S]*?(-->|$)/gu;
const TAG_NAMES = [
  'a',
  'abbr',
  'address',
  'article',
  'aside',
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'caption',
  'center',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'font',
  'footer',
  'h[1-6]',
  'header',
  'hr',
  'html',
  'i',
  'img',
  'ins',
  'kbd',
  'label',
  'li',
  'main',
  'mark',
  'meta',
  'nav',
  'o:p',
  'ol',
  'p',
  'picture',
  'pre',
  'q',
  's',
  'samp',
  'section',
  'small',
  'source',
  'span',
  'strike',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'tt',
  'u',
  'ul',
  'var',
  'wbr',
];
// A tag is one of HTML's names, then whitespace and attributes, "/" or ">" at once.
const TAGS = new RegExp(`</?(?:${TAG_NAMES.join('|')})(?:[\\s/][^<>]*)?>`, 'giu');
const BREAKS = new RegExp(`</?(?:br|p|div|li|tr|h[1-6]|blockquote|pre|table|ul|ol)\\b[^<>]*>`, 'giu');

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/giu, (whole, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    // A lone surrogate or a value past Unicode is not a character: keep what was written.
    return code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/** The markup of `text` dropped (block ends read as spaces), its entities read. */
export function dropMarkup(text: string): string {
  const bare = text.replace(BLOCKS_WITH_CONTENT, ' ').replace(COMMENTS, ' ').replace(BREAKS, ' ').replace(TAGS, '');
  return decodeEntities(bare);
}

/** The first EXCERPT_LENGTH characters of a message's visible text: plain, folded, never cut inside a character. */
export const messageExcerpt = (visibleText: string, max = EXCERPT_LENGTH) => cutText(foldWhitespace(dropMarkup(visibleText)), max);
