/**
 * The context on the card, end to end in the background (door, engines, card channel) over a
 * fake fetch shaped like Plain's published schema: the states the card sees and the requests
 * each hover costs.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { CardChannel } from '../../../../src/background/card/channel';
import type { LookupState } from '../../../../src/shared/lookup-state';
import { CUSTOMER_ID, cardsData, contextData, customer, threadsData } from '../../support/context-answers';
import { fakeGraphql, ok, serverError, type FakeGraphql } from '../../support/fake-graphql';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { cardUrl } = await import('../../../../src/background/card/url');
const { handleMessage, connectCardPort, contentSender, fakeBrowserSenders, backgroundParts, TAB } =
  await import('../../support/background-parts');
const { ContextCache } = await import('../../../../src/background/story/story-cache');
const { ContextEngine } = await import('../../../../src/background/story/story-engine');
const { forgetAnswers } = await import('../../../../src/background/settings/forget-answers');
const { watchApiSettings } = await import('../../../../src/background/settings/watch');
const { MemoryArea } = await import('../../support/memory-area');

const JANE = 'jane.cooper@acme.io';
const DEVON = 'devon.lane@globex.com';
const WORKSPACE = { id: 'w_1', name: 'Acme', domainNames: ['acme-support.com'] };

function answers(): FakeGraphql {
  return fakeGraphql({
    customerByEmail: (v) => ok({ customerByEmail: v.email === DEVON ? customer('c_devon') : customer() }),
    connectionCheck: () => ok({ myPermissions: { permissions: ['customer:read'] }, myWorkspace: WORKSPACE }),
    customerContext: () => ok(contextData()),
    customerOpenThreads: () => ok(threadsData()),
    customerCards: () => ok(cardsData()),
  });
}

function background(fake: FakeGraphql, ttlMinutes = 5) {
  const settings = async () => ({ apiKey: 'key', baseUrl: 'https://api.test', cacheTtlMinutes: ttlMinutes });
  const session = new MemoryArea();
  const contextCache = new ContextCache(session);
  const clientFor = () => fake.client();
  const sleep = async () => undefined;
  // The workspace is read with the connection check over the fake (host api.test).
  const ctx = backgroundParts({ settings, session, clientFor, engine: { sleep }, senders: fakeBrowserSenders() });
  return { ...ctx, contextCache, contexts: new ContextEngine({ settings, cache: contextCache, clientFor, sleep, slots: ctx.slots }) };
}

const tab = TAB;
const content = contentSender(fakeBrowser.runtime.id);

/** The tab's card, connected as the card page would: it records what it is told to show. */
function connectCard(ctx: { cards: CardChannel }): Array<{ email: string; state: LookupState }> {
  const shown: Array<{ email: string; state: LookupState }> = [];
  const port = {
    name: 'card',
    sender: { id: fakeBrowser.runtime.id, tab, url: cardUrl() },
    postMessage: (m: { email: string; state: LookupState }) => shown.push(m),
    onMessage: { addListener: () => undefined },
    onDisconnect: { addListener: () => undefined },
    disconnect: () => undefined,
  };
  connectCardPort(ctx, port as unknown as Runtime.Port);
  return shown;
}

/** What the card shows, in a line each: the kind, and the sections' statuses when a context came. */
const summary = (s: LookupState) =>
  s.kind !== 'found' ? s.kind : s.context ? `found+context(${s.context.who.status},${s.context.cards.status})` : 'found';
const ops = (fake: FakeGraphql) => fake.sent.map((s) => s.operationName);

beforeEach(() => {
  fakeBrowser.reset();
});

