/**
 * What the page shows beside the address the agent opened, as suggestions for a draft: the
 * sender's name and the text the agent selected. (The open conversation's subject is read by the
 * background: writes/conversation-subject.ts.) Read once when a card opens (never on hover or in a scan), and only
 * ever prefilled into a form the agent sees before anything is sent.
 */
import type { Address } from '../scan/address-registry';
import type { Target } from './anchor';
import { HINT_LIMITS, type PageHints } from '../../shared/messages';

/** More text than this around an address is a paragraph, not a "Name <address>" line. */
const LINE_MAX = 300;
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
  const selection = (doc.getSelection()?.toString() ?? '').trim().slice(0, HINT_LIMITS.selection);
  if (selection) hints.selection = selection;
  return hints;
}
