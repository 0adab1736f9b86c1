/**
 * Every row of the state table in real Chromium, produced by the local API's faults; after each
 * fault clears, the next hover gives the card (no state sticks).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY, type Fault } from '../../../api/server';
import { cardFrame, cardText, closeCard, hoverCard } from '../support/card';
import { waitUntil } from '../../support/wait-until';
import { configure, openDemo, startStack, type Stack } from '../support/stack';

let stack: Stack;
let page: Page;
let unused: string[] = [];

beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  page = await openDemo(stack);
  const shown = await page.getByTestId('customer-email').allInnerTexts();
  const known = new Set(stack.api.seed.customers.map((c) => c.email));
  unused = shown
    .map((s) => s.trim())
    .filter((e) => known.has(e))
    .slice(4); // the first rows belong to other tests
});
afterAll(async () => stack?.shutdown());
beforeEach(() => stack.api.faults.clear());

/** A customer not looked up before in this browser, so nothing comes from the cache. */
function freshEmail(): string {
  const email = unused.shift();
  if (!email) throw new Error('ran out of customers on the demo page');
  return email;
}
const cell = (email: string) => page.getByTestId('customer-email').filter({ hasText: email }).first();

const rows: Array<[string, Fault, string]> = [
  ['FORBIDDEN at HTTP 401', { kind: 'forbidden', status: 401 }, 'This key lacks the customer:read permission'],
  ['FORBIDDEN at HTTP 403', { kind: 'forbidden', status: 403 }, 'This key lacks the customer:read permission'],
  ['HTTP 401', { kind: 'status', status: 401 }, 'The API key was rejected'],
  ['HTTP 500 every time', { kind: 'status', status: 500 }, 'The service had an error'],
  ['HTTP 502', { kind: 'status', status: 502 }, 'The service had an error'],
  ['an HTML error page', { kind: 'html' }, 'The service had an error'],
  ['a malformed body', { kind: 'malformed' }, 'Unexpected answer from the service'],
  ['valid JSON that is not a GraphQL result', { kind: 'no-data' }, 'Unexpected answer from the service'],
];

describe('each fault has its own state, and none sticks', () => {
  for (const [name, fault, message] of rows) {
    it(name, async () => {
      stack.api.faults.set(fault);
      const email = freshEmail();
      expect(await cardText(await hoverCard(page, cell(email), email))).toContain(message);
      stack.api.faults.clear();
      await hoverCard(page, cell(email), email, 'found');
    });
  }

  it('HTTP 500 then success: retried behind the scenes, the card arrives', async () => {
    stack.api.faults.set({ kind: 'status', status: 500, times: 1 });
    const email = freshEmail();
    const card = await hoverCard(page, cell(email), email);
    expect(await card.getAttribute('data-state')).toBe('found');
  });

  it('HTTP 429: says when it will retry, then retries once at the reset and shows the card', async () => {
    stack.api.faults.set({ kind: 'rate-limited', resetInSeconds: 2, times: 1 });
    const email = freshEmail();
    const limited = await hoverCard(page, cell(email), email);
    expect(await cardText(limited)).toMatch(/Rate limited; retrying at \d{1,2}:\d{2}:\d{2}/);
    const frame = page.frames().find((f) => f.url().includes('card.html'))!;
    await frame.locator('article[data-state="found"]').waitFor({ timeout: 10_000 });
  });

  it('a key just saved: the card says "Looking up…" at once, and its lookup waits for the key\'s workspace read alone', async () => {
    // The workspace read held by the local API until the test lets it go.
    stack.api.faults.set({ kind: 'held', operations: ['connectionCheck'] });
    stack.api.resetRequests();
    const worker = stack.context.serviceWorkers()[0] ?? stack.worker;
    await worker.evaluate((key) => (globalThis as any).chrome.storage.local.set({ apiKey: key }), 'plainApiKey_demo_no_thread_create');
    const email = freshEmail();
    await hoverCard(page, cell(email), email, 'loading');
    // Until the read is in, a new key's domains may make this a colleague's, who is never looked up.
    const asked = (op: string) => stack.api.requests.findIndex((r) => (r.json as any)?.operationName === op);
    expect(asked('customerByEmail')).toBe(-1);
    const heldUntil = stack.api.requests.length;
    stack.api.faults.clear();
    await hoverCard(page, cell(email), email, 'found');
    expect(asked('customerByEmail')).toBeGreaterThanOrEqual(heldUntil);
    // The customer's story is asked after the card shows: all in before the next test's fault
    // (its requests share the background's in-flight limit, so they may leave late).
    const card = cardFrame(page)!;
    await card.locator('.context[data-drawn="all"]').waitFor({ timeout: 15_000 });
    await waitUntil(async () => (await card.locator('[data-status="loading"], [data-card-state="loading"]').count()) === 0, 15_000);
    stack.api.faults.clear();
    await closeCard(page); // an open card would ask again, and its request could meet the next fault
    await configure(stack, DEMO_API_KEY);
  });

  it('no answer in 10 s: "The service did not answer", then the next hover works', async () => {
    stack.api.faults.set({ kind: 'hang', times: 1 });
    const email = freshEmail();
    const started = Date.now();
    expect(await cardText(await hoverCard(page, cell(email), email))).toContain('The service did not answer');
    expect(Date.now() - started).toBeGreaterThan(9_000);
    await hoverCard(page, cell(email), email, 'found');
  });
});
