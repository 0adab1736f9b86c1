// The customer and where they belong (company, tenants, groups), each guarded by its own
// permission on its own field, so a key that may read customers but not tenants loses only
// what GraphQL's null propagation takes with the forbidden field.
import { connection, type PageArgs } from './pagination.js';
import { dateTime, maybeDateTime, requirePermission, userObject, type GraphQLContext } from './kit.js';
import type { Seed, SeedCustomer } from '../seed/seed.js';
import type { SeedCompany } from '../seed/context.js';

const tierObject = (seed: Seed, tierId: string | null) => {
  const t = tierId === null ? undefined : seed.index.tiers.get(tierId);
  return t ? { id: t.id, name: t.name, externalId: t.externalId, color: t.color } : null;
};

/** A Company in Plain's shape (the search finds companies on their own, without a customer). */
export const companyObject = (seed: Seed, co: SeedCompany) => ({
  id: co.id,
  name: co.name,
  domainName: co.domainName,
  tier: tierObject(seed, co.tierId),
});

/** A Customer in Plain's shape; the guarded fields are resolvers graphql-js calls with (args, ctx). */
export function customerObject(c: SeedCustomer, seed: Seed) {
  const agent = c.assignedToUserId === null ? undefined : seed.index.users.get(c.assignedToUserId);
  return {
    id: c.id,
    externalId: c.externalId,
    fullName: c.fullName,
    shortName: c.shortName,
    email: { email: c.email, isVerified: c.emailVerified },
    assignedToUser: agent ? { userId: agent.id, user: userObject(agent) } : null,
    createdAt: dateTime(c.createdAt),
    updatedAt: dateTime(c.updatedAt),
    markedAsSpamAt: maybeDateTime(c.markedAsSpamAt),
    company: (_args: unknown, ctx: GraphQLContext) => {
      requirePermission(ctx, 'company:read');
      const co = c.companyId === null ? undefined : seed.index.companies.get(c.companyId);
      return co ? companyObject(seed, co) : null;
    },
    tenantMemberships: (args: PageArgs, ctx: GraphQLContext) => {
      requirePermission(ctx, 'tenant:read');
      const tenants = c.tenantIds.map((id) => seed.index.tenants.get(id)!);
      const memberships = tenants.map((t) => ({
        tenant: { id: t.id, name: t.name, externalId: t.externalId, url: t.url, tier: tierObject(seed, t.tierId) },
      }));
      return connection(memberships, args, (m) => m.tenant.id);
    },
    customerGroupMemberships: (
      args: PageArgs & { filters?: { customerGroupExternalIds?: string[] | null } | null },
      ctx: GraphQLContext,
    ) => {
      requirePermission(ctx, 'customerGroup:read');
      const wanted = args.filters?.customerGroupExternalIds;
      const groups = c.customerGroupIds
        .map((id) => seed.index.customerGroups.get(id)!)
        .filter((g) => wanted == null || (g.externalId !== null && wanted.includes(g.externalId)));
      const memberships = groups.map((g) => ({ customerId: c.id, customerGroup: { ...g } }));
      return connection(memberships, args, (m) => m.customerGroup.id);
    },
  };
}

export interface CustomersArgs extends PageArgs {
  filters?: {
    isMarkedAsSpam?: boolean | null;
    companyIdentifiers?: Array<{ companyId?: string | null; companyDomainName?: string | null }> | null;
  } | null;
  sortBy?: { field: 'FULL_NAME'; direction: 'ASC' | 'DESC' } | null;
}

export const customerRoot = {
  // Plain documents no default order; the local API keeps the seed's (jane.cooper@acme.io first).
  customers: (args: CustomersArgs, ctx: GraphQLContext) => {
    requirePermission(ctx, 'customer:read');
    const spam = args.filters?.isMarkedAsSpam;
    const companies = args.filters?.companyIdentifiers;
    const atCompany = (id: string | null) =>
      companies == null ||
      (id !== null &&
        companies.some(
          (w) =>
            w.companyId === id ||
            (w.companyDomainName != null && ctx.seed.index.companies.get(id)?.domainName === w.companyDomainName.toLowerCase()),
        ));
    const matches = ctx.seed.customers.filter((c) => (spam == null || spam === (c.markedAsSpamAt !== null)) && atCompany(c.companyId));
    if (args.sortBy) {
      const sign = args.sortBy.direction === 'ASC' ? 1 : -1;
      matches.sort((a, b) => sign * (a.fullName + a.id < b.fullName + b.id ? -1 : a.fullName + a.id > b.fullName + b.id ? 1 : 0));
    }
    return connection(
      matches.map((c) => customerObject(c, ctx.seed)),
      args,
      (c) => c.id,
    );
  },
  customer: ({ customerId }: { customerId: string }, ctx: GraphQLContext) => {
    requirePermission(ctx, 'customer:read');
    const found = ctx.seed.customerById(customerId);
    return found ? customerObject(found, ctx.seed) : null;
  },
  customerByEmail: ({ email }: { email: string }, ctx: GraphQLContext) => {
    requirePermission(ctx, 'customer:read');
    const found = ctx.seed.customerByEmail(email);
    return found ? customerObject(found, ctx.seed) : null;
  },
};
