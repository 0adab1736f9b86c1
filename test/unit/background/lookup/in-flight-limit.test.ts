/**
 * The four-in-flight limit is the background's, not the lookups' alone. Hovers whose customers are
 * found (a lookup, then the story's three requests) and warm lookups of other addresses, all at
 * once, through the engines as the background builds them (one limit, made once and handed to
 * each), over a fake fetch that holds each request a moment and counts how many it holds.
 */
import { describe, expect, it } from 'vitest';
import { LookupEngine } from '../../../../src/background/lookup/engine';
import { LookupCache } from '../../../../src/background/lookup/cache';
import { ContextEngine } from '../../../../src/background/story/story-engine';
import { ContextCache } from '../../../../src/background/story/story-cache';
import { RateLimitGate } from '../../../../src/background/transport/rate-limit-gate';
import { requestSlots } from '../../../../src/background/transport/request-slots';
import { upsertCustomer } from '../../../../src/background/writes/mutations';
import type { ApiSettings } from '../../../../src/shared/settings/settings';
import { cardsData, contextData, customer, threadsData } from '../../support/context-answers';
import { fakeGraphql, ok, type FakeGraphql } from '../../support/fake-graphql';
import { MemoryArea } from '../../support/memory-area';

const HOLD_MS = 15;

/** Every operation answered after HOLD_MS (or when `hold` says); `most`: the most requests held at once. */
function countingApi(hold: (operation: string) => Promise<void> = () => new Promise((r) => setTimeout(r, HOLD_MS))) {
  const fake: FakeGraphql = fakeGraphql({
    customerByEmail: (v) => ok({ customerByEmail: customer(`c_${String(v.email)}`) }),
    customerContext: () => ok(contextData()),
    customerOpenThreads: () => ok(threadsData()),
    customerCards: () => ok(cardsData()),
    upsertCustomer: () => ok({ upsertCustomer: { customer: customer('c_new'), error: null } }),
  });
  const answer = fake.fetch;
  const api = { fake, inFlight: 0, most: 0, started: [] as string[] };
  fake.fetch = async (url: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const operation = (JSON.parse(init?.body as string) as { operationName: string }).operationName;
    api.started.push(operation);
    api.most = Math.max(api.most, (api.inFlight += 1));
    try {
      await hold(operation);
      return await answer(url, init);
    } finally {
      api.inFlight -= 1;
    }
  };
  return api;
}

/** The lookup and story engines as index.ts builds them: one limit for both (and for the writes). */
function background(api: ReturnType<typeof countingApi>) {
  const settings: ApiSettings = { apiKey: 'key', baseUrl: 'https://api.test', cacheTtlMinutes: 5 };
  const gate = new RateLimitGate();
  const slots = requestSlots();
  const clientFor = () => api.fake.client();
  const lookups = new LookupEngine({ settings: async () => settings, clientFor, cache: new LookupCache(new MemoryArea()), gate, slots });
  const stories = new ContextEngine({ settings: async () => settings, clientFor, cache: new ContextCache(new MemoryArea()), gate, slots });
  /** A hover whose customer is found: the lookup, then the story (as lookup-and-remember.ts does). */
  const hover = async (email: string) => {
    let id = '';
    await lookups.lookup(email, (s) => void (s.kind === 'found' && (id = s.customer.id)));
    await stories.load(id, () => undefined);
  };
  const warm = (email: string) => lookups.lookup(email, () => undefined);
  return { hover, warm, stories, slots };
}

const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}@acme.io`);

describe('the in-flight limit', () => {
  it('lookups and story requests together never have more than 4 requests in flight', async () => {
    const api = countingApi();
    const { hover, warm, stories } = background(api);
    await Promise.all([...addresses('hovered', 8).map(hover), ...addresses('warmed', 8).map(warm)]);
    await stories.idle();
    const count = (op: string) => api.started.filter((o) => o === op).length;
    expect(count('customerByEmail')).toBe(16);
    expect(['customerContext', 'customerOpenThreads', 'customerCards'].map(count)).toEqual([8, 8, 8]);
    expect(api.most).toBe(4); // full, and never a fifth
  });

  it('a story alone still sends its three requests together', async () => {
    const api = countingApi();
    const { hover } = background(api);
    await hover('one@acme.io');
    expect(api.most).toBe(3);
  });

  it('a write the agent clicked waits for a free slot, and takes it ahead of the lookups waiting for one', async () => {
    let holding = true;
    const held: Array<() => void> = [];
    const api = countingApi((op) => (holding && op === 'customerByEmail' ? new Promise<void>((r) => held.push(r)) : Promise.resolve()));
    const { warm, slots } = background(api);
    const warmed = Promise.all(addresses('warmed', 8).map(warm));
    await expect.poll(() => api.started.length).toBe(4);
    let answered = false;
    const written = upsertCustomer({ client: api.fake.client(), slots, host: 'api.test' }, 'new@acme.io', {
      fullName: 'New One',
      shortName: '',
    });
    void written.then(() => (answered = true));
    await new Promise((r) => setTimeout(r, HOLD_MS));
    expect(answered).toBe(false); // four lookups hold every slot
    held.shift()!();
    expect((await written).ok).toBe(true);
    expect(api.started.slice(0, 5)).toEqual([...Array<string>(4).fill('customerByEmail'), 'upsertCustomer']);
    holding = false;
    held.forEach((release) => release());
    await warmed;
    expect(api.started).toHaveLength(9);
    expect(api.most).toBe(4);
  });
});