describe('the context on the card', () => {
  it('uncached hover: the customer first, then every section loading, then the context; 1 lookup + 3 context requests', async () => {
    const fake = answers();
    const ctx = background(fake);
    await ctx.workspace.ensure(); // "Open in Plain" known beforehand, as after any first start
    fake.sent.length = 0;
    const shown = connectCard(ctx);
    expect(await handleMessage({ type: 'lookup', email: JANE }, content, ctx)).toEqual({ accepted: true });
    await ctx.contexts.idle();
    expect(shown.map((m) => summary(m.state))).toEqual(['loading', 'found', 'found+context(loading,loading)', 'found+context(ok,ok)']);
    const last = shown.at(-1)!.state as Extract<LookupState, { kind: 'found' }>;
    expect(last).toMatchObject({ workspaceId: 'w_1', customer: { id: CUSTOMER_ID, email: JANE } });
    expect(ops(fake).sort()).toEqual(['customerByEmail', 'customerCards', 'customerContext', 'customerOpenThreads']);

    // The next hover within the cache time: no request at all, and the known context goes out
    // with the customer, one message (the card renders and paints once, not twice).
    fake.sent.length = 0;
    await handleMessage({ type: 'lookup', email: JANE }, content, ctx);
    expect(shown.slice(4).map((m) => summary(m.state))).toEqual(['found+context(ok,ok)']);
    expect(fake.sent).toHaveLength(0);
  });

  it('a warm-up fetches the documented lookup only, never the context', async () => {
    const fake = answers();
    const ctx = background(fake);
    await ctx.workspace.ensure();
    fake.sent.length = 0;
    expect(await handleMessage({ type: 'lookup', email: JANE, intent: 'warm' }, content, ctx)).toEqual({ accepted: true });
    await vi.waitFor(async () => expect((await ctx.cache.get(JANE, 60_000))?.state.kind).toBe('found'));
    await ctx.contexts.idle();
    expect(ops(fake)).toEqual(['customerByEmail']);
    // At the hover intent, the context comes (and the lookup is not asked again).
    await handleMessage({ type: 'lookup', email: JANE }, content, ctx);
    expect(ops(fake).filter((o) => o === 'customerByEmail')).toHaveLength(1);
    expect(fake.count('customerContext')).toBe(1);
  });

  it("a later hover on another address never gets this one's context", async () => {
    const fake = answers();
    let release = () => undefined as void;
    const held = new Promise<void>((r) => (release = r));
    const fetchNow = fake.fetch;
    fake.fetch = async (url: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const body = init?.body as string;
      if (body.includes('"customerContext"') && body.includes(CUSTOMER_ID)) await held;
      return fetchNow(url, init);
    };
    const ctx = background(fake);
    await ctx.workspace.ensure();
    const shown = connectCard(ctx);
    const jane = handleMessage({ type: 'lookup', email: JANE }, content, ctx);
    await vi.waitFor(() => expect(shown.some((m) => m.state.kind === 'found')).toBe(true));
    await handleMessage({ type: 'lookup', email: DEVON }, content, ctx);
    release();
    await jane;
    await ctx.contexts.idle();
    const afterDevon = shown.slice(shown.findIndex((m) => m.email === DEVON));
    expect(afterDevon.every((m) => m.email === DEVON)).toBe(true);
    expect(afterDevon.at(-1)!.state).toMatchObject({ kind: 'found', customer: { id: 'c_devon' }, context: { who: { status: 'ok' } } });
  });

  it('the API down on a refresh: the last known customer "as of" when it was fetched, and its context marked stale', async () => {
    const fake = answers();
    let now = Date.parse('2026-11-22T10:00:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const ctx = background(fake, 0);
      await ctx.workspace.ensure();
      const shown = connectCard(ctx);
      await handleMessage({ type: 'lookup', email: JANE }, content, ctx);
      await ctx.contexts.idle();
      const fetchedAt = now;
      now += 3 * 60_000;
      for (const op of ['customerByEmail', 'customerContext', 'customerOpenThreads', 'customerCards'])
        fake.handlers.set(op, () => serverError);
      const before = shown.length;
      await handleMessage({ type: 'lookup', email: JANE }, content, ctx);
      await ctx.contexts.idle();
      const refresh = shown.slice(before).map((m) => m.state as Extract<LookupState, { kind: 'found' }>);
      // The last known customer at once (stale-while-revalidate), then the failed refresh says so.
      // The lookup and the context run side by side: only their own orders are fixed.
      expect(refresh[0]).toMatchObject({ kind: 'found' });
      expect(refresh[0]!.asOf).toBeUndefined();
      const firstAsOf = refresh.findIndex((s) => s.asOf);
      expect(firstAsOf).toBeGreaterThan(0);
      expect(refresh.slice(firstAsOf).every((s) => s.asOf?.at === fetchedAt && s.asOf.failure === 'server-error')).toBe(true);
      expect(refresh.at(-1)!.context).toMatchObject({ stale: { failure: 'server-error' }, who: { status: 'ok' }, fetchedAt });
      expect(refresh.every((s) => s.kind === 'found' && s.customer.id === CUSTOMER_ID)).toBe(true);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a change of key or base URL clears the context with the lookups', async () => {
    const fake = answers();
    const ctx = background(fake);
    await handleMessage({ type: 'lookup', email: JANE }, content, ctx);
    await ctx.contexts.idle();
    expect(await ctx.contextCache.size()).toBe(1);
    const forgotten = new Promise<void>((resolve) =>
      watchApiSettings(fakeBrowser.storage.onChanged, () => void forgetAnswers(ctx).then(resolve)),
    );
    await fakeBrowser.storage.local.set({ apiKey: 'another key' });
    await forgotten;
    expect(await ctx.contextCache.size()).toBe(0);
    expect(await ctx.cache.size()).toBe(0);
  });
});
