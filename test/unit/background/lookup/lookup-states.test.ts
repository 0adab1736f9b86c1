/**
 * Every row of the state table, driven by real HTTP responses from the local API (no mocked
 * fetch): what the service does, what the agent is shown, and how many requests it took.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../../api/server';
import { engineFor, finalOf } from '../../support/engine';
import { isFinal } from '../../../../src/shared/lookup-state';

const FULL = 'plainApiKey_demo_full';
const NO_CUSTOMER_READ = 'plainApiKey_demo_no_customer_read';
const JANE = 'jane.cooper@acme.io';

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());
beforeEach(() => {
  api.faults.clear();
  api.resetRequests();
});

const graphqlRequests = () => api.requests.filter((r) => r.path === '/graphql/v1');

describe('lookup states', () => {
  it('no key saved: asks for a key and sends nothing', async () => {
    const { states } = engineFor({ apiKey: null, baseUrl: api.url });
    expect(await states(JANE)).toEqual([{ kind: 'no-key' }]);
    expect(graphqlRequests()).toHaveLength(0);
  });

  it('customer returned: the card, with the id, name and ISO update time', async () => {
    const s = await engineFor({ apiKey: FULL, baseUrl: api.url }).states('Jane.Cooper@ACME.io');
    expect(s[0]).toEqual({ kind: 'loading' });
    const final = finalOf(s);
    expect(final.kind).toBe('found');
    if (final.kind !== 'found') return;
    const seeded = api.seed.customers[0]!;
    expect(final.customer).toMatchObject({ id: seeded.id, fullName: 'Jane Cooper', updatedAt: seeded.updatedAt });
  });

  it('null: no customer with this e-mail', async () => {
    const s = await engineFor({ apiKey: FULL, baseUrl: api.url }).states('nobody.known@example.org');
    expect(finalOf(s)).toEqual({ kind: 'not-found' });
  });

  it('HTTP 401: the key was rejected, not retried', async () => {
    const s = await engineFor({ apiKey: 'plainApiKey_unknown', baseUrl: api.url }).states(JANE);
    expect(finalOf(s)).toEqual({ kind: 'unauthorized' });
    expect(graphqlRequests()).toHaveLength(1);
  });

  it.each([200, 401, 403] as const)('FORBIDDEN at HTTP %i: the key lacks customer:read', async (status) => {
    const key = status === 200 ? NO_CUSTOMER_READ : FULL;
    if (status !== 200) api.faults.set({ kind: 'forbidden', status });
    const s = await engineFor({ apiKey: key, baseUrl: api.url }).states(JANE);
    expect(finalOf(s)).toEqual({ kind: 'forbidden' });
    expect(graphqlRequests()).toHaveLength(1);
  });

  it('HTTP 429: says when it retries, retries once at the reset, then shows the card', async () => {
    api.faults.set({ kind: 'rate-limited', resetInSeconds: 2, times: 1 });
    const before = Date.now();
    const { states, sleeps } = engineFor({ apiKey: FULL, baseUrl: api.url });
    const s = await states(JANE);
    const limited = s.find((x) => x.kind === 'rate-limited');
    expect(limited && limited.kind === 'rate-limited' && limited.retryAt).toBeGreaterThanOrEqual(before + 1000);
    expect(sleeps.some((ms) => ms > 500)).toBe(true); // it waited for the reset, not at once
    expect(finalOf(s).kind).toBe('found');
    expect(graphqlRequests()).toHaveLength(2);
  });

  it('HTTP 429 every time: each promised retry is made, then the card says it gave up', async () => {
    api.faults.set({ kind: 'rate-limited', resetInSeconds: 1 });
    const s = await engineFor({ apiKey: FULL, baseUrl: api.url }).states(JANE);
    const waits = s.filter((x) => x.kind === 'rate-limited' && !x.gaveUp);
    expect(waits).toHaveLength(3);
    expect(finalOf(s)).toMatchObject({ kind: 'rate-limited', gaveUp: true });
    expect(isFinal(finalOf(s))).toBe(true);
    expect(graphqlRequests()).toHaveLength(4); // the first request and one at each promised time
  });

  it('HTTP 500 then success: retried with backoff, the card arrives', async () => {
    api.faults.set({ kind: 'status', status: 500, times: 1 });
    const { states, sleeps } = engineFor({ apiKey: FULL, baseUrl: api.url });
    expect(finalOf(await states(JANE)).kind).toBe('found');
    expect(graphqlRequests()).toHaveLength(2);
    expect(sleeps).toHaveLength(1);
  });

  it.each([500, 502, 503] as const)('HTTP %i every time: two retries, then the service had an error', async (status) => {
    api.faults.set({ kind: 'status', status });
    const { states, sleeps } = engineFor({ apiKey: FULL, baseUrl: api.url });
    expect(finalOf(await states(JANE))).toEqual({ kind: 'server-error' });
    expect(graphqlRequests()).toHaveLength(3);
    expect(sleeps[1]! / sleeps[0]!).toBeGreaterThan(1); // backoff grows (jitter stays within it)
  });

  it('an HTML error page from a proxy at 502 is the service failing', async () => {
    api.faults.set({ kind: 'html' });
    expect(finalOf(await engineFor({ apiKey: FULL, baseUrl: api.url }).states(JANE))).toEqual({ kind: 'server-error' });
  });

  it('network failure: cannot reach the host, not retried', async () => {
    const closed = await startApiServer();
    const url = closed.url;
    await closed.close();
    const s = await engineFor({ apiKey: FULL, baseUrl: url }).states(JANE);
    expect(finalOf(s)).toEqual({ kind: 'unreachable', host: new URL(url).host });
  });

  it('no answer in time: the request is aborted and the service did not answer', async () => {
    api.faults.set({ kind: 'hang' });
    const s = await engineFor({ apiKey: FULL, baseUrl: api.url, timeoutMs: 300 }).states(JANE);
    expect(finalOf(s)).toEqual({ kind: 'timeout' });
    expect(graphqlRequests()).toHaveLength(1);
  });

  it.each(['malformed', 'no-data'] as const)('a %s body: unexpected answer, not retried', async (kind) => {
    api.faults.set({ kind });
    expect(finalOf(await engineFor({ apiKey: FULL, baseUrl: api.url }).states(JANE))).toEqual({ kind: 'bad-response' });
    expect(graphqlRequests()).toHaveLength(1);
  });
});
