// The HTTP contract of the local API, over real HTTP (see api/README.md).
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { EXTENSION, request } from '../support/documents.js';
import { KEYS, lookup, post } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(() => server.resetRequests());

/** Any request the server answers: the extension's own first one for a new key. */
const CONNECTION_CHECK = request('connectionCheck');

const FORBIDDEN_CUSTOMER = {
  errors: [
    {
      message: 'Insufficient permissions, missing "customer:read".',
      locations: [{ line: 2, column: 3 }],
      path: ['customerByEmail'],
      extensions: { code: 'FORBIDDEN' },
    },
  ],
  data: { customerByEmail: null },
};

describe('POST /graphql/v1: customerByEmail', () => {
  it("finds a customer case-insensitively and trimmed, in Plain's shape", async () => {
    const res = await lookup(server, '  Jane.COOPER@Acme.IO ');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = await res.json();
    const jane = server.seed.customers[0]!;
    expect(body).toEqual({ data: { customerByEmail: { id: jane.id, fullName: 'Jane Cooper', updatedAt: { iso8601: jane.updatedAt } } } });
  });

  it('returns null for an unknown e-mail', async () => {
    const res = await lookup(server, 'nobody@nowhere.example');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { customerByEmail: null } });
  });

  it('answers FORBIDDEN at HTTP 200 without customer:read', async () => {
    const res = await lookup(server, 'jane.cooper@acme.io', { key: KEYS.noCustomerRead });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(FORBIDDEN_CUSTOMER);
  });

  it('honours operationName and variables', async () => {
    // Two of the extension's operations in one document: the one named runs.
    const query = `${EXTENSION.connectionCheck}\n${EXTENSION.customerByEmail}`;
    const res = await post(server, { query, operationName: 'customerByEmail', variables: { email: 'devon.lane@globex.com' } });
    expect((await res.json()).data.customerByEmail).toMatchObject({ fullName: 'Devon Lane' });
    const missing = await post(server, { query, operationName: 'notInTheDocument' });
    expect(missing.status).toBe(400);
    const noVar = await post(server, request('customerByEmail'));
    expect(noVar.status).toBe(400);
    expect((await noVar.json()).errors[0].message).toMatch(/\$email/);
  });
});

describe('POST /graphql/v1: myPermissions and myWorkspace', () => {
  it("myPermissions returns the key's permissions and needs none", async () => {
    for (const [key, perms] of [
      [KEYS.customersOnly, ['customer:read', 'workspace:read']],
      [KEYS.noCustomerRead, ['workspace:read']],
    ] as const) {
      const res = await post(server, CONNECTION_CHECK, { key });
      expect((await res.json()).data.myPermissions).toEqual({ permissions: perms });
    }
  });

  it('myWorkspace returns the workspace, or FORBIDDEN without workspace:read', async () => {
    const { id, name, domainNames } = server.seed.workspace;
    expect((await (await post(server, CONNECTION_CHECK)).json()).data.myWorkspace).toEqual({ id, name, domainNames });
    const res = await post(server, CONNECTION_CHECK, { key: KEYS.noWorkspace });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: 'Insufficient permissions, missing "workspace:read".',
          locations: [{ line: 5, column: 3 }],
          path: ['myWorkspace'],
          extensions: { code: 'FORBIDDEN' },
        },
      ],
      data: { myPermissions: { permissions: server.seed.permissionsFor(KEYS.noWorkspace) }, myWorkspace: null },
    });
  });
});

