/**
 * One operation's reply as the sections read it: the data and errors of a GraphQL answer, or the
 * failure of the request as a whole (HTTP 5xx, timeout, network, garbage) as a lookup state.
 */
import type { Section } from '../../shared/customer-context';
import type { LookupState } from '../../shared/lookup-state';
import { forbiddenAt } from './forbidden';
import { obj } from './read';

export type Reply = { ok: true; data: unknown; errors: readonly unknown[] } | { ok: false; failure: LookupState };

/**
 * The section under `root` (an alias, or its operation's root field): forbidden when the API
 * said so there, failed when the request failed or the value has the wrong shape.
 */
export function sectionOf<T>(reply: Reply, root: string, read: (value: unknown) => T | undefined): Section<T> {
  if (!reply.ok) return reply.failure.kind === 'rate-limited' ? { status: 'failed', rateLimitedUntil: reply.failure.retryAt } : { status: 'failed' };
  const forbidden = forbiddenAt(reply.errors, root);
  if (forbidden) return forbidden;
  const value = read(obj(reply.data)?.[root]);
  return value === undefined ? { status: 'failed' } : { status: 'ok', data: value };
}
