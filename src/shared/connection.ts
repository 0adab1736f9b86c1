/**
 * What "Test connection" found (the workspace and the key's permissions, or an honest failure),
 * and what the background keeps of the workspace for "Open in Plain" and the popup.
 */
import type { LookupState } from './lookup-state';
import type { SectionName } from './customer-context';

/**
 * What the key may read of a customer's context, found by asking the API (its FORBIDDEN answers
 * name the missing permission), never by guessing permission names. `unknown`: the answer did
 * not tell (no customer to ask about, or the request failed).
 */
export type SectionAccess = 'unlocked' | { forbidden: string | null } | 'unknown';

export interface Workspace {
  id: string;
  name: string;
  /** The workspace's own e-mail domains: its agents' addresses, left alone (colleagues.ts). */
  domainNames: string[];
}

export type ConnectionResult =
  | {
      kind: 'connected';
      workspace: Workspace | null;
      permissions: string[];
      canReadCustomers: boolean;
      /** Set by "Test connection" only (it costs three requests); the workspace check leaves it out. */
      sections?: Record<SectionName, SectionAccess>;
    }
  | { kind: 'failed'; state: LookupState };

/**
 * What the background knows of the workspace of the key in force (see workspace/store.ts):
 * `none` with no key, or while it is not known yet; `refused` when the key lacks workspace:read;
 * `failed` when asking went wrong (retried later).
 */
export type WorkspaceStatus =
  | { kind: 'none' }
  | { kind: 'known'; workspace: Workspace; permissions?: string[] }
  | { kind: 'refused'; permissions?: string[] }
  | { kind: 'failed'; state: LookupState };

/** Where the background keeps it, in `storage.local`: the options page listens for changes there. */
export const WORKSPACE_STORAGE_KEY = 'workspace';

export const PLAIN_APP_URL = 'https://app.plain.com';

/** The customer's page in Plain, when we know the workspace. */
export function customerUrl(workspaceId: string, customerId: string): string {
  return `${PLAIN_APP_URL}/workspace/${encodeURIComponent(workspaceId)}/customer/${encodeURIComponent(customerId)}`;
}
