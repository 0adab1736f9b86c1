/**
 * The write requests themselves, each with the documented time limit, and their answers read
 * into one outcome: Plain answers a refused mutation as data (`error { type, code, fields }`),
 * and anything else that goes wrong (timeout, a rejected key, a rate limit) is classified as a
 * lookup's failure is (classify.ts).
 */
import {
  isThreadPriority,
  type CreatedThread,
  type CustomerFields,
  type ThreadFields,
  type ThreadPriority,
  type WriteFailure,
} from '../../shared/drafts';
import type { Customer } from '../../shared/lookup-state';
import {
  CHANGE_THREAD_PRIORITY,
  CREATE_THREAD,
  THREAD_BY_EXTERNAL_ID,
  UPDATE_THREAD_TITLE,
  UPSERT_CUSTOMER,
} from '../../shared/operations/index';
import type { ResultOf } from '@graphql-typed-document-node/core';
import type { MUTATION_ERROR_PARTS } from '../../shared/operations/mutation-error';
import type { ApiClient } from '../transport/api-client';
import { classifyError } from '../lookup/classify';
import { REQUEST_TIMEOUT_MS } from '../lookup/query-customer';
import type { Semaphore } from '../transport/semaphore';

export type Answer<T> = { ok: true; value: T; headers?: Headers } | { ok: false; failure: WriteFailure; headers?: Headers };

/** What every mutation asks of a refusal: one fragment (mutation-error.ts). */
type MutationError = ResultOf<typeof MUTATION_ERROR_PARTS> | null | undefined;

/** A refused mutation: field by field where the service names them (`onCreate.fullName` → `fullName`). */
export function failureOf(error: NonNullable<MutationError>): WriteFailure {
  if (error.type === 'FORBIDDEN') {
    const named = /"([^"]+)"/.exec(error.message)?.[1];
    return { kind: 'forbidden', permissions: named ? [named] : [] };
  }
  if (error.type === 'VALIDATION') {
    const fields: Record<string, string> = {};
    for (const f of error.fields) fields[f.field.split('.').pop()!] = f.message;
    return { kind: 'fields', fields, message: error.message };
  }
  return { kind: 'state', state: { kind: 'server-error' } }; // INTERNAL: Plain says retry
}

/**
 * Where the requests go, within which limit on requests in flight (the background's one,
 * request-slots.ts), and how long each may take (the documented limit; tests shorten it).
 */
export type Target = { client: ApiClient; slots: Semaphore; host: string; timeoutMs?: number };

export async function send<T>(
  { slots, host, timeoutMs = REQUEST_TIMEOUT_MS }: Target,
  run: (context: object) => Promise<T>,
): Promise<Answer<T>> {
  // Within the four in flight, but the agent's click goes ahead of queued hovers' lookups and stories.
  const release = await slots.acquire({ ahead: true });
  let response: Response | undefined;
  const context = {
    fetchOptions: { signal: AbortSignal.timeout(timeoutMs) },
    responseSink: (r: Response | undefined) => (response = r),
  };
  try {
    return { ok: true, value: await run(context), headers: response?.headers };
  } catch (error) {
    return {
      ok: false,
      failure: { kind: 'state', state: classifyError(error, host, Date.now(), response?.headers).state },
      headers: response?.headers,
    };
  } finally {
    release();
  }
}

export const BAD: WriteFailure = { kind: 'state', state: { kind: 'bad-response' } };

export async function upsertCustomer(to: Target, email: string, f: CustomerFields): Promise<Answer<Customer>> {
  const onCreate = {
    fullName: f.fullName.trim(),
    email: { email, isVerified: false },
    ...(f.shortName.trim() ? { shortName: f.shortName.trim() } : {}),
  };
  const answer = await send(to, (context) =>
    to.client.mutate({
      mutation: UPSERT_CUSTOMER,
      variables: { input: { identifier: { emailAddress: email }, onCreate, onUpdate: {} } },
      context,
      fetchPolicy: 'no-cache',
    }),
  );
  if (!answer.ok) return answer;
  const out = answer.value.data?.upsertCustomer;
  if (out?.error) return { ok: false, failure: failureOf(out.error), headers: answer.headers };
  const c = out?.customer;
  if (!c || typeof c.id !== 'string' || typeof c.fullName !== 'string' || typeof c.updatedAt?.iso8601 !== 'string')
    return { ok: false, failure: BAD };
  return { ok: true, value: { id: c.id, fullName: c.fullName, email, updatedAt: c.updatedAt.iso8601 }, headers: answer.headers };
}

