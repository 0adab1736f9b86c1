/** A storage area held in memory, with the shape of `storage.session`, for cache tests. */
import type { SessionArea } from '../../../src/background/lookup/cache';

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

/**
 * storage.session as the browser runs it: each call read or done when it is made, in order, its
 * answer arriving later as a task of its own (so the microtasks after one answer run before the next).
 */
export class TaskArea extends MemoryArea {
  override get(keys: null | string | string[]) {
    const answer = super.get(keys);
    return new Promise<Record<string, unknown>>((resolve) => setTimeout(() => resolve(answer), 0));
  }
  override set(items: Record<string, unknown>) {
    const done = super.set(items);
    return new Promise<void>((resolve) => setTimeout(() => resolve(done), 0));
  }
}
