/**
 * Logging an e-mail's part of the page contract (page.ts): a card or the side panel asks
 * `log-offer` for a found customer (is the open message theirs to log, what would be sent, and
 * was it logged already), and `log` from the agent's Confirm. `tabId` names the tab whose
 * message it is: the side panel's followed tab (a card's is its own, and it names none).
 * `workspace`: a workspace after the first (settings/workspaces.ts), whose key logs it there and
 * whose marks say whether it is logged there; none: the first workspace. What the
 * page shows of the message is read by the background (log/message-reader.ts) and checked here
 * (`parseMessageRead`) before anything is made of it.
 */
import type { WriteFailure } from '../drafts';
import { isCustomerId } from '../drafts';
import { WORKSPACE_ID } from '../settings/workspaces';
import { record, validEmail } from './checks';

/** What is sent, as the agent sees it before Confirm. */
export interface LogPreview {
  title: string;
  from: string;
  to: string[];
  /** ISO 8601, or null when the page shows no time. */
  date: string | null;
  excerpt: string;
  url: string;
}
/** The message is on the customer's timeline: when, and whether by this key (`you`). */
/** `at`: null when the event is older than the recent entries read. */
export type LoggedMark = { at: string | null; by: 'you' | 'someone' };

export type LogOffer =
  /** No open message, not this customer's, or a colleague's: Log is not offered. */
  | { offered: false }
  /** `logged`: null when not logged, or when that could not be read (`unknown`). */
  | { offered: true; preview: LogPreview; logged: LoggedMark | null; unknown?: true };

export type LogOutcome = { ok: true; logged: LoggedMark; already: boolean } | { ok: false; failure: WriteFailure };

type LogRef = { email: string; customerId: string; tabId?: number; workspace?: string };
export type LogRequest = ({ type: 'log-offer' } & LogRef) | ({ type: 'log' } & LogRef);
export type LogAnswers = { 'log-offer': LogOffer; log: LogOutcome };

/** A valid address and customer id, and nothing else but a tab (a page's number) and a workspace's id. */
export function parseLogRequest(msg: Record<string, unknown>): LogRequest | null {
  const { type, email, customerId, tabId, workspace } = msg;
  if (type !== 'log-offer' && type !== 'log') return null;
  if (!validEmail(email) || !isCustomerId(customerId)) return null;
  const withTab = 'tabId' in msg;
  const inWorkspace = 'workspace' in msg;
  if (Object.keys(msg).length !== 3 + (withTab ? 1 : 0) + (inWorkspace ? 1 : 0)) return null;
  if (withTab && !(Number.isSafeInteger(tabId) && (tabId as number) >= 0)) return null;
  if (inWorkspace && (typeof workspace !== 'string' || !WORKSPACE_ID.test(workspace))) return null;
  return {
    type,
    email,
    customerId,
    ...(withTab ? { tabId: tabId as number } : {}),
    ...(inWorkspace ? { workspace: workspace as string } : {}),
  };
}

/** One open message as the page shows it (log/message-reader.ts reads it in the tab). */
export interface MessageRead {
  subject: string;
  /** The sender's address, and as the page shows them ("Name <address>"). */
  from: string;
  fromShown: string;
  /** The recipients' addresses. */
  to: string[];
  /** A machine-readable time where the page has one, else the time as shown. */
  date: string;
  /** The message's visible text. */
  text: string;
  url: string;
  messageIdHeader: string | null;
  gmailMessageId: string | null;
}

export const READ_LIMITS = { subject: 1_000, from: 320, to: 50, date: 100, text: 20_000, url: 2_000, id: 1_000 } as const;

const str = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const orNull = (v: unknown, max: number): string | null | undefined => (v === null ? null : str(v, max) ? v : undefined);

/** The page's answer as the background trusts it: every field of its type and length, the sender's address valid (a recipient's that is not is left out); else null. */
export function parseMessageRead(raw: unknown): MessageRead | null {
  const m = record(raw);
  if (!m) return null;
  const { subject, from, fromShown, to, date, text, url } = m;
  if (!str(subject, READ_LIMITS.subject) || !validEmail(from) || !str(fromShown, READ_LIMITS.from)) return null;
  if (!Array.isArray(to) || to.length > READ_LIMITS.to || !to.every((a) => str(a, READ_LIMITS.from))) return null;
  if (!str(date, READ_LIMITS.date) || !str(text, READ_LIMITS.text) || !str(url, READ_LIMITS.url)) return null;
  const messageIdHeader = orNull(m.messageIdHeader, READ_LIMITS.id);
  const gmailMessageId = orNull(m.gmailMessageId, READ_LIMITS.id);
  if (messageIdHeader === undefined || gmailMessageId === undefined) return null;
  return { subject, from, fromShown, to: to.filter(validEmail), date, text, url, messageIdHeader, gmailMessageId };
}
