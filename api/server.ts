// The local API: a real HTTP server keeping the contract of Plain's GraphQL
// API (POST /graphql/v1), for demos and tests. See api/README.md.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ADMIN_PATHS, handleAdmin } from './faults/admin.js';
import { FaultController, operationNameOf } from './faults/faults.js';
import { runGraphQL, schemaText } from './graphql.js';
import * as h from './http.js';
import { DEFAULT_RATE_LIMIT, FixedWindowRateLimiter, RATE_LIMITED_BODY, rateLimitHeaders, type RateLimitOptions } from './rate-limit.js';
import { recordRequest, type RecordedRequest } from './faults/request-log.js';
import { loadSeed, type Seed } from './seed/seed.js';
import { machineUserOfKey } from './resolvers/actor.js';
import { createTimelineStore } from './timeline/store.js';

export { DEMO_API_KEY } from './seed/seed.js';
export type { Fault } from './faults/faults.js';
export type { RecordedRequest } from './faults/request-log.js';
export { FaultController } from './faults/faults.js';

export const GRAPHQL_PATH = '/graphql/v1';
export const SCHEMA_PATH = '/graphql/v1/schema.graphql';

export interface ApiServerOptions {
  /** 0 (the default here) picks a free port; the CLI defaults to 4010. */
  port?: number;
  /** Default 127.0.0.1. Admin endpoints exist only on loopback addresses. */
  host?: string;
  /** Seed JSON file; default api/seed/seed.json. */
  dataFile?: string;
  /** Per key, fixed window; default 600 requests per 60 s. */
  rateLimit?: RateLimitOptions;
  /** Constant latency added to every POST /graphql/v1 (kept by faults.clear()). */
  latencyMs?: number;
}

export interface ApiServer {
  /** Base URL, e.g. http://127.0.0.1:43123 */
  readonly url: string;
  /** url + /graphql/v1 */
  readonly graphqlUrl: string;
  readonly port: number;
  /** Every non-admin request, oldest first. The same array for the server's life. */
  readonly requests: RecordedRequest[];
  readonly faults: FaultController;
  readonly seed: Seed;
  /** Whether /__admin/* is served (loopback binds only). */
  readonly adminEnabled: boolean;
  resetRequests(): void;
  /** Stops listening and ends every open socket, hung requests included. */
  close(): Promise<void>;
}

export async function startApiServer(opts: ApiServerOptions = {}): Promise<ApiServer> {
  const seed = loadSeed(opts.dataFile);
  const limiter = new FixedWindowRateLimiter(opts.rateLimit ?? DEFAULT_RATE_LIMIT);
  const faults = new FaultController(opts.latencyMs ?? 0);
  const requests: RecordedRequest[] = [];
  const cardAsks = new Map<string, number>();
  const timeline = createTimelineStore();
  const shutdown = new AbortController();
  let adminEnabled = false;

  const resetRequests = () => void (requests.length = 0);

  async function graphqlRoute(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    if (req.method !== 'POST') {
      return h.sendJson(res, 405, h.errorBody('Method Not Allowed', 'METHOD_NOT_ALLOWED'), { allow: 'POST' });
    }
    if (!h.isJsonContentType(req.headers['content-type'])) {
      return h.sendJson(res, 415, h.errorBody('Content-Type must be application/json', 'UNSUPPORTED_MEDIA_TYPE'));
    }
    const key = h.bearerKey(req.headers.authorization);
    const action = faults.take(key, limiter.options.limit, operationNameOf(body));
    if (action.delayMs > 0) await sleep(action.delayMs, undefined, { signal: shutdown.signal });
    if (action.type === 'hang') return; // never answered; close() destroys the socket
    if (action.type === 'held') {
      // Until the test clears the fault; a server closing meanwhile answers nothing.
      const closed = new Promise<'closed'>((r) => shutdown.signal.addEventListener('abort', () => r('closed'), { once: true }));
      if ((await Promise.race([action.released, closed])) === 'closed') return;
    }
    if (action.type === 'respond') return h.send(res, action.status, action.body, action.contentType, action.headers);
    const reply = await answer(key, body);
    // The request ran in full (a mutation wrote); only its answer is lost. close() ends the socket.
    if (action.type === 'drop-answer') return;
    h.sendJson(res, reply.status, reply.body, reply.headers);
  }

  /** Auth, rate limit, JSON and GraphQL: what a request gets once no fault stopped it. */
  async function answer(key: string | undefined, body: string): Promise<{ status: number; body: unknown; headers?: h.Headers }> {
    // Auth comes before the body is even parsed, as at a real API gateway.
    const permissions = key === undefined ? undefined : seed.permissionsFor(key);
    if (key === undefined || !permissions) return { status: 401, body: h.UNAUTHORIZED_BODY };

    const state = limiter.hit(key);
    const headers = rateLimitHeaders(state);
    if (!state.allowed) return { status: 429, body: RATE_LIMITED_BODY, headers };

    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch (err) {
      return { status: 400, body: h.errorBody(`Malformed JSON body: ${(err as Error).message}`, 'BAD_REQUEST'), headers };
    }
    return { ...(await runGraphQL(parsed, { seed, permissions, cardAsks, timeline, actor: machineUserOfKey(seed, key) })), headers };
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const isAdmin = adminEnabled && ADMIN_PATHS.has(path);
    let body: string;
    try {
      body = await h.readBody(req);
    } catch (err) {
      if (err instanceof h.BodyTooLargeError)
        h.sendJson(res, 413, h.errorBody('Request body too large', 'PAYLOAD_TOO_LARGE'), { connection: 'close' });
      return;
    }
    if (!isAdmin) requests.push(recordRequest(req, path, body));

    const known = path === GRAPHQL_PATH || path === SCHEMA_PATH || isAdmin;
    const preflight =
      method === 'OPTIONS' && req.headers.origin !== undefined && req.headers['access-control-request-method'] !== undefined;
    if (known && preflight) return h.sendEmpty(res, 204, h.PREFLIGHT_HEADERS);
    if (isAdmin) return handleAdmin(method, path, body, res, { faults, requests, resetRequests });
    if (path === GRAPHQL_PATH) return graphqlRoute(req, res, body);
    if (path === SCHEMA_PATH) {
      if (method !== 'GET') return h.sendJson(res, 405, h.errorBody('Method Not Allowed', 'METHOD_NOT_ALLOWED'), { allow: 'GET' });
      return h.send(res, 200, schemaText, 'text/plain; charset=utf-8');
    }
    h.sendJson(res, 404, h.errorBody(`Not Found: ${method} ${path}`, 'NOT_FOUND'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (shutdown.signal.aborted) return void res.destroy(); // closing: drop delayed requests
      console.error('[customer-lens api] unexpected error', err);
      h.sendJson(res, 500, h.errorBody('Internal server error', 'INTERNAL_SERVER_ERROR'));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, opts.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  adminEnabled = h.isLoopback(address.address);
  const base = h.baseUrl(address.address, address.port);

  let closing: Promise<void> | undefined;
  return {
    url: base,
    graphqlUrl: base + GRAPHQL_PATH,
    port: address.port,
    requests,
    faults,
    seed,
    adminEnabled,
    resetRequests,
    close: () =>
      (closing ??= new Promise<void>((resolve) => {
        shutdown.abort(); // wakes requests sleeping in a latency fault
        server.close(() => resolve());
        server.closeAllConnections(); // keep-alive and hung sockets
      })),
  };
}
