/**
 * The context engine through the real Apollo client over a fake fetch (answers shaped like
 * Plain's published schema): one round trip per customer per cache time, kept across a new
 * engine (a stopped worker), stale context refreshed behind or kept "as of" when the API is down,
 * loading cards asked for again until loaded.
 */
import { describe, expect, it } from 'vitest';
import { ContextCache } from '../../../../src/background/story/story-cache';
import { CARD_RETRY_DELAYS_MS, ContextEngine, TOGETHER_MS } from '../../../../src/background/story/story-engine';
import { requestSlots } from '../../../../src/background/transport/request-slots';
import type { CustomerContext } from '../../../../src/shared/customer-context';
import type { ApiSettings } from '../../../../src/shared/settings/settings';
import { CUSTOMER_ID, cardsData, contextData, loadedCard, loadingCard, threadsData } from '../../support/context-answers';
import { fakeGraphql, forbidden, ok, serverError, type FakeGraphql } from '../../support/fake-graphql';
import { MemoryArea } from '../../support/memory-area';
import { gateId, RateLimitGate } from '../../../../src/background/transport/rate-limit-gate';

const CONTEXT_OPS = ['customerContext', 'customerOpenThreads', 'customerCards'];

/** Every context operation answered; `only` (the operation whose request it is) may hold a request back until `until`. */
function answering(until?: Promise<void>, only?: string): FakeGraphql {
  const fake = fakeGraphql({
    customerContext: () => ok(contextData()),
    customerOpenThreads: () => ok(threadsData()),
    customerCards: () => ok(cardsData()),
  });
  const answer = fake.fetch;
  if (until) {
    fake.fetch = async (url: Parameters<typeof fetch>[0], init?: RequestInit) => {
      if (!only || (init?.body as string).includes(`"${only}"`)) await until;
      return answer(url, init);
    };
  }
  return fake;
}

function setup(opts: { ttlMinutes?: number; area?: MemoryArea; fake?: FakeGraphql; gate?: RateLimitGate } = {}) {
  const fake = opts.fake ?? answering();
  const area = opts.area ?? new MemoryArea();
  const settings: ApiSettings = { apiKey: 'key', baseUrl: 'https://api.test', cacheTtlMinutes: opts.ttlMinutes ?? 5 };
  const sleeps: number[] = [];
  const cache = new ContextCache(area);
  const engine = new ContextEngine({
    settings: async () => settings,
    clientFor: () => fake.client(),
    cache,
    gate: opts.gate,
    slots: requestSlots(),
    sleep: async (ms) => void sleeps.push(ms),
  });
  const load = async () => {
    const seen: CustomerContext[] = [];
    await engine.load(CUSTOMER_ID, (c) => seen.push(c));
    await engine.idle(); // the flight's tail (the cache write) ends before the next ask
    return seen;
  };
  return { fake, area, cache, engine, sleeps, settings, load };
}
const statuses = (c: CustomerContext) => [
  c.who.status,
  c.company.status,
  c.tenants.status,
  c.groups.status,
  c.threads.status,
  c.cards.status,
];

