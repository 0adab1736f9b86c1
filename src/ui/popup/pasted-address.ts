/**
 * What agents paste into the lookup box from a mail client or a link: `mailto:x@y.io` (perhaps
 * with `?subject=…`), `Jane Doe <x@y.io>`, `"Doe, Jane" <x@y.io>`, or an address copied from the
 * end of a sentence (`x@y.io.`, `(x@y.io),`). The address inside is what is looked up. Anything
 * else comes back trimmed, for the box's own check to judge, so `mailto:` with two addresses, or
 * a name with none, is still refused there.
 */
import { findEmails, isEmail } from '../../shared/email/detect';

/** A sentence's punctuation after what was copied. No address ends with one of these. */
const SENTENCE_END = /[.,;:!?…]+$/u;
/** What may stand before an address copied out of running text: opening brackets and quotes. */
const OPENING = /^[([{"'‘“«‹]*$/u;
/** And after it: closing brackets and quotes, and a sentence's punctuation. */
const CLOSING = /^[)\]}"'’”»›.,;:!?…]*$/u;

export function addressFromPaste(input: string): string {
  // Stripped first: "write to Jane Doe <x@y.io>." ends in the sentence's dot, not in the `>`.
  let text = input.trim().replace(SENTENCE_END, '');
  // The address is the last <…> and ends the text: a display name before it may hold anything.
  const angled = /<([^<>]*)>$/.exec(text);
  if (angled) text = angled[1]!.trim();
  const mailto = /^mailto:([^?#]*)/i.exec(text);
  if (mailto) text = decoded(mailto[1]!).trim();
  return unwrapped(text);
}

/**
 * `(x@y.io)`, `“x@y.io”,`: the one address, when only brackets, quotes and punctuation stand
 * around it. Read by the detector, so what counts as the address's own end (a local part may
 * start with `'`) is decided where the page's addresses are.
 */
function unwrapped(text: string): string {
  if (isEmail(text)) return text;
  const found = findEmails(text);
  if (found.length !== 1) return text;
  const { start, end, email } = found[0]!;
  return OPENING.test(text.slice(0, start)) && CLOSING.test(text.slice(end)) ? email : text;
}

/** `mailto:` addresses may be percent-encoded (`jane%2Bsupport@acme.io`). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
