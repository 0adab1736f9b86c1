// Plain's three searches over real HTTP, as the published schema has them: searchCustomers'
// OR-ed "contains" conditions, searchCompanies and searchThreads with their 2-character term,
// Relay pages, and each search's own permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { KEYS, post } from '../support/http.js';
import { request } from '../support/documents.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

// Plain's own reads, written here: the paging and filters beside what the extension asks.
async function send(query: string, variables: Record<string, unknown>, key?: string) {
  const res = await post(server, { query, variables }, { key });
  return { status: res.status, body: await res.json() };
}
const CUSTOMERS = `query ($q: CustomersSearchQuery!, $first: Int, $after: String) { searchCustomers(searchQuery: $q, first: $first, after: $after) {
  edges { cursor node { id fullName email { email } company { name } } } pageInfo { hasNextPage endCursor } } }`;
const COMPANIES = `query ($term: String!, $f: CompaniesFilter) { searchCompanies(searchQuery: { term: $term }, filters: $f) {
  edges { node { company { id name domainName tier { name } } } } pageInfo { hasNextPage } } }`;
const THREADS = `query ($term: String!, $f: ThreadsFilter, $first: Int) { searchThreads(searchQuery: { term: $term }, filters: $f, first: $first) {
  edges { node { thread { id ref title status customer { fullName } } } } pageInfo { hasNextPage } } }`;

const byName = (part: string) => ({ or: [{ fullName: { caseInsensitiveContains: part } }, { email: { caseInsensitiveContains: part } }] });

