// Plain's three searches: `searchCustomers` (conditions OR-ed, each a case-insensitive
// "contains" on a field), `searchCompanies` (name or domain) and `searchThreads` (a term), the
// last two refusing a term under 2 characters as Plain documents. Each needs its own read
// permission; the connections are Relay pages like every other list (pagination.ts).
import { companyObject, customerObject } from './context.js';
import { connection, type PageArgs } from './pagination.js';
import { badUserInput, requirePermission, type GraphQLContext } from './kit.js';
import { threadMatches, threadObject, type ThreadsArgs } from './threads.js';
import type { SeedCustomer } from '../seed/seed.js';

type Expression = { caseInsensitiveContains?: string | null } | null | undefined;
type Condition = Partial<Record<'fullName' | 'shortName' | 'email' | 'externalId' | 'timelineEntryText', Expression>>;

export const MIN_TERM_LENGTH = 2;

const contains = (value: string | null, part: string) => value !== null && value.toLowerCase().includes(part.toLowerCase());

/** Every expression the condition sets must match; one that sets none matches nobody. */
function meets(c: SeedCustomer, condition: Condition): boolean {
  const set = Object.entries(condition).filter(([, e]) => e?.caseInsensitiveContains != null);
  return (
    set.length > 0 &&
    set.every(([field, e]) => {
      const part = e!.caseInsensitiveContains!;
      if (field === 'email') return contains(c.email, part);
      if (field === 'fullName' || field === 'shortName' || field === 'externalId') return contains(c[field], part);
      return false; // timelineEntryText: no timeline is kept here
    })
  );
}

function termOf(searchQuery: { term: string }): string {
  const term = searchQuery.term.trim();
  if (term.length < MIN_TERM_LENGTH) throw badUserInput(`The search term must be at least ${MIN_TERM_LENGTH} characters long.`);
  return term;
}

// Newest change first, as Plain sorts search results; the id breaks ties so pages are stable.
const newestFirst = <T extends { updatedAt: string; id: string }>(a: T, b: T) =>
  b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id);

export const searchRoot = {
  searchCustomers: (args: PageArgs & { searchQuery: { or?: Condition[] | null } }, ctx: GraphQLContext) => {
    requirePermission(ctx, 'customer:read');
    const conditions = args.searchQuery.or ?? [];
    const found = ctx.seed.customers.filter((c) => conditions.some((condition) => meets(c, condition))).sort(newestFirst);
    return connection(
      found.map((c) => customerObject(c, ctx.seed)),
      args,
      (c) => c.id,
    );
  },
  searchCompanies: (
    args: PageArgs & { searchQuery: { term: string }; filters?: { companyIds?: string[] | null; isDeleted?: boolean | null } | null },
    ctx: GraphQLContext,
  ) => {
    requirePermission(ctx, 'company:read');
    const term = termOf(args.searchQuery);
    const f = args.filters ?? {};
    // No company in the seed is deleted.
    const found = [...ctx.seed.index.companies.values()].filter(
      (co) =>
        (contains(co.name, term) || contains(co.domainName, term)) &&
        (f.companyIds == null || f.companyIds.includes(co.id)) &&
        f.isDeleted !== true,
    );
    found.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return connection(
      found.map((co) => ({ company: companyObject(ctx.seed, co) })),
      args,
      (n) => n.company.id,
    );
  },
  searchThreads: (args: Omit<ThreadsArgs, 'sortBy'> & { searchQuery: { term: string } }, ctx: GraphQLContext) => {
    requirePermission(ctx, 'thread:read');
    const term = termOf(args.searchQuery);
    const found = ctx.seed.threads
      .filter(
        (t) =>
          threadMatches(t, args.filters) && (contains(t.title, term) || contains(t.ref, term) || contains(t.description ?? null, term)),
      )
      .sort(newestFirst);
    return connection(
      found.map((t) => ({ thread: threadObject(ctx.seed, t) })),
      args,
      (n) => n.thread.id,
    );
  },
};
