/** Acting from the card: where an address stands inside a line of text, and the API's writes. */
import { buildSchema, parse, validate } from 'graphql';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { ApiServer } from '../../../api/server';

/**
 * Run in the page (any driver's `evaluate`): the centre of `wanted` where it first
 * stands in the body's text, in the top viewport; null where it is not on the page.
 */
export function textCentreInPage(wanted: string): { x: number; y: number } | null {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const at = n.data.indexOf(wanted);
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(n, at);
    range.setEnd(n, at + wanted.length);
    const r = range.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }
  return null;
}

/** The centre of `text` where it first stands in a Playwright page's body, in the top viewport. */
export async function textPoint(page: Page, text: string): Promise<{ x: number; y: number }> {
  const point = await page.evaluate(textCentreInPage, text);
  if (!point) throw new Error(`"${text}" is not on the page`);
  return point;
}

/** Rests the pointer on `text` in a Playwright page, as an agent would, coming from outside any card (driver/target.ts has it for a driver's tab). */
export async function pointAt(page: Page, text: string): Promise<void> {
  await page.mouse.move(1, 1);
  const { x, y } = await textPoint(page, text);
  await page.mouse.move(x - 3, y, { steps: 2 });
  await page.mouse.move(x, y);
}

export const operationsSent = (api: ApiServer, name: string) =>
  api.requests.filter((r) => (r.json as { operationName?: string } | undefined)?.operationName === name);

export const writesSent = (api: ApiServer) => [...operationsSent(api, 'upsertCustomer'), ...operationsSent(api, 'createThread')];

const published = buildSchema(readFileSync('test/fixtures/plain-schema.graphql', 'utf8'));

/** The GraphQL errors of a recorded request's document against Plain's published schema (none: valid). */
export function publishedErrors(body: unknown): string[] {
  const query = (body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') return ['no query'];
  return validate(published, parse(query)).map((e) => e.message);
}

/** The customers the local API holds for an address (one, after however many writes), all pages read. */
export async function customersWith(api: ApiServer, email: string): Promise<number> {
  let after: string | null = null;
  let count = 0;
  for (let page = 0; page < 20; page += 1) {
    const res: Response = await fetch(`${api.url}/graphql/v1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer plainApiKey_demo_full' },
      body: JSON.stringify({
        query:
          'query all($after: String) { customers(first: 100, after: $after) { edges { node { email { email } } } pageInfo { hasNextPage endCursor } } }',
        variables: { after },
      }),
    });
    type Page = { edges: Array<{ node: { email: { email: string } } }>; pageInfo: { hasNextPage: boolean; endCursor: string } };
    const customers: Page = ((await res.json()) as { data: { customers: Page } }).data.customers;
    count += customers.edges.filter((e) => e.node.email.email === email).length;
    if (!customers.pageInfo.hasNextPage) return count;
    after = customers.pageInfo.endCursor;
  }
  throw new Error('more customers than expected');
}
