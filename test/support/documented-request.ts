/**
 * The one request the API documents for a lookup, checked the same way in unit tests and in
 * both browsers: POST {base}/graphql/v1, JSON, the bearer key, and exactly query, variables and
 * operationName, with the documented operation.
 */
import { parse, print } from 'graphql';
import { expect } from 'vitest';
import type { RecordedRequest } from '../../api/server';

export const DOCUMENTED_QUERY =
  'query customerByEmail($email: String!) { customerByEmail(email: $email) { id fullName updatedAt { iso8601 } } }';

/** What a found customer's card asks for after the lookup: never part of the lookup itself. */
export const CONTEXT_OPERATIONS = ['customerContext', 'customerOpenThreads', 'customerCards'];

const operationOf = (r: RecordedRequest) => (r.json as { operationName?: unknown } | undefined)?.operationName;

/** Exactly one documented lookup among the requests; anything else sent must be a context operation. */
export function expectOneDocumentedLookup(requests: readonly RecordedRequest[], apiKey: string, email: string): void {
  const all = requests.filter((r) => r.path === '/graphql/v1');
  const sent = all.filter((r) => !CONTEXT_OPERATIONS.includes(operationOf(r) as string));
  // Context operations are named by their own operationName, so none can hide a second lookup.
  for (const other of all.filter((r) => !sent.includes(r)))
    expect((other.json as { query: string }).query).not.toContain('customerByEmail');
  expect(sent).toHaveLength(1);
  const req = sent[0]!;
  expect(req.method).toBe('POST');
  expect(req.headers['content-type']).toMatch(/^application\/json\b/);
  expect(req.headers.authorization).toBe(`Bearer ${apiKey}`);
  const body = req.json as { query: string; variables: unknown; operationName: string };
  expect(Object.keys(body).sort()).toEqual(['operationName', 'query', 'variables']);
  expect(body.operationName).toBe('customerByEmail');
  expect(body.variables).toEqual({ email });
  expect(print(parse(body.query))).toBe(print(parse(DOCUMENTED_QUERY)));
}

/** The addresses looked up (documented lookups only), in the order they were asked for. */
export function lookedUpEmails(requests: readonly RecordedRequest[]): Array<string | undefined> {
  return requests
    .filter((r) => r.path === '/graphql/v1' && operationOf(r) === 'customerByEmail')
    .map((r) => (r.json as { variables?: { email?: string } }).variables?.email);
}
