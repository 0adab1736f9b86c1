/**
 * The "as of" card: a refresh of a cached customer that finds the API down (unreachable, server
 * error, timeout) shows the last known customer with when it was fetched and what failed,
 * however old it is; any other failed refresh keeps the stale card as it was.
 */
import { describe, expect, it, vi } from 'vitest';
import { LookupCache } from '../../../../src/background/lookup/cache';
import { LookupEngine } from '../../../../src/background/lookup/engine';
import { requestSlots } from '../../../../src/background/transport/request-slots';
import type { LookupState } from '../../../../src/shared/lookup-state';
import { customer } from '../../support/context-answers';
import { fakeGraphql, ok, serverError, type Answer } from '../../support/fake-graphql';
import { MemoryArea } from '../../support/memory-area';

const EMAIL = 'jane.cooper@acme.io';

async function refreshFailing(answer: Answer | null, first: Answer = ok({ customerByEmail: customer() })) {
  const fake = fakeGraphql({ customerByEmail: () => first });
  let now = Date.parse('2026-11-22T10:00:00Z');
  const spy = vi.spyOn(Date, 'now').mockImplementation(() => now);
  try {
    const cache = new LookupCache(new MemoryArea(), 1000, () => now);
    const engine = new LookupEngine({
      settings: async () => ({ apiKey: 'key', baseUrl: 'https://api.test', cacheTtlMinutes: 5 }),
      clientFor: () => fake.client(),
      cache,
      slots: requestSlots(),
      sleep: async () => undefined,
      timeoutMs: 50,
    });
    await engine.lookup(EMAIL, () => undefined);
    const fetchedAt = now;
    now += 2 * 24 * 60 * 60_000; // long past the cache time: still the last known answer
    if (answer) fake.handlers.set('customerByEmail', () => answer);
    else
      fake.fetch = (_u: unknown, init?: RequestInit) =>
        new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as DOMException)));
    const states: LookupState[] = [];
    await engine.lookup(EMAIL, (s) => states.push(s));
    return { states, fetchedAt };
  } finally {
    spy.mockRestore();
  }
}

const found = {
  kind: 'found',
  customer: { id: customer().id, fullName: 'Jane Cooper', email: EMAIL, updatedAt: '2026-11-01T10:00:00.000Z' },
};

describe('the "as of" card', () => {
  it('server errors on the refresh: the cached customer, then the same customer "as of" its fetch', async () => {
    const { states, fetchedAt } = await refreshFailing(serverError);
    expect(states).toEqual([found, { ...found, asOf: { at: fetchedAt, failure: 'server-error' } }]);
  });

  it('the API unreachable on the refresh', async () => {
    const { states, fetchedAt } = await refreshFailing('network-error');
    expect(states).toEqual([found, { ...found, asOf: { at: fetchedAt, failure: 'unreachable' } }]);
  });

  it('no answer in time on the refresh', async () => {
    const { states, fetchedAt } = await refreshFailing(null);
    expect(states).toEqual([found, { ...found, asOf: { at: fetchedAt, failure: 'timeout' } }]);
  });

  it('an unexpected answer is no outage: the stale card stays as it was', async () => {
    const { states } = await refreshFailing({ body: { data: { customerByEmail: { id: 1 } } } });
    expect(states).toEqual([found]);
  });

  it('"no customer" has no "as of": it stays as it was', async () => {
    const { states } = await refreshFailing(serverError, ok({ customerByEmail: null }));
    expect(states).toEqual([{ kind: 'not-found' }]);
  });
});
