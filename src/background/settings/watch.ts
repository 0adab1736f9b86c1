/**
 * A new key or API means old answers may be wrong, or not this key's to see: everything derived
 * from them (the client, the lookup cache, rate-limit waits) is dropped at once, and the
 * workspace asked for again. The agent's own settings (`local`) and an organisation's policy
 * (`managed`, which wins) go through the same path.
 */
import type { Storage } from 'webextension-polyfill';
import { WORKSPACE_STORAGE_KEY } from '../../shared/connection';
import { LOCAL_KEYS, MANAGED_KEYS } from '../../shared/settings/settings';
import { MORE_WORKSPACES_KEY } from '../../shared/settings/workspaces';
import { isWorkspaceRecordKey } from '../workspaces/saved-workspaces';

export function watchApiSettings(events: Storage.Static['onChanged'], onChange: () => void): void {
  events.addListener((changes, area) => {
    if (area === 'local' && (LOCAL_KEYS.apiKey in changes || LOCAL_KEYS.baseUrl in changes)) onChange();
    if (area === 'managed' && (MANAGED_KEYS.apiKey in changes || MANAGED_KEYS.apiBaseUrl in changes)) onChange();
  });
}

/**
 * Any change of the agent's settings or the policy: `any` first (the settings read again), then
 * the support sites applied again when they changed, and the colleague domains pushed when what
 * they come from changed. A policy's sites use the same key name as the agent's own.
 */
export function watchSitesAndColleagues(
  events: Storage.Static['onChanged'],
  on: { any(): void; supportSites(): void; colleagues(): void },
): void {
  events.addListener((changes, area) => {
    if (area !== 'local' && area !== 'managed') return;
    on.any();
    if (LOCAL_KEYS.supportSites in changes || MANAGED_KEYS.supportSites in changes) on.supportSites();
    const colleagueKeys = [WORKSPACE_STORAGE_KEY, LOCAL_KEYS.skipColleagues, MANAGED_KEYS.ignoreDomains, MORE_WORKSPACES_KEY];
    // Another workspace's own domains, read or dropped (workspace@<id>), change the list too.
    if (colleagueKeys.some((k) => k in changes) || Object.keys(changes).some(isWorkspaceRecordKey)) on.colleagues();
  });
}
