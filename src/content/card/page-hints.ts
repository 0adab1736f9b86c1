/**
 * What the page shows beside the address the agent opened, as suggestions for a draft: the
 * sender's name, the open conversation's subject (only for that conversation's customer), the
 * text the agent selected. Read once when a card opens (never on hover or in a scan), and only
 * ever prefilled into a form the agent sees before anything is sent.
 */
import type { Address } from '../scan/address-registry';
import type { Target } from './anchor';
import { addressInAttributes } from '../scan/sender-address';
import { findEmails } from '../../shared/email/detect';
import { HINT_LIMITS, type PageHints } from '../../shared/messages';

/**
 * The open conversation's subject: Gmail's reading pane (`h2.hP`), pages that mark it, a
 * thread's title, else the main region's first heading.
 */
const SUBJECT = ['h2.hP', '[data-thread-subject]', 'h1.mail-subject', '.thread-title', '[role="main"] h1', 'main h1'];
/** More text than this around an address is a paragraph, not a "Name <address>" line. */
const LINE_MAX = 300;
/** Elements that may keep a person's address in an attribute (sender-address.ts reads them). */
const KEEPS = '[email],[data-email],[data-hovercard-id],[title*="@"],a[href^="mailto:" i]';
/** A name as a row shows it beside an address: two words or more, no digit or sign (no label: "CC", "Assignee:"). */
const NAME = /^[^\d@:<>]+ [^\d@:<>]+$/;

const clean = (s: string | null | undefined, max: number) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

function isAddress(target: Target | null): target is Address {
  return target !== null && 'nodes' in target;
}

/** `Noor Haddad <noor@kestrel.io>`, `"Haddad, Noor" <noor@…>`: the words before the bracket. */
export function nameBeforeAddress(line: string, email: string): string {
  const at = line.toLowerCase().indexOf(`<${email.toLowerCase()}>`);
  if (at <= 0) return '';
  const before = line.slice(0, at).trimEnd();
  const quoted = /["']([^"']*)["']$/.exec(before);
  if (quoted) return clean(quoted[1], HINT_LIMITS.name);
  // After the address before it (`Ann <ann@x.io>, Noor <…>`), and without a header's label.
  const own = before.split(/[,;\n>]/).pop() ?? '';
  return clean(own.replace(/^\s*(from|to|cc)\s*:/i, ''), HINT_LIMITS.name);
}

function nameOf(target: Target | null, email: string): string {
  if (!target) return '';
  // Told apart by shape, not `instanceof`: a target in a same-origin frame is of that frame's realm.
  let el = isAddress(target)
    ? target.nodes[0]?.parentElement
    : 'startContainer' in target
      ? target.commonAncestorContainer.parentElement
      : target;
  // An address split by markup (`riley@<mark>example</mark>.net`): the element that holds it all.
  if (isAddress(target)) while (el && !el.contains(target.nodes[target.nodes.length - 1]!)) el = el.parentElement;
  if (!el) return '';
  const own = clean(isAddress(target) ? target.nodes.map((n) => n.data).join('') : el.textContent, HINT_LIMITS.name);
  // A sender shown by name (the address in an attribute), or a mailto: link whose text is a name.
  if (own && !own.includes('@')) return own;
  const line = el.textContent ?? '';
  if (line.length > LINE_MAX) return '';
  return nameBeforeAddress(line, email) || nameBeside(el);
}

/**
 * The name a row shows just before the address's element (`<span>Riley Hart</span><a
 * href="mailto:…">riley.hart@…</a>`), or before an element around it that holds nothing else.
 */
function nameBeside(el: Element | null): string {
  while (el && !el.previousElementSibling && el.parentElement?.textContent?.trim() === el.textContent?.trim()) el = el.parentElement;
  const text = clean(el?.previousElementSibling?.textContent, HINT_LIMITS.name);
  return NAME.test(text) ? text : '';
}

/** The addresses an element names, lower-cased: in its text, and kept in its elements' attributes. */
function named(el: Element): string[] {
  const found = findEmails(el.textContent ?? '').map((span) => span.email);
  for (const keeper of el.querySelectorAll(KEEPS)) found.push(addressInAttributes(keeper) ?? '');
  return found.filter(Boolean).map((e) => e.toLowerCase());
}

/**
 * The open conversation's subject, for that conversation's customer only: an address named in the
 * smallest part of the page around the subject that names anyone (its header: the sender and the
 * recipients; a thread's customer). A card opened from another row gets none.
 */
export function conversationSubject(heading: Element, email: string): string {
  const text = clean(heading.textContent, HINT_LIMITS.subject);
  for (let scope = heading.parentElement; text && scope; scope = scope.parentElement) {
    const names = named(scope);
    if (names.length) return names.includes(email.toLowerCase()) ? text : '';
  }
  return '';
}

function subjectOf(doc: Document, email: string): string {
  for (const selector of SUBJECT) {
    const heading = doc.querySelector(selector);
    if (heading && clean(heading.textContent, 1)) return conversationSubject(heading, email);
  }
  return '';
}

/** Never in the way of the lookup: a page that throws here (a strange DOM) just suggests nothing. */
export function pageHints(target: Target | null, email: string, doc: Document): PageHints {
  try {
    return readHints(target, email, doc);
  } catch {
    return {};
  }
}

function readHints(target: Target | null, email: string, doc: Document): PageHints {
  const hints: PageHints = {};
  const name = nameOf(target, email);
  if (name) hints.name = name;
  const subject = subjectOf(doc, email);
  if (subject) hints.subject = subject;
  const selection = (doc.getSelection()?.toString() ?? '').trim().slice(0, HINT_LIMITS.selection);
  if (selection) hints.selection = selection;
  return hints;
}
