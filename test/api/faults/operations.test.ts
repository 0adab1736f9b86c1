// Faults aimed at operations: `operations` limits a fault to requests whose body names one
// of them, so "context down, customer still found" can be staged, via code or /__admin.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ask, customerId } from '../support/context.js';
import { parseFault } from '../../../api/faults/faults.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { EXTENSION } from '../support/documents.js';
import { admin, lookup, post } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.faults.clear());

const CONTEXT_DOWN = { kind: 'status', status: 503, operations: ['customerContext', 'customerOpenThreads', 'customerCards'] } as const;
const JANE = 'jane.cooper@acme.io';

describe('fault.operations', () => {
  it('context down, customer still found: only the listed operations get the fault', async () => {
    server.faults.set({ ...CONTEXT_DOWN });
    const found = await lookup(server, JANE);
    expect(found.status).toBe(200);
    expect((await found.json()).data.customerByEmail.fullName).toBe('Jane Cooper');
    for (const op of CONTEXT_DOWN.operations) {
      const { status, body } = await ask(server, op, customerId(server, JANE));
      expect(status).toBe(503);
      expect(body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    }
  });

  it('a request without operationName, or with a body that is not JSON, is not targeted', async () => {
    server.faults.set({ kind: 'status', status: 500, operations: ['customerCards'] });
    // The targeted operation's own document, sent without its name.
    expect((await post(server, { query: EXTENSION.customerCards, variables: { customerId: customerId(server, JANE) } })).status).toBe(200);
    expect((await post(server, '{not json')).status).toBe(400);
  });

  it('times counts only the matching requests', async () => {
    server.faults.set({ kind: 'status', status: 502, operations: ['customerCards'], times: 1 });
    expect((await lookup(server, JANE)).status).toBe(200);
    expect(server.faults.current).toMatchObject({ times: 1 });
    expect((await ask(server, 'customerCards', customerId(server, JANE))).status).toBe(502);
    expect(server.faults.current).toBeNull();
  });

  it('works through /__admin/faults, and invalid lists are rejected', async () => {
    const set = await admin(server, 'POST', 'faults', CONTEXT_DOWN);
    expect(await set.json()).toEqual({ fault: CONTEXT_DOWN });
    expect((await ask(server, 'customerOpenThreads', customerId(server, JANE))).status).toBe(503);
    for (const operations of [[], [''], [1], 'customerCards']) {
      expect(() => parseFault({ kind: 'hang', operations })).toThrow(/fault\.operations/);
      expect((await admin(server, 'POST', 'faults', { kind: 'hang', operations })).status).toBe(400);
    }
  });
});
