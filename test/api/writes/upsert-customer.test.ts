// upsertCustomer over real HTTP, as the extension sends it: idempotent by identifier (CREATED
// once, then NOOP or UPDATED), refusals as data field by field, FORBIDDEN naming the permission,
// and a created customer found by the extension's reads exactly like a seed customer. What the
// extension does not select of a customer is read from the server's own record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask } from '../support/context.js';
import { expectValidAtPlain, freshEmail, send, upsert, upsertInput } from '../support/writes.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { KEYS, lookup, post } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const JANE = 'jane.cooper@acme.io';

describe('upsertCustomer: idempotent by identifier', () => {
  it('the same e-mail twice makes one customer: CREATED, then NOOP with the same id', async () => {
    const email = freshEmail();
    const before = server.seed.customers.length;
    const first = await upsert(server, upsertInput(email, 'Noor Haddad', { shortName: 'Noor' }));
    expect(first).toMatchObject({ result: 'CREATED', error: null, customer: { fullName: 'Noor Haddad' } });
    expect(first.customer.id).toMatch(/^c_[0-9A-HJKMNP-TV-Z]{26}$/);
    const kept = server.seed.customerById(first.customer.id)!;
    expect(kept).toMatchObject({ shortName: 'Noor', externalId: null, email, emailVerified: false, markedAsSpamAt: null });
    expect(kept.createdAt).toEqual(first.customer.updatedAt.iso8601);
    const second = await upsert(server, upsertInput(`  ${email.toUpperCase()} `, 'Someone Else'));
    expect(second).toMatchObject({ result: 'NOOP', customer: { id: first.customer.id, fullName: 'Noor Haddad' }, error: null });
    expect(server.seed.customers.length).toBe(before + 1);
  });

  it('an existing seed customer: NOOP leaves them as they are', async () => {
    const jane = server.seed.customerByEmail(JANE)!;
    const out = await upsert(server, upsertInput(JANE, 'Someone Else'));
    expect(out).toMatchObject({
      result: 'NOOP',
      customer: { id: jane.id, fullName: 'Jane Cooper', updatedAt: { iso8601: jane.updatedAt } },
    });
  });

  it('onUpdate with a different name: UPDATED, applied, updatedAt bumped; the same name again is a NOOP', async () => {
    const email = freshEmail();
    const created = (await upsert(server, upsertInput(email))).customer;
    const change = { ...upsertInput(email).input, onUpdate: { fullName: { value: 'Noor H. Haddad' }, shortName: { value: 'N' } } };
    const out = await upsert(server, { input: change });
    expect(out).toMatchObject({ result: 'UPDATED', customer: { id: created.id, fullName: 'Noor H. Haddad' } });
    expect(server.seed.customerById(created.id)!.shortName).toBe('N');
    expect(out.customer.updatedAt.iso8601 > created.updatedAt.iso8601).toBe(true);
    expect((await upsert(server, { input: change })).result).toBe('NOOP');
  });

  it('by externalId or customerId: finds the customer; an unknown customerId is NOT_FOUND', async () => {
    const jane = server.seed.customerByEmail(JANE)!;
    const onCreate = { fullName: 'X', email: { email: 'x@example.org', isVerified: false } };
    const byExternal = await upsert(server, { input: { identifier: { externalId: 'usr_acme_0001' }, onCreate, onUpdate: {} } });
    expect(byExternal).toMatchObject({ result: 'NOOP', customer: { id: jane.id } });
    const byId = await upsert(server, { input: { identifier: { customerId: jane.id }, onCreate, onUpdate: {} } });
    expect(byId).toMatchObject({ result: 'NOOP', customer: { id: jane.id } });
    const unknown = await upsert(server, { input: { identifier: { customerId: 'c_nope' }, onCreate, onUpdate: {} } });
    expect(unknown.error).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'identifier', type: 'NOT_FOUND' }] });
  });
});

