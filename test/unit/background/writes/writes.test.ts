/**
 * The agent's writes through the background's door, with the browser API faked and
 * the real local API behind it: only extension pages write, at most once per draft however it is
 * retried, refused input comes back field by field, and the draft outlives everything but a send.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { buildSchema, parse, validate } from 'graphql';
import { readFileSync } from 'node:fs';
import { startApiServer, type ApiServer } from '../../../../api/server';
import type { WriteOutcome } from '../../../../src/shared/drafts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, contentSender, backgroundParts, TAB } = await import('../../support/background-parts');
const { RateLimitGate } = await import('../../../../src/background/transport/rate-limit-gate');
const { DraftStore } = await import('../../../../src/background/writes/draft-store');
const { WriteEngine } = await import('../../../../src/background/writes/write-engine');
const { afterWrites } = await import('../../../../src/background/writes/after-write');
const { MemoryArea } = await import('../../support/memory-area');

const published = buildSchema(readFileSync('test/fixtures/plain-schema.graphql', 'utf8'));

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());

let apiKey = 'plainApiKey_demo_full';
/** A worker: everything in memory is its own; `session` is storage.session, which outlives it. */
function worker(session = new MemoryArea()) {
  const settings = async () => ({ apiKey, baseUrl: api.url, cacheTtlMinutes: 5 });
  const gate = new RateLimitGate();
  const drafts = new DraftStore(session);
  const ctx = { ...backgroundParts({ settings, session, engine: { gate } }), drafts };
  const { clientFor, workspace } = ctx;
  const writes = new WriteEngine({
    settings,
    clientFor,
    drafts,
    gate,
    slots: ctx.slots,
    timeoutMs: 1_000,
    permissions: () => workspace.permissions(),
    ...afterWrites(ctx),
  });
  return Object.assign(ctx, { writes });
}
const content = contentSender();
const page: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/card/card.html', tab: TAB, frameId: 3 };
const sent = (name: string) => api.requests.filter((r) => (r.json as { operationName?: string } | undefined)?.operationName === name);
const mutations = () => [...sent('upsertCustomer'), ...sent('createThread')];

const NOOR = 'noor.haddad@kestrel-labs.io';
let n = 0;
/** A fresh address for each test: the local API keeps what it was told to create. */
const fresh = () => `new.person${(n += 1)}@kestrel-labs.io`;
const customerWrite = (email: string, fullName = 'Noor Haddad') =>
  ({ type: 'write', action: 'create-customer', email, fields: { fullName, shortName: '' } }) as const;
const threadWrite = (customerId: string, email = 'jane.cooper@acme.io', title = 'Invoice charged twice') =>
  ({
    type: 'write',
    action: 'create-thread',
    email,
    customerId,
    fields: { title, text: 'Charged twice for INV-2041.', priority: 1 },
  }) as const;
const ask = (msg: object, w: ReturnType<typeof worker>, from = page) => handleMessage(msg, from, w) as Promise<unknown>;

beforeEach(() => {
  fakeBrowser.reset();
  api.resetRequests();
  api.faults.clear();
  apiKey = 'plainApiKey_demo_full';
});

