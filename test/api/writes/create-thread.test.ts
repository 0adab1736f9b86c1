// createThread over real HTTP, as the extension sends it: a TODO thread for an existing customer
// that the extension's reads then find, an externalId unique within the customer, refusals as
// data, FORBIDDEN naming the permission, and nothing written whenever the answer is an error.
// What the extension does not select of a thread is read from the server's own record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../support/context.js';
import { createThread, freshEmail, send, upsert, upsertInput } from '../support/writes.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { KEYS, post } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const jane = () => server.seed.customerByEmail('jane.cooper@acme.io')!;
let n = 0;
const externalId = () => `customer-lens-test-${(n += 1)}-${Date.now()}`;
/** What the server keeps of a thread, as its reads would give it (the seed's have no externalId or description). */
const stored = (id: string) => {
  const t = server.seed.threadById(id)!;
  return { ...t, externalId: t.externalId ?? null, description: t.description ?? null };
};
/** Plain's `thread(threadId:)`, which the extension does not send: a read the local API keeps beside its own. */
const THREAD_BY_ID = 'query thread($threadId: ID!) { thread(threadId: $threadId) { id ref title } }';

describe('createThread', () => {
  it('creates a TODO thread with the given fields, found by threadByExternalId, the open threads and thread', async () => {
    const ext = externalId();
    const input = {
      customerIdentifier: { customerId: jane().id },
      title: 'Invoice INV-2041 charged twice',
      description: 'Charged twice.',
      priority: 1,
      externalId: ext,
    };
    const { thread, error } = await createThread(server, input);
    expect(error).toBeNull();
    expect(thread.title).toBe('Invoice INV-2041 charged twice');
    expect(thread.id).toMatch(/^th_[0-9A-HJKMNP-TV-Z]{26}$/);
    // The seed's refs run T-1001…T-1066; a new thread continues them.
    expect(Number(thread.ref.slice(2))).toBeGreaterThan(1066);
    const kept = stored(thread.id);
    expect(kept).toMatchObject({
      description: 'Charged twice.',
      priority: 1,
      externalId: ext,
      status: 'TODO',
      assignee: null,
      customerId: jane().id,
    });
    expect(kept.createdAt).toEqual(kept.updatedAt);
    expect(kept.statusChangedAt).toEqual(kept.createdAt);

    const byExternal = await send(server, 'threadByExternalId', { customerId: jane().id, externalId: ext });
    expect(byExternal.body.data.threadByExternalId).toMatchObject(thread);
    const open = (await ask(server, 'customerOpenThreads', jane().id)).body.data.threads;
    expect(open.edges.map((e: any) => e.node)).toContainEqual(
      expect.objectContaining({ id: thread.id, ref: thread.ref, status: 'TODO', priority: 1 }),
    );
    const byId = await (await post(server, { query: THREAD_BY_ID, variables: { threadId: thread.id } })).json();
    expect(thread).toMatchObject(byId.data.thread);
  });

  it('defaults: title "Untitled", priority 2, no description or externalId; refs keep counting', async () => {
    const first = (await createThread(server, { customerIdentifier: { emailAddress: ' Jane.Cooper@acme.io ' } })).thread;
    expect(first.title).toBe('Untitled');
    expect(stored(first.id)).toMatchObject({ priority: 2, description: null, externalId: null });
    const second = (await createThread(server, { customerIdentifier: { externalId: 'usr_acme_0001' }, title: '  ' })).thread;
    expect(second.title).toBe('Untitled');
    expect(Number(second.ref.slice(2))).toBe(Number(first.ref.slice(2)) + 1);
  });

  it('a customer created by upsertCustomer can get a thread at once', async () => {
    const email = freshEmail();
    const { id } = (await upsert(server, upsertInput(email))).customer;
    const { thread } = await createThread(server, { customerIdentifier: { emailAddress: email }, title: 'First contact' });
    expect(stored(thread.id).customerId).toBe(id);
  });

  it('threadByExternalId is null when none, and per customer: the same externalId elsewhere is another thread', async () => {
    const ext = externalId();
    expect((await send(server, 'threadByExternalId', { customerId: jane().id, externalId: ext })).body.data.threadByExternalId).toBeNull();
    const devon = server.seed.customerByEmail('devon.lane@globex.com')!;
    await createThread(server, { customerIdentifier: { customerId: devon.id }, externalId: ext });
    expect((await send(server, 'threadByExternalId', { customerId: jane().id, externalId: ext })).body.data.threadByExternalId).toBeNull();
    expect((await createThread(server, { customerIdentifier: { customerId: jane().id }, externalId: ext })).error).toBeNull();
    expect((await (await post(server, { query: THREAD_BY_ID, variables: { threadId: 'th_nope' } })).json()).data.thread).toBeNull();
  });
});