describe('searchCustomers', () => {
  it('finds every customer whose name contains the part, whatever its case, newest change first', async () => {
    const { body } = await send(CUSTOMERS, { q: byName('nOOr'), first: 100 });
    const expected = server.seed.customers.filter((c) => /noor/i.test(c.fullName) || /noor/i.test(c.email));
    expect(expected.length).toBeGreaterThanOrEqual(2);
    const ids = body.data.searchCustomers.edges.map((e: any) => e.node.id);
    expect(new Set(ids)).toEqual(new Set(expected.map((c) => c.id)));
    const updated = ids.map((id: string) => server.seed.customerById(id)!.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it('ORs its conditions; fields within one condition must all match; a condition with none matches nobody', async () => {
    const both = await send(CUSTOMERS, {
      q: { or: [{ fullName: { caseInsensitiveContains: 'jane' }, email: { caseInsensitiveContains: 'acme.io' } }] },
    });
    expect(both.body.data.searchCustomers.edges.map((e: any) => e.node.email.email)).toContain('jane.cooper@acme.io');
    const clash = await send(CUSTOMERS, {
      q: { or: [{ fullName: { caseInsensitiveContains: 'jane cooper' }, email: { caseInsensitiveContains: 'globex' } }] },
    });
    expect(clash.body.data.searchCustomers.edges).toEqual([]);
    const none = await send(CUSTOMERS, { q: { or: [{}] } });
    expect(none.body.data.searchCustomers.edges).toEqual([]);
    const ext = await send(CUSTOMERS, { q: { or: [{ externalId: { caseInsensitiveContains: 'USR_ACME_0001' } }] } });
    expect(ext.body.data.searchCustomers.edges.map((e: any) => e.node.fullName)).toEqual(['Jane Cooper']);
  });

  it('pages with first/after, 25 by default', async () => {
    const q = { or: [{ email: { caseInsensitiveContains: '.' } }] };
    const first = (await send(CUSTOMERS, { q })).body.data.searchCustomers;
    expect(first.edges).toHaveLength(25);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = (await send(CUSTOMERS, { q, after: first.pageInfo.endCursor })).body.data.searchCustomers;
    expect(next.edges[0].node.id).not.toBe(first.edges[24].node.id);
    expect(new Set([...first.edges, ...next.edges].map((e: any) => e.node.id)).size).toBe(50);
  });
});

describe('searchCompanies', () => {
  it('matches the name or the domain, case-insensitively', async () => {
    const byNamePart = (await send(COMPANIES, { term: 'kestrel' })).body.data.searchCompanies.edges.map((e: any) => e.node.company.name);
    expect(byNamePart).toContain('Kestrel Labs');
    expect(byNamePart.every((n: string) => n.startsWith('Kestrel'))).toBe(true);
    const byDomain = (await send(COMPANIES, { term: 'GLOBEX.COM' })).body.data.searchCompanies.edges.map((e: any) => e.node.company.name);
    expect(byDomain).toEqual(['Globex Corporation']);
  });

  it('refuses a term under 2 characters, as Plain documents', async () => {
    const { status, body } = await send(COMPANIES, { term: 'k' });
    expect(status).toBe(200);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.data).toBeNull();
  });

  it('filters by companyIds; isDeleted: true finds none', async () => {
    const acme = [...server.seed.index.companies.values()].find((c) => c.name === 'Acme Inc')!;
    expect((await send(COMPANIES, { term: 'ac', f: { companyIds: [acme.id] } })).body.data.searchCompanies.edges).toHaveLength(1);
    expect((await send(COMPANIES, { term: 'acme', f: { isDeleted: true } })).body.data.searchCompanies.edges).toEqual([]);
  });
});

describe('searchThreads', () => {
  it('finds threads by words of their title and by ref', async () => {
    const customs = (await send(THREADS, { term: 'CUSTOMS', first: 100 })).body.data.searchThreads.edges.map((e: any) => e.node.thread);
    expect(customs.length).toBe(server.seed.threads.filter((t) => /customs/i.test(t.title)).length);
    expect(customs.length).toBeGreaterThan(0);
    const ref = (await send(THREADS, { term: 'T-1042' })).body.data.searchThreads.edges.map((e: any) => e.node.thread.ref);
    expect(ref).toEqual(['T-1042']);
  });

  it("takes Plain's ThreadsFilter: refs and statuses", async () => {
    const { body } = await send(THREADS, { term: 'cu', f: { refs: ['T-1001', 'T-1002'], statuses: ['TODO'] } });
    expect(body.errors).toBeUndefined();
    for (const e of body.data.searchThreads.edges) expect(['T-1001', 'T-1002']).toContain(e.node.thread.ref);
  });

  it('refuses a term under 2 characters, spaces not counted', async () => {
    expect((await send(THREADS, { term: ' x ' })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('permissions: each search its own', () => {
  it('customer:read, company:read, thread:read', async () => {
    const customers = await send(CUSTOMERS, { q: byName('jane') }, KEYS.noCustomerRead);
    expect(customers.body.errors[0]).toMatchObject({ path: ['searchCustomers'], extensions: { code: 'FORBIDDEN' } });
    const companies = await send(COMPANIES, { term: 'acme' }, KEYS.customersOnly);
    expect(companies.body.errors[0].message).toMatch(/company:read/);
    const threads = await send(THREADS, { term: 'customs' }, KEYS.customersOnly);
    expect(threads.body.errors[0].message).toMatch(/thread:read/);
    // customers found, their company (a field needing company:read) left out alone
    const partial = await send(CUSTOMERS, { q: byName('jane.cooper') }, KEYS.customersOnly);
    expect(partial.body.data.searchCustomers.edges[0].node).toMatchObject({ fullName: 'Jane Cooper', company: null });
    expect(partial.body.errors[0].message).toMatch(/company:read/);
  });
});

describe("the extension's search documents", () => {
  it('find customers, companies, threads and a thread by ref; a company lists its people', async () => {
    const q = { or: [{ fullName: { caseInsensitiveContains: 'noor' } }] };
    const customers = (await post(server, request('searchCustomers', { searchQuery: q, first: 10 }))).json();
    expect((await customers).data.searchCustomers.edges.length).toBeGreaterThanOrEqual(2);
    const companies = await (await post(server, request('searchCompanies', { term: 'kestrel l', first: 10 }))).json();
    const kestrel = companies.data.searchCompanies.edges[0].node.company;
    expect(kestrel.name).toBe('Kestrel Labs');
    const people = await (await post(server, request('companyCustomers', { companyId: kestrel.id, first: 50 }))).json();
    const expected = server.seed.customers.filter((c) => c.companyId === kestrel.id).map((c) => c.id);
    expect(people.data.customers.edges.map((e: any) => e.node.id).sort()).toEqual(expected.sort());
    const byRef = await (await post(server, request('searchThreadsAndRef', { term: 'T-1042', refs: ['T-1042'], first: 10 }))).json();
    expect(byRef.data.byRef.edges.map((e: any) => e.node.ref)).toEqual(['T-1042']);
  });

  it('the fault switches reach them by operation name', async () => {
    server.faults.set({ kind: 'rate-limited', operations: ['searchThreads'], times: 1 });
    const limited = await post(server, request('searchThreads', { term: 'customs', first: 10 }));
    expect(limited.status).toBe(429);
    const customers = await post(server, request('searchCustomers', { searchQuery: byName('noor'), first: 10 }));
    expect(customers.status).toBe(200);
    expect((await post(server, request('searchThreads', { term: 'customs', first: 10 }))).status).toBe(200);
  });
});
