/** Reads the API settings; only the background ever calls this. */
import browser from 'webextension-polyfill';
import { LOCAL_KEYS, readApiSettings, type ApiSettings } from '../shared/settings';

let current: Promise<ApiSettings> | null = null;

/** Read once per worker life and kept until storage says they changed: hovers stay cheap. */
export function loadApiSettings(): Promise<ApiSettings> {
  current ??= browser.storage.local.get(Object.values(LOCAL_KEYS)).then(readApiSettings);
  return current;
}

export function forgetApiSettings(): void {
  current = null;
}

/**
 * Chromium lets us keep `storage.local` from content scripts entirely; where a browser lacks
 * the call (Firefox), content scripts still never read it: no code of theirs touches it.
 */
export async function lockStorageToTrustedContexts(): Promise<void> {
  const local = browser.storage.local as { setAccessLevel?: (o: { accessLevel: string }) => Promise<void> };
  await local.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);
}
