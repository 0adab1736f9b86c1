/** A storage area held in memory, with the shape of `storage.session`, for cache tests. */
import type { SessionArea } from '../../../src/background/lookup-cache';

export class MemoryArea implements SessionArea {
  readonly data = new Map<string, unknown>();
  writes = 0;

  async get(keys: null | string | string[]): Promise<Record<string, unknown>> {
    const wanted = keys === null ? [...this.data.keys()] : Array.isArray(keys) ? keys : [keys];
    const out: Record<string, unknown> = {};
    for (const k of wanted) if (this.data.has(k)) out[k] = structuredClone(this.data.get(k));
    return out;
  }

  async set(items: Record<string, unknown>): Promise<void> {
    this.writes += 1;
    for (const [k, v] of Object.entries(items)) this.data.set(k, structuredClone(v));
  }

  async remove(keys: string | string[]): Promise<void> {
    for (const k of Array.isArray(keys) ? keys : [keys]) this.data.delete(k);
  }
}