describe('who may write', () => {
  it('a content script may not open, save, discard or send a draft: nothing is answered and nothing sent', async () => {
    const w = worker();
    for (const msg of [
      customerWrite(NOOR),
      { type: 'draft', action: 'create-customer', email: NOOR },
      { type: 'draft-discard', action: 'create-customer', email: NOOR },
    ]) {
      expect(handleMessage(msg, content, w)).toBeUndefined();
    }
    expect(handleMessage(customerWrite(NOOR), { id: 'other-extension', url: 'chrome-extension://other/x.html' }, w)).toBeUndefined();
    expect(handleMessage(customerWrite(NOOR), { id: 'ext', url: 'https://evil.example/' }, w)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(mutations()).toHaveLength(0);
  });

  it("a page's write with anything more or other than the action's fields is dropped", async () => {
    const w = worker();
    const bad = [
      { ...customerWrite(NOOR), extra: 1 },
      { ...customerWrite(NOOR), fields: { fullName: 'N', shortName: '', email: 'x@y.io' } },
      { ...customerWrite(NOOR), action: 'delete-customer' },
      { ...customerWrite('not an address') },
      { ...threadWrite('c_1'), customerId: undefined },
      { ...threadWrite('c_1'), fields: { title: 'x', text: '', priority: 7 } },
    ];
    for (const msg of bad) expect(handleMessage(msg, page, w)).toBeUndefined();
    expect(mutations()).toHaveLength(0);
  });

  it("a content script's hints only prefill a draft the agent sees, a subject of its own never; they send nothing", async () => {
    const w = worker();
    const hints = { name: 'Noor Haddad', subject: 'Invoice INV-2041 charged twice', selection: 'I was charged twice.\nPlease help.' };
    await ask({ type: 'lookup', email: NOOR, hints }, w, content);
    await vi.waitFor(() => expect(sent('customerByEmail')).toHaveLength(1));
    expect(await ask({ type: 'draft', action: 'create-customer', email: NOOR }, w)).toMatchObject({
      fields: { fullName: 'Noor Haddad', shortName: '' },
    });
    const thread = await ask({ type: 'draft', action: 'create-thread', email: NOOR, customerId: 'c_x' }, w);
    expect(thread).toMatchObject({
      // The subject is the background's own reading of the page (none here): the selection's first line.
      fields: { title: 'I was charged twice.', text: 'I was charged twice.\nPlease help.', priority: 2 },
    });
    expect(mutations()).toHaveLength(0);
  });
});

describe('create the customer', () => {
  it('creates them once, valid against the published schema; the cache knows them at once', async () => {
    const w = worker();
    const email = fresh();
    expect(await ask({ type: 'lookup', email }, w)).toMatchObject({ kind: 'not-found', missing: {} });
    const outcome = (await ask(customerWrite(email), w)) as WriteOutcome;
    expect(outcome).toMatchObject({ ok: true, state: { kind: 'found', customer: { fullName: 'Noor Haddad', email } } });
    expect(sent('upsertCustomer')).toHaveLength(1);
    const body = sent('upsertCustomer')[0]!.json as { query: string; variables: unknown };
    expect(validate(published, parse(body.query))).toEqual([]);
    expect(body.variables).toEqual({
      input: {
        identifier: { emailAddress: email },
        onCreate: { fullName: 'Noor Haddad', email: { email, isVerified: false } },
        onUpdate: {},
      },
    });
    // No "No customer" kept for the cache time: the next look, in any tab, finds them without asking.
    expect(await ask({ type: 'lookup', email }, worker(w.session))).toMatchObject({ kind: 'found', customer: { fullName: 'Noor Haddad' } });
    expect(sent('customerByEmail')).toHaveLength(1);
  });

  it('a double click sends one mutation, and both clicks get its answer', async () => {
    const w = worker();
    const email = fresh();
    const [a, b] = await Promise.all([ask(customerWrite(email), w), ask(customerWrite(email), w)]);
    expect(sent('upsertCustomer')).toHaveLength(1);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: true });
  });

  it('someone created them meanwhile: the existing customer is shown (NOOP), not a second one', async () => {
    const outcome = (await ask(customerWrite('jane.cooper@acme.io', 'Someone Else'), worker())) as WriteOutcome;
    expect(outcome).toMatchObject({
      ok: true,
      state: { kind: 'found', customer: { id: api.seed.customers[0]!.id, fullName: api.seed.customers[0]!.fullName } },
    });
  });

  it('a key without customer:create and customer:edit: the card is told both before anyone types, and a write sends nothing', async () => {
    apiKey = 'plainApiKey_demo_customers_only';
    const w = worker();
    const email = fresh();
    expect(await ask({ type: 'lookup', email }, w)).toMatchObject({
      kind: 'not-found',
      missing: { 'create-customer': ['customer:create', 'customer:edit'] },
    });
    expect(await ask(customerWrite(email), w)).toEqual({
      ok: false,
      failure: { kind: 'forbidden', permissions: ['customer:create', 'customer:edit'] },
    });
    expect(mutations()).toHaveLength(0);
  });

  it("the service's refusal comes back field by field, and the draft keeps what was typed", async () => {
    const w = worker();
    const email = fresh();
    const outcome = (await ask(customerWrite(email, '   '), w)) as WriteOutcome;
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.failure).toMatchObject({ kind: 'fields', fields: { fullName: expect.any(String) } });
    expect(await ask({ type: 'draft', action: 'create-customer', email }, w)).toMatchObject({
      fields: { fullName: '   ' },
      failure: { kind: 'fields' },
    });
  });
});

