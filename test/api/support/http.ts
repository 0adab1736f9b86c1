// Shared by the api/*.test.ts files: tiny wrappers over global fetch so each
// test reads as "send this, expect that" against a real server.
import type { ApiServer } from '../../../api/server.js';
import { request } from './documents.js';
import { waitUntil } from '../../support/wait-until.js';

export const KEYS = {
  full: 'plainApiKey_demo_full',
  customersOnly: 'plainApiKey_demo_customers_only',
  noCustomerRead: 'plainApiKey_demo_no_customer_read',
  noWorkspace: 'plainApiKey_demo_no_workspace',
  noThreadCreate: 'plainApiKey_demo_no_thread_create',
  noCustomerEventCreate: 'plainApiKey_demo_no_customer_event_create',
} as const;

export interface PostOptions {
  key?: string | null; // null: no Authorization header
  authorization?: string; // raw header, wins over key
  contentType?: string | null;
  method?: string;
  signal?: AbortSignal;
}

/** POSTs a raw body (string) or a JSON body to /graphql/v1. */
export function post(server: ApiServer, body: unknown, opts: PostOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (opts.contentType !== null) headers['content-type'] = opts.contentType ?? 'application/json';
  const key = opts.key === undefined ? KEYS.full : opts.key;
  if (opts.authorization !== undefined) headers.authorization = opts.authorization;
  else if (key !== null) headers.authorization = `Bearer ${key}`;
  return fetch(server.graphqlUrl, {
    method: opts.method ?? 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    signal: opts.signal,
  });
}

/** The extension's lookup: its customerByEmail, as it sends it. */
export const lookup = (server: ApiServer, email: string, opts?: PostOptions) => post(server, request('customerByEmail', { email }), opts);

export function admin(server: ApiServer, method: string, path: 'faults' | 'requests', body?: unknown): Promise<Response> {
  return fetch(`${server.url}/__admin/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A request whose answer never comes (drop-answer, hang): sent, then given up by the client once
 * the server has it. Not after a fixed time: on a busy machine that time can pass before the
 * request arrives, and then the server never runs it. Resolves with the client's error.
 */
export async function postAndGiveUp(server: ApiServer, body: { operationName: string }): Promise<unknown> {
  const arrived = () =>
    server.requests.filter((r) => (r.json as { operationName?: string } | undefined)?.operationName === body.operationName);
  const before = arrived().length;
  const giveUp = new AbortController();
  const sent = post(server, body, { signal: giveUp.signal }).then(
    () => new Error('answered'),
    (err: unknown) => err,
  );
  await waitUntil(() => arrived().length > before, 10_000, `${body.operationName} at the server`);
  giveUp.abort();
  return sent;
}
