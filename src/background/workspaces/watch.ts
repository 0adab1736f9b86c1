/**
 * The workspaces after the first changed: in `storage.local` (the options page saved or removed
 * one), or in the organisation's policy (`storage.managed`), whose list comes before the agent's.
 * And the first's label, colour or switch changed (first-workspace.ts).
 */
import type { Storage } from 'webextension-polyfill';
import { MANAGED_KEYS } from '../../shared/settings/settings';
import { FIRST_WORKSPACE_KEY } from '../../shared/settings/first-workspace';
import { MORE_WORKSPACES_KEY } from '../../shared/settings/workspaces';

export function watchMoreWorkspaces(events: Storage.Static['onChanged'], onChange: () => void): void {
  events.addListener((changes, area) => {
    if (area === 'local' && MORE_WORKSPACES_KEY in changes) onChange();
    if (area === 'managed' && MANAGED_KEYS.workspaces in changes) onChange();
  });
}

/**
 * The first's label, colour or switch changed: nothing kept is wrong (switched off, its engines
 * read no key; on again, its answers kept are as good as before), the open views just ask anew.
 */
export function watchFirstWorkspace(events: Storage.Static['onChanged'], onChange: () => void): void {
  events.addListener((changes, area) => {
    if (area === 'local' && FIRST_WORKSPACE_KEY in changes) onChange();
  });
}
