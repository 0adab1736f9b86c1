/** The workspaces after the first changed in `storage.local` (the options page saved or removed one). */
import type { Storage } from 'webextension-polyfill';
import { MORE_WORKSPACES_KEY } from '../../shared/settings/workspaces';

export function watchMoreWorkspaces(events: Storage.Static['onChanged'], onChange: () => void): void {
  events.addListener((changes, area) => {
    if (area === 'local' && MORE_WORKSPACES_KEY in changes) onChange();
  });
}
