/**
 * The extension pages' side of the message contract (messages.ts lists every channel): what a
 * page (popup, options, card, side panel) may ask the background by `runtime.sendMessage`, and
 * the answer each request gets. `ask` (ui/ask.ts) types a page's answer by this map; the
 * background checks each request (`parsePageRequest`, messages.ts) before anything happens.
 */
import type { ConnectionResult, WorkspaceStatus } from '../connection';
import type { Customer, LookupState } from '../lookup-state';
import type { LookupRequest } from './lookup';
import type { WriteAnswers, WriteRequest } from './write';
import type { CompanyCustomersRequest, SearchAnswers, SearchRequest } from './search';
import type { LogAnswers, LogRequest } from './log';
import type { WorkspacesAnswers, WorkspacesRequest } from './workspaces';

export type PageRequest =
  | LookupRequest
  | WriteRequest
  /** Logging the open e-mail to the customer's timeline (log.ts). */
  | LogRequest
  /** The popup's and the panel's search box (search.ts). */
  | SearchRequest
  /** The workspaces after the first (workspaces.ts). */
  | WorkspacesRequest
  | CompanyCustomersRequest
  | { type: 'recent'; tabId?: number }
  | { type: 'clear-cache' }
  | { type: 'settings' }
  | { type: 'test-connection' }
  /** The workspace of the key in force (the popup shows its name, the options page its status). */
  | { type: 'workspace' };

/** Each request's answer, by its `type`. */
export type PageAnswers = WriteAnswers &
  SearchAnswers &
  LogAnswers &
  WorkspacesAnswers & {
    /** The lookup's final state (no context: that comes to a card or the popup's port). */
    lookup: LookupState;
    /** The customers last looked up: in the tab `tabId`, or in any tab. */
    recent: RecentCustomer[];
    'clear-cache': { cleared: true };
    settings: SettingsSummary;
    'test-connection': ConnectionResult;
    workspace: WorkspaceStatus;
  };

/** The answer to `request`; every request type has one (`ask` would not type-check otherwise). */
export type PageAnswer<R extends PageRequest> = PageAnswers[R['type']];

/** What an extension page may know of the settings: never the key, only its last 4 characters. */
export interface SettingsSummary {
  keyLast4: string | null;
  baseUrl: string;
  cacheTtlMinutes: number;
  /** What the organisation's policy sets (it wins over the agent's own). */
  managed: ManagedSummary;
}
export interface ManagedSummary {
  apiKey: boolean;
  baseUrl: boolean;
  supportSites: string[];
  ignoreDomains: string[];
  /** The never-log list the policy sets (it replaces the agent's); null when it sets none. */
  neverLogDomains: string[] | null;
  locked: boolean;
}

export interface RecentCustomer extends Customer {
  lookedUpAt: number;
}
