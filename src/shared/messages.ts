/**
 * The message contract between the rooms, types and validators together: this file lists every
 * channel; the extension pages' requests and answers are in contract/page.ts, the card's messages
 * in contract/card.ts, the writes' in contract/write.ts, the lookup's types in contract/lookup.ts
 * (all four re-exported here), and the side panel's in contract/panel.ts.
 *
 * Who says what:
 * - content script → background (`runtime.sendMessage`): `lookup` (to show, or to warm), and
 *   `colleague-domains` (the domains whose addresses it leaves alone; no secret). Each has its
 *   typed answer (`ContentAnswers`).
 * - extension pages → background (`runtime.sendMessage`): `lookup`, `recent`, `clear-cache`,
 *   `settings` (a summary without the key), `test-connection`, `workspace`, the search box's
 *   `search` and `company-customers` (contract/search.ts); the workspaces after the first
 *   (`workspaces`, `workspace-save`, `workspace-remove`, `workspace-test`) and the first's label
 *   and colour (`first-workspace`, `first-workspace-save`: contract/workspaces.ts);
 *   `log-offer` and `log` (contract/log.ts:
 *   the open e-mail, logged to the customer's timeline from the agent's Confirm); and the writes
 *   (drafts.ts): `draft`, `draft-save`, `draft-discard`, `write`, `write-check` (what became of a
 *   write whose answer a stopped worker lost), each in the first workspace or, with `workspace`,
 *   in another; `last-create` (where the agent last created a customer). Only extension pages may
 *   ask for these, and a page sends `write` only from the agent's click. Each has its typed answer
 *   (`PageAnswers`; a page asks through ui/ask.ts).
 * - content script → background: a `lookup` to show may carry `hints` (a name, a subject, the
 *   selected text read on the page): suggestions for a draft the agent sees before anything is
 *   sent, never a cause of a write.
 * - card ⇄ background (port `card`): the background pushes `show`; the card sends `resize`,
 *   `close`, `hold` (a form is open: keep the card open when the pointer leaves), `release` (no
 *   form is open any more), `retry` (its story, again).
 * - popup ⇄ background (port `popup`): the popup sends `lookup`; the background answers `state`,
 *   and `sections` (checked by `parseSections`) when more workspaces are on.
 * - background → content script (`tabs.sendMessage`): `card-resize`, `card-close`, `card-hold`,
 *   `card-release`, `open-card`, `colleague-domains` (the list changed), `ask-again`.
 * - side panel ⇄ background (port `panel`): `follow`, `tab-customer` (contract/panel.ts). The
 *   page's open conversation is no message: the background reads it itself, with a script it runs
 *   in the tab (background/panel/conversation-reader.ts), so the content script carries none of it.
 *
 * Every validator takes `unknown` and returns the typed message or null: nothing is trusted
 * because it type-checks at the sender.
 */
import type { LookupState } from './lookup-state';
import type { Here, WorkspaceSection } from './contract/card';
import { isEmail } from './email/detect';
import { domainList } from './settings/colleagues';
import type { PageRequest } from './contract/page';
import { MAX_EMAIL_LENGTH, record, validEmail } from './contract/checks';
import { parseHints, parseWriteRequest, type PageHints } from './contract/write';
import { parseSearchRequest } from './contract/search';
import { parseLogRequest } from './contract/log';
import { parseWorkspacesRequest, WORKSPACES_REQUESTS } from './contract/workspaces';
import type { LookupRequest } from './contract/lookup';

export { HINT_LIMITS, type DraftRef, type PageHints, type WriteAnswers, type WriteRequest } from './contract/write';
export type { LookupRequest } from './contract/lookup';
export type { ManagedSummary, PageAnswer, PageAnswers, PageRequest, RecentCustomer, SettingsSummary } from './contract/page';
export { CARD_MAX_HEIGHT, parseBackgroundToCard, parseCardMessage, parseSections } from './contract/card';
export type { BackgroundToCard, CardShow, CardToBackground } from './contract/card';

export const PORT_CARD = 'card';
export const PORT_POPUP = 'popup';

export type ColleagueDomainsRequest = { type: 'colleague-domains' };
export type ColleagueDomainsAnswer = { domains: string[] };
/** `sections`: the first's name and colour and the other workspaces' answers, as a card gets them (contract/card.ts). */
export type BackgroundToPopup =
  { type: 'state'; email: string; state: LookupState } | ({ type: 'sections'; email: string; more: WorkspaceSection[] } & Here);