describe('createThread: refusals are data, and nothing is written', () => {
  it('a duplicate externalId for the same customer is VALIDATION on externalId; still one thread', async () => {
    const ext = externalId();
    const input = { customerIdentifier: { customerId: jane().id }, title: 'Once', externalId: ext };
    expect((await createThread(server, input)).error).toBeNull();
    const count = server.seed.threads.length;
    const again = await createThread(server, input);
    expect(again).toEqual({
      thread: null,
      error: {
        type: 'VALIDATION',
        code: 'input_validation',
        message: `A thread with externalId "${ext}" already exists for this customer.`,
        fields: [
          { field: 'externalId', type: 'VALIDATION', message: `A thread with externalId "${ext}" already exists for this customer.` },
        ],
      },
    });
    expect(server.seed.threads.length).toBe(count);
    expect(server.seed.threadsOf(jane().id).filter((t) => t.externalId === ext)).toHaveLength(1);
  });

  it('an unknown customer is NOT_FOUND on customerIdentifier; a bad priority and a long title are VALIDATION', async () => {
    const count = server.seed.threads.length;
    const out = await createThread(server, {
      customerIdentifier: { emailAddress: 'noor.haddad@kestrel-labs.io' },
      priority: 4,
      title: 'T'.repeat(501),
    });
    expect(out.thread).toBeNull();
    expect(out.error.fields.map((f: any) => [f.field, f.type])).toEqual([
      ['customerIdentifier', 'NOT_FOUND'],
      ['priority', 'VALIDATION'],
      ['title', 'VALIDATION'],
    ]);
    expect((await createThread(server, { customerIdentifier: {} })).error.fields).toEqual([
      expect.objectContaining({ field: 'customerIdentifier', type: 'VALIDATION' }),
    ]);
    expect((await createThread(server, { customerIdentifier: { customerId: jane().id }, priority: -1 })).error.fields[0].field).toBe(
      'priority',
    );
    expect(server.seed.threads.length).toBe(count);
  });

  it('keys without thread:create or thread:read: FORBIDDEN naming the first missing one', async () => {
    const count = server.seed.threads.length;
    const input = { customerIdentifier: { customerId: jane().id }, title: 'Nope' };
    for (const [key, permission] of [
      [KEYS.noThreadCreate, 'thread:create'],
      [KEYS.customersOnly, 'thread:create'],
    ] as const) {
      const { status, body } = await send(server, 'createThread', { input }, key);
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data.createThread).toEqual({
        thread: null,
        error: { type: 'FORBIDDEN', code: 'forbidden', message: `Insufficient permissions, missing "${permission}".`, fields: [] },
      });
    }
    expect(server.seed.threads.length).toBe(count);
  });

  it('fields Plain has but the local API leaves out (the deprecated components) fail validation', async () => {
    // A document the extension never sends, on purpose.
    const res = await post(server, {
      query: `mutation { createThread(input: { customerIdentifier: { customerId: "${jane().id}" }, components: [] }) { thread { id } } }`,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('a subscription is still 400 GRAPHQL_VALIDATION_FAILED (the subset has none)', async () => {
    // A document the extension never sends, on purpose.
    const res = await post(server, { query: 'subscription { customerChanges { __typename } }' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
