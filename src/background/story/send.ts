/**
 * The three context operations, sent together (one round trip of latency) after the documented
 * lookup answered, within the background's four in flight like every request (`slots`, request-slots.ts).
 * Each keeps its partial data beside its errors (`errorPolicy: 'all'`): a FORBIDDEN on one alias
 * must not cost the others.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DocumentNode } from 'graphql';
import type { ApiClient } from '../transport/api-client';
import { classifyError } from '../lookup/classify';
import { REQUEST_TIMEOUT_MS } from '../lookup/query-customer';
import { CUSTOMER_CARDS, CUSTOMER_CONTEXT, CUSTOMER_OPEN_THREADS } from '../../shared/operations/index';
import { gateId, type RateLimitGate } from '../transport/rate-limit-gate';
import type { Semaphore } from '../transport/semaphore';
import type { Reply } from './reply';

/**
 * The lookups' rate-limit gate (rate-limit-gate.ts): while the key's requests are spent nothing
 * is sent, and every answer's headers (a 429 too) tell the gate, as the lookup's do.
 */
export interface Gated {
  gate: RateLimitGate;
  settings: { baseUrl: string; apiKey: string };
}

export interface Replies {
  customer: Reply;
  threads: Reply;
  cards: Reply;
}

export async function sendOne(
  client: ApiClient,
  slots: Semaphore,
  query: DocumentNode,
  customerId: string,
  host: string,
  timeoutMs = REQUEST_TIMEOUT_MS,
  gated?: Gated,
): Promise<Reply> {
  // A slot of the background's one limit, shared with the lookups (request-slots.ts). The gate is
  // read once the slot is ours, as a lookup's is: the key may have been spent while this waited.
  const release = await slots.acquire();
  try {
    const id = gated ? gateId(gated.settings) : '';
    const resetAt = gated?.gate.until(id);
    if (resetAt) return { ok: false, failure: { kind: 'rate-limited', retryAt: resetAt } };
    let response: Response | undefined;
    const reply = await ask(client, query, customerId, host, timeoutMs, (r) => (response = r));
    gated?.gate.noteHeaders(id, response?.headers);
    if (!reply.ok && reply.failure.kind === 'rate-limited') gated?.gate.block(id, reply.failure.retryAt);
    return reply;
  } finally {
    release();
  }
}

async function ask(
  client: ApiClient,
  query: DocumentNode,
  customerId: string,
  host: string,
  timeoutMs: number,
  sink: (r: Response | undefined) => void,
): Promise<Reply> {
  try {
    const result = await client.query({
      query,
      variables: { customerId },
      errorPolicy: 'all',
      context: { fetchOptions: { signal: AbortSignal.timeout(timeoutMs) }, responseSink: sink },
    });
    if (result.error && !CombinedGraphQLErrors.is(result.error)) return { ok: false, failure: classifyError(result.error, host).state };
    const errors = CombinedGraphQLErrors.is(result.error) ? result.error.errors : [];
    return { ok: true, data: result.data ?? null, errors };
  } catch (error) {
    return { ok: false, failure: classifyError(error, host).state };
  }
}

/** `onReply`: each reply as it comes, before the others are in. */
export async function sendAll(
  client: ApiClient,
  slots: Semaphore,
  customerId: string,
  host: string,
  timeoutMs?: number,
  gated?: Gated,
  onReply?: (name: keyof Replies, reply: Reply) => void,
): Promise<Replies> {
  const one = async (name: keyof Replies, query: DocumentNode) => {
    const reply = await sendOne(client, slots, query, customerId, host, timeoutMs, gated);
    onReply?.(name, reply);
    return reply;
  };
  const [customer, threads, cards] = await Promise.all([
    one('customer', CUSTOMER_CONTEXT),
    one('threads', CUSTOMER_OPEN_THREADS),
    one('cards', CUSTOMER_CARDS),
  ]);
  return { customer, threads, cards };
}
