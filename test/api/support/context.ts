// The three context operations exactly as the extension sends them: the typed documents of
// src/shared/operations-context.ts, printed (fragments included), so the api/*.test.ts files
// that check the context over real HTTP cannot drift from what the extension asks for.
import { print } from 'graphql';
import {
  CUSTOMER_CARDS as CARDS_DOCUMENT,
  CUSTOMER_CONTEXT as CONTEXT_DOCUMENT,
  CUSTOMER_OPEN_THREADS as OPEN_THREADS_DOCUMENT,
} from '../../../src/shared/operations-context';
import type { ApiServer } from '../../../api/server.js';
import { post } from './http.js';

export const CUSTOMER_CONTEXT = print(CONTEXT_DOCUMENT);
export const CUSTOMER_OPEN_THREADS = print(OPEN_THREADS_DOCUMENT);
export const CUSTOMER_CARDS = print(CARDS_DOCUMENT);

const OPERATIONS = { customerContext: CUSTOMER_CONTEXT, customerOpenThreads: CUSTOMER_OPEN_THREADS, customerCards: CUSTOMER_CARDS };
export type ContextOperation = keyof typeof OPERATIONS;

/** Sends one context operation for a customer; returns the HTTP status and parsed body. */
export async function ask(server: ApiServer, operationName: ContextOperation, customerId: string, key?: string) {
  const res = await post(server, { query: OPERATIONS[operationName], operationName, variables: { customerId } }, { key });
  return { status: res.status, body: await res.json() };
}

/** The seed customer with this e-mail (the fixtures the brief names). */
export function customerId(server: ApiServer, email: string): string {
  const found = server.seed.customerByEmail(email);
  if (!found) throw new Error(`no seed customer ${email}`);
  return found.id;
}