describe('upsertCustomer: a created customer is like a seed customer', () => {
  it('customerByEmail, the story and customers (at the end) find them, with an empty story', async () => {
    const email = freshEmail('Mixed.Case');
    const { id } = (await upsert(server, upsertInput(email))).customer;
    const found = await (await lookup(server, email.toLowerCase())).json();
    expect(found.data.customerByEmail).toMatchObject({ id, fullName: 'Noor Haddad' });
    const story = (await ask(server, 'customerContext', id)).body;
    expect(story.errors).toBeUndefined();
    expect(story.data).toMatchObject({
      who: { id, externalId: null, assignedToUser: null, markedAsSpamAt: null },
      company: { id, company: null },
      tenants: { id, tenantMemberships: { edges: [] } },
      groups: { id, customerGroupMemberships: { edges: [] } },
    });
    expect((await ask(server, 'customerOpenThreads', id)).body.data.threads.totalCount).toBe(0);
    expect((await ask(server, 'customerCards', id)).body.data.customerCardInstances).toEqual([]);
    // Plain's `customers`, which the extension does not list: a read the local API keeps beside its own.
    const list = await (await post(server, { query: '{ customers(last: 1) { totalCount edges { node { id } } } }' })).json();
    expect(list.data.customers).toEqual({ totalCount: server.seed.customers.length, edges: [{ node: { id } }] });
  });

  it('writes stay in the server process: a new server does not know them', async () => {
    const email = freshEmail();
    await upsert(server, upsertInput(email));
    const other = await startApiServer();
    try {
      expect((await (await lookup(other, email)).json()).data.customerByEmail).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('upsertCustomer: refusals are data', () => {
  it('a key without customer:create: FORBIDDEN naming it, no GraphQL error, nothing written', async () => {
    const email = freshEmail();
    const before = server.seed.customers.length;
    const { status, body } = await send(server, 'upsertCustomer', upsertInput(email), KEYS.customersOnly);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.upsertCustomer).toEqual({
      result: null,
      customer: null,
      error: { type: 'FORBIDDEN', code: 'forbidden', message: 'Insufficient permissions, missing "customer:create".', fields: [] },
    });
    expect(server.seed.customers.length).toBe(before);
    expect((await (await lookup(server, email)).json()).data.customerByEmail).toBeNull();
  });

  it('a blank fullName is REQUIRED; nothing is written', async () => {
    const email = freshEmail();
    const out = await upsert(server, upsertInput(email, '   '));
    expect(out).toMatchObject({
      result: null,
      customer: null,
      error: { type: 'VALIDATION', code: 'input_validation', fields: [{ field: 'fullName', type: 'REQUIRED' }] },
    });
    expect(out.error.message).toMatch(/fullName/);
    expect(server.seed.customerByEmail(email)).toBeUndefined();
  });

  it('malformed e-mails are VALIDATION on email', async () => {
    for (const bad of ['noor', 'noor@kestrel', 'a@b@c.io', '@kestrel-labs.io', 'noor haddad@kestrel-labs.io', 'noor@kestrel..io']) {
      const out = await upsert(server, upsertInput(bad));
      expect(out.error, bad).toMatchObject({ type: 'VALIDATION', fields: [{ field: 'email', type: 'VALIDATION' }] });
      expect(out.error.fields, bad).toHaveLength(1);
    }
  });

  it('identifier must name exactly one of emailAddress, externalId, customerId', async () => {
    const onCreate = { fullName: 'N', email: { email: 'n@kestrel-labs.io', isVerified: false } };
    for (const identifier of [{}, { emailAddress: 'n@kestrel-labs.io', externalId: 'ext_1' }]) {
      const out = await upsert(server, { input: { identifier, onCreate, onUpdate: {} } });
      expect(out.error.fields).toEqual([expect.objectContaining({ field: 'identifier', type: 'VALIDATION' })]);
    }
  });

  it('identifier and onCreate e-mails that differ, and names over 200 characters, each get their own entry', async () => {
    const input = {
      identifier: { emailAddress: freshEmail() },
      onCreate: { fullName: 'N'.repeat(201), shortName: 'S'.repeat(201), email: { email: freshEmail(), isVerified: false } },
      onUpdate: {},
    };
    const out = await upsert(server, { input });
    expect(out.error.type).toBe('VALIDATION');
    expect(out.error.fields.map((f: any) => [f.field, f.type])).toEqual([
      ['email', 'VALIDATION'],
      ['fullName', 'VALIDATION'],
      ['shortName', 'VALIDATION'],
    ]);
    expect(out.error.message).toMatch(/^Input validation failed: /);
  });

  it("an onUpdate that would take another customer's e-mail is refused, nothing changes", async () => {
    const email = freshEmail();
    await upsert(server, upsertInput(email));
    const out = await upsert(server, { input: { ...upsertInput(email).input, onUpdate: { email: { email: JANE, isVerified: true } } } });
    expect(out.error.fields).toEqual([expect.objectContaining({ field: 'email', type: 'VALIDATION' })]);
    expect(server.seed.customerByEmail(email)).toBeDefined();
  });

  it('a field Plain has but the local API does not write fails validation', async () => {
    // A document the extension never sends, on purpose.
    const query =
      'mutation m { upsertCustomer(input: { identifier: { emailAddress: "a@b.io" }, onCreate: { fullName: "A", email: { email: "a@b.io", isVerified: false }, tenantIdentifiers: [] }, onUpdate: {} }) { result } }';
    expectValidAtPlain(query);
    const res = await post(server, { query });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await (await lookup(server, 'a@b.io')).json()).data.customerByEmail).toBeNull();
  });
});
