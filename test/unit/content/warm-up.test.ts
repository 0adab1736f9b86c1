/**
 * The warm-up, both ends. In the content script: a lookup is warmed only after the pointer has
 * rested on one address, so brushing across a list asks for nothing. In the background: a warm
 * lookup fetches and caches the customer but tells no card and remembers nothing, and the lookup
 * at hover intent is then served without a second request.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { CardChannel } from '../../../src/background/card/channel';
import { startApiServer, type ApiServer } from '../../../api/server';
import { WarmUp, WARM_MS } from '../../../src/content/pointer/warm-up';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { cardUrl } = await import('../../../src/background/card/url');
const { handleMessage, connectCardPort, contentSender, fakeBrowserSenders, backgroundParts, TAB } =
  await import('../support/background-parts');
const { MemoryArea } = await import('../support/memory-area');

/** A WarmUp and the addresses it has warmed, in order. */
function warmUp(): { warm: WarmUp; warmed: string[] } {
  const warmed: string[] = [];
  return { warm: new WarmUp((e) => warmed.push(e)), warmed };
}

describe('WarmUp (when the content script asks)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a pointer brushing across addresses, a frame or two on each, warms none', () => {
    const { warm, warmed } = warmUp();
    for (const email of ['a@acme.io', 'b@acme.io', 'c@acme.io', 'd@acme.io']) {
      warm.rest(email);
      vi.advanceTimersByTime(WARM_MS - 17); // each read finds the next address before the rest is over
    }
    warm.rest(null);
    vi.advanceTimersByTime(1_000);
    expect(warmed).toEqual([]);
  });

  it('a rest of WARM_MS on one address warms it once', () => {
    const { warm, warmed } = warmUp();
    warm.rest('a@acme.io');
    vi.advanceTimersByTime(WARM_MS - 1);
    expect(warmed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(warmed).toEqual(['a@acme.io']);
    vi.advanceTimersByTime(1_000);
    expect(warmed).toEqual(['a@acme.io']);
  });

  it('a pointer still moving over one address (frames late on a busy page) warms only once a read finds it there', () => {
    const { warm, warmed } = warmUp();
    warm.rest('a@acme.io');
    for (let t = 0; t < 200; t += 10) {
      warm.moved(); // pointer events keep coming, but no frame is read
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(1_000);
    expect(warmed).toEqual([]);
    warm.resume(); // the late read: still on the same address, the rest counts from now
    vi.advanceTimersByTime(WARM_MS - 1);
    expect(warmed).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(warmed).toEqual(['a@acme.io']);
  });

  it('a move away whose frame read comes late warms nothing: not the address the pointer left', () => {
    const { warm, warmed } = warmUp();
    warm.rest('a@acme.io');
    vi.advanceTimersByTime(35);
    warm.moved(); // onto the next row; its frame is read 200 ms late
    vi.advanceTimersByTime(200);
    expect(warmed).toEqual([]);
    warm.rest('b@acme.io');
    warm.moved();
    vi.advanceTimersByTime(1_000);
    expect(warmed).toEqual([]);
  });

  it('an address warmed is not warmed again while the pointer stays on it', () => {
    const { warm, warmed } = warmUp();
    warm.rest('a@acme.io');
    vi.advanceTimersByTime(WARM_MS);
    warm.moved();
    warm.resume();
    vi.advanceTimersByTime(1_000);
    expect(warmed).toEqual(['a@acme.io']);
  });

  it('leaving the address (or the card showing it) before the rest is over cancels it', () => {
    const { warm, warmed } = warmUp();
    warm.rest('a@acme.io');
    vi.advanceTimersByTime(WARM_MS / 2);
    warm.rest(null);
    vi.advanceTimersByTime(1_000);
    expect(warmed).toEqual([]);
  });
});

