/**
 * What extension pages (card, popup, side panel, options) may ask by `runtime.sendMessage`
 * (contract/page.ts): one handler per request, each answering what `PageAnswers` says.
 */
import type { ConnectionResult } from '../../shared/connection';
import { isFinal, type LookupState } from '../../shared/lookup-state';
import type { PageAnswers, PageRequest, SettingsSummary } from '../../shared/messages';
import type { ApiSettings, ManagedPolicy } from '../../shared/settings/settings';
import type { ApiClient } from '../transport/api-client';
import type { Semaphore } from '../transport/semaphore';
import { checkConnectionAndSections } from '../workspace/connection-check';
import type { LookupCache } from '../lookup/cache';
import { lookupAndRemember, type LookupContext } from '../lookup/lookup-and-remember';
import { clearRecent, recentCustomers } from '../lookup/recent';
import type { DraftStore } from '../writes/draft-store';
import type { WriteEngine } from '../writes/write-engine';
import { writeRequests } from '../writes/write-requests';
import type { SearchEngine } from '../search/search-engine';
import type { LogEngine } from '../log/log-engine';
import { logRequests } from '../log/log-requests';
import type { WorkspacesHandlers } from '../workspaces/workspace-requests';
import type { MoreLookups } from '../workspaces/more-lookups';
import type { FirstWorkspace } from '../workspaces/first-workspace';
import { companyCustomersIn, searchEverywhere } from '../workspaces/search-sections';
import type { AnswerTable } from './handler-table';
import type { PageRoom } from './sender';

export interface PageDeps extends LookupContext {
  cache: Pick<LookupCache, 'clear'>;
  /** The customers' context, cleared with the lookups. */
  contextCache?: { clear(): Promise<void> };
  settings(): Promise<ApiSettings>;
  /** The organisation's policy: the page is told what it sets, never the key itself. */
  policy(): Promise<ManagedPolicy>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  drafts: DraftStore;
  writes: Pick<WriteEngine, 'write' | 'check'>;
  /** The background's one limit on requests in flight (request-slots.ts). */
  slots: Semaphore;
  /** The popup's and the panel's search box in the first workspace (search/); in the others through `more`. */
  search: Pick<SearchEngine, 'search' | 'companyCustomers'>;
  /** Logging the open e-mail (log/). */
  log: Pick<LogEngine, 'offer' | 'log'>;
  /** The workspaces after the first: workspaceRequests (workspaces/workspace-requests.ts). */
  workspaces: WorkspacesHandlers;
  /** Their lookups, whose answers "Clear cache" clears with the first's; their drafts, writes, logging and searches. */
  more: Pick<MoreLookups, 'clearCaches' | 'runtime' | 'lastCreate' | 'createSent' | 'on'>;
  /** The first workspace's label and colour, naming its results beside the others'. */
  first: Pick<FirstWorkspace, 'look'>;
}

export function pageRequests(deps: PageDeps): AnswerTable<PageRequest, PageAnswers, PageRoom> {
  return {
    lookup: (request) => finalState(deps, request.email),
    recent: (request) => recentCustomers(deps.session, request.tabId),
    'clear-cache': async () => {
      await Promise.all([deps.cache.clear(), deps.contextCache?.clear(), clearRecent(deps.session), deps.more.clearCaches()]);
      return { cleared: true };
    },
    settings: async () => summary(await deps.settings(), await deps.policy()),
    'test-connection': () => testConnection(deps),
    workspace: () => deps.workspace.ensure(),
    search: (request) => searchEverywhere(deps, request.box, request.query),
    'company-customers': (request) => companyCustomersIn(deps, request),
    ...writeRequests({ drafts: deps.drafts, writes: deps.writes }, deps.more),
    ...logRequests(deps.log, deps.more),
    ...deps.workspaces,
  };
}

/**
 * The popup's box looks up whatever the agent typed, a colleague too: that is asked on purpose.
 * One answer only: the context (which would come later) is for the card and the popup's port.
 */
function finalState(lookup: LookupContext, email: string): Promise<LookupState> {
  return new Promise((resolve) => {
    void lookupAndRemember(lookup, email, (s) => isFinal(s) && resolve(s), undefined, false);
  });
}

function summary(settings: ApiSettings, policy: ManagedPolicy): SettingsSummary {
  return {
    keyLast4: settings.apiKey ? settings.apiKey.slice(-4) : null,
    baseUrl: settings.baseUrl,
    cacheTtlMinutes: settings.cacheTtlMinutes,
    managed: {
      apiKey: policy.apiKey !== null,
      baseUrl: policy.baseUrl !== null,
      supportSites: policy.supportSites,
      ignoreDomains: policy.ignoreDomains,
      neverLogDomains: policy.neverLogDomains,
      locked: policy.locked,
    },
  };
}

async function testConnection(deps: PageDeps): Promise<ConnectionResult> {
  const settings = await deps.settings();
  if (!settings.apiKey) return { kind: 'failed', state: { kind: 'no-key' } };
  const client = deps.clientFor({ ...settings, apiKey: settings.apiKey });
  const lastLookedUp = (await recentCustomers(deps.session))[0]?.id;
  const result = await checkConnectionAndSections(client, deps.slots, new URL(settings.baseUrl).host, lastLookedUp);
  await deps.workspace.remember({ ...settings, apiKey: settings.apiKey }, result);
  return result;
}
