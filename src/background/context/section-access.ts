/**
 * Which context sections a key unlocks, for "Test connection": the three context operations are
 * sent for one customer and the answers read section by section. A FORBIDDEN there names the
 * missing permission; an answer with the section's data unlocks it; anything else cannot tell.
 *
 * The customer is the one looked up last, when there is one: for a customer id that does not
 * exist, Plain answers `customer: null` and never reaches the fields below it, so company,
 * tenants and groups stay `unknown` (who, threads and cards are decided at their root).
 */
import type { SectionName } from '../../shared/customer-context';
import type { SectionAccess } from '../../shared/connection';
import type { ApiClient } from '../api-client';
import { forbiddenAt } from './forbidden';
import { obj } from './read';
import type { Reply } from './reply';
import { sendAll } from './send';

/** Asked about when no customer was looked up yet: no customer has it. */
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

export async function sectionAccess(client: ApiClient, host: string, customerId = PROBE_CUSTOMER_ID): Promise<Record<SectionName, SectionAccess>> {
  const { customer, threads, cards } = await sendAll(client, customerId, host);
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
