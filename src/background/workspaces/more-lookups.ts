/**
 * Lookups in the workspaces after the first, each beside the first's and beside each other: every
 * workspace has its own client (its key goes only to its own base URL), its own cache prefix, its
 * own rate-limit wait and its own requests in flight, so one that is rate limited or down holds up
 * no other. The first workspace's lookup is the one the card has always had (lookup/engine.ts).
 */
import type { WorkspaceSection } from '../../shared/contract/card';
import type { ApiSettings } from '../../shared/settings/settings';
import type { MoreWorkspace } from '../../shared/settings/workspaces';
import type { LookupState } from '../../shared/lookup-state';
import { createApiClient } from '../transport/api-client';
import { LookupCache, lookupPrefix } from '../lookup/cache';
import { LookupEngine } from '../lookup/engine';
import { asShown } from '../lookup/as-shown';
import { requestSlots } from '../transport/request-slots';
import { RateLimitGate } from '../transport/rate-limit-gate';
import { checkConnection } from '../workspace/connection-check';
import { WorkspaceStore } from '../workspace/store';
import type { SessionArea } from '../transport/session-cache';
import { workspaceRecordKey, type LocalArea, type SavedWorkspaces } from './saved-workspaces';

/** One workspace's lookups, made when the list is read and dropped when it changes. */
export interface WorkspaceRuntime {
  saved: MoreWorkspace;
  engine: LookupEngine;
  cache: LookupCache;
  store: WorkspaceStore;
  settings(): Promise<ApiSettings>;
  /** Set when the list changed: a lookup still running for it ends with no key, and keeps nothing. */
  dropped: boolean;
}

export interface MoreLookupsDeps {
  saved: SavedWorkspaces;
  local: LocalArea;
  session: SessionArea;
  /** The first workspace's settings: the cache time is the agent's one setting for all. */
  settings(): Promise<ApiSettings>;
}

export class MoreLookups {
  private runtimes: Promise<WorkspaceRuntime[]> | null = null;

  constructor(private readonly deps: MoreLookupsDeps) {}

  /** The workspaces switched on, with a key, in the agent's order. */
  on(): Promise<WorkspaceRuntime[]> {
    this.runtimes ??= this.deps.saved.list().then((list) => list.filter((w) => w.on && w.apiKey).map((w) => this.runtime(w)));
    return this.runtimes;
  }

  /** The list changed: lookups under way for the old list end, and the next read builds it anew. */
  async forget(): Promise<void> {
    const old = await this.runtimes?.catch(() => []);
    this.runtimes = null;
    for (const r of old ?? []) {
      r.dropped = true;
      r.engine.settingsChanged();
    }
  }

  /**
   * Looks the address up in every workspace after the first, at once; `emit` gets all their
   * sections each time one changes. Resolves when every one has its final state.
   */
  async lookupAll(email: string, emit: (sections: WorkspaceSection[]) => void): Promise<void> {
    const all = await this.on();
    if (all.length === 0) return;
    const sections: WorkspaceSection[] = await Promise.all(
      all.map(async (r) => ({ id: r.saved.id, name: await nameOf(r), colour: r.saved.colour, state: { kind: 'loading' } })),
    );
    emit([...sections]);
    await Promise.all(
      all.map((r, i) => {
        const shown = asShown(r.store);
        let delivered = Promise.resolve();
        return r.engine
          .lookup(email, (state) => {
            delivered = delivered.then(async () => {
              sections[i] = { ...sections[i]!, state: isAnswer(state) ? await shown(state) : state };
              emit([...sections]);
            });
          })
          .then(() => delivered);
      }),
    );
  }

  /** The options page's "Clear cache": every workspace's answers go, not only the first's. */
  async clearCaches(): Promise<void> {
    await Promise.all((await this.on()).map((r) => r.cache.clear()));
  }

  /** The pointer rests on an address: every workspace's answer starts now, as the first's does. */
  warm(email: string): void {
    void this.on().then((all) => all.forEach((r) => void r.engine.lookup(email, () => undefined).catch(() => undefined)));
  }

  private runtime(saved: MoreWorkspace): WorkspaceRuntime {
    const client = createApiClient(saved.baseUrl, saved.apiKey!);
    // The same object while nothing changes: the store reads it by identity (workspace/store.ts).
    let last: ApiSettings | null = null;
    const settings = async (): Promise<ApiSettings> => {
      const ttl = (await this.deps.settings()).cacheTtlMinutes;
      const apiKey = runtime.dropped ? null : saved.apiKey;
      if (last?.cacheTtlMinutes !== ttl || last.apiKey !== apiKey) last = { apiKey, baseUrl: saved.baseUrl, cacheTtlMinutes: ttl };
      return last;
    };
    const store = new WorkspaceStore({
      area: this.deps.local,
      settings,
      check: () => checkConnection(client, new URL(saved.baseUrl).host),
      storageKey: workspaceRecordKey(saved.id),
    });
    const cache = new LookupCache(this.deps.session, 1000, Date.now, lookupPrefix(saved.id));
    const engine = new LookupEngine({
      settings,
      clientFor: () => client,
      cache,
      gate: new RateLimitGate(),
      slots: requestSlots(),
    });
    const runtime: WorkspaceRuntime = { saved, engine, cache, store, settings, dropped: false };
    // Its name, read once for its key and kept: the card names the section without asking again.
    void store.ensure().catch(() => undefined);
    return runtime;
  }
}

type Answer = Extract<LookupState, { kind: 'found' } | { kind: 'not-found' }>;
const isAnswer = (s: LookupState): s is Answer => s.kind === 'found' || s.kind === 'not-found';

/** The agent's label, else the name Plain gives the workspace (kept, never waited for), else its API's host. */
async function nameOf(r: WorkspaceRuntime): Promise<string> {
  if (r.saved.label) return r.saved.label;
  const kept = await r.store.kept().catch(() => null);
  return kept?.name ?? new URL(r.saved.baseUrl).host;
}
