/**
 * The record the workspace store keeps in `storage.local` (workspace/store.ts): what it says of
 * the key in force, which settings it belongs to, and the check of a record read back.
 */
import type { ConnectionResult, Workspace } from '../../shared/connection';
import type { LookupState } from '../../shared/lookup-state';

/**
 * `for` tells which settings the record belongs to: a hash, so the key is not stored twice.
 * `permissions`: the key's, as `myPermissions` listed them (what the card's actions need).
 */
export type StoredWorkspace = { for: string } & (
  | { kind: 'known'; workspace: Workspace; permissions: string[] }
  | { kind: 'refused'; permissions: string[] }
  | { kind: 'failed'; state: LookupState; at: number }
);

/** SHA-256 of base URL and key, hex: tells which settings a stored workspace belongs to. */
export async function settingsFingerprint(baseUrl: string, apiKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${baseUrl}\n${apiKey}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export function recordOf(fingerprint: string, result: ConnectionResult, now: number): StoredWorkspace {
  if (result.kind === 'failed') return { for: fingerprint, kind: 'failed', state: result.state, at: now };
  const { permissions } = result;
  if (result.workspace) return { for: fingerprint, kind: 'known', workspace: result.workspace, permissions };
  // Connected without a workspace: refused, unless the key holds the permission (then the
  // answer was odd, and is asked again later).
  if (!permissions.includes('workspace:read')) return { for: fingerprint, kind: 'refused', permissions };
  return { for: fingerprint, kind: 'failed', state: { kind: 'bad-response' }, at: now };
}

export function isStoredWorkspace(raw: unknown): raw is StoredWorkspace {
  if (typeof raw !== 'object' || raw === null) return false;
  const r = raw as Record<string, unknown>;
  if (typeof r.for !== 'string') return false;
  if (r.kind === 'failed') return typeof r.at === 'number' && typeof r.state === 'object' && r.state !== null;
  // A record from before the permissions (or the domains) were kept is asked again, once.
  const permissions = Array.isArray(r.permissions) && r.permissions.every((p) => typeof p === 'string');
  if (r.kind === 'refused') return permissions;
  const ws = r.workspace as Record<string, unknown> | undefined;
  return r.kind === 'known' && permissions && typeof ws?.id === 'string' && typeof ws.name === 'string' && Array.isArray(ws.domainNames);
}
