/**
 * A rate-limit wait says so at once, keeps a cached customer on the card, keeps every time it
 * promises or says it gave up, and belongs to the key and base URL it came from.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../../api/server';
import { createApiClient } from '../../../../src/background/transport/api-client';
import { LookupCache } from '../../../../src/background/lookup/cache';
import { LookupEngine } from '../../../../src/background/lookup/engine';
import { requestSlots } from '../../../../src/background/transport/request-slots';
import type { LookupState } from '../../../../src/shared/lookup-state';
import type { ApiSettings } from '../../../../src/shared/settings/settings';
import { engineFor, finalOf } from '../../support/engine';
import { MemoryArea } from '../../support/memory-area';

const FULL = 'plainApiKey_demo_full';
const JANE = 'jane.cooper@acme.io';
const DEVON = 'devon.lane@globex.com';
let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());
beforeEach(() => {
  api.faults.clear();
  api.resetRequests();
});
const sent = () => api.requests.filter((r) => r.path === '/graphql/v1');
const tick = () => new Promise((r) => setTimeout(r, 50));

/** An engine whose waits end only when the test says (`wake`), or never. */
function heldEngine() {
  const settings: ApiSettings = { apiKey: FULL, baseUrl: api.url, cacheTtlMinutes: 5 };
  const waits: Array<{ ms: number; end: () => void }> = [];
  const engine = new LookupEngine({
    settings: async () => settings,
    clientFor: (s) => createApiClient(s.baseUrl, s.apiKey),
    cache: new LookupCache(new MemoryArea()),
    slots: requestSlots(),
    sleep: (ms) => new Promise((end) => waits.push({ ms, end })),
  });
  const run = (email: string) => {
    const seen: LookupState[] = [];
    const done = engine.lookup(email, (s) => seen.push(s));
    return { seen, done };
  };
  const wake = () => waits.splice(0).forEach((w) => w.end());
  return { engine, settings, waits, run, wake };
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await tick();
  expect(check()).toBe(true);
}

describe('while lookups wait for a rate-limit reset', () => {
  it('a lookup that starts during the wait says "rate limited" at once and sends nothing', async () => {
    api.faults.set({ kind: 'rate-limited', resetInSeconds: 30, times: 1 });
    const { run, waits, wake } = heldEngine();
    const jane = run(JANE);
    await until(() => waits.length === 1);
    const devon = run(DEVON);
    await tick();
    expect(devon.seen.map((s) => s.kind)).toEqual(['rate-limited', 'rate-limited']);
    const retryAt = (jane.seen[1] as { retryAt: number }).retryAt;
    expect(devon.seen[0]).toEqual({ kind: 'rate-limited', retryAt });
    expect(sent()).toHaveLength(1);
    wake();
    await until(() => waits.length === 0 && sent().length === 3);
    await Promise.all([jane.done, devon.done]);
    expect([finalOf(jane.seen).kind, finalOf(devon.seen).kind]).toEqual(['found', 'found']);
  });

  it('a new key ends the wait: waiting lookups go at once with the new key', async () => {
    api.faults.set({ kind: 'rate-limited', resetInSeconds: 30, times: 1, key: FULL });
    const { engine, settings, run, waits } = heldEngine();
    const jane = run(JANE);
    await until(() => waits.length === 1);
    settings.apiKey = 'plainApiKey_demo_no_workspace';
    engine.settingsChanged();
    await jane.done; // the wait for the old key never ends by itself: only the change ends it
    expect(finalOf(jane.seen).kind).toBe('found');
    expect(sent().map((r) => r.headers.authorization)).toEqual([`Bearer ${FULL}`, 'Bearer plainApiKey_demo_no_workspace']);
    const devon = run(DEVON);
    await devon.done;
    expect(devon.seen.map((s) => s.kind)).toEqual(['loading', 'found']);
  });

  it('a cached customer stays on the card while its refresh waits', async () => {
    const { states } = engineFor({ apiKey: FULL, baseUrl: api.url, ttlMinutes: 0 });
    await states(JANE);
    api.faults.set({ kind: 'rate-limited', resetInSeconds: 2, times: 1 });
    const again = await states(JANE);
    expect(again.map((s) => s.kind)).toEqual(['found', 'found']);
  });

  it('a reset more than a minute ahead is not waited for: the card says until when', async () => {
    api.faults.set({ kind: 'rate-limited', resetInSeconds: 600 });
    const { states, sleeps } = engineFor({ apiKey: FULL, baseUrl: api.url });
    const s = await states(JANE);
    expect(s.map((x) => x.kind)).toEqual(['loading', 'rate-limited']);
    expect(finalOf(s)).toMatchObject({ gaveUp: true });
    expect((finalOf(s) as { retryAt: number }).retryAt).toBeGreaterThan(Date.now() + 500_000);
    expect(sleeps).toEqual([]);
    expect(sent()).toHaveLength(1);
  });
});
