/**
 * Lookup results kept in `storage.session`, so they outlive the service worker (Chrome stops it
 * after 30 s idle) but not the browser session. One storage key per address keeps each write
 * small; least recently used entries go past `maxEntries`.
 */
import type { LookupState } from '../shared/lookup-state';

export type CachedState = Extract<LookupState, { kind: 'found' } | { kind: 'not-found' }>;
interface Entry {
  state: CachedState;
  storedAt: number;
  usedAt: number;
}
export interface CacheHit {
  state: CachedState;
  fresh: boolean;
}
export interface SessionArea {
  get(keys: null | string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

const PREFIX = 'lookup:';

export class LookupCache {
  private entries: Map<string, Entry> | null = null;
  private loading: Promise<Map<string, Entry>> | null = null;

  constructor(
    private readonly area: SessionArea,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, ttlMs: number): Promise<CacheHit | null> {
    const entries = await this.load();
    const entry = entries.get(key);
    if (!entry) return null;
    entry.usedAt = this.now();
    entries.delete(key); // re-insert: Map order is our recency order
    entries.set(key, entry);
    void this.area.set({ [PREFIX + key]: entry });
    return { state: entry.state, fresh: this.now() - entry.storedAt < ttlMs };
  }

  async set(key: string, state: CachedState): Promise<void> {
    const entries = await this.load();
    const at = this.now();
    const entry = { state, storedAt: at, usedAt: at };
    entries.delete(key);
    entries.set(key, entry);
    const evicted: string[] = [];
    for (const oldest of entries.keys()) {
      if (entries.size <= this.maxEntries) break;
      entries.delete(oldest);
      evicted.push(PREFIX + oldest);
    }
    await this.area.set({ [PREFIX + key]: entry });
    if (evicted.length) await this.area.remove(evicted);
  }

  async clear(): Promise<void> {
    const entries = await this.load();
    const keys = [...entries.keys()].map((k) => PREFIX + k);
    entries.clear();
    if (keys.length) await this.area.remove(keys);
  }

  async size(): Promise<number> {
    return (await this.load()).size;
  }

  private load(): Promise<Map<string, Entry>> {
    if (this.entries) return Promise.resolve(this.entries);
    this.loading ??= this.area.get(null).then((all) => {
      const rows = Object.entries(all)
        .filter(([k, v]) => k.startsWith(PREFIX) && isEntry(v))
        .map(([k, v]) => [k.slice(PREFIX.length), v as Entry] as const)
        .sort((a, b) => a[1].usedAt - b[1].usedAt);
      this.entries = new Map(rows);
      return this.entries;
    });
    return this.loading;
  }
}

function isEntry(v: unknown): boolean {
  const e = v as Entry | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof e.storedAt === 'number' &&
    typeof e.usedAt === 'number' &&
    (e.state?.kind === 'found' || e.state?.kind === 'not-found')
  );
}
