/**
 * Answers kept in `storage.session`, so they outlive the service worker (Chrome stops it after
 * 30 s idle) but not the browser session. One storage key per entry keeps each write small;
 * least recently used entries go past `maxEntries`. Each kind of answer has its own key prefix,
 * and what is read back is checked, not trusted.
 */
interface Entry<T> {
  state: T;
  storedAt: number;
  usedAt: number;
}
export interface SessionHit<T> {
  state: T;
  fresh: boolean;
  /** Epoch ms when the answer was fetched: the "as of" time of a last known answer. */
  storedAt: number;
}
export interface SessionArea {
  get(keys: null | string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

/** How stale a kept entry's stored use time may be (see `get`). */
export const USE_WRITTEN_EVERY_MS = 60_000;

export class SessionCache<T> {
  private entries: Map<string, Entry<T>> | null = null;
  /** Each entry's use time as last written to the area. */
  private readonly written = new Map<string, number>();
  private loading: Promise<Map<string, Entry<T>>> | null = null;

  constructor(
    private readonly area: SessionArea,
    private readonly prefix: string,
    private readonly isState: (v: unknown) => v is T,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, ttlMs: number): Promise<SessionHit<T> | null> {
    const entries = await this.load();
    const entry = entries.get(key);
    if (!entry) return null;
    entry.usedAt = this.now();
    entries.delete(key); // re-insert: Map order is our recency order
    entries.set(key, entry);
    // The stored use time only orders what goes first after a worker restart: written again once a
    // while, not on every hit (a hover with several workspaces hits one cache each).
    if (entry.usedAt - (this.written.get(key) ?? Number.NEGATIVE_INFINITY) >= USE_WRITTEN_EVERY_MS) {
      this.written.set(key, entry.usedAt);
      void this.area.set({ [this.prefix + key]: entry });
    }
    return this.hit(entry, ttlMs);
  }

  /**
   * The answer kept for `key` if the entries are in memory already, without waiting or counting
   * it as used (`get` does both); null when not kept or not loaded yet.
   */
  peek(key: string, ttlMs: number): SessionHit<T> | null {
    const entry = this.entries?.get(key);
    return entry ? this.hit(entry, ttlMs) : null;
  }

  private hit(entry: Entry<T>, ttlMs: number): SessionHit<T> {
    return { state: entry.state, fresh: this.now() - entry.storedAt < ttlMs, storedAt: entry.storedAt };
  }

  async set(key: string, state: T, storedAt = this.now()): Promise<void> {
    const entries = await this.load();
    const entry = { state, storedAt, usedAt: this.now() };
    this.written.set(key, entry.usedAt);
    entries.delete(key);
    entries.set(key, entry);
    const evicted: string[] = [];
    for (const oldest of entries.keys()) {
      if (entries.size <= this.maxEntries) break;
      entries.delete(oldest);
      this.written.delete(oldest);
      evicted.push(this.prefix + oldest);
    }
    await this.area.set({ [this.prefix + key]: entry });
    if (evicted.length) await this.area.remove(evicted);
  }

  async delete(key: string): Promise<void> {
    const entries = await this.load();
    this.written.delete(key);
    if (entries.delete(key)) await this.area.remove(this.prefix + key);
  }

  async clear(): Promise<void> {
    const entries = await this.load();
    const keys = [...entries.keys()].map((k) => this.prefix + k);
    entries.clear();
    this.written.clear();
    if (keys.length) await this.area.remove(keys);
  }

  async size(): Promise<number> {
    return (await this.load()).size;
  }

  private load(): Promise<Map<string, Entry<T>>> {
    if (this.entries) return Promise.resolve(this.entries);
    this.loading ??= this.area.get(null).then((all) => {
      const rows = Object.entries(all)
        .filter(([k, v]) => k.startsWith(this.prefix) && this.isEntry(v))
        .map(([k, v]) => [k.slice(this.prefix.length), v as Entry<T>] as const)
        .sort((a, b) => a[1].usedAt - b[1].usedAt);
      this.entries = new Map(rows);
      for (const [k, e] of rows) this.written.set(k, e.usedAt);
      return this.entries;
    });
    return this.loading;
  }

  private isEntry(v: unknown): boolean {
    const e = v as Entry<T> | null;
    return typeof e === 'object' && e !== null && typeof e.storedAt === 'number' && typeof e.usedAt === 'number' && this.isState(e.state);
  }
}
