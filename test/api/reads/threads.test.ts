// Root `threads` over real HTTP: the open-threads operation the extension sends, and the
// filter, sort and count rules behind it, checked against the seed's own threads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, customerId } from '../support/context.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { post } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const id = (email: string) => customerId(server, email);
const JANE = 'jane.cooper@acme.io';

/** Plain's `threads` with `args` and `selection`: the filters and paging beside the extension's open threads, which it does not send. */
async function threads(
  args: string,
  selection = 'totalCount edges { node { id ref status priority createdAt { iso8601 } statusChangedAt { iso8601 } } }',
) {
  const res = await post(server, { query: `{ threads${args} { ${selection} } }` });
  const body = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.threads;
}

describe('customerOpenThreads', () => {
  it('jane: all 7 open threads (the query asks for up to 25), newest first, TODO and SNOOZED only, every assignee kind', async () => {
    const { body } = await ask(server, 'customerOpenThreads', id(JANE));
    const { totalCount, edges } = body.data.threads;
    expect(totalCount).toBe(7);
    expect(edges).toHaveLength(7);
    const nodes = edges.map((e: any) => e.node);
    expect(new Set(nodes.map((n: any) => n.status))).toEqual(new Set(['TODO', 'SNOOZED']));
    expect(nodes.map((n: any) => n.assignedTo?.__typename ?? null)).toEqual(expect.arrayContaining(['User', 'MachineUser', null]));
    // Newest first: the extension does not ask for createdAt, so the order is checked against the seed's.
    const open = server.seed
      .threadsOf(id(JANE))
      .filter((t) => t.status !== 'DONE')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(nodes.map((n: any) => n.id)).toEqual(open.map((t) => t.id));
  });

  it('devon: one open thread; priya: none', async () => {
    expect((await ask(server, 'customerOpenThreads', id('devon.lane@globex.com'))).body.data.threads.totalCount).toBe(1);
    expect((await ask(server, 'customerOpenThreads', id('priya+support@initech.co.uk'))).body.data.threads).toEqual({
      totalCount: 0,
      edges: [],
    });
  });
});

describe('threads filter, sort and count', () => {
  it('without a statuses filter the done threads are there too; with it they are excluded', async () => {
    const all = await threads(`(filters: { customerIds: ["${id(JANE)}"] })`);
    expect(all.totalCount).toBe(10);
    expect(all.edges.filter((e: any) => e.node.status === 'DONE')).toHaveLength(3);
    const done = await threads(`(filters: { customerIds: ["${id(JANE)}"], statuses: [DONE] })`);
    expect(done.edges.map((e: any) => e.node.status)).toEqual(['DONE', 'DONE', 'DONE']);
  });

  it('sorts by CREATED_AT or STATUS_CHANGED_AT, ASC or DESC', async () => {
    const filter = `filters: { customerIds: ["${id(JANE)}"] }`;
    for (const [field, key] of [
      ['CREATED_AT', 'createdAt'],
      ['STATUS_CHANGED_AT', 'statusChangedAt'],
    ] as const) {
      const asc = (await threads(`(${filter}, sortBy: { field: ${field}, direction: ASC })`)).edges.map((e: any) => e.node[key].iso8601);
      const desc = (await threads(`(${filter}, sortBy: { field: ${field}, direction: DESC })`)).edges.map((e: any) => e.node[key].iso8601);
      expect(asc).toEqual([...asc].sort());
      expect(desc).toEqual([...asc].reverse());
    }
  });

  it('filters by priorities and isAssigned; totalCount counts every match, not the page', async () => {
    const urgent = await threads('(filters: { priorities: [0] }, first: 1)');
    expect(urgent.totalCount).toBe(server.seed.threads.filter((t) => t.priority === 0).length);
    expect(urgent.edges).toHaveLength(1);
    const assigned = await threads('(filters: { isAssigned: true }, first: 100)');
    expect(assigned.totalCount).toBe(server.seed.threads.filter((t) => t.assignee !== null).length);
    expect(assigned.edges).toHaveLength(assigned.totalCount);
  });

  it('pages 25 at a time by default and goes on from endCursor', async () => {
    const page = 'totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id } }';
    const first = await threads('', page);
    expect(first.totalCount).toBe(server.seed.threads.length);
    expect(first.edges).toHaveLength(25);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const next = await threads(`(after: "${first.pageInfo.endCursor}")`, page);
    expect(next.pageInfo.hasPreviousPage).toBe(true);
    expect(next.edges[0].node.id).not.toBe(first.edges[24].node.id);
  });

  it('a filter field Plain has but the local API does not support fails validation, not silently', async () => {
    const res = await post(server, { query: '{ threads(filters: { labelTypeIds: ["lt_1"] }) { totalCount } }' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
