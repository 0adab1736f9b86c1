/** What extension pages (popup, options) may ask of the background, besides lookups. */
import type { ConnectionResult } from '../../shared/connection';
import type { PageAnswers, PageRequest, SettingsSummary } from '../../shared/messages';
import type { ApiSettings, ManagedPolicy } from '../../shared/settings/settings';
import type { ApiClient } from '../transport/api-client';
import type { Semaphore } from '../transport/semaphore';
import { checkConnectionAndSections } from '../workspace/connection-check';
import type { LookupCache, SessionArea } from '../lookup/cache';
import { clearRecent, recentCustomers } from '../lookup/recent';
import type { WorkspaceStore } from '../workspace/store';

export interface PageContext {
  session: SessionArea;
  cache: LookupCache;
  /** The customers' context, cleared with the lookups. */
  contextCache?: { clear(): Promise<void> };
  workspace: WorkspaceStore;
  settings(): Promise<ApiSettings>;
  /** The organisation's policy: the page is told what it sets, never the key itself. */
  policy(): Promise<ManagedPolicy>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  /** The background's one limit on requests in flight (request-slots.ts). */
  slots: Semaphore;
}

export async function answerPageRequest(
  request: Exclude<PageRequest, { type: 'lookup' }>,
  ctx: PageContext,
): Promise<unknown> {
  switch (request.type) {
    case 'recent':
      return recentCustomers(ctx.session, request.tabId) satisfies Promise<PageAnswers['recent']>;
    case 'clear-cache':
      await Promise.all([ctx.cache.clear(), ctx.contextCache?.clear(), clearRecent(ctx.session)]);
      return { cleared: true } satisfies PageAnswers['clear-cache'];
    case 'settings':
      return summary(await ctx.settings(), await ctx.policy()) satisfies PageAnswers['settings'];
    case 'test-connection':
      return testConnection(ctx) satisfies Promise<PageAnswers['test-connection']>;
    case 'workspace':
      return ctx.workspace.ensure() satisfies Promise<PageAnswers['workspace']>;
  }
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
      locked: policy.locked,
    },
  };
}

async function testConnection(ctx: PageContext): Promise<ConnectionResult> {
  const settings = await ctx.settings();
  if (!settings.apiKey) return { kind: 'failed', state: { kind: 'no-key' } };
  const client = ctx.clientFor({ ...settings, apiKey: settings.apiKey });
  const lastLookedUp = (await recentCustomers(ctx.session))[0]?.id;
  const result = await checkConnectionAndSections(client, ctx.slots, new URL(settings.baseUrl).host, lastLookedUp);
  await ctx.workspace.remember({ ...settings, apiKey: settings.apiKey }, result);
  return result;
}
