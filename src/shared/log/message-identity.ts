/**
 * The identity of an e-mail shown on a page, as the `externalId` of the event that logs it: the
 * same message gives the same id on every reload and for every agent, so Plain's refusal of a
 * second event with an id it has makes logging happen once, whoever logs it. Prefixed with the
 * workspace, so two workspaces never collide.
 *
 * Which id, best first:
 * - the `Message-ID` where the page shows one: the sender's own, the same in every mailbox;
 * - the app's own message id (Gmail's `data-message-id` "#msg-f:<decimal>" and
 *   `data-legacy-message-id` "<hex>" are one number written two ways, read here as one);
 * - else a SHA-256 digest of the app's message URL, the sender, the subject and the date.
 * Plain's schema states no length limit for an externalId (an `ID`); ids are kept to
 * MAX_EXTERNAL_ID_LENGTH anyway, a longer page-given id being digested.
 */
import { foldWhitespace } from './cut-text';

export const MAX_EXTERNAL_ID_LENGTH = 200;

export interface MessageFacts {
  /** A `Message-ID` shown in the page, with or without its angle brackets. */
  messageIdHeader?: string | null;
  /** Gmail's `data-message-id` ("#msg-f:1785…") or `data-legacy-message-id` ("18c6…"). */
  gmailMessageId?: string | null;
  /** The app's address of the message (its thread page, its reading pane's URL). */
  url: string;
  /** The sender's address. */
  from: string;
  subject: string;
  /** When it was sent: machine-readable where the page has it (ISO 8601, a `datetime`), else as shown. */
  date: string;
}

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
export const sha256Hex = async (text: string) => hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** Gmail's message number in hex, from either attribute; null when it is neither form. */
export function gmailNumber(id: string): string | null {
  const value = id.trim();
  const decimal = /^#?msg-[af]:(\d{1,20})$/u.exec(value);
  if (decimal) return BigInt(decimal[1]!).toString(16);
  return /^[0-9a-f]{1,16}$/iu.test(value) ? value.toLowerCase().replace(/^0+(?=.)/u, '') : null;
}

/** A Message-ID without its brackets and spaces; null when it is not one (no "@"). */
function messageIdOf(header: string): string | null {
  const id = header.trim().replace(/^<|>$/gu, '').trim();
  return /^[^\s<>@]+@[^\s<>@]+$/u.test(id) ? id : null;
}

// A time that names its zone ("Z", "+01:00", "GMT") is one instant wherever it is read; one
// that does not would be read in the agent's own zone, so two agents would disagree.
const NAMES_ITS_ZONE = /(?:\dZ|[+-]\d\d:?\d\d|\b(?:GMT|UTC))\s*$/iu;

/** The date as an instant when it names its zone, so two renderings of one time agree; else as written. */
function dateKey(date: string): string {
  const folded = foldWhitespace(date);
  const ms = NAMES_ITS_ZONE.test(folded) ? Date.parse(folded) : Number.NaN;
  return Number.isNaN(ms) ? folded : new Date(ms).toISOString();
}

async function messageKey(facts: MessageFacts): Promise<string> {
  const header = facts.messageIdHeader ? messageIdOf(facts.messageIdHeader) : null;
  if (header) return `mid:${header}`;
  const gmail = facts.gmailMessageId ? gmailNumber(facts.gmailMessageId) : null;
  if (gmail) return `gmail:${gmail}`;
  const parts = [facts.url.trim(), facts.from.trim().toLowerCase(), foldWhitespace(facts.subject), dateKey(facts.date)];
  return `sha256:${await sha256Hex(JSON.stringify(parts))}`;
}

/** The externalId of the event logging this message in this workspace. */
export async function messageExternalId(workspaceId: string, facts: MessageFacts): Promise<string> {
  const id = `${workspaceId}:${await messageKey(facts)}`;
  if (id.length <= MAX_EXTERNAL_ID_LENGTH) return id;
  return `${workspaceId}:sha256:${await sha256Hex(id)}`;
}
