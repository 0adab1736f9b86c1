import { lazy } from '../lazy';
import { TLD_ASCII, TLD_IDN, TLD_PAIRS } from './tld-data';
import { IDN_PREFIX, idnKey } from './tld-key';

/** The sets are built on first use (most pages never need them), and never change after. */
const known = lazy(() => decodeTlds(TLD_ASCII, TLD_PAIRS));
/** The internationalised TLDs' digests (see `idnKey`), four characters each. */
const idn = lazy(() => new Set(TLD_IDN.match(/..../g)));

/** Short ASCII TLDs as numbers (see `shortKey`): most '@'s on a page end in one of them. */
const short = lazy(shortKeys);

/** Up to 5 characters of [a-z0-9-] fit a small integer in base 38, any case (digits 1–37). */
const SHORT = 5;

/** `label` must already be lower case. */
export function isTld(label: string): boolean {
  // eslint-disable-next-line no-control-regex -- any character past ASCII; \x00 only bounds the range
  const ascii = /[^\x00-\x7f]/.test(label) ? aLabel(label) : label;
  return ascii.startsWith(IDN_PREFIX) ? idn().has(idnKey(ascii)) : known().has(ascii);
}

/**
 * A Unicode label's ASCII spelling (`рф` → `xn--p1ai`), the only one the data keeps: the URL
 * parser's IDNA does it, so no Punycode code ships. A label with URL syntax in it is no TLD.
 */
function aLabel(label: string): string {
  // eslint-disable-next-line no-control-regex -- \x00-\x2c: controls, space and punctuation, none in a TLD
  if (/[\x00-\x2c./:?#@[\]\\]/.test(label)) return '';
  try {
    const host = new URL(`http://a.${label}`).hostname;
    return host.slice(host.lastIndexOf('.') + 1);
  } catch {
    return '';
  }
}

/**
 * Whether text[from, to) is a TLD, in any case. A short ASCII label is looked up as a number,
 * so the common case makes no string: the detector asks this of every address-like '@'.
 */
export function isTldAt(text: string, from: number, to: number): boolean {
  if (to - from <= SHORT) {
    const key = shortKey(text, from, to);
    if (key > 0) return short().has(key);
  }
  return isTld(text.slice(from, to).toLowerCase());
}

/** text[from, to) as a base-38 number, A–Z read as a–z; -1 if a character is not [a-z0-9-]. */
function shortKey(text: string, from: number, to: number): number {
  let key = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    let digit: number;
    if (c >= 97 && c <= 122) digit = c - 96;
    else if (c >= 65 && c <= 90) digit = c - 64;
    else if (c >= 48 && c <= 57) digit = c - 21;
    else if (c === 45) digit = 37;
    else return -1;
    key = key * 38 + digit;
  }
  return key;
}

function shortKeys(): Set<number> {
  const keys = new Set<number>();
  for (const tld of known()) {
    if (tld.length > SHORT) continue;
    const key = shortKey(tld, 0, tld.length);
    if (key > 0) keys.add(key);
  }
  return keys;
}

/** Undoes the front coding and the two-letter bitmap written by scripts/gen-tlds.ts. */
export function decodeTlds(data: string, pairs = ''): Set<string> {
  const out = new Set<string>();
  // Bit k is letter k / 26 then letter k % 26; charCodeAt and fromCharCode drop the fraction.
  for (let k = 0; k < pairs.length * 6; k++) {
    if (((pairs.charCodeAt(k / 6) - 48) >> (5 - (k % 6))) & 1) out.add(String.fromCharCode(97 + k / 26, 97 + (k % 26)));
  }
  let entry = '';
  for (let i = 0; i < data.length; i++) {
    const c = data.charCodeAt(i);
    if (c >= 65 && c <= 90) {
      if (i > 0) out.add(entry);
      entry = entry.slice(0, c - 65);
    } else {
      entry += data[i];
    }
  }
  if (entry) out.add(entry);
  return out;
}
