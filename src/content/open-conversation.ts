/**
 * The page's open conversation (issue #35): on a thread page (Plain's, the demo's) or a mail
 * app's open message, whose customer it is, so the side panel shows them without a hover.
 *
 * Recognised by the conversation's header: the first of HEADERS shown on the page (a thread's
 * header, a mail's reading-pane header), or the main region around Gmail's subject. Its customer is the first
 * address kept in an attribute there (`<customer-badge email=…>`, Gmail's `<span email=…>`, a
 * `mailto:` link: the sender shown by name, as sender-address.ts reads them), else the first address
 * in its text (`From: Noor Haddad <noor@…>` comes before `To:`).
 *
 * Out of the hot path: read once at start and once after each change of the page's title or URL
 * (single-page apps retitle the page as they open a conversation); never in the scan, never on a
 * hover. Only a new address is told, and a page that shows none tells nothing.
 */
import { findEmails } from '../shared/email/detect';
import { addressInAttributes } from './sender-address';

const HEADERS = ['[data-conversation-header]', '.thread-header', 'header.mail-header'];
/** Gmail's subject heading: the sender is in the main region around it. */
const SUBJECTS = ['h2.hP'];
const KEPT_IN = '[email], [data-email], [data-hovercard-id], a[href^="mailto:" i]';
/** A header's text past this is a whole message, not a header: read no further. */
const MAX_TEXT = 2_000;
/** After a retitle, the app may still be drawing the conversation: read when it has. */
const SETTLE_MS = 60;

/** Apps keep a conversation they moved away from in the DOM, hidden: only one shown counts. */
const shown = (el: Element) => el.getClientRects().length > 0;

function header(doc: Document): Element | null {
  for (const selector of HEADERS) {
    const found = [...doc.querySelectorAll(selector)].find(shown);
    if (found) return found;
  }
  for (const selector of SUBJECTS) {
    const subject = [...doc.querySelectorAll(selector)].find(shown);
    if (subject) return subject.closest('[role="main"]') ?? subject.parentElement;
  }
  return null;
}

/** The open conversation's customer address, or null where the page shows no conversation. */
export function conversationAddress(doc: Document): string | null {
  const found = header(doc);
  if (!found) return null;
  for (const el of found.querySelectorAll(KEPT_IN)) {
    const kept = addressInAttributes(el);
    if (kept) return kept;
  }
  return findEmails((found.textContent ?? '').slice(0, MAX_TEXT))[0]?.email ?? null;
}

/** Tells `tell` the open conversation's address at start and whenever it changes to another. */
export function watchConversation(doc: Document, tell: (email: string) => void): void {
  let last: string | null = null;
  let url = doc.location?.href;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const read = () => {
    timer = undefined;
    url = doc.location?.href;
    let now: string | null = null;
    try {
      now = conversationAddress(doc);
    } catch {
      return; // a strange page: no conversation, and nothing else disturbed
    }
    if (now && now.toLowerCase() !== last?.toLowerCase()) tell(now);
    if (now) last = now;
  };
  const soon = () => (timer ??= setTimeout(read, SETTLE_MS));
  soon();
  // The title's text, or a new <title>: the head's direct children and the title's own text only.
  let title: Element | null = null;
  const retitled = new MutationObserver(() => {
    soon();
    followTitle();
  });
  const followTitle = () => {
    const now = doc.querySelector('head > title');
    if (now === title) return;
    title = now;
    if (title) retitled.observe(title, { childList: true, characterData: true, subtree: true });
  };
  if (doc.head) retitled.observe(doc.head, { childList: true });
  followTitle();
  doc.defaultView?.addEventListener('popstate', () => url !== doc.location?.href && soon());
}
