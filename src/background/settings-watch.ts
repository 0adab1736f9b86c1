/**
 * A new key or API means old answers may be wrong, or not this key's to see: everything derived
 * from them (the client, the lookup cache, rate-limit waits) is dropped at once, and the
 * workspace asked for again. The agent's own settings (`local`) and an organisation's policy
 * (`managed`, which wins) go through the same path.
 */
import type { Storage } from 'webextension-polyfill';
import { LOCAL_KEYS, MANAGED_KEYS } from '../shared/settings';

export function watchApiSettings(events: Storage.Static['onChanged'], onChange: () => void): void {
  events.addListener((changes, area) => {
    if (area === 'local' && (LOCAL_KEYS.apiKey in changes || LOCAL_KEYS.baseUrl in changes)) onChange();
    if (area === 'managed' && (MANAGED_KEYS.apiKey in changes || MANAGED_KEYS.apiBaseUrl in changes)) onChange();
  });
}
