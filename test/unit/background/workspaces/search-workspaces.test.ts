/**
 * The search box's query in every workspace that is on, through the background's door as index.ts
 * wires it, over two real local APIs: each key goes to its own API only, the second workspace's
 * results come named and coloured beside the first's, one workspace down or rate limited leaves
 * the other's results whole, and with one workspace the answer and the requests are as they were.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../../../api/server';
import type { SearchAnswer } from '../../../../src/shared/contract/search';
import { SECOND_KEY, SECOND_NAME, secondId, secondWorkspaceSeed } from '../../../support/second-workspace';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts } = await import('../../support/background-parts');
const { useBothApis } = await import('../../support/both-apis');
const { LATE_MS } = await import('../../../../src/background/workspaces/search-sections');

let first: ApiServer;
let second: ApiServer;
const made = useBothApis((a, b) => ([first, second] = [a, b]));

const options: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/options/options.html' };
const popup: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/popup/popup.html' };

const SEARCHES = ['searchCustomers', 'searchCompanies', 'searchThreads', 'searchThreadsAndRef'];
const operation = (r: ApiServer['requests'][number]) => (r.json as { operationName?: string } | undefined)?.operationName ?? '';
const searchesAt = (api: ApiServer) => api.requests.filter((r) => SEARCHES.includes(operation(r)));
const ok = <T>(section: { status: string; data?: T }) => (section.status === 'ok' ? section.data! : null);

/** The background's parts with the first workspace at `first`; `addSecond` saves the second as the options page does. */
function background() {
  const parts = backgroundParts({ settings: async () => ({ apiKey: DEMO_API_KEY, baseUrl: first.url, cacheTtlMinutes: 5 }) });
  made.push(parts.more);
  const ask = (msg: object, from = popup) => handleMessage(msg, from, parts) as Promise<any>;
  const addSecond = async (fields: object = {}): Promise<string> => {
    const saved = { type: 'workspace-save', id: null, apiKey: SECOND_KEY, baseUrl: second.url, label: null, colour: '#16a34a', on: true };
    return (await ask({ ...saved, ...fields }, options)).id;
  };
  const search = (query: string, box = 'box-1') => ask({ type: 'search', box, query }) as Promise<SearchAnswer | null>;
  /** Both workspaces' names read (each once for its key, as the background does at its start): no request is then but a search. */
  const named = async () => {
    await ask({ type: 'workspace' });
    await vi.waitFor(async () => expect((await ask({ type: 'workspaces' }, options))[0].name).toBe(SECOND_NAME));
  };
  return { parts, ask, addSecond, search, named };
}

