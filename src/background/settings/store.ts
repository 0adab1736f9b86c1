/**
 * Reads the settings in force; only the background ever calls this. An organisation's policy
 * (`storage.managed`) wins over the agent's own (`storage.local`); the managed key is read from
 * the policy each time and never written anywhere.
 */
import browser, { type Storage } from 'webextension-polyfill';
import {
  LOCAL_KEYS,
  NO_POLICY,
  readApiSettings,
  readManagedPolicy,
  readNeverLogDomains,
  withPolicy,
  type ApiSettings,
  type ManagedPolicy,
} from '../../shared/settings/settings';

type Areas = Pick<Storage.Static, 'local' | 'managed'>;

/** Made once by the background (index.ts); its readers are handed to whoever reads the settings. */
export class SettingsStore {
  private current: Promise<ApiSettings> | null = null;
  private policyRead: Promise<ManagedPolicy> | null = null;

  constructor(private readonly areas: Areas) {}

  /**
   * The organisation's policy. Firefox rejects `storage.managed.get` when no policy names this
   * add-on, and a browser may lack the area: both mean no policy.
   */
  readonly policy = (): Promise<ManagedPolicy> => {
    this.policyRead ??= Promise.resolve()
      .then(() => this.areas.managed.get())
      .then(
        (raw) => readManagedPolicy(raw),
        () => NO_POLICY,
      );
    return this.policyRead;
  };

  /** Read once per worker life and kept until storage says they changed: hovers stay cheap. */
  readonly api = (): Promise<ApiSettings> => {
    this.current ??= Promise.all([this.areas.local.get(Object.values(LOCAL_KEYS)), this.policy()]).then(([own, managed]) =>
      withPolicy(readApiSettings(own), managed),
    );
    return this.current;
  };

  /**
   * The domains whose messages are never offered for logging: the policy's list when it sets
   * one, else the agent's. Read at each ask (one key), as it is asked only when a log is offered.
   */
  readonly neverLog = async (): Promise<string[]> => {
    const [own, policy] = await Promise.all([this.areas.local.get(LOCAL_KEYS.neverLogDomains), this.policy()]);
    return readNeverLogDomains(own, policy);
  };

  /** Storage says they changed: the next read reads them again. */
  readonly forget = (): void => {
    this.current = null;
    this.policyRead = null;
  };
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
