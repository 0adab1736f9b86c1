/**
 * The domain, read rightwards from the '@'. The read stops at the first character that cannot
 * be in a host name, so it never passes the next '@'.
 */
import { hostRunEnd, isNoSpaceScript } from './chars';
import { isTldAt } from './tld';

const AT = 64;
const DOT = 46;
const HYPHEN = 45;
const UNDERSCORE = 95;
const MAX_DOMAIN = 253;
const MAX_LABEL = 63;
// name@2x.png, icon@1.5x.zip: an asset's pixel-density suffix, whatever the "TLD" after it.
const DENSITY = /^\d{1,3}(?:\.\d{1,3})?x$/i;

/** End (exclusive) of the domain that starts after `at`, or -1 if it is no valid domain. */
export function domainEnd(text: string, at: number): number {
  const from = at + 1;
  const j = hostRunEnd(text, from);
  // a@b.com@c.com, a@b.com_x: the text goes on as something that is not an address.
  const next = text.charCodeAt(j);
  if (next === AT || next === UNDERSCORE) return -1;

  // A sentence's full stop (and a dash) after the address is not part of it.
  let end = j;
  while (end > from && (text.charCodeAt(end - 1) === DOT || text.charCodeAt(end - 1) === HYPHEN)) end--;

  // Every label but the last, in one pass that also finds the last dot.
  let label = from;
  for (let k = from; k < end; k++) {
    if (text.charCodeAt(k) !== DOT) continue;
    if (!isLabel(text, label, k)) return -1;
    label = k + 1;
  }
  if (label === from) return -1; // one label: localhost, a@b
  end = beforeNoSpaceScript(text, label, end);
  if (end - from > MAX_DOMAIN) return -1; // lengths are counted as written, not as A-labels
  if (!isLabel(text, label, end) || !isTldAt(text, label, end)) return -1;
  const first = text.charCodeAt(from);
  if (first >= 48 && first <= 57 && DENSITY.test(text.slice(from, label - 1))) return -1;
  return end;
}

/** A label: 1 to 63 characters, not starting or ending with a hyphen. */
function isLabel(text: string, from: number, to: number): boolean {
  const len = to - from;
  return len > 0 && len <= MAX_LABEL && text.charCodeAt(from) !== HYPHEN && text.charCodeAt(to - 1) !== HYPHEN;
}

/** jane@acme.ioです: an ASCII TLD runs into Japanese or Chinese text without a space. */
function beforeNoSpaceScript(text: string, label: number, end: number): number {
  for (let k = label; k < end; k++) {
    const c = text.charCodeAt(k);
    if (c < 128) continue;
    return k > label && isNoSpaceScript(text.codePointAt(k)!) ? k : end;
  }
  return end;
}
