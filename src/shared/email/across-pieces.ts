/**
 * Addresses in text a page renders in pieces (text nodes) that flow on into each other: a run
 * joined across inline markup (content/text-runs.ts). Two rules decide where an address may
 * cross a piece boundary:
 *
 * - A boundary the page sets apart on screen (a chip's margin, padding or border: a "gap") is a
 *   word boundary first. The words between gaps are read on their own, so a tag in front
 *   (`VIP` + `ana@acme.io`, which joined is an address too) stays out of it; an address is read
 *   across gaps only where its '@' is in no address otherwise (`jane@` + `acme` + `.io` in a
 *   highlight with a little padding), and then across as few of them as it takes.
 * - Where the joined text holds no address around an '@' but the text cut at piece boundaries
 *   does, the boundary wins: a neighbour's word glued on (`ana@acme.io` + `Todo` reads
 *   `ana@acme.ioTodo`, no address) must not hide the address. The joined text is read first,
 *   so an address split by markup (`jane` + `@acme.io`) is read whole.
 *
 * A word glued on in front with nothing on screen between (`Todo` + `ana@acme.io`) still makes
 * an address, and text alone cannot tell it from a split local part: it is read joined.
 */
import { findEmails, type EmailSpan } from './detect';
import { schemeBefore } from './url-context';

/** Texts read per '@' at most, for each rule: 8 pieces (or 8 words) try all their cuts. */
const MAX_TRIES = 36;

/**
 * `starts[i]`: where piece i begins in `text` (`starts[0]` is 0). `gaps`: the pieces that begin
 * after a gap on screen, in order (none by default).
 */
export function findEmailsAcross(text: string, starts: readonly number[], gaps: readonly number[] = []): EmailSpan[] {
  if (!gaps.length) return acrossPieces(text, starts);
  // Words: the pieces between gaps; word w spans pieces bounds[w] to bounds[w + 1] - 1.
  const bounds = [0, ...gaps, starts.length];
  const read = (first: number, last: number): EmailSpan[] => {
    const from = starts[bounds[first]!]!;
    const to = bounds[last + 1]! < starts.length ? starts[bounds[last + 1]!]! : text.length;
    const pieceStarts = starts.slice(bounds[first], bounds[last + 1]).map((s) => s - from);
    return acrossPieces(text.slice(from, to), pieceStarts).map((s) => ({ ...s, start: s.start + from, end: s.end + from }));
  };
  const found: EmailSpan[] = [];
  for (let w = 0; w + 1 < bounds.length; w += 1) found.push(...read(w, w));
  const words = bounds.length - 1;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (covers(found, at)) continue;
    let word = 0;
    while (word + 1 < words && starts[bounds[word + 1]!]! <= at) word += 1;
    const span = fewestAround(words, word, (first, last) => read(first, last).find((s) => s.start <= at && at < s.end));
    if (span && !overlaps(found, span)) found.push(span);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Rule two, on one word (or words joined): the joined text first, then cuts at piece boundaries. */
function acrossPieces(text: string, starts: readonly number[]): EmailSpan[] {
  const found = findEmails(text);
  if (starts.length < 2) return found;
  const added: EmailSpan[] = [];
  const urls = text.includes('://');
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    if (covers(found, at) || covers(added, at)) continue;
    // An '@' inside a URL (`https://` + `user@host.com`) is the URL's, however its pieces are cut.
    if (urls && schemeBefore(text, at, 0, -1) >= 0) continue;
    const span = widestAround(starts.length, pieceAt(starts, at), (first, last) => {
      const from = starts[first]!;
      const to = last + 1 < starts.length ? starts[last + 1]! : text.length;
      const hit = findEmails(text.slice(from, to)).find((s) => s.start + from <= at && at < s.end + from);
      return hit && { start: hit.start + from, end: hit.end + from, email: hit.email };
    });
    if (span && !overlaps(found, span) && !overlaps(added, span)) added.push(span);
  }
  return added.length ? [...found, ...added].sort((a, b) => a.start - b.start) : found;
}

type Try = (first: number, last: number) => EmailSpan | undefined;

/**
 * The widest run of whole pieces around `piece` (short of all of them) that holds an address
 * there: the least cut from the joined text. Among runs as wide, the one reaching furthest back
 * (a local part split off before the '@' is the commoner markup).
 */
function widestAround(count: number, piece: number, attempt: Try): EmailSpan | null {
  let tries = 0;
  for (let width = count - 1; width >= 1; width -= 1) {
    for (let first = Math.max(0, piece - width + 1); first <= Math.min(piece, count - width); first += 1) {
      if (++tries > MAX_TRIES) return null;
      const span = attempt(first, first + width - 1);
      if (span) return span;
    }
  }
  return null;
}

/** The fewest words around `word` joined (two or more) that hold an address there; rightwards first. */
function fewestAround(count: number, word: number, attempt: Try): EmailSpan | null {
  let tries = 0;
  for (let width = 2; width <= count; width += 1) {
    for (let first = Math.min(word, count - width); first >= Math.max(0, word - width + 1); first -= 1) {
      if (++tries > MAX_TRIES) return null;
      const span = attempt(first, first + width - 1);
      if (span) return span;
    }
  }
  return null;
}

function pieceAt(starts: readonly number[], at: number): number {
  let piece = 0;
  while (piece + 1 < starts.length && starts[piece + 1]! <= at) piece += 1;
  return piece;
}

function covers(spans: readonly EmailSpan[], at: number): boolean {
  return spans.some((s) => s.start <= at && at < s.end);
}

function overlaps(spans: readonly EmailSpan[], span: EmailSpan): boolean {
  return spans.some((s) => s.start < span.end && span.start < s.end);
}
