/** The four sections of `customerContext`, one per alias of `customer(customerId:)`. */
import type { CompanyInfo, CustomerDetails, GroupInfo, TenantInfo, TierInfo } from '../../shared/customer-context';
import { iso, isoOrNull, nodesOf, obj, str, strOrNull } from './read';

export function readWho(v: unknown): CustomerDetails | undefined {
  const c = obj(v);
  const emailVerified = obj(c?.email)?.isVerified;
  const externalId = strOrNull(c?.externalId);
  const createdAt = iso(c?.createdAt);
  const assigned = c?.assignedToUser;
  const assignedTo = assigned === null ? null : str(obj(obj(assigned)?.user)?.fullName);
  const markedAsSpamAt = isoOrNull(c?.markedAsSpamAt);
  if (typeof emailVerified !== 'boolean' || externalId === undefined || createdAt === undefined) return undefined;
  if (assignedTo === undefined || markedAsSpamAt === undefined) return undefined;
  return { emailVerified, externalId, createdAt, assignedTo, markedAsSpamAt };
}

/** A tier that reads badly is left out; the company or tenant still shows. */
function readTier(v: unknown): TierInfo | null {
  const t = obj(v);
  const name = str(t?.name);
  const color = str(t?.color);
  return name !== undefined && color !== undefined ? { name, color } : null;
}

/** `null`: the customer belongs to no company. */
export function readCompany(v: unknown): CompanyInfo | null | undefined {
  const c = obj(v);
  if (!c || !('company' in c)) return undefined;
  if (c.company === null) return null;
  const company = obj(c.company);
  const name = str(company?.name);
  const domainName = str(company?.domainName);
  if (name === undefined || domainName === undefined) return undefined;
  return { name, domainName, tier: readTier(company?.tier) };
}

export function readTenants(v: unknown): TenantInfo[] | undefined {
  return nodesOf(obj(v)?.tenantMemberships, (node) => {
    const tenant = obj(obj(node)?.tenant);
    const name = str(tenant?.name);
    return name === undefined ? undefined : { name, tier: readTier(tenant?.tier) };
  });
}

export function readGroups(v: unknown): GroupInfo[] | undefined {
  return nodesOf(obj(v)?.customerGroupMemberships, (node) => {
    const group = obj(obj(node)?.customerGroup);
    const name = str(group?.name);
    const color = str(group?.color);
    return name === undefined || color === undefined ? undefined : { name, color };
  });
}
