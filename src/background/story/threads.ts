/**
 * Open threads from `customerOpenThreads`. Only TODO and SNOOZED are open: anything else the
 * answer lists (DONE despite the filter, an unknown status) is not shown as open.
 */
import { MAX_FETCHED_THREADS, type OpenThread, type OpenThreads, type OpenThreadStatus } from '../../shared/customer-context';
import { iso, nodesOf, obj, str } from './read';

const OPEN: readonly string[] = ['TODO', 'SNOOZED'] satisfies OpenThreadStatus[];

/** Plain's priorities are 0 (urgent) to 3 (low): a number outside is clamped, anything else dropped. */
export function readPriority(v: unknown): OpenThread['priority'] | undefined {
  if (typeof v !== 'number' || !Number.isFinite(v)) return undefined;
  return Math.min(3, Math.max(0, Math.round(v))) as OpenThread['priority'];
}

function readThread(v: unknown): OpenThread | undefined {
  const t = obj(v);
  const id = str(t?.id);
  const ref = str(t?.ref);
  const title = str(t?.title);
  const status = t?.status;
  const priority = readPriority(t?.priority);
  const lastActivityAt = iso(t?.updatedAt);
  const assignedTo = obj(t?.assignedTo);
  const assignee = str(assignedTo?.fullName) ?? null;
  if (id === undefined || ref === undefined || title === undefined || priority === undefined || lastActivityAt === undefined) {
    return undefined;
  }
  if (!OPEN.includes(status as OpenThreadStatus)) return undefined;
  return { id, ref, title, status: status as OpenThreadStatus, priority, lastActivityAt, assignee };
}

export function readOpenThreads(v: unknown): OpenThreads | undefined {
  const connection = obj(v);
  const total = connection?.totalCount;
  const threads = nodesOf(connection, readThread);
  if (threads === undefined || typeof total !== 'number' || !Number.isInteger(total) || total < 0) return undefined;
  // Items dropped as not open were counted by the API too: the total never falls below the list.
  const edges: unknown[] = Array.isArray(connection?.edges) ? connection.edges : [];
  const notOpen = edges.filter((e) => !OPEN.includes(obj(obj(e)?.node)?.status as string)).length;
  return { total: Math.max(threads.length, total - notOpen), threads: threads.slice(0, MAX_FETCHED_THREADS) };
}
