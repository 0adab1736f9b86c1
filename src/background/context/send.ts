/**
 * The three context operations, sent together (one round trip of latency) after the documented
 * lookup answered. Each keeps its partial data beside its errors (`errorPolicy: 'all'`): a
 * FORBIDDEN on one alias must not cost the others.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DocumentNode } from 'graphql';
import type { ApiClient } from '../api-client';
import { classifyError } from '../classify';
import { REQUEST_TIMEOUT_MS } from '../query-customer';
import { CUSTOMER_CARDS, CUSTOMER_CONTEXT, CUSTOMER_OPEN_THREADS } from '../../shared/operations';
import type { Reply } from './reply';

export interface Replies {
  customer: Reply;
  threads: Reply;
  cards: Reply;
}

export async function sendOne(client: ApiClient, query: DocumentNode, customerId: string, host: string, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Reply> {
  try {
    const result = await client.query({
      query,
      variables: { customerId },
      errorPolicy: 'all',
      context: { fetchOptions: { signal: AbortSignal.timeout(timeoutMs) } },
    });
    if (result.error && !CombinedGraphQLErrors.is(result.error)) return { ok: false, failure: classifyError(result.error, host).state };
    const errors = CombinedGraphQLErrors.is(result.error) ? result.error.errors : [];
    return { ok: true, data: result.data ?? null, errors };
  } catch (error) {
    return { ok: false, failure: classifyError(error, host).state };
  }
}

export async function sendAll(client: ApiClient, customerId: string, host: string, timeoutMs?: number): Promise<Replies> {
  const [customer, threads, cards] = await Promise.all([
    sendOne(client, CUSTOMER_CONTEXT, customerId, host, timeoutMs),
    sendOne(client, CUSTOMER_OPEN_THREADS, customerId, host, timeoutMs),
    sendOne(client, CUSTOMER_CARDS, customerId, host, timeoutMs),
  ]);
  return { customer, threads, cards };
}