describe('drafts', () => {
  it('a draft survives the card closing and the worker stopping, until it is sent', async () => {
    const w = worker();
    const email = fresh();
    await ask({ type: 'draft-save', action: 'create-customer', email, fields: { fullName: 'Noor H', shortName: 'Noor' } }, w);
    const restarted = worker(w.session);
    expect(await ask({ type: 'draft', action: 'create-customer', email }, restarted)).toMatchObject({
      fields: { fullName: 'Noor H', shortName: 'Noor' },
    });
    expect(await ask(customerWrite(email, 'Noor H'), restarted)).toMatchObject({ ok: true });
    expect(await ask({ type: 'draft', action: 'create-customer', email }, restarted)).toMatchObject({ fields: { fullName: '' } });
  });

  it('a failed send keeps the draft; discarding drops it', async () => {
    const w = worker();
    const email = fresh();
    api.faults.set({ kind: 'status', status: 503, operations: ['upsertCustomer'], times: 1 });
    expect(await ask(customerWrite(email, 'Kept Name'), w)).toMatchObject({
      ok: false,
      failure: { kind: 'state', state: { kind: 'server-error' } },
    });
    expect(await ask({ type: 'draft', action: 'create-customer', email }, w)).toMatchObject({ fields: { fullName: 'Kept Name' } });
    await ask({ type: 'draft-discard', action: 'create-customer', email }, w);
    expect(await ask({ type: 'draft', action: 'create-customer', email }, w)).toMatchObject({ fields: { fullName: '' } });
  });
});

describe('open a thread', () => {
  const jane = () => api.seed.customers[0]!.id;

  it('creates it once with a stable externalId and the text as its description, valid against the published schema', async () => {
    const w = worker();
    const outcome = (await ask(threadWrite(jane()), w)) as WriteOutcome;
    expect(outcome).toMatchObject({ ok: true, thread: { id: expect.stringMatching(/^th_/) } });
    const body = sent('createThread')[0]!.json as { query: string; variables: { input: Record<string, unknown> } };
    expect(validate(published, parse(body.query))).toEqual([]);
    expect(body.variables.input).toMatchObject({
      customerIdentifier: { customerId: jane() },
      title: 'Invoice charged twice',
      description: 'Charged twice for INV-2041.',
      priority: 1,
      externalId: expect.stringMatching(/^customer-lens-/),
    });
    expect(body.variables.input).not.toHaveProperty('components');
  });

  it('an answer lost after the thread was made: the retry finds it by externalId and makes no second one', async () => {
    const w = worker();
    const title = `Lost answer ${fresh()}`;
    api.faults.set({ kind: 'drop-answer', operations: ['createThread'], times: 1 });
    expect(await ask(threadWrite(jane(), undefined, title), w)).toMatchObject({
      ok: false,
      failure: { kind: 'state', state: { kind: 'timeout' } },
    });
    // The worker stops too: the retry is a new one's, reading the draft from storage.session.
    const retried = (await ask(threadWrite(jane(), undefined, title), worker(w.session))) as WriteOutcome;
    expect(retried).toMatchObject({ ok: true, thread: { title } });
    expect(sent('createThread')).toHaveLength(1);
    expect(sent('threadByExternalId')).toHaveLength(1);
  });

  it('a key without thread:create sends nothing and names it', async () => {
    apiKey = 'plainApiKey_demo_no_thread_create';
    expect(await ask(threadWrite(jane()), worker())).toEqual({ ok: false, failure: { kind: 'forbidden', permissions: ['thread:create'] } });
    expect(mutations()).toHaveLength(0);
  });
});
