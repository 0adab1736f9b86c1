/** One attempt at `customerByEmail`: a request, a deadline, and a classified outcome. */
import type { ApiClient } from '../transport/api-client';
import { classifyError, type Outcome } from './classify';
import { CUSTOMER_BY_EMAIL } from '../../shared/operations/index';

export const REQUEST_TIMEOUT_MS = 10_000;

export interface Attempt {
  outcome: Outcome;
  /** Headers of the HTTP response, when one arrived (rate-limit bookkeeping reads them). */
  headers?: Headers;
}

export async function queryCustomer(client: ApiClient, email: string, host: string, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Attempt> {
  let response: Response | undefined;
  try {
    const result = await client.query({
      query: CUSTOMER_BY_EMAIL,
      variables: { email },
      context: {
        // Aborts the fetch itself; Apollo chains this signal to its own controller.
        fetchOptions: { signal: AbortSignal.timeout(timeoutMs) },
        responseSink: (r: Response | undefined) => (response = r),
      },
    });
    const found = result.data?.customerByEmail;
    if (result.data === undefined || !isCustomerShape(found)) {
      return { outcome: { state: { kind: 'bad-response' }, retry: 'none' }, headers: response?.headers };
    }
    const state = found
      ? {
          kind: 'found' as const,
          customer: { id: found.id, fullName: found.fullName, email, updatedAt: found.updatedAt.iso8601 },
        }
      : { kind: 'not-found' as const };
    return { outcome: { state, retry: 'none' }, headers: response?.headers };
  } catch (error) {
    return { outcome: classifyError(error, host, Date.now(), response?.headers), headers: response?.headers };
  }
}

/** The response is checked, not trusted: a wrong shape is "unexpected answer", not a crash. */
function isCustomerShape(value: unknown): boolean {
  if (value === null) return true;
  if (typeof value !== 'object' || value === undefined) return false;
  const c = value as Record<string, unknown>;
  const updated = c.updatedAt as Record<string, unknown> | null | undefined;
  return (
    typeof c.id === 'string' &&
    typeof c.fullName === 'string' &&
    typeof updated === 'object' &&
    updated !== null &&
    typeof updated.iso8601 === 'string' &&
    Number.isFinite(Date.parse(updated.iso8601))
  );
}
