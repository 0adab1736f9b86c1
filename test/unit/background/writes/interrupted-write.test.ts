/**
 * A write whose worker was stopped mid-request, through the background's door over the real
 * local API: the stopped worker is one whose mutations reach the API and never come back; a new
 * worker shares only storage.session with it. The page that lost the answer asks `write-check`.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { CardChannel } from '../../../../src/background/card/channel';
import { startApiServer, type ApiServer } from '../../../../api/server';
import type { LookupState } from '../../../../src/shared/lookup-state';
import { waitUntil } from '../../../support/wait-until';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts, connectCardPort, TAB } = await import('../../support/background-parts');
const { cardUrl } = await import('../../../../src/background/card/url');
const { createApiClient } = await import('../../../../src/background/transport/api-client');
const { RateLimitGate } = await import('../../../../src/background/transport/rate-limit-gate');
const { DraftStore } = await import('../../../../src/background/writes/draft-store');
const { WriteEngine } = await import('../../../../src/background/writes/write-engine');
const { afterWrites } = await import('../../../../src/background/writes/after-write');
const { MemoryArea } = await import('../../support/memory-area');

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());

const MUTATIONS = /"operationName":"(upsertCustomer|createThread)"/;

/**
 * A worker over `session` (storage.session). `stopsMidWrite`: its mutations reach the API, and
 * their answers never reach it, as when the browser stops a worker whose request is under way.
 */
function worker(session = new MemoryArea(), { stopsMidWrite = false } = {}) {
  const settings = async () => ({ apiKey: 'plainApiKey_demo_full', baseUrl: api.url, cacheTtlMinutes: 5 });
  const fetchOrStop: typeof fetch = (input, init) => {
    const sent = fetch(input, init);
    return stopsMidWrite && MUTATIONS.test(typeof init?.body === 'string' ? init.body : '')
      ? new Promise(() => void sent.catch(() => undefined))
      : sent;
  };
  const clientFor = (s: { baseUrl: string; apiKey: string }) => createApiClient(s.baseUrl, s.apiKey, fetchOrStop);
  const gate = new RateLimitGate();
  const drafts = new DraftStore(session);
  const engine = { gate, mayExist: (email: string) => drafts.mayHaveLanded('create-customer', email) };
  const ctx = { ...backgroundParts({ settings, session, clientFor, engine }), drafts };
  const permissions = () => ctx.workspace.permissions();
  const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms / 20));
  const writes = new WriteEngine({
    settings,
    clientFor,
    drafts,
    gate,
    permissions,
    timeoutMs: 2_000,
    sleep,
    slots: ctx.slots,
    ...afterWrites(ctx),
  });
  return Object.assign(ctx, { writes });
}

const card: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/card/card.html', tab: TAB, frameId: 3 };
const ask = (msg: object, w: ReturnType<typeof worker>) => handleMessage(msg, card, w) as Promise<unknown>;
const sent = (name: string) => api.requests.filter((r) => (r.json as { operationName?: string } | undefined)?.operationName === name);
const customersWith = (email: string) => api.seed.customers.filter((c) => c.email === email).length;

let n = 0;
const fresh = () => `stopped.write${(n += 1)}@kestrel-labs.io`;
const customerRef = (email: string) => ({ action: 'create-customer', email }) as const;
const createCustomer = (email: string) => ({ type: 'write', ...customerRef(email), fields: { fullName: 'Noor Haddad', shortName: '' } });

/** The tab's card as a new worker meets it (its port connected again): what it is shown, by kind. */
function cardInNewWorker(next: { cards: CardChannel }): string[] {
  const shown: string[] = [];
  const port = {
    name: 'card',
    sender: { id: fakeBrowser.runtime.id, tab: TAB, url: cardUrl() },
    postMessage: (m: { state?: LookupState }) => m.state && shown.push(m.state.kind),
    onMessage: { addListener: () => undefined },
    onDisconnect: { addListener: () => undefined },
    disconnect: () => undefined,
  };
  connectCardPort(next, port as unknown as Runtime.Port);
  return shown;
}

beforeEach(() => {
  fakeBrowser.reset();
  api.resetRequests();
  api.faults.clear();
});

