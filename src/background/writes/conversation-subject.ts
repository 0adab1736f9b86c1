/**
 * The open conversation's subject, suggested as a new thread's title, for that conversation's
 * customer only: the address must be named in the smallest part of the page around the subject
 * that names anyone (its header: the sender and the recipients; a thread's customer), so a card
 * opened from another row gets none.
 *
 * Read by the background when a card opens (`scripting.executeScript`, in the frame of the card's
 * address), so the content script carries none of it. The page gives back the subject and, for
 * each element around it, its text and the attributes that may keep an address; what it gives is
 * checked before anything is made of it, and the addresses are found here.
 */
import browser from 'webextension-polyfill';
import { findEmails } from '../../shared/email/detect';
import { keptAddress } from '../../shared/email/kept-address';
import { HINT_LIMITS } from '../../shared/messages';

/** One element around the subject: its text, and its elements that may keep an address. */
interface Scope {
  text: string;
  kept: Array<{ values: Array<string | null>; mailto: string | null }>;
}
export interface SubjectRead {
  subject: string;
  scopes: Scope[];
}

/**
 * Runs in the page (serialised by executeScript: nothing from outside the function). The subject:
 * Gmail's reading pane (`h2.hP`), pages that mark it, a thread's title, else the main region's
 * first heading. Its scopes go out from it to the document, each text cut short: the smallest
 * that names anyone decides, and that one is near.
 */
export function readSubjectScopes(): SubjectRead | null {
  const selectors = ['h2.hP', '[data-thread-subject]', 'h1.mail-subject', '.thread-title', '[role="main"] h1', 'main h1'];
  const keeps = '[email],[data-email],[data-hovercard-id],[title*="@"],a[href^="mailto:" i]';
  const attributes = ['email', 'data-email', 'data-hovercard-id', 'title'];
  for (const selector of selectors) {
    const heading = document.querySelector(selector);
    const subject = (heading?.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!heading || !subject) continue;
    const scopes: Scope[] = [];
    for (let scope = heading.parentElement; scope && scopes.length < 12; scope = scope.parentElement) {
      const kept = [...scope.querySelectorAll(keeps)].slice(0, 100).map((el) => ({
        values: attributes.map((name) => el.getAttribute(name)),
        mailto: el.localName === 'a' ? el.getAttribute('href') : null,
      }));
      scopes.push({ text: (scope.textContent ?? '').slice(0, 20_000), kept });
    }
    return { subject: subject.slice(0, 1_000), scopes };
  }
  return null;
}

const isText = (v: unknown): v is string => typeof v === 'string';
const isNullableText = (v: unknown) => v === null || isText(v);

/** What the page gave, as this module made it; anything else (a page that got in the way) is none. */
function checked(raw: unknown): SubjectRead | null {
  const read = raw as SubjectRead | null;
  if (!read || !isText(read.subject) || !Array.isArray(read.scopes)) return null;
  const scopesOk = read.scopes.every(
    (s) =>
      isText(s?.text) &&
      Array.isArray(s.kept) &&
      s.kept.every((k) => Array.isArray(k?.values) && k.values.every(isNullableText) && isNullableText(k.mailto)),
  );
  return scopesOk ? read : null;
}

/** The subject for `email`, or '' when the conversation is not theirs. */
export function subjectFor(read: SubjectRead | null, email: string): string {
  if (!read) return '';
  const wanted = email.toLowerCase();
  for (const scope of read.scopes) {
    const named = findEmails(scope.text).map((span) => span.email);
    for (const k of scope.kept) named.push(keptAddress(k.values, k.mailto) ?? '');
    const names = named.filter(Boolean).map((e) => e.toLowerCase());
    if (names.length) return names.includes(wanted) ? read.subject.slice(0, HINT_LIMITS.subject) : '';
  }
  return '';
}

/** The subject the page in that frame shows for `email`'s conversation, or '' (none, not theirs, or not readable). */
export async function readConversationSubject(where: { tabId: number; frameId: number }, email: string): Promise<string> {
  try {
    const [first] = await browser.scripting.executeScript({
      target: { tabId: where.tabId, frameIds: [where.frameId] },
      func: readSubjectScopes,
    });
    return subjectFor(checked(first?.result), email);
  } catch {
    return '';
  }
}
