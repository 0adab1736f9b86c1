/** What "Test connection" found: the workspace and the key's permissions, or an honest failure. */
import type { LookupState } from './lookup-state';

export interface Workspace {
  id: string;
  name: string;
}

export type ConnectionResult =
  | { kind: 'connected'; workspace: Workspace | null; permissions: string[]; canReadCustomers: boolean }
  | { kind: 'failed'; state: LookupState };

export const PLAIN_APP_URL = 'https://app.plain.com';

/** The customer's page in Plain, when we know the workspace. */
export function customerUrl(workspaceId: string, customerId: string): string {
  return `${PLAIN_APP_URL}/workspace/${encodeURIComponent(workspaceId)}/customer/${encodeURIComponent(customerId)}`;
}
