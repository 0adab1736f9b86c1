/**
 * The address an element keeps in its attributes (Gmail's `email="…"`, `data-email`, Google's
 * `data-hovercard-id`, a `title`, a `mailto:` link), from the attributes' values alone: the
 * content script reads them off the element under the pointer, the background off a page it read
 * (a conversation's header), and both decide the same way here.
 */
import { findEmails } from './detect';

/** The attributes looked at, in this order; the first that holds exactly one address wins. */
export const KEEPING_ATTRIBUTES = ['email', 'data-email', 'data-hovercard-id', 'title'] as const;

/** `values`: the attributes' values in KEEPING_ATTRIBUTES' order; `mailto`: a link's href, if the element is one. */
export function keptAddress(values: ReadonlyArray<string | null>, mailto: string | null): string | null {
  for (const value of values) {
    if (!value || !value.includes('@')) continue;
    const found = findEmails(value);
    // Two addresses ("a@x.io, b@y.io") name no one sender.
    if (found.length === 1) return found[0]!.email;
  }
  return mailtoAddress(mailto);
}

/** A mailto: link's address, whatever its text says: the first, as the context menu takes it. */
export function mailtoAddress(href: string | null): string | null {
  if (!href || !/^mailto:/i.test(href)) return null;
  try {
    return findEmails(decodeURIComponent(href.slice('mailto:'.length).split('?')[0] ?? ''))[0]?.email ?? null;
  } catch {
    return null; // a malformed %-escape
  }
}