describe('a warm lookup in the background', () => {
  let api: ApiServer;
  beforeAll(async () => (api = await startApiServer()));
  afterAll(async () => api.close());
  beforeEach(() => {
    fakeBrowser.reset();
    api.resetRequests();
  });

  const context = (apiKey = 'plainApiKey_demo_full') =>
    backgroundParts({
      settings: async () => ({ apiKey, baseUrl: api.url, cacheTtlMinutes: 5 }),
      cacheArea: new MemoryArea(),
      senders: fakeBrowserSenders(),
    });
  const tab = TAB;
  const content = contentSender(fakeBrowser.runtime.id);
  const lookups = (email: string) => api.requests.filter((r) => r.path === '/graphql/v1' && JSON.stringify(r.json).includes(email));

  /** The tab's card, connected as the card page would: it records what it is told to show. */
  function connectCard(ctx: { cards: CardChannel }): Array<{ email: string; kind: string; missing?: object }> {
    const shown: Array<{ email: string; kind: string; missing?: object }> = [];
    const port = {
      name: 'card',
      sender: { id: fakeBrowser.runtime.id, tab, url: cardUrl() },
      postMessage: (m: { email: string; state: { kind: string; missing?: object } }) =>
        shown.push({
          email: m.email,
          kind: m.state.kind,
          ...(m.state.missing && Object.keys(m.state.missing).length ? { missing: m.state.missing } : {}),
        }),
      onMessage: { addListener: () => undefined },
      onDisconnect: { addListener: () => undefined },
      disconnect: () => undefined,
    };
    connectCardPort(ctx, port as unknown as Runtime.Port);
    return shown;
  }

  it('fetches the customer but leaves the card on the one it shows, and remembers nothing', async () => {
    const ctx = context();
    const shown = connectCard(ctx);
    const [jane, devon] = api.seed.customers;
    await handleMessage({ type: 'lookup', email: jane!.email }, content, ctx);
    expect(shown.at(-1)).toEqual({ email: jane!.email, kind: 'found' });

    expect(await handleMessage({ type: 'lookup', email: devon!.email, intent: 'warm' }, content, ctx)).toEqual({ accepted: true });
    await vi.waitFor(async () => expect((await ctx.cache.get(devon!.email.toLowerCase(), 60_000))?.state.kind).toBe('found'));
    expect(lookups(devon!.email)).toHaveLength(1);
    expect(shown.map((s) => s.email)).not.toContain(devon!.email);
    const recent = (await handleMessage(
      { type: 'recent', tabId: 7 },
      { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('src/ui/popup/popup.html') },
      ctx,
    )) as Array<{ email: string }>;
    expect(recent.map((c) => c.email)).toEqual([jane!.email]);
  });

  it('a warm lookup that fails answers the lookup at intent, once: one request, not two', async () => {
    const ctx = context('plainApiKey_demo_no_customer_read');
    const shown = connectCard(ctx);
    const email = api.seed.customers[3]!.email;
    await handleMessage({ type: 'lookup', email, intent: 'warm' }, content, ctx);
    await vi.waitFor(() => expect(lookups(email)).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 200)); // the answer classified
    await handleMessage({ type: 'lookup', email }, content, ctx);
    expect(shown.at(-1)).toEqual({ email, kind: 'forbidden' });
    expect(lookups(email)).toHaveLength(1);
    // Given once: the next hover asks again (the key may have been fixed since).
    await handleMessage({ type: 'lookup', email }, content, ctx);
    expect(lookups(email)).toHaveLength(2);
  });

  it('a failure shared with a lookup at intent that joined the warm one is not given again', async () => {
    const ctx = context('plainApiKey_demo_no_customer_read');
    const shown = connectCard(ctx);
    const email = api.seed.customers[4]!.email;
    void handleMessage({ type: 'lookup', email, intent: 'warm' }, content, ctx);
    await handleMessage({ type: 'lookup', email }, content, ctx); // joins the warm request
    expect(shown.at(-1)).toEqual({ email, kind: 'forbidden' });
    expect(lookups(email)).toHaveLength(1);
    await handleMessage({ type: 'lookup', email }, content, ctx); // the next hover asks again
    expect(lookups(email)).toHaveLength(2);
  });

  it('a warm "no customer" is cached, not kept as a failure: the card shows it with the actions the key may not do', async () => {
    const ctx = context('plainApiKey_demo_customers_only');
    const shown = connectCard(ctx);
    const email = 'nobody.warm@kestrel-labs.io';
    await handleMessage({ type: 'lookup', email, intent: 'warm' }, content, ctx);
    await vi.waitFor(async () => expect((await ctx.cache.get(email, 60_000))?.state.kind).toBe('not-found'));
    await handleMessage({ type: 'lookup', email }, content, ctx);
    expect(shown.at(-1)).toEqual({
      email,
      kind: 'not-found',
      missing: {
        'create-customer': ['customer:create', 'customer:edit'],
        'create-note': ['note:create', 'timeline:read'],
        'create-thread': ['thread:create', 'thread:read'],
        'log-email': ['customerEvent:create', 'timeline:read'],
      },
    });
    expect(lookups(email)).toHaveLength(1);
  });

  it('the lookup at hover intent then shows the warmed customer with no second request', async () => {
    const ctx = context();
    const shown = connectCard(ctx);
    const email = api.seed.customers[2]!.email;
    void handleMessage({ type: 'lookup', email, intent: 'warm' }, content, ctx);
    // At intent the warm request may still be in flight: the engine shares it.
    expect(await handleMessage({ type: 'lookup', email, intent: 'show' }, content, ctx)).toEqual({ accepted: true });
    expect(shown.at(-1)).toEqual({ email, kind: 'found' });
    expect(lookups(email)).toHaveLength(1);
  });
});
