/** Lookup results (a customer, or "no customer") kept in `storage.session`: see session-cache.ts. */
import type { LookupState } from '../../shared/lookup-state';
import { SessionCache, type SessionArea } from '../transport/session-cache';

export type { SessionArea };
export type CachedState = Extract<LookupState, { kind: 'found' } | { kind: 'not-found' }>;

function isCachedState(v: unknown): v is CachedState {
  const kind = (v as { kind?: unknown } | null)?.kind;
  return kind === 'found' || kind === 'not-found';
}

/** The first workspace's answers are under `lookup:`; another workspace's under its own prefix (lookupPrefix). */
export class LookupCache extends SessionCache<CachedState> {
  constructor(area: SessionArea, maxEntries = 1000, now: () => number = Date.now, prefix = 'lookup:') {
    super(area, prefix, isCachedState, maxEntries, now);
  }
}

/** Where a workspace after the first keeps its answers: no answer is ever read for another workspace. */
export function lookupPrefix(workspaceId: string): string {
  return `lookup@${workspaceId}:`;
}
