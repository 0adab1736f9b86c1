/** The engine's traffic rules against the real local API: share, bound, cache, revalidate. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../../api/server';
import { engineFor, finalOf } from '../../support/engine';
import type { LookupState } from '../../../../src/shared/lookup-state';

const FULL = 'plainApiKey_demo_full';
let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());
beforeEach(() => {
  api.faults.clear();
  api.resetRequests();
});
const sent = () => api.requests.filter((r) => r.path === '/graphql/v1');

describe('LookupEngine', () => {
  it('concurrent lookups of one address (any case) share one request', async () => {
    api.faults.set({ kind: 'latency', ms: 80 });
    const { engine } = engineFor({ apiKey: FULL, baseUrl: api.url });
    const finals: LookupState[] = [];
    const spellings = ['jane.cooper@acme.io', 'Jane.Cooper@acme.io', ' jane.cooper@ACME.IO'];
    await Promise.all(spellings.map((e) => engine.lookup(e, (s) => s.kind !== 'loading' && finals.push(s))));
    expect(sent()).toHaveLength(1);
    expect(finals.map((s) => s.kind)).toEqual(['found', 'found', 'found']);
  });

  it('keeps at most 4 requests in flight', async () => {
    api.faults.set({ kind: 'latency', ms: 150 });
    const { engine } = engineFor({ apiKey: FULL, baseUrl: api.url });
    const emails = api.seed.customers.slice(0, 10).map((c) => c.email);
    await Promise.all(emails.map((e) => engine.lookup(e, () => undefined)));
    const times = sent()
      .map((r) => Date.parse(r.time))
      .sort((a, b) => a - b);
    expect(times).toHaveLength(10);
    // Requests arrive in waves: never a fifth inside one request's latency.
    for (let i = 4; i < times.length; i += 1) expect(times[i]! - times[i - 4]!).toBeGreaterThanOrEqual(120);
  });

  it('serves a fresh cached answer with no request', async () => {
    const { states } = engineFor({ apiKey: FULL, baseUrl: api.url });
    await states('jane.cooper@acme.io');
    const again = await states('JANE.COOPER@acme.io');
    expect(again.map((s) => s.kind)).toEqual(['found']);
    expect(sent()).toHaveLength(1);
  });

  it('caches "no customer" too', async () => {
    const { states } = engineFor({ apiKey: FULL, baseUrl: api.url });
    await states('nobody.known@example.org');
    expect(await states('nobody.known@example.org')).toEqual([{ kind: 'not-found' }]);
    expect(sent()).toHaveLength(1);
  });

  it('stale-while-revalidate: the stale card at once, then the fresh one', async () => {
    const { states } = engineFor({ apiKey: FULL, baseUrl: api.url, ttlMinutes: 0 });
    await states('jane.cooper@acme.io');
    const again = await states('jane.cooper@acme.io');
    expect(again.map((s) => s.kind)).toEqual(['found', 'found']);
    expect(sent()).toHaveLength(2);
  });

  it('a failed refresh keeps the stale card rather than replacing it with an error', async () => {
    const { states } = engineFor({ apiKey: FULL, baseUrl: api.url, ttlMinutes: 0 });
    await states('jane.cooper@acme.io');
    api.faults.set({ kind: 'malformed' });
    const again = await states('jane.cooper@acme.io');
    expect(again.map((s) => s.kind)).toEqual(['found']);
  });

  it('one time limit for the whole lookup: no retry that would end past it', async () => {
    // The service errs after 750 ms; the retry's wait (300 to 500 ms) would end past the 1 s limit.
    api.faults.set({ kind: 'status', status: 500, latencyMs: 750, times: 1 });
    const { states } = engineFor({ apiKey: FULL, baseUrl: api.url, timeoutMs: 1000 });
    expect(finalOf(await states('jane.cooper@acme.io')).kind).toBe('server-error');
    expect(sent()).toHaveLength(1);
  });

  it('waits for the reset when the service says no requests remain', async () => {
    const small = await startApiServer({ rateLimit: { limit: 1, windowMs: 1500 } });
    try {
      const { states, sleeps } = engineFor({ apiKey: FULL, baseUrl: small.url, maxSleepMs: 2000 });
      expect(finalOf(await states('jane.cooper@acme.io')).kind).toBe('found');
      const second = await states('devon.lane@globex.com');
      expect(finalOf(second).kind).toBe('found');
      // It says why it waits from the start: no "Looking up" that hides a wait for the reset.
      expect(second[0]!.kind).toBe('rate-limited');
      expect(sleeps.some((ms) => ms > 200)).toBe(true);
      expect(small.requests.filter((r) => r.path === '/graphql/v1')).toHaveLength(2);
    } finally {
      await small.close();
    }
  });
});
