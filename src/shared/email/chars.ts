/**
 * Character classes for the scanner. ASCII goes through one table lookup, so ordinary text
 * never reaches a Unicode regex; only non-ASCII code points do. The per-character loops live
 * here too, beside the table: a call across modules costs a getter in some module runners.
 */

/** May begin or end a local part. */
const WORD = 1;
/** RFC 5322 atext that real addresses only use inside the local part. */
const INNER = 2;
/** Domain label characters (the dot is handled by the callers). */
const HOST = 4;

const TABLE = new Uint8Array(128);
for (let c = 48; c <= 57; c++) TABLE[c] = WORD | HOST;
for (let c = 65; c <= 90; c++) TABLE[c] = TABLE[c + 32] = WORD | HOST;
TABLE[95] = TABLE[126] = WORD; // _ ~  (linkifyjs finds ~@example.org)
TABLE[45] = INNER | HOST; // -
// '=' is atext too, but `user=jane@acme.io` (logs, query strings) is far more common on a
// support page than an address with '=' in it, so '=' ends the local part.
for (const ch of "!#$%&'*+/?^`{|}") TABLE[ch.charCodeAt(0)] = INNER;

const UNICODE_WORD = /^[\p{L}\p{M}\p{Nd}]$/u;
// Scripts written without spaces: where they meet ASCII, a word ends.
const NO_SPACE_SCRIPT = /^[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]$/u;

/** Letters, marks and digits of any script, except the full-width forms (U+FF00–FFEF): an
 * address typed in them is not deliverable as written (validator.js rejects ｇｍａｉｌ.com). */
function isUnicodeWord(cp: number): boolean {
  return !(cp >= 0xff00 && cp <= 0xffef) && UNICODE_WORD.test(String.fromCodePoint(cp));
}

export const isAtom = (cp: number): boolean => (cp < 128 ? (TABLE[cp]! & (WORD | INNER)) !== 0 : isUnicodeWord(cp));

export const isEdge = (cp: number): boolean => (cp < 128 ? (TABLE[cp]! & WORD) !== 0 : isUnicodeWord(cp));

export const isNoSpaceScript = (cp: number): boolean => cp >= 0x2e80 && NO_SPACE_SCRIPT.test(String.fromCodePoint(cp));

/** The code point that ends just before index `i` (a surrogate pair counts as one). */
export function codePointBefore(text: string, i: number): number {
  // A pair is read from its high surrogate; anything else is the one unit before `i`.
  const pair = i >= 2 ? text.codePointAt(i - 2)! : 0;
  return pair > 0xffff ? pair : text.charCodeAt(i - 1);
}

export const width = (cp: number): number => (cp > 0xffff ? 2 : 1);

/** Start of the run of local-part characters (no dots) that ends at `i`, not before `floor`. */
export function atomRunStart(text: string, i: number, floor: number): number {
  while (i > floor) {
    const c = text.charCodeAt(i - 1);
    if (c < 128) {
      if ((TABLE[c]! & (WORD | INNER)) === 0) break;
      i--;
      continue;
    }
    const cp = codePointBefore(text, i);
    if (!isUnicodeWord(cp) || i - width(cp) < floor) break;
    i -= width(cp);
  }
  return i;
}

/** End of the run of host-name characters and dots that starts at `from`. */
export function hostRunEnd(text: string, from: number): number {
  let j = from;
  while (j < text.length) {
    const c = text.charCodeAt(j);
    if (c < 128) {
      if (c !== 46 && (TABLE[c]! & HOST) === 0) break;
      j++;
      continue;
    }
    const cp = text.codePointAt(j)!;
    if (!isUnicodeWord(cp)) break;
    j += width(cp);
  }
  return j;
}

const UTF8 = new TextEncoder();

/**
 * Octets of text[from, to) in UTF-8: RFC 5321 limits are in octets. A lone surrogate is sent as
 * U+FFFD, 3 octets, as the encoder writes it.
 */
export function utf8Length(text: string, from: number, to: number): number {
  return UTF8.encode(text.slice(from, to)).length;
}