export type BackgroundToContent =
  | { type: 'card-resize'; height: number }
  | { type: 'card-close' }
  /** The agent is typing in the card: it stays open when the pointer leaves. */
  | { type: 'card-hold' }
  /** No form is open in the card any more. */
  | { type: 'card-release' }
  /** The context menu or keyboard command: open the card beside the selection (or link). */
  | { type: 'open-card'; email: string | null }
  | { type: 'colleague-domains'; domains: string[] }
  /**
   * An open card asks for its address again: the key or base URL changed (it must not keep the
   * old answer), or the agent pressed Retry on its story.
   */
  | { type: 'ask-again' };

export type LookupAck = { accepted: true } | { accepted: false; reason: string };

export type CheckedLookup = Required<Omit<LookupRequest, 'hints'>> & { hints?: PageHints };

/**
 * A lookup is the only thing a content script may ask for: `type` and `email`, `intent` only if
 * it is one of the two known words, and `hints` only with a lookup to show. The answer always
 * names its intent.
 */
export function parseLookupRequest(raw: unknown): CheckedLookup | null {
  const msg = record(raw);
  if (!msg || msg.type !== 'lookup') return null;
  const keys = Object.keys(msg);
  const known = 2 + (keys.includes('intent') ? 1 : 0) + (keys.includes('hints') ? 1 : 0);
  if (keys.length !== known) return null;
  const intent = keys.includes('intent') ? msg.intent : 'show';
  if (intent !== 'show' && intent !== 'warm') return null;
  const email = msg.email;
  if (typeof email !== 'string' || email.length === 0 || email.length > MAX_EMAIL_LENGTH) return null;
  if (!isEmail(email.trim())) return null;
  if (!keys.includes('hints')) return { type: 'lookup', email: email.trim(), intent };
  const hints = intent === 'show' ? parseHints(msg.hints) : null;
  return hints ? { type: 'lookup', email: email.trim(), intent, hints } : null;
}

/** The content script's other question: exactly `{ type: 'colleague-domains' }`. */
export function isColleagueDomainsRequest(raw: unknown): raw is ColleagueDomainsRequest {
  const msg = record(raw);
  return msg?.type === 'colleague-domains' && Object.keys(msg).length === 1;
}

/** What a content script may ask, as the background checked it, and each request's answer. */
export type ContentRequest = CheckedLookup | ColleagueDomainsRequest;
export type ContentAnswers = { lookup: LookupAck; 'colleague-domains': ColleagueDomainsAnswer };

export function parseContentRequest(raw: unknown): ContentRequest | null {
  return isColleagueDomainsRequest(raw) ? { type: 'colleague-domains' } : parseLookupRequest(raw);
}

/** The background's answer (or push) as the content script trusts it: valid domains only. */
export function parseColleagueDomains(raw: unknown): string[] {
  return domainList(record(raw)?.domains);
}

const BARE_PAGE_REQUESTS = new Set(['recent', 'clear-cache', 'settings', 'test-connection', 'workspace']);

export function parsePageRequest(raw: unknown): PageRequest | null {
  const msg = record(raw);
  if (!msg) return null;
  const keys = Object.keys(msg).length;
  if (typeof msg.type === 'string' && BARE_PAGE_REQUESTS.has(msg.type) && keys === 1) {
    return { type: msg.type } as PageRequest;
  }
  if (msg.type === 'recent' && keys === 2 && Number.isSafeInteger(msg.tabId) && (msg.tabId as number) >= 0) {
    return { type: 'recent', tabId: msg.tabId as number };
  }
  if (msg.type === 'lookup') return parseLookupRequest(raw);
  if (msg.type === 'search' || msg.type === 'company-customers') return parseSearchRequest(msg);
  if (msg.type === 'log-offer' || msg.type === 'log') return parseLogRequest(msg);
  if (typeof msg.type === 'string' && WORKSPACES_REQUESTS.has(msg.type)) return parseWorkspacesRequest(msg);
  return parseWriteRequest(msg);
}

export function parseBackgroundToContent(raw: unknown): BackgroundToContent | null {
  const msg = record(raw);
  if (!msg) return null;
  if (msg.type === 'card-close' || msg.type === 'card-hold' || msg.type === 'card-release' || msg.type === 'ask-again')
    return { type: msg.type };
  // Number.isFinite is false for anything but a finite number.
  if (msg.type === 'card-resize' && Number.isFinite(msg.height)) return { type: 'card-resize', height: msg.height as number };
  if (msg.type === 'colleague-domains') return { type: 'colleague-domains', domains: parseColleagueDomains(msg) };
  if (msg.type === 'open-card') {
    if (msg.email === null) return { type: 'open-card', email: null };
    // Checked as a lookup's address is (trimmed), without the lookup's other fields: the
    // content script carries no more of the contract than it takes.
    const email = typeof msg.email === 'string' ? msg.email.trim() : null;
    return validEmail(email) ? { type: 'open-card', email } : null;
  }
  return null;
}
