/** The cache is cleared when the key or the base URL changes, and only then. */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { LookupCache } from '../../../src/background/lookup/cache';
import { watchApiSettings } from '../../../src/background/settings/watch';
import { MemoryArea } from '../support/memory-area';

const found = {
  kind: 'found',
  customer: { id: 'c_1', fullName: 'Jane', email: 'jane@acme.io', updatedAt: '2026-11-01T00:00:00Z' },
} as const;

describe('watchApiSettings', () => {
  let cache: LookupCache;
  beforeEach(async () => {
    fakeBrowser.reset();
    cache = new LookupCache(new MemoryArea());
    await cache.set('jane@acme.io', found);
    watchApiSettings(fakeBrowser.storage.onChanged, () => void cache.clear());
  });

  it.each([
    ['the key', { apiKey: 'plainApiKey_new' }],
    ['the base URL', { baseUrl: 'https://core-api.eu.plain.com' }],
  ])('clears the cache when %s changes', async (_name, change) => {
    await fakeBrowser.storage.local.set(change);
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.size()).toBe(0);
  });

  it('keeps it for other changes (cache time, underline)', async () => {
    await fakeBrowser.storage.local.set({ cacheTtlMinutes: 10 });
    await fakeBrowser.storage.sync.set({ highlight: false });
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.size()).toBe(1);
  });
});