describe('a search in every workspace', () => {
  it("asks each workspace at once, each key only at its own API; the second's results come named, coloured, with its ids", async () => {
    const bg = background();
    const id = await bg.addSecond();
    await bg.named();
    first.resetRequests();
    second.resetRequests();
    const jane = first.seed.customers[0]!;
    const answer = (await bg.search('jane'))!;

    expect(ok(answer.customers)!.map((c) => c.id)).toContain(jane.id);
    expect(answer.here).toBe(first.seed.workspace.name);
    expect(answer.more).toEqual([
      expect.objectContaining({ id, name: SECOND_NAME, colour: '#16a34a', plainId: 'w_09GLOBEXSUPPORT00000000000' }),
    ]);
    const there = answer.more![0]!.results;
    expect(ok(there.customers)!.map((c) => c.id)).toContain(secondId(jane.id));
    expect(ok(there.customers)!.map((c) => c.id)).not.toContain(jane.id);

    expect(searchesAt(first)).toHaveLength(3);
    expect(searchesAt(second)).toHaveLength(3);
    expect(first.requests.every((r) => r.headers.authorization === `Bearer ${DEMO_API_KEY}`)).toBe(true);
    expect(second.requests.every((r) => r.headers.authorization === `Bearer ${SECOND_KEY}`)).toBe(true);

    // Each workspace keeps its own answer: the same query again sends nothing anywhere.
    expect(await bg.search('JANE ')).toEqual(answer);
    expect(searchesAt(first)).toHaveLength(3);
    expect(searchesAt(second)).toHaveLength(3);
  });

  it("one workspace down: the other's results show, the failure is in the down one's section only", async () => {
    const down = await startApiServer({ dataFile: secondWorkspaceSeed() });
    const url = down.url;
    await down.close();
    const bg = background();
    await bg.addSecond({ baseUrl: url, label: 'Globex' });
    const answer = (await bg.search('jane'))!;
    expect(ok(answer.customers)!.length).toBeGreaterThan(0);
    expect(ok(answer.threads)).not.toBeNull();
    expect(answer.more?.[0]).toMatchObject({
      name: 'Globex',
      results: {
        customers: { status: 'failed', reason: 'unreachable' },
        companies: { status: 'failed', reason: 'unreachable' },
        threads: { status: 'failed', reason: 'unreachable' },
      },
    });
    expect(answer.more?.[0]).not.toHaveProperty('plainId');
  });

  it("one workspace slower than the first by more than LATE_MS: the first's results come without it, and asked again, the same flight brings its own", async () => {
    const bg = background();
    await bg.addSecond();
    await bg.named();
    second.resetRequests();
    second.faults.set({ kind: 'latency', ms: LATE_MS * 3 });
    const jane = first.seed.customers[0]!;
    const answer = (await bg.search('jane'))!;
    expect(ok(answer.customers)!.map((c) => c.id)).toContain(jane.id);
    const loading = { status: 'loading' };
    expect(answer.more?.[0]).toMatchObject({ name: SECOND_NAME, results: { customers: loading, companies: loading, threads: loading } });
    // The box asks again until it is in: its one flight, no second set of requests.
    let again = answer;
    while (again.more?.[0]?.results.customers.status === 'loading') again = (await bg.search('jane'))!;
    expect(ok(again.more![0]!.results.customers)!.map((c) => c.id)).toContain(secondId(jane.id));
    expect(searchesAt(second)).toHaveLength(3);
  });

  it("one workspace rate limited: its own gate holds its next searches, the other's go out as ever", async () => {
    const bg = background();
    await bg.addSecond();
    await bg.named();
    second.faults.set({ kind: 'rate-limited', resetInSeconds: 60, times: 3 });
    const limited = (await bg.search('jane'))!;
    const failed = { status: 'failed', reason: 'rate-limited' };
    expect(limited.more?.[0]?.results).toMatchObject({ customers: failed, companies: failed, threads: failed });
    expect(ok(limited.customers)!.length).toBeGreaterThan(0);
    const asked = searchesAt(second).length;

    const next = (await bg.search('noor'))!;
    expect(ok(next.customers)!.length).toBeGreaterThan(0);
    expect(next.more?.[0]?.results.customers).toMatchObject({ status: 'failed', reason: 'rate-limited' });
    expect(searchesAt(first)).toHaveLength(6);
    expect(searchesAt(second)).toHaveLength(asked); // held by its own gate: nothing sent
  });

  it('with one workspace: one request set, and the answer as it always was (no `here`, no `more`)', async () => {
    const bg = background();
    const answer = (await bg.search('jane'))!;
    expect(ok(answer.customers)!.length).toBeGreaterThan(0);
    expect(Object.keys(answer).sort()).toEqual(['companies', 'customers', 'query', 'threads']);
    expect(searchesAt(first)).toHaveLength(3);
    expect(second.requests).toHaveLength(0);
  });

  it('a workspace switched off is not searched', async () => {
    const bg = background();
    await bg.addSecond({ on: false });
    expect(await bg.search('jane')).not.toHaveProperty('more');
    expect(second.requests).toHaveLength(0);
  });
});

describe("a company from another workspace's results", () => {
  it("lists its customers from that workspace, with that workspace's key; a workspace not on is asked nothing", async () => {
    const bg = background();
    const id = await bg.addSecond();
    await bg.named(); // its name read first: then no request there but the company's customers
    const answer = (await bg.search('kestrel labs'))!;
    const kestrel = ok(answer.more![0]!.results.companies)![0]!;
    first.resetRequests();
    second.resetRequests();

    const people = await bg.ask({ type: 'company-customers', box: 'b', companyId: kestrel.id, workspace: id });
    const ids = ok<Array<{ id: string }>>(people)!;
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((c) => c.id.startsWith('c_09'))).toBe(true);
    expect(first.requests).toHaveLength(0);
    expect(second.requests.map(operation)).toEqual(['companyCustomers']);
    expect(second.requests.every((r) => r.headers.authorization === `Bearer ${SECOND_KEY}`)).toBe(true);

    second.resetRequests();
    expect(await bg.ask({ type: 'company-customers', box: 'b', companyId: kestrel.id, workspace: 'wnotsaved01' })).toMatchObject({
      status: 'failed',
    });
    expect(first.requests).toHaveLength(0);
    expect(second.requests).toHaveLength(0);
  });

  it('a workspace id of the wrong shape is refused at the door', () => {
    const bg = background();
    expect(handleMessage({ type: 'company-customers', box: 'b', companyId: 'co_1', workspace: '../x' }, popup, bg.parts)).toBeUndefined();
    expect(
      handleMessage({ type: 'company-customers', box: 'b', companyId: 'co_1', workspace: 'wabcd1', x: 1 }, popup, bg.parts),
    ).toBeUndefined();
    expect(handleMessage({ type: 'search', box: 'b', query: 'jane', workspace: 'wabcd1' }, popup, bg.parts)).toBeUndefined();
  });
});