describe('a customer', () => {
  it('no "No customer" is kept once the create is on its way; a new worker finishes it and the card is shown them', async () => {
    const session = new MemoryArea();
    const email = fresh();
    const stopped = worker(session, { stopsMidWrite: true });
    expect(await ask({ type: 'lookup', email }, stopped)).toMatchObject({ kind: 'not-found' });
    expect(session.data.has(`lookup:${email}`)).toBe(true);
    void ask(createCustomer(email), stopped);
    await waitUntil(() => sent('upsertCustomer').length === 1, 5_000, 'the write on its way');
    expect(session.data.has(`lookup:${email}`)).toBe(false);
    expect(session.data.get(`draft:create-customer:${email}`)).toMatchObject({ state: { attempted: true, sentAt: expect.any(Number) } });

    const next = worker(session);
    const shown = cardInNewWorker(next);
    expect(await ask({ type: 'write-check', ...customerRef(email) }, next)).toMatchObject({
      ok: true,
      state: { kind: 'found', customer: { email } },
    });
    expect(shown).toContain('found');
    expect(customersWith(email)).toBe(1);
    // The draft is done with, and any worker's lookup finds the customer without asking.
    expect(session.data.has(`draft:create-customer:${email}`)).toBe(false);
    const lookups = sent('customerByEmail').length;
    expect(await ask({ type: 'lookup', email }, worker(session))).toMatchObject({ kind: 'found' });
    expect(sent('customerByEmail')).toHaveLength(lookups);
  });

  it('a lookup while the create may still land keeps no "No customer"', async () => {
    const session = new MemoryArea();
    const email = fresh();
    api.faults.set({ kind: 'latency', ms: 300, operations: ['upsertCustomer'] });
    void ask(createCustomer(email), worker(session, { stopsMidWrite: true }));
    await waitUntil(() => sent('upsertCustomer').length === 1, 5_000, 'the write on its way');
    const next = worker(session);
    expect(await ask({ type: 'lookup', email }, next)).toMatchObject({ kind: 'not-found' });
    expect(session.data.has(`lookup:${email}`)).toBe(false);
    await waitUntil(() => customersWith(email) === 1, 5_000, 'the write landing');
    expect(await ask({ type: 'lookup', email }, next)).toMatchObject({ kind: 'found' });
  });

  it('a check of a draft that was never sent says so, and sends nothing', async () => {
    const email = fresh();
    const w = worker();
    await ask({ type: 'draft-save', ...customerRef(email), fields: { fullName: 'Noor', shortName: '' } }, w);
    expect(await ask({ type: 'write-check', ...customerRef(email) }, w)).toEqual({ ok: false, failure: { kind: 'not-sent' } });
    expect(sent('upsertCustomer')).toHaveLength(0);
  });
});

describe('a thread', () => {
  const jane = () => api.seed.customers[0]!;
  const threadRef = () => ({ action: 'create-thread', email: jane().email, customerId: jane().id }) as const;

  it("a new worker looks for it while the stopped one's request may still land, and makes none itself", async () => {
    const session = new MemoryArea();
    const title = `Made after a stop ${fresh()}`;
    api.faults.set({ kind: 'latency', ms: 500, operations: ['createThread'] });
    void ask({ type: 'write', ...threadRef(), fields: { title, text: '', priority: 2 } }, worker(session, { stopsMidWrite: true }));
    await waitUntil(() => sent('createThread').length === 1, 5_000, 'the write on its way');
    const outcome = await ask({ type: 'write-check', ...threadRef() }, worker(session));
    expect(outcome).toMatchObject({ ok: true, thread: { title } });
    expect(sent('threadByExternalId').length).toBeGreaterThan(1);
    expect(sent('createThread')).toHaveLength(1);
    expect(api.seed.threadsOf(jane().id).filter((t) => t.title === title)).toHaveLength(1);
  });

  it('a retry that finds the earlier thread brings it to the title and priority typed since, once, and says so', async () => {
    const w = worker();
    const first = `First title ${fresh()}`;
    const corrected = `Corrected ${first}`;
    api.faults.set({ kind: 'drop-answer', operations: ['createThread'], times: 1 });
    const send = (title: string, priority: number, text: string) =>
      ask({ type: 'write', ...threadRef(), fields: { title, text, priority } }, w);
    expect(await send(first, 2, 'Charged twice.')).toMatchObject({ ok: false, failure: { kind: 'state', state: { kind: 'timeout' } } });
    const retried = await send(corrected, 0, 'Charged twice, see the statement.');
    expect(retried).toMatchObject({
      ok: true,
      thread: { title: corrected, priority: 0 },
      earlier: { applied: ['title', 'priority'], textKept: true },
    });
    expect(retried).not.toHaveProperty('earlier.failed');
    expect(
      api.seed
        .threadsOf(jane().id)
        .filter((t) => t.title === corrected || t.title === first)
        .map((t) => t.priority),
    ).toEqual([0]);
    expect([sent('createThread').length, sent('updateThreadTitle').length, sent('changeThreadPriority').length]).toEqual([1, 1, 1]);
  });

  it('a retry with nothing changed since finds the thread and edits nothing', async () => {
    const w = worker();
    const title = `Unchanged ${fresh()}`;
    api.faults.set({ kind: 'drop-answer', operations: ['createThread'], times: 1 });
    const send = () => ask({ type: 'write', ...threadRef(), fields: { title, text: '', priority: 1 } }, w);
    await send();
    expect(await send()).toMatchObject({ ok: true, thread: { title, priority: 1 }, earlier: { applied: [], textKept: false } });
    expect(sent('updateThreadTitle').length + sent('changeThreadPriority').length).toBe(0);
  });
});
