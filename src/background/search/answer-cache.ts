/**
 * Search answers kept in `storage.session` (transport/session-cache.ts, as the lookups' are), so
 * a worker the browser stopped when idle still has them; at most MAX_KEPT, the least recently
 * used dropped first. Each is kept per query and per key, yet the key itself is never stored: an
 * entry is named by a digest of the base URL and key (`keyDigest`) and the query.
 */
import { SessionCache, type SessionArea } from '../transport/session-cache';

const MAX_KEPT = 100;

/** A search's answer (four sections) or a company's customers (one section): what may be kept. */
function isKept(v: unknown): boolean {
  const o = v as Record<string, { status?: unknown } | undefined> | null;
  if (typeof o !== 'object' || o === null) return false;
  if (typeof o.status === 'string') return true;
  return typeof o.query === 'string' && ['customers', 'companies', 'threads'].every((k) => typeof o[k]?.status === 'string');
}

/** The first workspace's answers are under `search:`; another workspace's under its own prefix (searchPrefix). */
export class AnswerCache extends SessionCache<unknown> {
  constructor(area: SessionArea, now: () => number = Date.now, prefix = 'search:') {
    super(area, prefix, (v): v is unknown => isKept(v), MAX_KEPT, now);
  }
}

/** Where a workspace after the first keeps its search answers: no answer is ever read for another workspace. */
export function searchPrefix(workspaceId: string): string {
  return `search@${workspaceId}:`;
}

/** A name for the base URL and key that does not reveal the key (SHA-256, hex). */
export async function keyDigest(baseUrl: string, apiKey: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${baseUrl}\n${apiKey}`));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
