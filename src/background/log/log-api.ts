/**
 * Logging's requests, each within the background's limit on requests in flight and the documented
 * time limit (writes/mutations.ts sends them): the event, the note, and the customer's recent
 * timeline, read for an event by its externalId or a note by its text.
 */
import type { CreateCustomerEventInput } from '../../shared/gql/graphql';
import { CREATE_CUSTOMER_EVENT, CREATE_NOTE, TIMELINE_ENTRIES } from '../../shared/operations/index';
import { BAD, failureOf, send, type Answer, type Target } from '../writes/mutations';

/** How many of the customer's latest entries are read: a message is logged when it is read, so its event is recent. */
export const RECENT_ENTRIES = 50;

/** The event made: when. `already`: refused because an event with its externalId exists. */
export type EventAnswer = Answer<{ at: string }> | { ok: false; already: true; headers?: Headers };

export async function createCustomerEvent(to: Target, input: CreateCustomerEventInput): Promise<EventAnswer> {
  const answer = await send(to, (context) =>
    to.client.mutate({ mutation: CREATE_CUSTOMER_EVENT, variables: { input }, context, fetchPolicy: 'no-cache' }),
  );
  if (!answer.ok) return answer;
  const out = answer.value.data?.createCustomerEvent;
  if (out?.error) {
    const failure = failureOf(out.error);
    if (failure.kind === 'fields' && 'externalId' in failure.fields) return { ok: false, already: true, headers: answer.headers };
    return { ok: false, failure, headers: answer.headers };
  }
  const at = out?.customerEvent?.createdAt.iso8601;
  return typeof at === 'string' ? { ok: true, value: { at }, headers: answer.headers } : { ok: false, failure: BAD };
}

export async function createNote(to: Target, customerId: string, text: string): Promise<Answer<{ id: string }>> {
  const input = { customerId, text: text.trim() };
  const answer = await send(to, (context) =>
    to.client.mutate({ mutation: CREATE_NOTE, variables: { input }, context, fetchPolicy: 'no-cache' }),
  );
  if (!answer.ok) return answer;
  const out = answer.value.data?.createNote;
  if (out?.error) return { ok: false, failure: failureOf(out.error), headers: answer.headers };
  const id = out?.note?.id;
  return typeof id === 'string' ? { ok: true, value: { id }, headers: answer.headers } : { ok: false, failure: BAD };
}

export type Entry = { at: string; externalId?: string | null; noteText?: string };

/** The customer's latest entries, newest last, as far as logging needs them. */
export async function recentEntries(to: Target, customerId: string): Promise<Answer<Entry[]>> {
  const answer = await send(to, (context) =>
    to.client.query({ query: TIMELINE_ENTRIES, variables: { customerId, last: RECENT_ENTRIES }, context, fetchPolicy: 'no-cache' }),
  );
  if (!answer.ok) return answer;
  const edges = answer.value.data?.timelineEntries?.edges;
  if (!Array.isArray(edges)) return { ok: false, failure: BAD, headers: answer.headers };
  const entries = edges.map(({ node }): Entry => {
    const entry = node.entry;
    const at = node.timestamp.iso8601;
    if (entry.__typename === 'CustomerEventEntry') return { at, externalId: entry.externalId };
    if (entry.__typename === 'NoteEntry') return { at, noteText: entry.text };
    return { at };
  });
  return { ok: true, value: entries, headers: answer.headers };
}
