/**
 * Reads the settings in force; only the background ever calls this. An organisation's policy
 * (`storage.managed`) wins over the agent's own (`storage.local`); the managed key is read from
 * the policy each time and never written anywhere.
 */
import browser from 'webextension-polyfill';
import {
  LOCAL_KEYS,
  NO_POLICY,
  readApiSettings,
  readManagedPolicy,
  withPolicy,
  type ApiSettings,
  type ManagedPolicy,
} from '../../shared/settings/settings';

let current: Promise<ApiSettings> | null = null;
let policy: Promise<ManagedPolicy> | null = null;

/**
 * The organisation's policy. Firefox rejects `storage.managed.get` when no policy names this
 * add-on, and a browser may lack the area: both mean no policy.
 */
export function loadPolicy(): Promise<ManagedPolicy> {
  policy ??= Promise.resolve()
    .then(() => browser.storage.managed.get())
    .then((raw) => readManagedPolicy(raw), () => NO_POLICY);
  return policy;
}

/** Read once per worker life and kept until storage says they changed: hovers stay cheap. */
export function loadApiSettings(): Promise<ApiSettings> {
  current ??= Promise.all([browser.storage.local.get(Object.values(LOCAL_KEYS)), loadPolicy()]).then(([own, managed]) =>
    withPolicy(readApiSettings(own), managed),
  );
  return current;
}

export function forgetApiSettings(): void {
  current = null;
  policy = null;
}

/**
 * Chromium lets us keep `storage.local` (the agent's key) and `storage.managed` (a policy's key)
 * from content scripts entirely; where a browser lacks the call (Firefox), content scripts still
 * never read them: no code of theirs touches either (scripts/check-content-storage.ts).
 */
export async function lockStorageToTrustedContexts(): Promise<void> {
  type Lockable = { setAccessLevel?: (o: { accessLevel: string }) => Promise<void> };
  for (const area of [browser.storage.local, browser.storage.managed] as Lockable[]) {
    await area?.setAccessLevel?.({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);
  }
}
