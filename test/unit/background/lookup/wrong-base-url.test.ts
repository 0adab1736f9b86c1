/**
 * A saved base URL that leads somewhere other than the API says so ("the API base URL looks
 * wrong"), over real HTTP: no endpoint there (404, 405) or a web page where the API's JSON should
 * be. A garbled answer from what is evidently the API stays "unexpected answer".
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../../api/server';
import { createApiClient } from '../../../../src/background/transport/api-client';
import { checkConnection } from '../../../../src/background/workspace/connection-check';
import { engineFor, finalOf } from '../../support/engine';

const FULL = 'plainApiKey_demo_full';
const JANE = 'jane.cooper@acme.io';
const PAGE = '<!DOCTYPE html><html><head><title>Plain</title></head><body>app</body></html>';

let api: ApiServer;
let site: Server;
let siteUrl: string;
/** What the other site answers every request with: status, content type, body. */
let answer: [number, string, string];

beforeAll(async () => {
  api = await startApiServer();
  site = createServer((req, res) => {
    req.resume();
    res.writeHead(answer[0], { 'content-type': answer[1] }).end(answer[2]);
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await api.close();
  await new Promise((r) => site.close(r));
});
beforeEach(() => api.faults.clear());

const lookup = async (baseUrl: string) => finalOf(await engineFor({ apiKey: FULL, baseUrl }).states(JANE));

describe('the base URL looks wrong', () => {
  it('the endpoint path saved as part of the base URL (requests go to /graphql/v1/graphql/v1)', async () => {
    api.resetRequests();
    expect(await lookup(`${api.url}/graphql/v1`)).toEqual({ kind: 'wrong-base-url' });
    expect(api.requests.map((r) => r.path)).toEqual(['/graphql/v1/graphql/v1']); // not retried
    const tested = await checkConnection(createApiClient(`${api.url}/graphql/v1`, FULL), new URL(api.url).host);
    expect(tested).toEqual({ kind: 'failed', state: { kind: 'wrong-base-url' } });
  });

  it.each([
    ['a web page at 200 (a single-page app answers every path)', [200, 'text/html; charset=utf-8', PAGE]],
    ['a web page without a content type', [200, 'application/octet-stream', `\n  ${PAGE}`]],
    ['a 404 page', [404, 'text/html', PAGE]],
    ['a 404 in JSON', [404, 'application/json', '{"message":"Not Found"}']],
    ['a 405 (the site takes no POST)', [405, 'application/json', '{"error":"method not allowed"}']],
  ] as const)('%s', async (_, reply) => {
    answer = [...reply];
    expect(await lookup(siteUrl)).toEqual({ kind: 'wrong-base-url' });
  });
});

describe('still an unexpected answer from the API', () => {
  it.each(['malformed', 'no-data'] as const)('a %s body from the endpoint', async (kind) => {
    api.faults.set({ kind });
    expect(await lookup(api.url)).toEqual({ kind: 'bad-response' });
  });

  it('an HTML error page at 403 (a gateway refusing, not a missing endpoint)', async () => {
    api.faults.set({ kind: 'status', status: 403, body: 'html' });
    expect(await lookup(api.url)).toEqual({ kind: 'bad-response' });
  });

  it('JSON of the wrong shape at 200 from another server', async () => {
    answer = [200, 'application/json', '{"data":{"customerByEmail":{"id":1}}}'];
    expect(await lookup(siteUrl)).toEqual({ kind: 'bad-response' });
  });
});
