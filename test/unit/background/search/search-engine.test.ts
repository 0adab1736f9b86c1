/**
 * The background's search through its door, the real local API behind it: three requests per
 * settled query, none for one character, an answer kept for the cache time, a box's superseded
 * request aborted, and what the key may not search said per kind while the rest still shows.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { startApiServer, type ApiServer } from '../../../../api/server';
import type { SearchAnswer } from '../../../../src/shared/contract/search';
import type { SessionArea } from '../../../../src/background/transport/session-cache';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts, contentSender } = await import('../../support/background-parts');

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());
beforeEach(() => {
  fakeBrowser.reset();
  api.resetRequests();
  api.faults.clear();
});

const SEARCHES = ['searchCustomers', 'searchCompanies', 'searchThreads', 'searchThreadsAndRef'];
const searches = () => api.requests.filter((r) => SEARCHES.includes((r.json as { operationName?: string })?.operationName ?? ''));
const parts = (apiKey = 'plainApiKey_demo_full', searchArea?: SessionArea) =>
  backgroundParts({ settings: async () => ({ apiKey, baseUrl: api.url, cacheTtlMinutes: 5 }), searchArea });
const popup: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/popup/popup.html' };
const ask = (ctx: ReturnType<typeof parts>, query: string, box = 'box-1') =>
  handleMessage({ type: 'search', box, query }, popup, ctx) as Promise<SearchAnswer | null>;
const ok = <T>(section: { status: string; data?: T }) => (section.status === 'ok' ? section.data! : null);

describe('search', () => {
  it('sends the three searches together once per query, best first; the same query again is kept', async () => {
    const ctx = parts();
    const answer = (await ask(ctx, 'noor'))!;
    expect(searches()).toHaveLength(3);
    const names = ok(answer.customers)!.map((c) => c.fullName);
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(names.every((n) => /noor/i.test(n))).toBe(true);
    expect(await ask(ctx, '  NOOR ')).toEqual(answer);
    expect(searches()).toHaveLength(3);
  });

  it('an answer outlives the worker: a new engine on the same storage.session answers without a request, the key not stored', async () => {
    const session = fakeBrowser.storage.session;
    const answer = (await ask(parts('plainApiKey_demo_full', session), 'noor'))!;
    expect(searches()).toHaveLength(3);
    const kept = async () => Object.keys(await session.get(null)).filter((k) => k.startsWith('search:'));
    await vi.waitFor(async () => expect(await kept()).toHaveLength(1));
    // The worker stopped and started again: everything in memory is new, storage.session is not.
    expect(await ask(parts('plainApiKey_demo_full', session), 'noor')).toEqual(answer);
    expect(searches()).toHaveLength(3);
    expect(JSON.stringify(await session.get(null))).not.toContain('plainApiKey_demo_full');
    // Kept per key: another key asks again.
    await ask(parts('plainApiKey_demo_customers_only', session), 'noor');
    expect(searches()).toHaveLength(6);
  });

  it('asks nothing for one character or a whole address', async () => {
    const ctx = parts();
    expect(await ask(ctx, 'n')).toBeNull();
    expect(await ask(ctx, 'jane.cooper@acme.io')).toBeNull();
    expect(searches()).toHaveLength(0);
  });

  it('a thread ref puts that thread first', async () => {
    const answer = (await ask(parts(), 'T-1042'))!;
    expect(ok(answer.threads)![0]!.ref).toBe('T-1042');
  });

  it("a box's newer query aborts the older one's requests; the older answers at once, failed", async () => {
    const ctx = parts();
    api.faults.set({ kind: 'latency', ms: 5000, times: 3 });
    const older = ask(ctx, 'no');
    await vi.waitFor(() => expect(searches()).toHaveLength(3));
    const newer = ask(ctx, 'noor');
    const superseded = (await older)!;
    expect(superseded.customers).toMatchObject({ status: 'failed' });
    expect(ok((await newer)!.customers)!.length).toBeGreaterThanOrEqual(2);
  });

  it("a query its box superseded while its reads were slower than the newer one's is never sent", async () => {
    // The older ask's first read answers last: it must not take the box back from the newer one.
    let reads = 0;
    const ctx = backgroundParts({
      settings: async () => {
        if (reads++ === 0) await new Promise((r) => setTimeout(r, 100));
        return { apiKey: 'plainApiKey_demo_full', baseUrl: api.url, cacheTtlMinutes: 5 };
      },
    });
    const older = ask(ctx, 'no');
    const newer = ask(ctx, 'noor');
    expect((await older)!.customers).toMatchObject({ status: 'failed' });
    expect(ok((await newer)!.customers)!.length).toBeGreaterThanOrEqual(2);
    expect(searches().map((r) => JSON.stringify(r.json))).not.toContainEqual(expect.stringContaining('"no"'));
    expect(searches()).toHaveLength(3);
  });

  it('the same query from another box is not aborted by this box moving on', async () => {
    const ctx = parts();
    api.faults.set({ kind: 'latency', ms: 300, times: 3 });
    const popupAsks = ask(ctx, 'kestrel', 'popup');
    const panelAsks = ask(ctx, 'kestrel', 'panel');
    await ask(ctx, 'k', 'popup');
    expect(ok((await panelAsks)!.companies)!.map((c) => c.name)).toContain('Kestrel Labs');
    await popupAsks;
    expect(searches()).toHaveLength(3);
  });

  it('a key without thread:read or company:read still finds customers, and says what it may not search', async () => {
    const answer = (await ask(parts('plainApiKey_demo_customers_only'), 'noor'))!;
    expect(ok(answer.customers)!.length).toBeGreaterThanOrEqual(2);
    expect(answer.companies).toEqual({ status: 'forbidden', permission: 'company:read' });
    expect(answer.threads).toEqual({ status: 'forbidden', permission: 'thread:read' });
  });

  it('a rate limit is said as the card says it, with when it ends', async () => {
    api.faults.set({ kind: 'rate-limited', resetInSeconds: 30, operations: ['searchCompanies'], times: 1 });
    const answer = (await ask(parts(), 'kestrel'))!;
    expect(answer.companies).toMatchObject({ status: 'failed', reason: 'rate-limited', rateLimitedUntil: expect.any(Number) });
    expect(ok(answer.threads)).not.toBeNull();
  });

  it('a company lists its customers; a content script may ask neither', async () => {
    const ctx = parts();
    const kestrel = ok((await ask(ctx, 'kestrel labs'))!.companies)![0]!;
    const people = (await handleMessage({ type: 'company-customers', box: 'b', companyId: kestrel.id }, popup, ctx)) as {
      status: string;
      data: unknown[];
    };
    expect(people.data.length).toBe(api.seed.customers.filter((c) => c.companyId === kestrel.id).length);
    expect(handleMessage({ type: 'search', box: 'b', query: 'noor' }, contentSender(), ctx)).toBeUndefined();
  });
});
