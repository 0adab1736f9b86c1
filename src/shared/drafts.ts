/**
 * What an agent writes to the service from a card or the popup: the two actions and what each
 * needs of the key (write-actions.ts, re-exported here), the draft the agent types (kept by the
 * background until it is sent or discarded) and what a write comes back with. Plain data, checked
 * where it is received.
 */
import type { LookupState } from './lookup-state';
import { record } from './contract/checks';
import type { WriteAction } from './write-actions';

export { ACTIONS, lackedFor, missingPermissions, type Action, type WriteAction } from './write-actions';

export type ThreadPriority = 0 | 1 | 2 | 3;
export const DEFAULT_PRIORITY: ThreadPriority = 2;

export type CustomerFields = { fullName: string; shortName: string };
export type ThreadFields = { title: string; text: string; priority: ThreadPriority };
export type NoteFields = { text: string };
export type DraftFields<A extends WriteAction = WriteAction> = A extends 'create-customer'
  ? CustomerFields
  : A extends 'create-thread'
    ? ThreadFields
    : NoteFields;

export const FIELD_LIMITS = { fullName: 200, shortName: 200, title: 500, text: 10_000 } as const;

/** A customer (to create), a thread (to open for a customer) or a note (for a customer) the agent is writing. */
export type Draft =
  | { action: 'create-customer'; email: string; fields: CustomerFields }
  | { action: 'create-thread'; email: string; customerId: string; fields: ThreadFields }
  | { action: 'create-note'; email: string; customerId: string; fields: NoteFields };

/** The actions written for a customer found: their drafts carry the customer's id. */
export const forCustomer = (action: WriteAction) => action !== 'create-customer';

/** Why a write did not happen; the draft is kept with what the agent typed. */
export type WriteFailure =
  /** The service refused the input: its words per field (the field's last name: `fullName`). */
  | { kind: 'fields'; fields: Record<string, string>; message: string }
  /**
   * The key lacks permissions: every one the key's known permissions show it lacks, or the one
   * the service named; none where neither says.
   */
  | { kind: 'forbidden'; permissions: string[] }
  /** The request itself failed: timeout, rate limit, a rejected key, the service down… */
  | { kind: 'state'; state: LookupState }
  /** The extension stopped before the request left: nothing was made. */
  | { kind: 'not-sent' }
  /** The extension stopped mid-write, again and again: whether it was made is not known. */
  | { kind: 'unknown' };

/** A thread as Plain holds it after the write (`priority` where the answer had it). */
export type CreatedThread = { id: string; ref: string; title: string; priority?: ThreadPriority };

/**
 * The agent's retry found the thread an earlier send had made (its answer was lost): what the
 * agent changed since was applied to it, failed (and why), or could not be (the first message).
 */
export type EarlierThread = {
  applied: Array<'title' | 'priority'>;
  failed?: { fields: Array<'title' | 'priority'>; failure: WriteFailure };
  textKept: boolean;
};

export type WriteOutcome =
  { ok: true; state: LookupState; thread?: CreatedThread; earlier?: EarlierThread } | { ok: false; failure: WriteFailure };

export function isThreadPriority(v: unknown): v is ThreadPriority {
  return v === 0 || v === 1 || v === 2 || v === 3;
}

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

export function isWriteAction(v: unknown): v is WriteAction {
  return v === 'create-customer' || v === 'create-thread' || v === 'create-note';
}

/** Exactly the action's fields, each within its limit; null otherwise. */
export function parseDraftFields(action: WriteAction, raw: unknown): DraftFields | null {
  const f = record(raw);
  if (!f) return null;
  const keys = Object.keys(f).sort().join();
  if (action === 'create-customer') {
    if (keys !== 'fullName,shortName') return null;
    if (!text(f.fullName, FIELD_LIMITS.fullName) || !text(f.shortName, FIELD_LIMITS.shortName)) return null;
    return { fullName: f.fullName, shortName: f.shortName };
  }
  if (action === 'create-note') {
    if (keys !== 'text' || !text(f.text, FIELD_LIMITS.text)) return null;
    return { text: f.text };
  }
  if (keys !== 'priority,text,title') return null;
  if (!text(f.title, FIELD_LIMITS.title) || !text(f.text, FIELD_LIMITS.text)) return null;
  const p = f.priority;
  if (!isThreadPriority(p)) return null;
  return { title: f.title, text: f.text, priority: p };
}

/** A customer id as Plain writes them, or anything id-like up to 100 characters. */
export function isCustomerId(v: unknown): v is string {
  return typeof v === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(v);
}
