/**
 * The local part, read leftwards from the '@'. Each call only reads back to the previous '@'
 * (or a character that cannot be in a local part), quoted words at most 64 characters, so all
 * calls of one findEmails read the text a bounded number of times.
 */
import { atomRunStart, codePointBefore, isAtom, isEdge, isNoSpaceScript, utf8Length, width } from './chars';

const AT = 64;
const DOT = 46;
const QUOTE = 34;
const BACKSLASH = 92;
const MAX_LOCAL = 64;

/**
 * Start of the local part that ends at `at`, or -1. Never reads before `floor`, the end of the
 * previous address found, so addresses cannot overlap.
 */
export function localStart(text: string, at: number, floor: number): number {
  let i = at;
  let start = at;
  for (;;) {
    if (i > floor && text.charCodeAt(i - 1) === QUOTE) {
      // obs-local-part allows quoted words: "john doe"@x.com, test."foo".bar@x.com (linkify-it).
      const open = openingQuote(text, i - 1, Math.max(floor, at - MAX_LOCAL));
      if (open < 0) break;
      // foo"bar"@x.com: a quoted word glued to an atom is no word at all.
      if (open > floor && text.charCodeAt(open - 1) !== DOT && isAtom(codePointBefore(text, open))) return -1;
      i = start = open;
    } else {
      const j = atomRunStart(text, i, floor);
      if (j === i) break;
      i = start = j;
    }
    // A dot joins two words. Without a word before it, it is the sentence's: the local part
    // starts after it (linkifyjs: nick..f@yahoo.ca → f@yahoo.ca).
    if (i - 1 > floor && text.charCodeAt(i - 1) === DOT) i--;
    else break;
  }
  if (start === at) return -1;
  // a@b@c.com, @user@mastodon.social, @scope/pkg@1.2.3: a chain of '@' is not an address.
  if (start > 0 && text.charCodeAt(start - 1) === AT) return -1;

  start = trimLead(text, start, at);
  const cut = afterNoSpaceScript(text, start, at);
  if (cut !== start) start = trimLead(text, cut, at);
  if (start === at) return -1;

  const last = codePointBefore(text, at);
  if (last !== QUOTE && !isEdge(last)) return -1;
  if (at - start > MAX_LOCAL || ((at - start) * 3 > MAX_LOCAL && utf8Length(text, start, at) > MAX_LOCAL)) return -1;
  return start;
}

/**
 * In running text a leading ' / * { | - + . and the like is the sentence's punctuation, not the
 * address's: 'jane@acme.io', `jane@acme.io`, *jane@acme.io*, {jane@acme.io}.
 */
function trimLead(text: string, start: number, at: number): number {
  while (start < at) {
    const c = text.charCodeAt(start);
    if (c >= 128 || c === QUOTE || isEdge(c)) break;
    start++;
  }
  return start;
}

/** 联系jane@acme.io: Chinese and Japanese glue words to an address without a space. */
function afterNoSpaceScript(text: string, start: number, at: number): number {
  let p = start;
  while (p < at) {
    const cp = text.codePointAt(p)!;
    if (!isNoSpaceScript(cp)) break;
    p += width(cp);
  }
  if (p === start || p === at) return start;
  for (let k = p; k < at; k++) {
    const c = text.charCodeAt(k);
    if (c >= 128 || c === QUOTE) return start;
  }
  return p;
}

/** Index of the quote that opens the quoted word closed at `close`, or -1. */
function openingQuote(text: string, close: number, limit: number): number {
  if (escaped(text, close, limit)) return -1;
  let visible = false;
  for (let j = close - 1; j >= limit; j--) {
    const c = text.charCodeAt(j);
    if (c < 32 || c === 127) return -1;
    if (c === QUOTE && !escaped(text, j, limit)) return visible ? j : -1;
    if (c !== 32) visible = true;
  }
  return -1;
}

/** Whether an odd run of backslashes precedes index `i`. */
function escaped(text: string, i: number, limit: number): boolean {
  let k = i;
  while (k > limit && text.charCodeAt(k - 1) === BACKSLASH) k--;
  return (i - k) % 2 === 1;
}
