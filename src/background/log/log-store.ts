/**
 * What logging keeps in `storage.session` (it outlives a stopped worker, not the browser session):
 * - the prepared event per tab and customer: what the preview showed, which Confirm sends as it
 *   was shown (the page may have moved on);
 * - the externalIds this browser sent an event for, kept before the request leaves: a later
 *   refusal as "exists" is then this agent's own event, whose answer was lost;
 * - each message's mark on the timeline (logged when, by whom; or not, for NOT_LOGGED_TTL_MS),
 *   so a card asks Plain once per message, not on every hover.
 * Each workspace keeps its own (logPrefixes): a message logged in one is still to be logged in another.
 */
import { normalizeEmail } from '../../shared/email/detect';
import type { LoggedMark, LogPreview } from '../../shared/contract/log';
import type { CreateCustomerEventInput } from '../../shared/gql/graphql';
import { SessionCache, type SessionArea } from '../transport/session-cache';

export type Prepared = { externalId: string; input: CreateCustomerEventInput; preview: LogPreview };
type Mark = { mark: LoggedMark | null };

/** A message read as not logged is read again after this: someone else may have logged it since. */
export const NOT_LOGGED_TTL_MS = 10 * 60_000;
const FOREVER = Number.POSITIVE_INFINITY;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isPrepared = (v: unknown): v is Prepared =>
  isObject(v) && typeof v.externalId === 'string' && isObject(v.input) && isObject(v.preview);
const isSentAt = (v: unknown): v is number => typeof v === 'number';
const isMark = (v: unknown): v is Mark =>
  isObject(v) && (v.mark === null || (isObject(v.mark) && (v.mark.at === null || typeof v.mark.at === 'string')));

/** Where a workspace's log records are kept: the first's under `log-mark:` etc., another's under `log-mark@<id>:`. */
export function logPrefixes(workspaceId?: string): { prepared: string; sent: string; marks: string } {
  const at = workspaceId === undefined ? '' : `@${workspaceId}`;
  return { prepared: `log-prepared${at}:`, sent: `log-sent${at}:`, marks: `log-mark${at}:` };
}

export class LogStore {
  private readonly prepared: SessionCache<Prepared>;
  private readonly sent: SessionCache<number>;
  private readonly marks: SessionCache<Mark>;

  /** `workspaceId`: a workspace after the first, whose records are its own; none: the first's. */
  constructor(area: SessionArea, workspaceId?: string) {
    const prefix = logPrefixes(workspaceId);
    this.prepared = new SessionCache(area, prefix.prepared, isPrepared, 50);
    this.sent = new SessionCache(area, prefix.sent, isSentAt, 500);
    this.marks = new SessionCache(area, prefix.marks, isMark, 500);
  }

  private static key(tabId: number, email: string, customerId: string) {
    return `${tabId}:${customerId}:${normalizeEmail(email)}`;
  }

  async prepare(tabId: number, email: string, customerId: string, prepared: Prepared): Promise<void> {
    await this.prepared.set(LogStore.key(tabId, email, customerId), prepared);
  }

  async preparedFor(tabId: number, email: string, customerId: string): Promise<Prepared | null> {
    return (await this.prepared.get(LogStore.key(tabId, email, customerId), FOREVER))?.state ?? null;
  }

  async noteSent(externalId: string, at: number): Promise<void> {
    await this.sent.set(externalId, at);
  }

  async wasSent(externalId: string): Promise<boolean> {
    return (await this.sent.get(externalId, FOREVER)) !== null;
  }

  /** The mark kept for the message: undefined when none is (or "not logged" is too old to trust). */
  async mark(externalId: string): Promise<LoggedMark | null | undefined> {
    const hit = await this.marks.get(externalId, NOT_LOGGED_TTL_MS);
    if (!hit || (hit.state.mark === null && !hit.fresh)) return undefined;
    return hit.state.mark;
  }

  async setMark(externalId: string, mark: LoggedMark | null): Promise<void> {
    await this.marks.set(externalId, { mark });
  }
}
