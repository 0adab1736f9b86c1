// The writes as the extension sends them (documents.ts), and a sender that first proves each
// request (document AND variables) valid against Plain's published schema: what works here must
// work at Plain. What the extension does not select (a thread's status, a customer's short name)
// the tests read from the server's own records (`server.seed`).
import { readFileSync } from 'node:fs';
import { buildSchema, getOperationAST, getVariableValues, parse, validate } from 'graphql';
import { expect } from 'vitest';
import type { ApiServer } from '../../../api/server.js';
import { EXTENSION, request, type ExtensionOperation } from './documents.js';
import { post } from './http.js';

const published = buildSchema(readFileSync(new URL('../../fixtures/plain-schema.graphql', import.meta.url), 'utf8'));

export type Operation = ExtensionOperation;

/** Fails the test unless Plain itself would accept this request. */
export function expectValidAtPlain(query: string, variables: Record<string, unknown> = {}): void {
  const document = parse(query);
  expect(validate(published, document).map((e) => e.message)).toEqual([]);
  const operation = getOperationAST(document)!;
  const coerced = getVariableValues(published, operation.variableDefinitions ?? [], variables);
  expect('errors' in coerced ? coerced.errors!.map((e) => e.message) : []).toEqual([]);
}

/** Sends one of the operations above (checked against Plain first); status and parsed body. */
export async function send(server: ApiServer, operationName: Operation, variables: Record<string, unknown>, key?: string) {
  expectValidAtPlain(EXTENSION[operationName], variables);
  const res = await post(server, request(operationName, variables), { key });
  return { status: res.status, body: await res.json() };
}

let n = 0;
/** A new address per call: a server keeps what it was told to create. */
export const freshEmail = (name = 'new.person') => `${name}${(n += 1)}.${Date.now()}@kestrel-labs.io`;

/** The upsert the extension sends for an address nobody has yet (onUpdate empty: "leave them as they are"). */
export const upsertInput = (email: string, fullName = 'Noor Haddad', more: Record<string, unknown> = {}) => ({
  input: { identifier: { emailAddress: email }, onCreate: { fullName, email: { email, isVerified: false }, ...more }, onUpdate: {} },
});

export const upsert = (server: ApiServer, variables: object, key?: string) =>
  send(server, 'upsertCustomer', variables as Record<string, unknown>, key).then((r) => r.body.data.upsertCustomer);

export const createThread = (server: ApiServer, input: Record<string, unknown>, key?: string) =>
  send(server, 'createThread', { input }, key).then((r) => r.body.data.createThread);
