// Shared by the api/*.test.ts files: tiny wrappers over global fetch so each
// test reads as "send this, expect that" against a real server.
import type { ApiServer } from '../../../api/server.js';
import { request } from './documents.js';

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