/** A thread found again: with its first message, to tell whether the agent changed it since. */
export type FoundThread = CreatedThread & { description: string };

function threadOf(
  t: { id?: unknown; ref?: unknown; title?: unknown; priority?: unknown; description?: unknown } | null | undefined,
): FoundThread | null {
  if (!t || typeof t.id !== 'string') return null;
  const thread: FoundThread = {
    id: t.id,
    ref: typeof t.ref === 'string' ? t.ref : '',
    title: typeof t.title === 'string' ? t.title : '',
    description: typeof t.description === 'string' ? t.description : '',
  };
  if (isThreadPriority(t.priority)) thread.priority = t.priority;
  return thread;
}

function created(t: Parameters<typeof threadOf>[0]): CreatedThread | null {
  const thread = threadOf(t);
  if (!thread) return null;
  const { description: _d, ...kept } = thread;
  return kept;
}

export async function createThread(to: Target, customerId: string, externalId: string, f: ThreadFields): Promise<Answer<CreatedThread>> {
  const input = {
    customerIdentifier: { customerId },
    externalId,
    priority: f.priority,
    ...(f.title.trim() ? { title: f.title.trim() } : {}),
    ...(f.text.trim() ? { description: f.text.trim() } : {}),
  };
  const answer = await send(to, (context) =>
    to.client.mutate({ mutation: CREATE_THREAD, variables: { input }, context, fetchPolicy: 'no-cache' }),
  );
  if (!answer.ok) return answer;
  const out = answer.value.data?.createThread;
  if (out?.error) return { ok: false, failure: failureOf(out.error), headers: answer.headers };
  const thread = created(out?.thread);
  return thread ? { ok: true, value: thread, headers: answer.headers } : { ok: false, failure: BAD };
}

/** The thread a write of this draft made, if one did (null: none did). */
export async function findThread(to: Target, customerId: string, externalId: string): Promise<Answer<FoundThread | null>> {
  const answer = await send(to, (context) =>
    to.client.query({ query: THREAD_BY_EXTERNAL_ID, variables: { customerId, externalId }, context, fetchPolicy: 'no-cache' }),
  );
  if (!answer.ok) return answer;
  if (answer.value.data === undefined) return { ok: false, failure: BAD };
  return { ok: true, value: threadOf(answer.value.data.threadByExternalId), headers: answer.headers };
}

type Edited = { error?: NonNullable<MutationError> | null; thread?: Parameters<typeof threadOf>[0] } | undefined;

async function edited(answer: Answer<{ data?: unknown }>, read: (data: never) => Edited): Promise<Answer<CreatedThread>> {
  if (!answer.ok) return answer;
  const out = answer.value.data === undefined ? undefined : read(answer.value.data as never);
  if (out?.error) return { ok: false, failure: failureOf(out.error), headers: answer.headers };
  const thread = created(out?.thread);
  return thread ? { ok: true, value: thread, headers: answer.headers } : { ok: false, failure: BAD };
}

/** The thread's title set to `title` (after the fact: the agent changed it since a lost answer). */
export async function updateThreadTitle(to: Target, threadId: string, title: string): Promise<Answer<CreatedThread>> {
  const answer = await send(to, (context) =>
    to.client.mutate({ mutation: UPDATE_THREAD_TITLE, variables: { input: { threadId, title } }, context, fetchPolicy: 'no-cache' }),
  );
  return edited(answer, (data: { updateThreadTitle?: Edited }) => data.updateThreadTitle);
}

/** The thread's priority set to `priority`, likewise. */
export async function changeThreadPriority(to: Target, threadId: string, priority: ThreadPriority): Promise<Answer<CreatedThread>> {
  const answer = await send(to, (context) =>
    to.client.mutate({ mutation: CHANGE_THREAD_PRIORITY, variables: { input: { threadId, priority } }, context, fetchPolicy: 'no-cache' }),
  );
  return edited(answer, (data: { changeThreadPriority?: Edited }) => data.changeThreadPriority);
}
