// Root `customers` over real HTTP: the extension's `connectionProbeCustomer` (Test connection asks
// for any one customer when none was looked up yet), and the filter, sort and paging
// behind it. Needs customer:read; the field is non-null, so a FORBIDDEN nulls `data` as a whole.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forbiddenMessage } from '../../../api/graphql.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { request } from '../support/documents.js';
import { KEYS, post } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const PROBE = request('connectionProbeCustomer');

/** Plain's `customers` with `args` and `selection`: the paging and filters beside the probe, which the extension does not send. */
async function customers(
  args: string,
  selection = 'totalCount edges { node { id fullName markedAsSpamAt { iso8601 } } } pageInfo { hasNextPage endCursor }',
) {
  const res = await post(server, { query: `{ customers${args} { ${selection} } }` });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.customers;
}

describe('connectionProbeCustomer', () => {
  it("one customer, the seed's first (jane.cooper@acme.io)", async () => {
    const res = await post(server, PROBE, { key: KEYS.customersOnly });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { customers: { edges: [{ node: { id: server.seed.customers[0]!.id } }] } } });
    expect(server.seed.customers[0]!.email).toBe('jane.cooper@acme.io');
  });

  it('without customer:read: FORBIDDEN on the non-null root field nulls data as a whole', async () => {
    const res = await post(server, PROBE, { key: KEYS.noCustomerRead });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: null,
      errors: [
        expect.objectContaining({ message: forbiddenMessage('customer:read'), path: ['customers'], extensions: { code: 'FORBIDDEN' } }),
      ],
    });
  });
});

describe('customers paging, filter and sort', () => {
  it('a page of customers: 25 by default, totalCount counts all, the next page follows on', async () => {
    const first = await customers('');
    expect(first.edges).toHaveLength(25);
    expect(first.totalCount).toBe(server.seed.customers.length);
    expect(first.edges.map((e: any) => e.node.id)).toEqual(server.seed.customers.slice(0, 25).map((c) => c.id));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await customers(`(first: 3, after: "${first.pageInfo.endCursor}")`);
    expect(next.edges.map((e: any) => e.node.id)).toEqual(server.seed.customers.slice(25, 28).map((c) => c.id));
  });

  it('isMarkedAsSpam filters either way; sortBy FULL_NAME orders by name', async () => {
    const spam = await customers('(filters: { isMarkedAsSpam: true })');
    expect(spam.edges.map((e: any) => e.node.fullName)).toEqual(['Priya Raman']);
    const notSpam = await customers('(filters: { isMarkedAsSpam: false }, first: 100)');
    expect(notSpam.totalCount).toBe(server.seed.customers.length - 1);
    expect(notSpam.edges.every((e: any) => e.node.markedAsSpamAt === null)).toBe(true);
    for (const direction of ['ASC', 'DESC'] as const) {
      const names = (await customers(`(sortBy: { field: FULL_NAME, direction: ${direction} }, first: 100)`)).edges.map(
        (e: any) => e.node.fullName,
      );
      const sorted = [...names].sort();
      expect(names).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
    }
  });

  it('a filter field the local API does not serve fails validation instead of being ignored', async () => {
    const res = await post(server, { query: '{ customers(filters: { customerGroupIds: ["g"] }) { totalCount } }' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
