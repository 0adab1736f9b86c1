/**
 * The search answers read into hits: checked, not trusted. An item of the wrong shape is dropped;
 * a list that is not one fails its section (story/reply.ts). Names and titles stay text: the
 * pages render them as text, never as markup.
 */
import type { CompanyHit, CustomerHit, ThreadHit } from '../../shared/contract/search';
import { obj, str, strOrNull } from '../story/read';

/** The nodes of a connection, or undefined when `value` is no connection. */
function nodes(value: unknown): unknown[] | undefined {
  const edges = obj(value)?.edges;
  return Array.isArray(edges) ? edges.map((e) => obj(e)?.node) : undefined;
}

const kept = <T>(items: unknown[] | undefined, read: (v: unknown) => T | undefined): T[] | undefined =>
  items?.map(read).filter((x): x is T => x !== undefined);

export function customerHit(v: unknown): CustomerHit | undefined {
  const c = obj(v);
  const [id, fullName, email] = [str(c?.id), str(c?.fullName), str(obj(c?.email)?.email)];
  if (id === undefined || fullName === undefined || email === undefined) return undefined;
  // `company` is null when the customer has none, or when the key may not read companies.
  return { id, fullName, email, company: str(obj(c?.company)?.name) ?? null };
}

export function companyHit(v: unknown): CompanyHit | undefined {
  const co = obj(obj(v)?.company);
  const [id, name, domainName] = [str(co?.id), str(co?.name), str(co?.domainName)];
  if (id === undefined || name === undefined || domainName === undefined) return undefined;
  const tier = obj(co?.tier);
  const [tierName, color] = [str(tier?.name), str(tier?.color)];
  return { id, name, domainName, tier: tierName !== undefined && color !== undefined ? { name: tierName, color } : null };
}

export function threadHit(v: unknown): ThreadHit | undefined {
  const t = obj(v);
  const [id, ref, title, status] = [str(t?.id), str(t?.ref), str(t?.title), str(t?.status)];
  if (id === undefined || ref === undefined || title === undefined || status === undefined) return undefined;
  const c = obj(t?.customer);
  const [cid, fullName, email] = [str(c?.id), str(c?.fullName), strOrNull(obj(c?.email)?.email)];
  const customer = cid !== undefined && fullName !== undefined && typeof email === 'string' ? { id: cid, fullName, email } : null;
  return { id, ref, title, status, customer };
}

export const readCustomers = (v: unknown) => kept(nodes(v), customerHit);
export const readCompanies = (v: unknown) => kept(nodes(v), companyHit);
/** `searchThreads` nests each thread in a result; `threads` (by ref) does not. */
export const readThreadResults = (v: unknown) => kept(nodes(v), (n) => threadHit(obj(n)?.thread));
export const readThreads = (v: unknown) => kept(nodes(v), threadHit);
