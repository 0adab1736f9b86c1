// The three context operations exactly as the extension sends them (documents.ts), for the
// api/*.test.ts files that check the context over real HTTP.
import type { ApiServer } from '../../../api/server.js';
import { request } from './documents.js';
import { post } from './http.js';

export type ContextOperation = 'customerContext' | 'customerOpenThreads' | 'customerCards';

/** Sends one context operation for a customer; returns the HTTP status and parsed body. */
export async function ask(server: ApiServer, operationName: ContextOperation, customerId: string, key?: string) {
  const res = await post(server, request(operationName, { customerId }), { key });
  return { status: res.status, body: await res.json() };
}

/** The seed customer with this e-mail (the fixtures the brief names). */
export function customerId(server: ApiServer, email: string): string {
  const found = server.seed.customerByEmail(email);
  if (!found) throw new Error(`no seed customer ${email}`);
  return found.id;
}
