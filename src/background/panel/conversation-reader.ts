/**
 * The page's open conversation: on a thread page (Plain's, the demo's) or a mail app's
 * open message, whose customer it is, so the side panel shows them without a hover.
 *
 * Read by the background, and only for a tab a side panel follows: when the panel comes to it, and
 * after the tab's title or URL changes (apps retitle the page as they open a conversation). The
 * reading runs in the tab's top frame for that moment (`scripting.executeScript`); the content
 * script carries none of it and the page pays nothing while no panel is open.
 *
 * Recognised by the conversation's header: the first of HEADERS shown on the page (a thread's
 * header, a mail's reading-pane header), or the main region around Gmail's subject `h2.hP`. Its
 * customer is the first address it keeps in an attribute (`<customer-badge email=…>`, Gmail's
 * `<span email=…>`, a `mailto:` link: as senders shown by name are read), else the first address
 * in its text (`From: Noor Haddad <noor@…>` comes before `To:`).
 */
import browser from 'webextension-polyfill';
import { findEmails } from '../../shared/email/detect';
import { isColleague } from '../../shared/settings/colleagues';

export interface HeaderRead {
  /** The attribute values that may hold the sender's address, in the header's order. */
  kept: string[];
  /** The header's text, its first 2,000 characters. */
  text: string;
}

/**
 * Runs in the page (serialised by executeScript: nothing from outside the function). Apps keep a
 * conversation they moved away from in the DOM, hidden: only a header shown counts.
 */
export function readHeader(): HeaderRead | null {
  const shown = (el: Element) => el.getClientRects().length > 0;
  let header: Element | null = null;
  for (const selector of ['[data-conversation-header]', '.thread-header', 'header.mail-header']) {
    header ??= [...document.querySelectorAll(selector)].find(shown) ?? null;
  }
  const subject = header ? null : [...document.querySelectorAll('h2.hP')].find(shown);
  header ??= subject ? (subject.closest('[role="main"]') ?? subject.parentElement) : null;
  if (!header) return null;
  const kept = [...header.querySelectorAll('[email], [data-email], [data-hovercard-id], a[href^="mailto:" i]')].slice(0, 20).flatMap((el) =>
    ['email', 'data-email', 'data-hovercard-id', 'href']
      .map((a) => el.getAttribute(a) ?? '')
      .filter((v) => v.includes('@'))
      .slice(0, 1),
  );
  return { kept, text: (header.textContent ?? '').slice(0, 2_000) };
}

/** The customer's address in what was read: the first kept value holding exactly one, else the text's first. */
export function conversationAddress(read: HeaderRead | null): string | null {
  if (!read) return null;
  for (const value of read.kept) {
    const mailto = /^mailto:/i.test(value);
    let source: string;
    try {
      source = mailto ? decodeURIComponent(value.slice(7).split('?')[0] ?? '') : value;
    } catch {
      continue; // a malformed %-escape
    }
    const found = findEmails(source);
    if (found.length === 1 || (mailto && found.length > 0)) return found[0]!.email;
  }
  return findEmails(read.text)[0]?.email ?? null;
}

/**
 * The open conversation's customer in a tab, or null: none shown, a page we may not read, or a
 * colleague's address (colleagues are never looked up).
 */
export async function readConversation(tabId: number, colleagues: () => Promise<string[]>): Promise<string | null> {
  let email: string | null;
  try {
    const [first] = await browser.scripting.executeScript({ target: { tabId, frameIds: [0] }, func: readHeader });
    email = conversationAddress((first?.result as HeaderRead | null | undefined) ?? null);
  } catch {
    return null;
  }
  return email && isColleague(email, await colleagues().catch(() => [])) ? null : email;
}
