/**
 * The workspace (id and name) of the key in force: the card's "Open in Plain" link, the popup's
 * heading and (later) thread links need it. It is no secret, so it lives in `storage.local` and
 * outlives worker and browser restarts. It is asked for once per key and base URL: `ensure()`
 * fetches it only when nothing is stored for the settings in force, whoever put the key there
 * (the options page, a policy), so calling it on every lookup costs no request. A refusal (the key
 * lacks workspace:read) is an answer and is kept; any other failure is kept with its time and
 * asked again only after RETRY_AFTER_MS, so a failing API is not asked on every wake or lookup.
 */
import { WORKSPACE_STORAGE_KEY, type ConnectionResult, type Workspace, type WorkspaceStatus } from '../../shared/connection';
import type { ApiSettings } from '../../shared/settings/settings';
import { SingleFlight } from '../transport/single-flight';
import { isStoredWorkspace, recordOf, settingsFingerprint, type StoredWorkspace } from './record';

export { settingsFingerprint } from './record';

export const RETRY_AFTER_MS = 5 * 60_000;

export interface WorkspaceArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface WorkspaceDeps {
  area: WorkspaceArea;
  settings(): Promise<ApiSettings>;
  /** One request that reads the workspace (and the permissions, to tell a refusal apart). */
  check(settings: ApiSettings & { apiKey: string }): Promise<ConnectionResult>;
  now?: () => number;
  /** Where the record is kept: WORKSPACE_STORAGE_KEY for the first workspace, `workspace@<id>` for the others. */
  storageKey?: string;
}

export class WorkspaceStore {
  private stored: StoredWorkspace | null | undefined; // undefined: not read in this worker yet
  /** One settling per key and base URL at a time: a burst of lookups shares it. */
  private readonly settling = new SingleFlight<void>();
  /** The key and base URL last asked about: an answer that comes for another is not kept. */
  private asked: string | null = null;
  private lastSettings: { settings: ApiSettings; fingerprint: string } | null = null;
  private readonly now: () => number;
  private readonly storageKey: string;

  constructor(private readonly deps: WorkspaceDeps) {
    this.now = deps.now ?? Date.now;
    this.storageKey = deps.storageKey ?? WORKSPACE_STORAGE_KEY;
  }

  /** The workspace of the key in force, fetched first if nothing usable is stored for it. */
  async ensure(): Promise<WorkspaceStatus> {
    const settings = await this.deps.settings();
    if (!settings.apiKey) return { kind: 'none' };
    const fingerprint = await this.fingerprintOf(settings);
    const keyed = { ...settings, apiKey: settings.apiKey };
    this.asked = fingerprint;
    // A settled key is asked again only for a failure whose wait is over (settle reads what is kept).
    await this.settling.run(fingerprint, () => this.settle(fingerprint, keyed));
    return this.statusFor(fingerprint);
  }

  /** For a found customer's card: never in the way of the lookup, whatever goes wrong here. */
  async workspace(): Promise<Workspace | null> {
    const status = await this.ensure().catch((): WorkspaceStatus => ({ kind: 'none' }));
    return status.kind === 'known' ? status.workspace : null;
  }

  /**
   * The workspace kept for the key in force, without asking the API: null while none is stored
   * (a new key's is being read). For what must not wait on that read, as a lookup must not.
   */
  async kept(): Promise<Workspace | null> {
    const settings = await this.deps.settings();
    if (!settings.apiKey) return null;
    const fingerprint = await this.fingerprintOf(settings);
    await this.read();
    const status = this.statusFor(fingerprint);
    return status.kind === 'known' ? status.workspace : null;
  }

  /**
   * Whether nothing is kept yet for the key in force (its workspace is being read, or about to
   * be), without asking the API. A failure kept for it is an answer: then this says no.
   */
  async unknownYet(): Promise<boolean> {
    const settings = await this.deps.settings();
    if (!settings.apiKey) return false;
    const fingerprint = await this.fingerprintOf(settings);
    return (await this.read())?.for !== fingerprint;
  }

  /**
   * The permissions of the key in force, read with its workspace (one request per key); null
   * when they are not known (no key, or asking failed): then the service itself says no.
   */
  async permissions(): Promise<string[] | null> {
    const status = await this.ensure().catch((): WorkspaceStatus => ({ kind: 'none' }));
    return status.kind === 'known' || status.kind === 'refused' ? (status.permissions ?? null) : null;
  }

  /** A connection check run for its own sake ("Test connection") is the freshest answer: keep it. */
  async remember(settings: ApiSettings & { apiKey: string }, result: ConnectionResult): Promise<void> {
    const fingerprint = await this.fingerprintOf(settings);
    this.asked = fingerprint;
    await this.save(recordOf(fingerprint, result, this.now()));
  }

  private async settle(fingerprint: string, settings: ApiSettings & { apiKey: string }): Promise<void> {
    const stored = await this.read();
    if (stored?.for === fingerprint && !this.retryDue(fingerprint)) return;
    const thrown: ConnectionResult = { kind: 'failed', state: { kind: 'bad-response' } };
    const result = await this.deps.check(settings).catch(() => thrown);
    // The key may have changed while we asked: an answer for the old one must not overwrite.
    if (this.asked === fingerprint) await this.save(recordOf(fingerprint, result, this.now()));
  }

  private retryDue(fingerprint: string): boolean {
    const s = this.stored;
    return s?.for === fingerprint && s.kind === 'failed' && this.now() - s.at >= RETRY_AFTER_MS;
  }

  private statusFor(fingerprint: string): WorkspaceStatus {
    const s = this.stored;
    if (!s || s.for !== fingerprint) return { kind: 'none' };
    if (s.kind === 'known') return { kind: 'known', workspace: s.workspace, permissions: s.permissions };
    return s.kind === 'refused' ? { kind: 'refused', permissions: s.permissions } : { kind: 'failed', state: s.state };
  }

  private async read(): Promise<StoredWorkspace | null> {
    if (this.stored === undefined) {
      const got = await this.deps.area.get(this.storageKey).catch((): Record<string, unknown> => ({}));
      const raw = got[this.storageKey];
      this.stored = isStoredWorkspace(raw) ? raw : null;
    }
    return this.stored;
  }

  private async save(record: StoredWorkspace): Promise<void> {
    this.stored = record;
    await this.deps.area.set({ [this.storageKey]: record }).catch(() => undefined);
  }

  /** Hashing on every lookup would be waste: the settings object stays the same until they change. */
  private async fingerprintOf(settings: ApiSettings & { apiKey: string | null }): Promise<string> {
    if (this.lastSettings?.settings === settings) return this.lastSettings.fingerprint;
    const fingerprint = await settingsFingerprint(settings.baseUrl, settings.apiKey ?? '');
    this.lastSettings = { settings, fingerprint };
    return fingerprint;
  }
}
