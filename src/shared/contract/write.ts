/**
 * The writes' side of the message contract (messages.ts lists every channel): the hints a content
 * script may add to a lookup, and the extension pages' draft and write requests, each
 * with its validator and its answer. Nothing here is trusted because it type-checks at the sender.
 */
import {
  forCustomer,
  isCustomerId,
  isWriteAction,
  parseDraftFields,
  type Draft,
  type DraftFields,
  type WriteAction,
  type WriteFailure,
  type WriteOutcome,
} from '../drafts';
import { WORKSPACE_ID } from '../settings/workspaces';
import { record, validEmail } from './checks';

/** What the page shows beside the address: suggestions for a draft, nothing more. */
export type PageHints = { name?: string; subject?: string; selection?: string };
export const HINT_LIMITS = { name: 200, subject: 500, selection: 10_000 } as const;

/**
 * `workspace`: a workspace after the first (settings/workspaces.ts), where the draft is kept and
 * the write made; none: the first workspace, as before there were several.
 */
export type DraftRef = { action: WriteAction; email: string; customerId?: string; workspace?: string };
export type WriteRequest =
  | ({ type: 'draft' } & DraftRef)
  | ({ type: 'draft-save'; fields: DraftFields } & DraftRef)
  | ({ type: 'draft-discard' } & DraftRef)
  | ({ type: 'write'; fields: DraftFields } & DraftRef)
  /**
   * The page lost its write's answer (the worker stopped mid-way): what became of it. Sends
   * nothing new of the page's; the background finishes or checks the write it had started.
   */
  | ({ type: 'write-check' } & DraftRef)
  /** The workspace the agent last sent a new customer to (Create customer offers it first). */
  | { type: 'last-create' };

/** A draft as a page sees it: what the agent typed, and why its last write failed, if it did. */
export type DraftView = Draft & { failure?: WriteFailure };
/** Each write request's answer, by its `type` (contract/page.ts holds the others). */
export type WriteAnswers = {
  draft: DraftView;
  'draft-save': { saved: true };
  'draft-discard': { discarded: true };
  write: WriteOutcome;
  'write-check': WriteOutcome;
  /** Its id; null for the first workspace, or when none was chosen yet. */
  'last-create': { workspace: string | null };
};

/** Hints as the background trusts them: known keys only, each a string within its limit. */
export function parseHints(raw: unknown): PageHints | null {
  const h = record(raw);
  if (!h) return null;
  const hints: PageHints = {};
  for (const [key, value] of Object.entries(h)) {
    if (!(key in HINT_LIMITS) || typeof value !== 'string') return null;
    if (value.length > HINT_LIMITS[key as keyof PageHints]) return null;
    hints[key as keyof PageHints] = value;
  }
  return hints;
}

/**
 * The writes' requests, from extension pages only: the action, a valid address, a customer id for
 * a thread or a note, a workspace's id when it is not the first, and exactly the action's fields
 * where there are some.
 */
export function parseWriteRequest(msg: Record<string, unknown>): WriteRequest | null {
  const { type, action, email, customerId, workspace } = msg;
  if (type === 'last-create') return Object.keys(msg).length === 1 ? { type } : null;
  if (type !== 'draft' && type !== 'draft-save' && type !== 'draft-discard' && type !== 'write' && type !== 'write-check') return null;
  if (!isWriteAction(action) || !validEmail(email)) return null;
  const withFields = type === 'draft-save' || type === 'write';
  const withId = forCustomer(action);
  const inWorkspace = 'workspace' in msg;
  if (Object.keys(msg).length !== 3 + (withFields ? 1 : 0) + (withId ? 1 : 0) + (inWorkspace ? 1 : 0)) return null;
  if (withId && !isCustomerId(customerId)) return null;
  if (inWorkspace && (typeof workspace !== 'string' || !WORKSPACE_ID.test(workspace))) return null;
  const ref: DraftRef = {
    action,
    email,
    ...(withId ? { customerId: customerId as string } : {}),
    ...(inWorkspace ? { workspace: workspace as string } : {}),
  };
  if (!withFields) return { type, ...ref };
  const fields = parseDraftFields(action, msg.fields);
  return fields ? { type, ...ref, fields } : null;
}
