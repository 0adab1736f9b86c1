/** The context per customer id in `storage.session`, beside the lookups (session-cache.ts). */
import { CONTEXT_SECTIONS, type CustomerContext } from '../../shared/customer-context';
import { SessionCache, type SessionArea } from '../transport/session-cache';

function isContext(v: unknown): v is CustomerContext {
  const c = v as Record<string, { status?: unknown } | undefined> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.fetchedAt === 'number' &&
    CONTEXT_SECTIONS.every((s) => typeof c[s]?.status === 'string')
  );
}

/** The first workspace's stories are under `context:`; another workspace's under its own prefix (contextPrefix). */
export class ContextCache extends SessionCache<CustomerContext> {
  constructor(area: SessionArea, maxEntries = 300, now: () => number = Date.now, prefix = 'context:') {
    super(area, prefix, isContext, maxEntries, now);
  }
}

/** Where a workspace after the first keeps its stories: no story is ever read for another workspace. */
export function contextPrefix(workspaceId: string): string {
  return `context@${workspaceId}:`;
}
