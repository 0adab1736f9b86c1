// Faults on demand: each kind over real HTTP, plus `times`, `key`,
// `latencyMs`, the admin endpoints, and hang + close().
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseFault, type Fault } from '../../../api/faults/faults.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { request } from '../support/documents.js';
import { admin, KEYS, lookup, post } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ rateLimit: { limit: 50, windowMs: 60_000 } });
});
afterAll(() => server.close());
beforeEach(() => {
  server.faults.clear();
  server.resetRequests();
});

const EMAIL = 'jane.cooper@acme.io';
const elapsed = async (fn: () => Promise<unknown>) => {
  const start = performance.now();
  await fn();
  return performance.now() - start;
};

describe('fault kinds', () => {
  it('latency delays a normal answer', async () => {
    server.faults.set({ kind: 'latency', ms: 150 });
    let res!: Response;
    expect(await elapsed(async () => (res = await lookup(server, EMAIL)))).toBeGreaterThanOrEqual(140);
    expect((await res.json()).data.customerByEmail.fullName).toBe('Jane Cooper');
  });

  it('status: JSON bodies per status, or an HTML page', async () => {
    const expected: Record<number, string> = {
      500: '{"errors":[{"message":"Internal server error","extensions":{"code":"INTERNAL_SERVER_ERROR"}}]}',
      401: '{"message":"Unauthorized"}',
    };
    for (const status of [401, 403, 500, 502, 503] as const) {
      server.faults.set({ kind: 'status', status });
      const res = await lookup(server, EMAIL);
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const text = await res.text();
      if (expected[status]) expect(text).toBe(expected[status]);
      else expect(JSON.parse(text).errors[0].extensions.code).toMatch(/^[A-Z_]+$/);
    }
    server.faults.set({ kind: 'status', status: 503, body: 'html' });
    const html = await lookup(server, EMAIL);
    expect(html.status).toBe(503);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await html.text()).toContain('503 Service Unavailable');
  });

  it('forbidden: the customer:read FORBIDDEN body at HTTP 200, 401 or 403', async () => {
    for (const status of [200, 401, 403] as const) {
      server.faults.set({ kind: 'forbidden', status });
      const res = await lookup(server, EMAIL);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({
        errors: [
          { message: 'Insufficient permissions, missing "customer:read".', path: ['customerByEmail'], extensions: { code: 'FORBIDDEN' } },
        ],
        data: { customerByEmail: null },
      });
    }
  });

  it('rate-limited: the exact 429 with headers, reset = now + resetInSeconds (default 2)', async () => {
    for (const [fault, seconds] of [
      [{ kind: 'rate-limited' }, 2],
      [{ kind: 'rate-limited', resetInSeconds: 30 }, 30],
    ] as const) {
      server.faults.set(fault);
      const sent = Date.now();
      const res = await lookup(server, EMAIL);
      expect(res.status).toBe(429);
      expect(await res.text()).toBe(
        '{"errors":[{"message":"Too Many Requests - Rate limit exceeded","extensions":{"code":"RATE_LIMITED"}}]}',
      );
      expect(res.headers.get('x-ratelimit-limit')).toBe('50');
      expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(res.headers.get('retry-after')).toBe(String(seconds));
      const reset = Date.parse(res.headers.get('x-ratelimit-reset')!) - sent;
      expect(reset).toBeGreaterThanOrEqual(seconds * 1000 - 50);
      expect(reset).toBeLessThan(seconds * 1000 + 1000);
    }
  });

  it('malformed: HTTP 200 application/json that is not JSON', async () => {
    server.faults.set({ kind: 'malformed' });
    const res = await lookup(server, EMAIL);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    await expect(res.json()).rejects.toThrow(SyntaxError);
  });

  it('html: HTTP 502 with an HTML error page', async () => {
    server.faults.set({ kind: 'html' });
    const res = await lookup(server, EMAIL);
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toMatch(/^<!DOCTYPE html>[\s\S]*502 Bad Gateway/);
  });

  it('no-data: HTTP 200 {}', async () => {
    server.faults.set({ kind: 'no-data' });
    const res = await lookup(server, EMAIL);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('{}');
  });

  it('hang: never answers, and close() still ends the socket promptly', async () => {
    const own = await startApiServer();
    own.faults.set({ kind: 'hang' });
    await expect(lookup(own, EMAIL, { signal: AbortSignal.timeout(200) })).rejects.toThrow(/abort|timeout/i);
    const pending = lookup(own, EMAIL);
    pending.catch(() => {}); // observed below
    while (own.requests.length < 2) await new Promise((r) => setTimeout(r, 5));
    expect(await elapsed(() => own.close())).toBeLessThan(1000);
    await expect(pending).rejects.toThrow();
  });
});

