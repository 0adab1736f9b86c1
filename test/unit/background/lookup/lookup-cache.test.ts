/** The lookup cache: time to live, least-recently-used bound, survival across instances. */
import { describe, expect, it } from 'vitest';
import { LookupCache } from '../../../../src/background/lookup/cache';
import { MemoryArea } from '../../support/memory-area';
import { USE_WRITTEN_EVERY_MS } from '../../../../src/background/transport/session-cache';

const found = (id: string) =>
  ({ kind: 'found', customer: { id, fullName: id, email: `${id}@x.io`, updatedAt: '2026-11-01T00:00:00.000Z' } }) as const;

describe('LookupCache', () => {
  it('is fresh within the time to live and stale after it', async () => {
    let now = 1_000;
    const cache = new LookupCache(new MemoryArea(), 1000, () => now);
    await cache.set('a@x.io', found('a'));
    expect(await cache.get('a@x.io', 5_000)).toEqual({ state: found('a'), fresh: true, storedAt: 1_000 });
    now += 5_001;
    // Stale, still with when it was fetched: the "as of" time of a last known answer.
    expect(await cache.get('a@x.io', 5_000)).toEqual({ state: found('a'), fresh: false, storedAt: 1_000 });
    expect(await cache.get('b@x.io', 5_000)).toBeNull();
  });

  it('evicts the least recently used past its bound', async () => {
    let now = 0;
    const area = new MemoryArea();
    const cache = new LookupCache(area, 3, () => ++now);
    for (const k of ['a', 'b', 'c']) await cache.set(k, found(k));
    await cache.get('a', 60_000); // a is now the most recent
    await cache.set('d', found('d'));
    expect(await cache.get('b', 60_000)).toBeNull();
    for (const k of ['a', 'c', 'd']) expect(await cache.get(k, 60_000)).not.toBeNull();
    expect([...area.data.keys()].sort()).toEqual(['lookup:a', 'lookup:c', 'lookup:d']);
  });

  it('survives a new instance over the same storage (a restarted service worker)', async () => {
    const area = new MemoryArea();
    await new LookupCache(area).set('a@x.io', found('a'));
    const reborn = new LookupCache(area);
    expect((await reborn.get('a@x.io', 60_000))?.state).toEqual(found('a'));
  });

  it('a hit writes its use time down at most once a minute; a worker started after orders by it', async () => {
    let now = 0;
    const area = new MemoryArea();
    const cache = new LookupCache(area, 2, () => now);
    for (const k of ['a', 'b']) await cache.set(k, found(k));
    const writes = area.writes;
    now = 1_000;
    await cache.get('a', 600_000);
    await cache.get('a', 600_000);
    expect(area.writes).toBe(writes); // hits within the minute: memory only
    now = USE_WRITTEN_EVERY_MS + 1;
    await cache.get('a', 600_000);
    expect(area.writes).toBe(writes + 1);
    // A new worker: a was used after b, so b goes first.
    const reborn = new LookupCache(area, 2, () => now);
    await reborn.set('c', found('c'));
    expect(await reborn.get('b', 600_000)).toBeNull();
    expect(await reborn.get('a', 600_000)).not.toBeNull();
  });

  it('clear empties memory and storage', async () => {
    const area = new MemoryArea();
    const cache = new LookupCache(area);
    await cache.set('a', found('a'));
    await cache.clear();
    expect(await cache.get('a', 60_000)).toBeNull();
    expect(area.data.size).toBe(0);
  });
});
