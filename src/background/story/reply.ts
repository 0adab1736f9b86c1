/**
 * One operation's reply as the sections read it: the data and errors of a GraphQL answer, or the
 * failure of the request as a whole (HTTP 5xx, timeout, network, garbage) as a lookup state.
 */
import type { Section, SectionFailure } from '../../shared/customer-context';
import type { LookupState } from '../../shared/lookup-state';
import { forbiddenAt } from './forbidden';
import { obj } from './read';

export type Reply = { ok: true; data: unknown; errors: readonly unknown[] } | { ok: false; failure: LookupState };

/**
 * The section under `root` (an alias, or its operation's root field): forbidden when the API
 * said so there, failed when the request failed or the value has the wrong shape.
 */
export function sectionOf<T>(reply: Reply, root: string, read: (value: unknown) => T | undefined): Section<T> {
  if (!reply.ok) {
    const { failure } = reply;
    if (failure.kind === 'rate-limited') return { status: 'failed', reason: 'rate-limited', rateLimitedUntil: failure.retryAt };
    return { status: 'failed', reason: failureOf(failure) };
  }
  const forbidden = forbiddenAt(reply.errors, root);
  if (forbidden) return forbidden;
  const value = read(obj(reply.data)?.[root]);
  return value === undefined ? { status: 'failed', reason: 'bad-response' } : { status: 'ok', data: value };
}

/** The request's failure as a section says it; a state that is no failure of the request reads as a garbled answer. */
function failureOf(state: LookupState): SectionFailure {
  const kinds: readonly string[] = [
    'server-error',
    'timeout',
    'unreachable',
    'bad-response',
    'unauthorized',
    'forbidden',
    'wrong-base-url',
  ];
  return kinds.includes(state.kind) ? (state.kind as SectionFailure) : 'bad-response';
}
