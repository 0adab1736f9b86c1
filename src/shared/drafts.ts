/**
 * What an agent writes to the service from a card or the popup: the two actions and what each
 * needs of the key (write-actions.ts, re-exported here), the draft the agent types (kept by the
 * background until it is sent or discarded) and what a write comes back with. Plain data, checked
 * where it is received.
 */
import type { LookupState } from './lookup-state';
import { record } from './contract/checks';
import type { WriteAction } from './write-actions';

export { ACTION_PERMISSIONS, missingPermissions, WRITE_ACTIONS, type WriteAction } from './write-actions';

export type ThreadPriority = 0 | 1 | 2 | 3;
export const DEFAULT_PRIORITY: ThreadPriority = 2;

export type CustomerFields = { fullName: string; shortName: string };
export type ThreadFields = { title: string; text: string; priority: ThreadPriority };
export type DraftFields<A extends WriteAction = WriteAction> = A extends 'create-customer' ? CustomerFields : ThreadFields;

export const FIELD_LIMITS = { fullName: 200, shortName: 200, title: 500, text: 10_000 } as const;

/** A customer (to create) or a thread (to open for a customer) the agent is writing. */
export type Draft =
  | { action: 'create-customer'; email: string; fields: CustomerFields }
  | { action: 'create-thread'; email: string; customerId: string; fields: ThreadFields };

/** Why a write did not happen; the draft is kept with what the agent typed. */
export type WriteFailure =
  /** The service refused the input: its words per field (the field's last name: `fullName`). */
  | { kind: 'fields'; fields: Record<string, string>; message: string }
  /** The key lacks a permission (named where the service or the key's permissions name it). */
  | { kind: 'forbidden'; permission: string | null }
  /** The request itself failed: timeout, rate limit, a rejected key, the service down… */
  | { kind: 'state'; state: LookupState };

export type CreatedThread = { id: string; ref: string; title: string };

export type WriteOutcome =
  | { ok: true; state: LookupState; thread?: CreatedThread }
  | { ok: false; failure: WriteFailure };

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;

export function isWriteAction(v: unknown): v is WriteAction {
  return v === 'create-customer' || v === 'create-thread';
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
  if (keys !== 'priority,text,title') return null;
  if (!text(f.title, FIELD_LIMITS.title) || !text(f.text, FIELD_LIMITS.text)) return null;
  const p = f.priority;
  if (p !== 0 && p !== 1 && p !== 2 && p !== 3) return null;
  return { title: f.title, text: f.text, priority: p };
}

/** A customer id as Plain writes them, or anything id-like up to 100 characters. */
export function isCustomerId(v: unknown): v is string {
  return typeof v === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(v);
}
