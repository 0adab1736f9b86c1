// Root `threads`: Plain's filter, sort and Relay pagination over the seed's threads, with
// `totalCount` counting every match (not just the page). Needs thread:read; the field is
// non-null, so a FORBIDDEN here nulls `data` as a whole, as it does at Plain.
// Also `thread(threadId)` and `threadByExternalId`, which a retried createThread asks first.
import { customerObject } from './context.js';
import { connection, type PageArgs } from './pagination.js';
import { dateTime, requirePermission, userObject, type GraphQLContext } from './kit.js';
import type { Seed } from '../seed/seed.js';
import type { SeedThread, ThreadStatus } from '../seed/context.js';

export interface ThreadsArgs extends PageArgs {
  filters?: {
    threadIds?: string[] | null;
    refs?: string[] | null;
    priorities?: number[] | null;
    customerIds?: string[] | null;
    isAssigned?: boolean | null;
    statuses?: ThreadStatus[] | null;
  } | null;
  sortBy?: { field: 'CREATED_AT' | 'STATUS_CHANGED_AT'; direction: 'ASC' | 'DESC' } | null;
}

/** The local API's default order when no sortBy is sent (Plain does not document one). */
export const DEFAULT_THREAD_SORT = { field: 'STATUS_CHANGED_AT', direction: 'DESC' } as const;

// A null or absent list does not filter; a list, even an empty one, must contain the value.
const allows = <T>(list: readonly T[] | null | undefined, value: T) => list == null || list.includes(value);

function assigneeObject(seed: Seed, a: SeedThread['assignee']) {
  if (a === null) return null;
  if (a.type === 'System') return { __typename: 'System', id: a.id };
  if (a.type === 'User') return { __typename: 'User', ...userObject(seed.index.users.get(a.id)!) };
  const m = seed.index.machineUsers.get(a.id)!;
  return { __typename: 'MachineUser', id: m.id, fullName: m.fullName, publicName: m.publicName, description: m.description };
}

/** A Thread in Plain's shape; `customer` is a resolver so reading it needs customer:read. */
export function threadObject(seed: Seed, t: SeedThread) {
  return {
    id: t.id,
    ref: t.ref,
    title: t.title,
    description: t.description ?? null,
    externalId: t.externalId ?? null,
    priority: t.priority,
    status: t.status,
    statusChangedAt: dateTime(t.statusChangedAt),
    assignedTo: assigneeObject(seed, t.assignee),
    createdAt: dateTime(t.createdAt),
    updatedAt: dateTime(t.updatedAt),
    customer: (_args: unknown, ctx: GraphQLContext) => {
      requirePermission(ctx, 'customer:read');
      return customerObject(seed.customerById(t.customerId)!, seed);
    },
  };
}

/** Whether a thread passes Plain's `ThreadsFilter` (the part the local API keeps). */
export function threadMatches(t: SeedThread, filters: ThreadsArgs['filters']): boolean {
  const f = filters ?? {};
  return (
    allows(f.threadIds, t.id) &&
    allows(f.refs, t.ref) &&
    allows(f.priorities, t.priority) &&
    allows(f.customerIds, t.customerId) &&
    allows(f.statuses, t.status) &&
    (f.isAssigned == null || f.isAssigned === (t.assignee !== null))
  );
}

export const threadRoot = {
  thread: ({ threadId }: { threadId: string }, ctx: GraphQLContext) => {
    requirePermission(ctx, 'thread:read');
    const t = ctx.seed.threadById(threadId);
    return t ? threadObject(ctx.seed, t) : null;
  },
  // Plain: "A thread's external ID is unique within a customer, hence why the customer ID is required."
  threadByExternalId: ({ customerId, externalId }: { customerId: string; externalId: string }, ctx: GraphQLContext) => {
    requirePermission(ctx, 'thread:read');
    const t = ctx.seed.threadsOf(customerId).find((x) => x.externalId === externalId);
    return t ? threadObject(ctx.seed, t) : null;
  },
  threads: (args: ThreadsArgs, ctx: GraphQLContext) => {
    requirePermission(ctx, 'thread:read');
    const matches = ctx.seed.threads.filter((t) => threadMatches(t, args.filters));
    const { field, direction } = args.sortBy ?? DEFAULT_THREAD_SORT;
    const key = (t: SeedThread) => (field === 'CREATED_AT' ? t.createdAt : t.statusChangedAt) + t.id;
    const sign = direction === 'ASC' ? 1 : -1;
    matches.sort((a, b) => sign * (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    return connection(
      matches.map((t) => threadObject(ctx.seed, t)),
      args,
      (n) => n.id,
    );
  },
};