describe('held', () => {
  it('answers nothing until the fault is cleared, then answers as usual; a closing server ends it', async () => {
    const own = await startApiServer();
    own.faults.set({ kind: 'held', operations: ['customerByEmail'] });
    let answered = false;
    const held = lookup(own, EMAIL).then((res) => ((answered = true), res));
    while (own.requests.length < 1) await new Promise((r) => setTimeout(r, 5));
    // Another request (the fault's "operations" leave it alone) is answered meanwhile.
    const other = await post(own, { query: '{ myWorkspace { id } }' });
    expect(other.status).toBe(200);
    expect(answered).toBe(false);
    own.faults.clear();
    const res = await held;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { customerByEmail: unknown } }).data.customerByEmail).not.toBeNull();

    own.faults.set({ kind: 'held' });
    const pending = lookup(own, EMAIL);
    pending.catch(() => {}); // observed below
    while (own.requests.length < 3) await new Promise((r) => setTimeout(r, 5));
    expect(await elapsed(() => own.close())).toBeLessThan(1000);
    await expect(pending).rejects.toThrow();
  });
});

describe('common fault fields', () => {
  it('times: "500 then success", then the fault clears itself', async () => {
    server.faults.set({ kind: 'status', status: 500, times: 1 });
    expect(server.faults.current).toEqual({ kind: 'status', status: 500, times: 1 });
    expect((await lookup(server, EMAIL)).status).toBe(500);
    expect((await lookup(server, EMAIL)).status).toBe(200);
    expect(server.faults.current).toBeNull();
    server.faults.set({ kind: 'no-data', times: 2 });
    const texts = [];
    for (let i = 0; i < 3; i++) texts.push(await (await lookup(server, EMAIL)).text());
    expect(texts.map((t) => t === '{}')).toEqual([true, true, false]);
  });

  it('key: only requests with that bearer key', async () => {
    server.faults.set({ kind: 'status', status: 503, key: KEYS.noWorkspace });
    expect((await lookup(server, EMAIL)).status).toBe(200);
    expect((await lookup(server, EMAIL, { key: KEYS.noWorkspace })).status).toBe(503);
  });

  it('latencyMs: added on top of the fault', async () => {
    server.faults.set({ kind: 'status', status: 500, latencyMs: 150 });
    expect(await elapsed(() => lookup(server, EMAIL))).toBeGreaterThanOrEqual(140);
  });

  it('apply only after the method/content-type checks, and before auth', async () => {
    server.faults.set({ kind: 'status', status: 500, times: 1 });
    expect((await fetch(server.graphqlUrl)).status).toBe(405);
    expect((await lookup(server, EMAIL, { contentType: 'text/plain' })).status).toBe(415);
    expect((await fetch(`${server.url}/graphql/v1/schema.graphql`)).status).toBe(200);
    expect(server.faults.current).not.toBeNull(); // nothing above used it up
    expect((await lookup(server, EMAIL, { key: null })).status).toBe(500);
  });

  it('the startApiServer latencyMs option delays every GraphQL request and survives clear()', async () => {
    const own = await startApiServer({ latencyMs: 120 });
    try {
      own.faults.clear();
      expect(await elapsed(() => lookup(own, EMAIL))).toBeGreaterThanOrEqual(110);
      expect(own.faults.baseLatencyMs).toBe(120);
    } finally {
      await own.close();
    }
  });

  it('invalid faults are rejected with a reason', () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ kind: 'explode' }, /kind must be one of/],
      [{ kind: 'status', status: 404 }, /fault\.status/],
      [{ kind: 'status' }, /needs a valid "status"/],
      [{ kind: 'forbidden', status: 500 }, /fault\.status/],
      [{ kind: 'latency' }, /needs a valid "ms"/],
      [{ kind: 'hang', time: 1 }, /unknown field "time"/],
      [{ kind: 'hang', times: 0 }, /fault\.times/],
      [{ kind: 'rate-limited', resetInSeconds: -1 }, /resetInSeconds/],
      [[], /JSON object/],
    ];
    for (const [input, message] of bad) expect(() => parseFault(input)).toThrow(message);
    expect(() => server.faults.set({ kind: 'nope' } as unknown as Fault)).toThrow(TypeError);
  });
});

describe('admin endpoints', () => {
  it('POST/GET/DELETE /__admin/faults switch the same faults as server.faults', async () => {
    const set = await admin(server, 'POST', 'faults', { kind: 'status', status: 502, times: 1 });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ fault: { kind: 'status', status: 502, times: 1 } });
    expect(server.faults.current).toEqual({ kind: 'status', status: 502, times: 1 });
    expect(await (await admin(server, 'GET', 'faults')).json()).toEqual({ fault: { kind: 'status', status: 502, times: 1 } });
    // A new POST replaces the current fault.
    await admin(server, 'POST', 'faults', { kind: 'no-data' });
    expect(server.faults.current).toEqual({ kind: 'no-data' });
    expect((await admin(server, 'DELETE', 'faults')).status).toBe(204);
    expect(server.faults.current).toBeNull();
    const invalid = await admin(server, 'POST', 'faults', { kind: 'status', status: 418 });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
    expect((await admin(server, 'PUT', 'faults')).status).toBe(405);
  });

  it('GET/DELETE /__admin/requests expose and clear the log, without logging themselves', async () => {
    await post(server, request('connectionCheck'));
    const res = await admin(server, 'GET', 'requests');
    const log = await res.json();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ method: 'POST', path: '/graphql/v1', json: request('connectionCheck') });
    expect(typeof log[0].time).toBe('string');
    expect((await admin(server, 'DELETE', 'requests')).status).toBe(204);
    expect(server.requests).toHaveLength(0);
    expect(await (await admin(server, 'GET', 'requests')).json()).toEqual([]);
  });
});
