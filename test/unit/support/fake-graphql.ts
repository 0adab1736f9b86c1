/**
 * A fake fetch for the GraphQL endpoint: each operation (by operationName) is answered by its
 * handler, with answers shaped like Plain's published schema. Records every request body.
 */
import { createApiClient } from '../../../src/background/transport/api-client';

export type Answer = { status?: number; body: unknown } | 'network-error';
export type Handler = (variables: Record<string, unknown>, count: number) => Answer;

export interface FakeGraphql {
  fetch: typeof fetch;
  handlers: Map<string, Handler>;
  sent: Array<{ operationName: string; variables: Record<string, unknown>; query: string }>;
  count(operationName: string): number;
  client(): ReturnType<typeof createApiClient>;
}

export function fakeGraphql(handlers: Record<string, Handler>): FakeGraphql {
  const fake: FakeGraphql = {
    handlers: new Map(Object.entries(handlers)),
    sent: [],
    count: (name) => fake.sent.filter((s) => s.operationName === name).length,
    fetch: async (_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(init?.body as string) as FakeGraphql['sent'][number];
      fake.sent.push(body);
      const handler = fake.handlers.get(body.operationName);
      const answer: Answer = handler
        ? handler(body.variables, fake.count(body.operationName))
        : { status: 400, body: { errors: [{ message: 'unknown operation' }] } };
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
    },
    client: () => createApiClient('https://api.test', 'key', fake.fetch),
  };
  return fake;
}

export const ok = (data: unknown, errors?: unknown[]): Answer => ({ body: errors ? { data, errors } : { data } });
export const serverError: Answer = { status: 503, body: { errors: [{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } };
export const forbidden = (path: Array<string | number>, permission?: string) => ({
  message: permission ? `Insufficient permissions, missing "${permission}".` : 'Insufficient permissions.',
  path,
  extensions: { code: 'FORBIDDEN' },
});
