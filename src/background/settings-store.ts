/** Reads the API settings; only the background ever calls this. */
import browser from 'webextension-polyfill';
import { LOCAL_KEYS, readApiSettings, type ApiSettings } from '../shared/settings';

export async function loadApiSettings(): Promise<ApiSettings> {
  return readApiSettings(await browser.storage.local.get(Object.values(LOCAL_KEYS)));
}

/**
 * Chromium lets us keep `storage.local` from content scripts entirely; where a browser lacks
 * the call (Firefox), content scripts still never read it: no code of theirs touches it.
 */
export async function lockStorageToTrustedContexts(): Promise<void> {
  const local = browser.storage.local as { setAccessLevel?: (o: { accessLevel: string }) => Promise<void> };
  await local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);
}
