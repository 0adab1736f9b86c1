/**
 * `myPermissions` and `myWorkspace` in one request: what the options page's "Test connection"
 * shows, and where the card's "Open in Plain" link gets its workspace. A key that may not read
 * the workspace still connects; only the link is left out.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ConnectionResult } from '../../shared/connection';
import type { ApiClient } from '../transport/api-client';
import type { Semaphore } from '../transport/semaphore';
import { classifyError } from '../lookup/classify';
import { domainList } from '../../shared/settings/colleagues';
import { CONNECTION_CHECK } from '../../shared/operations/index';
import { REQUEST_TIMEOUT_MS } from '../lookup/query-customer';
import { sectionAccess } from '../story/section-access';

export async function checkConnection(client: ApiClient, host: string): Promise<ConnectionResult> {
  try {
    const result = await client.query({
      query: CONNECTION_CHECK,
      errorPolicy: 'all',
      context: { fetchOptions: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) } },
    });
    const onlyWorkspaceRefused =
      !result.error ||
      (CombinedGraphQLErrors.is(result.error) &&
        result.error.errors.every((e) => e.path?.[0] === 'myWorkspace' && e.extensions?.code === 'FORBIDDEN'));
    const permissions = result.data?.myPermissions?.permissions;
    if (!onlyWorkspaceRefused || !Array.isArray(permissions)) {
      return { kind: 'failed', state: classifyError(result.error, host).state };
    }
    const ws = result.data?.myWorkspace;
    return {
      kind: 'connected',
      workspace: ws && typeof ws.id === 'string' ? { id: ws.id, name: ws.name, domainNames: domainList(ws.domainNames) } : null,
      permissions: permissions.filter((p): p is string => typeof p === 'string'),
      canReadCustomers: permissions.includes('customer:read'),
    };
  } catch (error) {
    return { kind: 'failed', state: classifyError(error, host).state };
  }
}

/**
 * "Test connection": the check above and, for a key that connects, which context sections it
 * unlocks (story/section-access.ts), asked beside it so the test takes one round trip longer
 * at most (two when no customer was looked up yet: one customer is listed first to ask about).
 * The sections' requests go within the background's limit (`slots`). `customerId`: a customer to
 * ask about (the last looked up), when there is one.
 */
export async function checkConnectionAndSections(
  client: ApiClient,
  slots: Semaphore,
  host: string,
  customerId?: string,
): Promise<ConnectionResult> {
  const [result, sections] = await Promise.all([
    checkConnection(client, host),
    sectionAccess(client, slots, host, customerId).catch(() => undefined),
  ]);
  return result.kind === 'connected' && sections ? { ...result, sections } : result;
}
