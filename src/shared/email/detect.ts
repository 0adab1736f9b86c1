/**
 * Finds e-mail addresses in page text. Called on every text run that contains an '@', all day,
 * so it is a hand-written scanner (no backtracking regex): each '@' is read leftwards for the
 * local part (local.ts) and rightwards for the domain (domain.ts). Those reads stop at the
 * neighbouring '@', so a whole call is linear in the length of the text.
 */
import { utf8Length } from './chars';
import { domainEnd } from './domain';
import { localStart } from './local';
import { schemeBefore } from './url-context';

export interface EmailSpan {
  /** Index of the first character in the text. */
  start: number;
  /** Index after the last character (exclusive). */
  end: number;
  /** The address as written: no `mailto:`, case kept. */
  email: string;
}

// RFC 5321: a path is at most 256 octets including its angle brackets.
const MAX_ADDRESS = 254;

export function findEmails(text: string): EmailSpan[] {
  const found: EmailSpan[] = [];
  scan(text, found);
  return found;
}

/**
 * Whether the text holds an address, by the same rules, without making a span: the content
 * script's first pass asks this of every text with an '@' and allocates nothing to answer it.
 */
export function hasEmail(text: string): boolean {
  return scan(text, null);
}

/** Collects every address into `found`; with null, stops at the first and says whether there was one. */
function scan(text: string, found: EmailSpan[] | null): boolean {
  let floor = 0;
  let scheme = -1;
  let schemeChecked = 0;
  // Most texts hold no URL: one native search, on the first address, spares reading back for one.
  let urls: boolean | undefined;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    // The domain first: it rejects most '@'s that are not addresses, and reads less to do so.
    const end = domainEnd(text, at);
    if (end < 0) continue;
    const start = localStart(text, at, floor);
    if (start < 0) continue;
    // UTF-8 takes at most 3 bytes per UTF-16 unit: short addresses need no count.
    if ((end - start) * 3 > MAX_ADDRESS && utf8Length(text, start, at) + (end - at) > MAX_ADDRESS) continue;
    // http://user@host.com, https://maps/@59.9,30.3: an '@' inside a URL is the URL's. An
    // explicit mailto: right before the address wins ([a](https://x.io)[b](mailto:me@x.io)).
    urls ??= text.indexOf('://') !== -1;
    if (urls) {
      scheme = schemeBefore(text, at, schemeChecked, scheme);
      schemeChecked = at;
      if (scheme >= 0 && (scheme >= start || !mailtoBefore(text, start))) continue;
    }
    if (!found) return true;
    found.push({ start, end, email: text.slice(start, end) });
    floor = end;
    at = end - 1;
  }
  return found !== null && found.length > 0;
}

/** The whole string is one address, by exactly the rules findEmails uses in running text. */
export function isEmail(candidate: string): boolean {
  const found = findEmails(candidate);
  return found.length === 1 && found[0]!.start === 0 && found[0]!.end === candidate.length;
}

/** The lookup cache key. Lower-casing the local part is not RFC-exact, but no mail host a
 * support team meets treats Jane@ and jane@ as different people. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function mailtoBefore(text: string, start: number): boolean {
  return start >= 7 && text.slice(start - 7, start).toLowerCase() === 'mailto:';
}
