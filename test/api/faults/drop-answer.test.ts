// "The write happened, its answer was lost": drop-answer runs the request for real and never
// answers, and faults aimed at the mutations by operationName (`upsertCustomer`, `createThread`).
import { waitUntil } from '../../support/wait-until.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFault } from '../../../api/faults/faults.js';
import { request } from '../support/documents.js';
import { createThread, freshEmail, send, upsert, upsertInput } from '../support/writes.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { admin, lookup, post, postAndGiveUp } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.faults.clear());

const sendUpsert = (s: ApiServer, email: string, signal?: AbortSignal) =>
  post(s, request('upsertCustomer', upsertInput(email)), { signal });

describe('drop-answer', () => {
  it('the upsert is executed (the customer exists), but its answer never comes', async () => {
    server.faults.set({ kind: 'drop-answer', operations: ['upsertCustomer'], times: 1 });
    const email = freshEmail();
    expect(String(await postAndGiveUp(server, request('upsertCustomer', upsertInput(email))))).toMatch(/abort/i);
    // The client gave up; the server runs the write whenever it reaches it (later on a busy machine).
    await waitUntil(
      async () => (await (await lookup(server, email)).json()).data.customerByEmail !== null,
      10_000,
      'the server running the lost upsert',
    );
    expect(server.faults.current).toBeNull();
    const found = (await (await lookup(server, email)).json()).data.customerByEmail;
    expect(found).toMatchObject({ fullName: 'Noor Haddad' });
    // The retry is answered, and it is the same customer: NOOP, not a second one.
    expect(await upsert(server, upsertInput(email))).toMatchObject({ result: 'NOOP', customer: { id: found.id } });
  });

  it('a createThread whose answer was lost is there for threadByExternalId', async () => {
    const jane = server.seed.customerByEmail('jane.cooper@acme.io')!;
    const externalId = `lost-${Date.now()}`;
    await admin(server, 'POST', 'faults', { kind: 'drop-answer', operations: ['createThread'], times: 1 });
    const lost = postAndGiveUp(server, request('createThread', { input: { customerIdentifier: { customerId: jane.id }, externalId } }));
    expect(String(await lost)).toMatch(/abort/i);
    const made = async () =>
      (await send(server, 'threadByExternalId', { customerId: jane.id, externalId })).body.data.threadByExternalId !== null;
    await waitUntil(made, 10_000, 'the server running the lost createThread');
    const found = (await send(server, 'threadByExternalId', { customerId: jane.id, externalId })).body.data.threadByExternalId;
    expect(found).toMatchObject({ id: expect.stringMatching(/^th_/), title: 'Untitled' });
    expect(server.seed.threadById(found.id)).toMatchObject({ externalId, status: 'TODO', customerId: jane.id });
    // A blind retry is refused rather than doubled.
    expect((await createThread(server, { customerIdentifier: { customerId: jane.id }, externalId })).error.fields[0].field).toBe(
      'externalId',
    );
  });

  it('other operations go through while it waits for its own', async () => {
    server.faults.set({ kind: 'drop-answer', operations: ['createThread'] });
    expect((await upsert(server, upsertInput(freshEmail()))).result).toBe('CREATED');
    expect((await lookup(server, 'jane.cooper@acme.io')).status).toBe(200);
    expect(server.faults.current).toMatchObject({ kind: 'drop-answer' });
  });

  it("close() ends a dropped answer's socket promptly", async () => {
    const own = await startApiServer();
    own.faults.set({ kind: 'drop-answer' });
    const pending = sendUpsert(own, freshEmail());
    pending.catch(() => {}); // observed below
    while (own.requests.length < 1) await new Promise((r) => setTimeout(r, 5));
    const start = performance.now();
    await own.close();
    expect(performance.now() - start).toBeLessThan(1000);
    await expect(pending).rejects.toThrow();
  });

  it('is validated like the other kinds, admin endpoint included', async () => {
    expect(parseFault({ kind: 'drop-answer', operations: ['upsertCustomer'], times: 1 })).toEqual({
      kind: 'drop-answer',
      operations: ['upsertCustomer'],
      times: 1,
    });
    expect(() => parseFault({ kind: 'drop-answer', ms: 5 })).toThrow(/unknown field "ms"/);
    expect(() => parseFault({ kind: 'drop-answer', operations: [] })).toThrow(/fault\.operations/);
    const set = await admin(server, 'POST', 'faults', { kind: 'drop-answer', times: 2 });
    expect(await set.json()).toEqual({ fault: { kind: 'drop-answer', times: 2 } });
    expect((await admin(server, 'POST', 'faults', { kind: 'drop-answer', status: 200 })).status).toBe(400);
  });
});

describe('faults aimed at the mutations', () => {
  it('a status fault on upsertCustomer: refused before anything runs, so nothing is written', async () => {
    server.faults.set({ kind: 'status', status: 503, operations: ['upsertCustomer'], times: 1 });
    const email = freshEmail();
    expect((await sendUpsert(server, email)).status).toBe(503);
    expect((await (await lookup(server, email)).json()).data.customerByEmail).toBeNull();
    expect((await upsert(server, upsertInput(email))).result).toBe('CREATED');
  });
});
