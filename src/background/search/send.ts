/**
 * One search request: within the background's in-flight limit (request slots), behind the key's
 * rate-limit gate, and aborted when a newer query superseded it. Its partial data is kept beside
 * its errors (`errorPolicy: 'all'`): a key without `company:read` still gets the customers found,
 * their company left out. Failures are classified as the card's are (lookup/classify.ts).
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { DocumentNode } from 'graphql';
import type { ApiClient } from '../transport/api-client';
import { classifyError } from '../lookup/classify';
import { REQUEST_TIMEOUT_MS } from '../lookup/query-customer';
import { gateId } from '../transport/rate-limit-gate';
import type { Gated } from '../story/send';
import type { Reply } from '../story/reply';

export interface Slots {
  acquire(options?: { ahead?: boolean }): Promise<() => void>;
}

export interface SearchSend {
  client: ApiClient;
  host: string;
  slots: Slots;
  gated: Gated;
  /** Aborted when the query is superseded; the reply then no longer matters. */
  signal: AbortSignal;
  timeoutMs?: number;
}

export async function sendSearch(how: SearchSend, query: DocumentNode, variables: Record<string, unknown>): Promise<Reply> {
  // Asked by the agent, as a lookup from the popup is: ahead of background work waiting for a slot.
  const release = await how.slots.acquire({ ahead: true });
  try {
    if (how.signal.aborted) return { ok: false, failure: { kind: 'timeout' } };
    const id = gateId(how.gated.settings);
    const resetAt = how.gated.gate.until(id);
    if (resetAt) return { ok: false, failure: { kind: 'rate-limited', retryAt: resetAt } };
    let response: Response | undefined;
    const reply = await ask(how, query, variables, (r) => (response = r));
    how.gated.gate.noteHeaders(id, response?.headers);
    if (!reply.ok && reply.failure.kind === 'rate-limited') how.gated.gate.block(id, reply.failure.retryAt);
    return reply;
  } finally {
    release();
  }
}

async function ask(
  how: SearchSend,
  query: DocumentNode,
  variables: Record<string, unknown>,
  sink: (r: Response | undefined) => void,
): Promise<Reply> {
  const signal = AbortSignal.any([how.signal, AbortSignal.timeout(how.timeoutMs ?? REQUEST_TIMEOUT_MS)]);
  try {
    const result = await how.client.query({
      query,
      variables,
      errorPolicy: 'all',
      context: { fetchOptions: { signal }, responseSink: sink },
    });
    if (result.error && !CombinedGraphQLErrors.is(result.error)) return { ok: false, failure: classifyError(result.error, how.host).state };
    const errors = CombinedGraphQLErrors.is(result.error) ? result.error.errors : [];
    return { ok: true, data: result.data ?? null, errors };
  } catch (error) {
    return { ok: false, failure: classifyError(error, how.host).state };
  }
}
