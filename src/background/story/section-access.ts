/**
 * Which context sections a key unlocks, for "Test connection": the three context operations are
 * sent for one customer and the answers read section by section. A FORBIDDEN there names the
 * missing permission; an answer with the section's data unlocks it; anything else cannot tell.
 *
 * The customer is the one looked up last, when there is one; otherwise any one customer the key
 * can list (`connectionProbeCustomer`, one more request on Test connection only, never on hover).
 * Only when none can be listed (an empty workspace, no customer:read, a failure) is a made-up id
 * asked about: for it Plain answers `customer: null` and never reaches the fields below it, so
 * company, tenants and groups stay `unknown` (who, threads and cards are decided at their root).
 */
import type { SectionName } from '../../shared/customer-context';
import type { SectionAccess } from '../../shared/connection';
import type { ApiClient } from '../transport/api-client';
import type { Semaphore } from '../transport/semaphore';
import { CONNECTION_PROBE_CUSTOMER } from '../../shared/operations/index';
import { REQUEST_TIMEOUT_MS } from '../lookup/query-customer';
import { forbiddenAt } from './forbidden';
import { obj } from './read';
import type { Reply } from './reply';
import { sendAll } from './send';

/** Asked about when no customer was looked up yet and none could be listed: no customer has it. */
export const PROBE_CUSTOMER_ID = 'c_customer_lens_probe';

function access(reply: Reply, root: string, readable: (value: unknown) => boolean): SectionAccess {
  if (!reply.ok) return 'unknown';
  const forbidden = forbiddenAt(reply.errors, root);
  if (forbidden) return { forbidden: forbidden.permission };
  const erred = reply.errors.some((e) => (obj(e)?.path as unknown[] | undefined)?.[0] === root);
  const data = obj(reply.data);
  return !erred && data !== undefined && root in data && readable(data[root]) ? 'unlocked' : 'unknown';
}

const has = (field: string) => (v: unknown) => obj(v) !== undefined && field in obj(v)!;

/** The first customer the key can list; undefined when there is none or the request fails. */
async function anyCustomerId(client: ApiClient): Promise<string | undefined> {
  try {
    const result = await client.query({
      query: CONNECTION_PROBE_CUSTOMER,
      errorPolicy: 'all',
      context: { fetchOptions: { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) } },
    });
    const id: unknown = result.data?.customers?.edges?.[0]?.node?.id;
    return typeof id === 'string' && id !== '' ? id : undefined;
  } catch {
    return undefined;
  }
}

export async function sectionAccess(
  client: ApiClient,
  slots: Semaphore,
  host: string,
  customerId?: string,
): Promise<Record<SectionName, SectionAccess>> {
  const probed = customerId ?? (await anyCustomerId(client)) ?? PROBE_CUSTOMER_ID;
  const { customer, threads, cards } = await sendAll(client, slots, probed, host);
  return {
    // Reaching `customer` at all is what reading a customer takes; null is "no such customer".
    who: access(customer, 'who', () => true),
    company: access(customer, 'company', has('company')),
    tenants: access(customer, 'tenants', has('tenantMemberships')),
    groups: access(customer, 'groups', has('customerGroupMemberships')),
    threads: access(threads, 'threads', (v) => obj(v) !== undefined),
    cards: access(cards, 'customerCardInstances', Array.isArray),
  };
}