describe('HTTP rules', () => {
  it('405 with Allow: POST for other methods on /graphql/v1', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await fetch(server.graphqlUrl, { method });
      expect(res.status, method).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('204 with permissive CORS headers for a preflight', async () => {
    const res = await fetch(server.graphqlUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'chrome-extension://abc',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('authorization, content-type');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('415 unless Content-Type is application/json (charset allowed)', async () => {
    const body = CONNECTION_CHECK;
    expect((await post(server, body, { contentType: 'text/plain' })).status).toBe(415);
    expect((await post(server, body, { contentType: 'application/graphql' })).status).toBe(415);
    expect((await post(server, body, { contentType: null })).status).toBe(415);
    expect((await post(server, body, { contentType: 'application/json; charset=utf-8' })).status).toBe(200);
    expect((await post(server, body, { contentType: 'Application/JSON' })).status).toBe(200);
  });

  it('400 BAD_REQUEST for malformed JSON or a body without a string query', async () => {
    const listForVariables = JSON.stringify({ ...CONNECTION_CHECK, variables: [1] });
    for (const raw of ['{"query": ', '[]', '"x"', '{}', '{"query": 42}', listForVariables]) {
      const res = await post(server, raw);
      expect(res.status, raw).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/json');
      const body = await res.json();
      expect(body).toEqual({ errors: [{ message: expect.any(String), extensions: { code: 'BAD_REQUEST' } }] });
    }
  });

  it('401 with exactly {"message":"Unauthorized"} for missing, non-Bearer or unknown keys, before any GraphQL', async () => {
    const invalidQuery = { query: '{ nope }' }; // foreign on purpose: would be a 400 if GraphQL ran
    for (const opts of [
      { key: null },
      { authorization: `Basic ${KEYS.full}` },
      { authorization: 'Bearer' },
      { key: 'plainApiKey_wrong' },
    ]) {
      const res = await post(server, invalidQuery, opts);
      expect(res.status).toBe(401);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(res.headers.get('x-ratelimit-limit')).toBeNull();
      expect(await res.text()).toBe('{"message":"Unauthorized"}');
    }
  });

  it('400 GRAPHQL_VALIDATION_FAILED / GRAPHQL_PARSE_FAILED for bad queries', async () => {
    // Documents the extension never sends, on purpose: a field the type lacks, a mutation the
    // schema lacks, a document cut off.
    const invalid = await post(server, { query: '{ customerByEmail(email: "a@b.c") { id nickname } }' });
    expect(invalid.status).toBe(400);
    const body = await invalid.json();
    expect(body.errors[0]).toMatchObject({
      message: expect.stringContaining('nickname'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(body.data).toBeUndefined();
    const mutation = await post(server, { query: 'mutation { x }' });
    expect(mutation.status).toBe(400);
    expect((await mutation.json()).errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const syntax = await post(server, { query: '{ customerByEmail(' });
    expect(syntax.status).toBe(400);
    expect((await syntax.json()).errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('GET /graphql/v1/schema.graphql serves the schema text without auth', async () => {
    const res = await fetch(`${server.url}/graphql/v1/schema.graphql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe(readFileSync(new URL('../../../api/schema/schema.graphql', import.meta.url), 'utf8'));
  });

  it('404 JSON for anything else', async () => {
    for (const path of ['/', '/graphql', '/graphql/v2', '/graphql/v1/']) {
      const res = await fetch(server.url + path, { method: 'POST' });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect((await res.json()).errors[0].extensions.code).toBe('NOT_FOUND');
    }
  });
});

describe('request log', () => {
  it('records method, path, lower-cased headers, raw and parsed body, time', async () => {
    const before = Date.now();
    await post(server, CONNECTION_CHECK);
    await fetch(`${server.url}/graphql/v1/schema.graphql?x=1`, { headers: { 'X-Custom': 'Yes' } });
    await post(server, '{oops');
    const [first, second, third] = server.requests;
    expect(server.requests).toHaveLength(3);
    expect(first).toMatchObject({ method: 'POST', path: '/graphql/v1', body: JSON.stringify(CONNECTION_CHECK), json: CONNECTION_CHECK });
    expect(first!.headers.authorization).toBe(`Bearer ${KEYS.full}`);
    expect(first!.headers['content-type']).toBe('application/json');
    expect(Date.parse(first!.time)).toBeGreaterThanOrEqual(before - 5);
    expect(second).toMatchObject({ method: 'GET', path: '/graphql/v1/schema.graphql', url: '/graphql/v1/schema.graphql?x=1', body: '' });
    expect(second!.headers['x-custom']).toBe('Yes');
    expect(second).not.toHaveProperty('json');
    expect(third).toMatchObject({ body: '{oops' });
    expect(third).not.toHaveProperty('json');
    server.resetRequests();
    expect(server.requests).toHaveLength(0);
  });
});

describe('rate limiting', () => {
  it('every authorized response carries x-ratelimit-* headers', async () => {
    const own = await startApiServer({ rateLimit: { limit: 600, windowMs: 60_000 } });
    try {
      const start = Date.now();
      const a = await lookup(own, 'jane.cooper@acme.io');
      const b = await post(own, '{bad json');
      expect(a.headers.get('x-ratelimit-limit')).toBe('600');
      expect(a.headers.get('x-ratelimit-remaining')).toBe('599');
      expect(b.headers.get('x-ratelimit-remaining')).toBe('598');
      const reset = a.headers.get('x-ratelimit-reset')!;
      expect(new Date(Date.parse(reset)).toISOString()).toBe(reset);
      expect(Date.parse(reset) - start).toBeGreaterThan(59_000);
      expect(Date.parse(reset) - start).toBeLessThan(61_000);
    } finally {
      await own.close();
    }
  });

  it('answers a real 429 per key once the limit is used up, then resets', async () => {
    const own = await startApiServer({ rateLimit: { limit: 2, windowMs: 400 } });
    try {
      expect((await lookup(own, 'a@b.c')).status).toBe(200);
      expect((await lookup(own, 'a@b.c')).headers.get('x-ratelimit-remaining')).toBe('0');
      const limited = await lookup(own, 'a@b.c');
      expect(limited.status).toBe(429);
      expect(await limited.text()).toBe(
        '{"errors":[{"message":"Too Many Requests - Rate limit exceeded","extensions":{"code":"RATE_LIMITED"}}]}',
      );
      expect(limited.headers.get('content-type')).toBe('application/json');
      expect(limited.headers.get('x-ratelimit-limit')).toBe('2');
      expect(limited.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(Date.parse(limited.headers.get('x-ratelimit-reset')!)).toBeGreaterThan(Date.now() - 50);
      expect(limited.headers.get('retry-after')).toBe('1');
      // Another key has its own window.
      expect((await lookup(own, 'a@b.c', { key: KEYS.noWorkspace })).status).toBe(200);
      await new Promise((r) => setTimeout(r, 450));
      expect((await lookup(own, 'a@b.c')).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('binding', () => {
  it('serves /__admin only on loopback addresses', async () => {
    expect(server.adminEnabled).toBe(true);
    expect((await fetch(`${server.url}/__admin/requests`)).status).toBe(200);
    const wide = await startApiServer({ host: '0.0.0.0' });
    try {
      expect(wide.adminEnabled).toBe(false);
      expect((await fetch(`${wide.url}/__admin/requests`)).status).toBe(404);
      expect((await fetch(`${wide.url}/__admin/faults`, { method: 'POST', body: '{"kind":"hang"}' })).status).toBe(404);
      expect(wide.faults.current).toBeNull();
    } finally {
      await wide.close();
    }
  });
});