describe('ContextEngine', () => {
  it('uncached: every section loading, then the answers; the three operations sent once each, for this customer', async () => {
    const { fake, load } = setup();
    const seen = await load();
    // Answers that come together show together: one drawing of the card.
    expect(seen.map(statuses)).toEqual([Array(6).fill('loading'), Array(6).fill('ok')]);
    expect(fake.sent.map((s) => s.operationName).sort()).toEqual([...CONTEXT_OPS].sort());
    expect(fake.sent.every((s) => (s.variables as { customerId: string }).customerId === CUSTOMER_ID)).toBe(true);
  });

  it('uncached: the sections of each answer show as it comes, while another is still on its way', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    const { engine } = setup({ fake: answering(held, 'customerCards') });
    const seen: CustomerContext[] = [];
    const done = engine.load(CUSTOMER_ID, (c) => seen.push(c));
    await expect.poll(() => seen.at(-1) && statuses(seen.at(-1)!), { timeout: 5000 }).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'loading']);
    release();
    await done;
    expect(seen.map(statuses)).toEqual([Array(6).fill('loading'), ['ok', 'ok', 'ok', 'ok', 'ok', 'loading'], Array(6).fill('ok')]);
  });

  it('a last known story is not shown in parts: the refresh replaces it whole', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    const area = new MemoryArea();
    await setup({ ttlMinutes: 0, area }).load(); // known, and stale at once
    const { engine } = setup({ ttlMinutes: 0, area, fake: answering(held, 'customerCards') });
    const seen: CustomerContext[] = [];
    const done = engine.load(CUSTOMER_ID, (c) => seen.push(c));
    await new Promise((r) => setTimeout(r, TOGETHER_MS * 3));
    expect(seen.map(statuses)).toEqual([Array(6).fill('ok')]); // the last known; no new part beside it
    release();
    await done;
    expect(seen.map(statuses)).toEqual([Array(6).fill('ok'), Array(6).fill('ok')]);
  });

  it('one context round trip per customer per cache time, concurrent asks sharing one flight', async () => {
    const { fake, engine, load } = setup();
    const a: CustomerContext[] = [];
    const b: CustomerContext[] = [];
    await Promise.all([engine.load(CUSTOMER_ID, (c) => a.push(c)), engine.load(CUSTOMER_ID, (c) => b.push(c))]);
    expect(a.at(-1)!.who.status).toBe('ok');
    expect(b.at(-1)!.who.status).toBe('ok');
    const again = await load();
    expect(again.map(statuses)).toEqual([Array(6).fill('ok')]);
    expect(fake.sent).toHaveLength(3);
  });

  it('peek: the fresh context known in memory, without waiting; nothing before the first load, when stale, or after a change of settings', async () => {
    const { engine, load, settings } = setup({ ttlMinutes: 5 });
    expect(engine.peek(CUSTOMER_ID)).toBeNull();
    const seen = await load();
    expect(engine.peek(CUSTOMER_ID)).toBe(seen.at(-1)); // the very object: a follower sends it once
    expect(engine.peek('c_other')).toBeNull();
    settings.cacheTtlMinutes = 0;
    await load(); // the settings read again: the same context is stale now
    expect(engine.peek(CUSTOMER_ID)).toBeNull();
    settings.cacheTtlMinutes = 5;
    await load();
    expect(engine.peek(CUSTOMER_ID)).not.toBeNull();
    engine.settingsChanged();
    expect(engine.peek(CUSTOMER_ID)).toBeNull();
  });

  it('a section the rate limit stopped says until when, and the context is not kept: the next look asks again', async () => {
    const limited = {
      status: 429,
      body: { errors: [{ message: 'Too Many Requests - Rate limit exceeded', extensions: { code: 'RATE_LIMITED' } }] },
    };
    const fake = fakeGraphql({
      customerContext: () => ok(contextData()),
      customerOpenThreads: (_v, n) => (n === 1 ? limited : ok(threadsData())),
      customerCards: () => ok(cardsData()),
    });
    const { load } = setup({ fake });
    const first = (await load()).at(-1)!;
    expect(first.threads.status).toBe('failed');
    expect((first.threads as { rateLimitedUntil?: number }).rateLimitedUntil).toBeGreaterThan(Date.now() - 1000);
    expect(first.who.status).toBe('ok');
    const again = (await load()).at(-1)!;
    expect(again.threads.status).toBe('ok');
    expect(fake.sent.filter((s) => s.operationName === 'customerOpenThreads')).toHaveLength(2);
  });

  it('kept across a new engine over the same storage (a stopped worker): no request', async () => {
    const first = setup();
    await first.load();
    const reborn = setup({ area: first.area, fake: first.fake });
    expect((await reborn.load()).map(statuses)).toEqual([Array(6).fill('ok')]);
    expect(first.fake.sent).toHaveLength(3);
  });

  it('stale: the last known context at once, then the fresh one', async () => {
    const { fake, load } = setup({ ttlMinutes: 0 });
    await load();
    fake.handlers.set('customerOpenThreads', () => ok(null, [forbidden(['threads'], 'thread:read')]));
    const seen = await load();
    expect(seen.map((c) => c.threads.status)).toEqual(['ok', 'forbidden']);
    expect(fake.sent).toHaveLength(6);
  });

  it('a refresh the API fails as a whole keeps the last known context, marked stale with the failure', async () => {
    const { fake, load } = setup({ ttlMinutes: 0 });
    const before = (await load()).at(-1)!;
    for (const op of CONTEXT_OPS) fake.handlers.set(op, () => serverError);
    const seen = await load();
    expect(seen).toEqual([before, { ...before, stale: { failure: 'server-error' } }]);
  });

  it('with nothing known, a whole failure fails every section (and nothing is kept)', async () => {
    const { fake, load, cache } = setup();
    for (const op of CONTEXT_OPS) fake.handlers.set(op, () => 'network-error');
    expect((await load()).at(-1)).toMatchObject({ who: { status: 'failed' }, cards: { status: 'failed' } });
    expect(await cache.size()).toBe(0);
  });

  it('nothing coming for another reason (a rate limit) keeps the last known as it was, and keeps nothing new', async () => {
    const { fake, load, cache } = setup({ ttlMinutes: 0 });
    const before = (await load()).at(-1)!;
    const limited = () => ({ status: 429, body: { errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED' } }] } });
    for (const op of CONTEXT_OPS) fake.handlers.set(op, limited);
    expect(await load()).toEqual([before]);
    expect((await cache.get(CUSTOMER_ID, 0))?.state).toEqual(before);
    await cache.clear();
    expect((await load()).at(-1)).toMatchObject({ who: { status: 'failed' }, threads: { status: 'failed' } });
    expect(await cache.size()).toBe(0);
  });

  it('one operation failing leaves the others', async () => {
    const { fake, load } = setup();
    fake.handlers.set('customerCards', () => serverError);
    expect(statuses((await load()).at(-1)!)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'failed']);
  });

  it('the null-propagated alias arrives through the client with its FORBIDDEN: that section only', async () => {
    const { fake, load } = setup();
    fake.handlers.set('customerContext', () =>
      ok({ ...contextData(), groups: null }, [forbidden(['groups', 'customerGroupMemberships'], 'customerGroup:read')]),
    );
    const last = (await load()).at(-1)!;
    expect(last.groups).toEqual({ status: 'forbidden', permission: 'customerGroup:read' });
    expect(statuses(last)).toEqual(['ok', 'ok', 'ok', 'forbidden', 'ok', 'ok']);
  });

  it('a card Plain is still loading is asked for again, backing off, until loaded; the update is pushed and kept', async () => {
    const { fake, engine, sleeps, cache } = setup();
    fake.handlers.set('customerCards', (_v, n) => ok(cardsData([n < 3 ? loadingCard('crm') : loadedCard('crm'), loadedCard('billing')])));
    const seen: CustomerContext[] = [];
    await engine.load(CUSTOMER_ID, (c) => seen.push(c));
    await expect.poll(() => fake.count('customerCards')).toBe(3);
    await expect.poll(() => seen.length).toBe(4);
    const cardStates = seen.map((c) => (c.cards.status === 'ok' ? c.cards.data.map((k) => k.state) : c.cards.status));
    expect(cardStates).toEqual(['loading', ['loading', 'loaded'], ['loading', 'loaded'], ['loaded', 'loaded']]);
    expect(sleeps).toEqual(CARD_RETRY_DELAYS_MS.slice(0, 2));
    expect(fake.count('customerContext')).toBe(1);
    await expect
      .poll(async () => (await cache.get(CUSTOMER_ID, 60_000))?.state.cards)
      .toMatchObject({ data: [{ state: 'loaded' }, { state: 'loaded' }] });
  });

  it('a card that never loads is asked for about 30 s, then left', async () => {
    const { fake, engine, sleeps } = setup();
    fake.handlers.set('customerCards', () => ok(cardsData([loadingCard('crm')])));
    await engine.load(CUSTOMER_ID, () => undefined);
    await expect.poll(() => fake.count('customerCards')).toBe(1 + CARD_RETRY_DELAYS_MS.length);
    expect(sleeps.reduce((a, b) => a + b, 0)).toBe(31_000);
  });

  it('forget (a thread opened from the card): the next look asks afresh, and a flight still asking for a loading card is heard no more', async () => {
    const { fake, cache } = setup();
    let asks = 0;
    fake.handlers.set('customerCards', () => ok(cardsData([asks++ < 1 ? loadingCard('crm') : loadedCard('crm')])));
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    const sleepy = new ContextEngine({
      settings: async () => ({ apiKey: 'key', baseUrl: 'https://api.test', cacheTtlMinutes: 5 }),
      clientFor: () => fake.client(),
      cache,
      slots: requestSlots(),
      sleep: () => held,
    });
    const old: CustomerContext[] = [];
    await sleepy.load(CUSTOMER_ID, (c) => old.push(c)); // the first answer; the loading card waits to be asked again
    expect(await cache.get(CUSTOMER_ID, 60_000)).not.toBeNull();
    await sleepy.forget(CUSTOMER_ID);
    expect(await cache.get(CUSTOMER_ID, 60_000)).toBeNull();
    const fresh: CustomerContext[] = [];
    await sleepy.load(CUSTOMER_ID, (c) => fresh.push(c));
    expect(fake.count('customerOpenThreads')).toBe(2);
    const heardBefore = old.length;
    release(); // the old flight's retry answers now: neither shown to its listener nor kept
    await sleepy.idle();
    expect(old).toHaveLength(heardBefore);
  });

  it('after a change of key or base URL, an answer for the old ones is not kept', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    const { engine, cache } = setup({ fake: answering(gate) });
    const seen: CustomerContext[] = [];
    const done = engine.load(CUSTOMER_ID, (c) => seen.push(c));
    await expect.poll(() => seen.length).toBe(1);
    engine.settingsChanged();
    release();
    await done;
    expect(seen.map(statuses)).toEqual([Array(6).fill('loading')]);
    expect(await cache.size()).toBe(0);
  });

  it('the context cache clears its own entries only', async () => {
    const { area, cache, load } = setup();
    await area.set({ 'lookup:jane@acme.io': { kept: true } });
    await load();
    expect(await cache.size()).toBe(1);
    await cache.clear();
    expect([...area.data.keys()]).toEqual(['lookup:jane@acme.io']);
  });

  it("waits with the lookups: nothing is sent while the key's requests are spent", async () => {
    const gate = new RateLimitGate();
    const { fake, load, settings } = setup({ gate });
    gate.block(gateId({ baseUrl: settings.baseUrl, apiKey: 'key' }), Date.now() + 30_000);
    const seen = await load();
    expect(fake.sent).toEqual([]);
    expect(statuses(seen.at(-1)!)).toEqual(Array(6).fill('failed'));
  });

  it('a 429 on a context request, or none remaining, makes the lookups wait too', async () => {
    const reset = new Date(Date.now() + 20_000).toISOString();
    const limited = {
      status: 429,
      body: { errors: [{ message: 'Too Many Requests - Rate limit exceeded', extensions: { code: 'RATE_LIMITED' } }] },
    };
    const gate = new RateLimitGate();
    const fake = fakeGraphql({
      customerContext: () => ok(contextData()),
      customerOpenThreads: () => limited,
      customerCards: () => ok(cardsData()),
    });
    const inner = fake.fetch;
    fake.fetch = async (url: unknown, init?: RequestInit) => {
      const res = await inner(url as string, init);
      if (res.status !== 429) return res;
      return new Response(await res.text(), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '20', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      });
    };
    const { load, settings } = setup({ gate, fake });
    await load();
    expect(gate.until(gateId({ baseUrl: settings.baseUrl, apiKey: 'key' }))).toBeGreaterThan(Date.now());
  });
});
