/**
 * The popup's search in real Chromium, over the local API's seed: names, companies, threads and
 * refs found; the keyboard alone opens a customer, a click another; one character asks nothing;
 * a word typed at a person's pace costs at most two request sets; a key without thread:read
 * still finds customers and says what it cannot search.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { configure, popupUrl, startStack, type Stack } from './support/stack';
import { waitUntil } from '../support/wait-until';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.shutdown());
beforeEach(async () => {
  await configure(stack, DEMO_API_KEY);
  stack.api.faults.clear();
  stack.api.resetRequests();
});

type Sent = { operationName?: string; variables?: Record<string, unknown> };
const sent = (operation: string) => stack.api.requests.map((r) => r.json as Sent).filter((j) => j?.operationName === operation);

async function popup(): Promise<Page> {
  const page = await stack.context.newPage();
  await page.goto(popupUrl(stack));
  await page.locator('#lookup-email:focus').waitFor();
  return page;
}

/** The names listed under a kind, once the list for `query` is shown. */
async function listed(page: Page, kind: 'customer' | 'company' | 'thread'): Promise<string[]> {
  await page.locator(`[data-hit="${kind}"]`).first().waitFor({ timeout: 15_000 });
  return page.locator(`[data-hit="${kind}"] .hit-name`).allInnerTexts();
}

describe('the popup search', () => {
  it('part of a name lists every customer of that name; the keyboard alone opens the first', async () => {
    const page = await popup();
    await page.keyboard.type('noor');
    const names = await listed(page, 'customer');
    const expected = stack.api.seed.customers.filter((c) => /noor/i.test(c.fullName) || /noor/i.test(c.email)).map((c) => c.fullName);
    expect(names.sort()).toEqual(expected.sort());
    const first = await page.locator('[data-hit="customer"] .hit-name').first().innerText();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('main > article[data-state="found"] .name', { hasText: first }).waitFor({ timeout: 15_000 });
    await page.close();
  });

  it("a click opens another customer's card", async () => {
    const page = await popup();
    await page.keyboard.type('noor');
    const second = page.locator('[data-hit="customer"]').nth(1);
    await second.waitFor({ timeout: 15_000 });
    const name = await second.locator('.hit-name').innerText();
    await second.click();
    await page.locator('main > article[data-state="found"] .name', { hasText: name }).waitFor({ timeout: 15_000 });
    await page.close();
  });

  it("words of a thread's title, and its ref, find the thread (the ref's first)", async () => {
    const page = await popup();
    await page.keyboard.type('customs');
    expect((await listed(page, 'thread')).every((t) => /customs/i.test(t))).toBe(true);
    await page.locator('#lookup-email').fill('T-1042');
    await waitUntil(
      async () =>
        (await page
          .locator('[data-hit="thread"] .hit-ref')
          .first()
          .innerText()
          .catch(() => '')) === 'T-1042',
      15_000,
      'T-1042 first',
    );
    await page.close();
  });

  it("part of a company's name finds it, and opening it lists its customers", async () => {
    const page = await popup();
    await page.keyboard.type('kestrel l');
    expect(await listed(page, 'company')).toContain('Kestrel Labs');
    await page.locator('[data-hit="company"]', { hasText: 'Kestrel Labs' }).click();
    const kestrel = stack.api.seed.companies.find((c) => c.name === 'Kestrel Labs')!;
    const people = stack.api.seed.customers.filter((c) => c.companyId === kestrel.id).map((c) => c.fullName);
    await page.locator('.search-company').waitFor();
    expect((await listed(page, 'customer')).sort()).toEqual(people.sort());
    await page.close();
  });

  it("one character asks nothing; a word at a person's pace sends at most two request sets", async () => {
    const page = await popup();
    await page.keyboard.type('k');
    await page.keyboard.type('estrel', { delay: 120 });
    await listed(page, 'company');
    const terms = sent('searchCompanies').map((j) => j.variables?.term);
    expect(terms).not.toContain('k');
    expect(terms.length).toBeGreaterThanOrEqual(1);
    expect(terms.length).toBeLessThanOrEqual(2);
    expect(sent('searchCustomers').length).toBe(terms.length);
    await page.close();
  });

  it('a slow answer to an earlier query never replaces a faster later one', async () => {
    const page = await popup();
    const SEARCHES = ['searchCustomers', 'searchCompanies', 'searchThreads'];
    // The first set ("no") and the test's own witness below are slow; "noor" after them is not.
    stack.api.faults.set({ kind: 'latency', ms: 2500, times: 4, operations: SEARCHES });
    await page.keyboard.type('no');
    await waitUntil(() => SEARCHES.every((op) => sent(op).length === 1), 10_000, 'the first set sent');
    // Sent after the slow set with the same delay, so it is answered after them: once it is in,
    // whatever the slow set would bring has come.
    const witness = fetch(stack.api.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${DEMO_API_KEY}` },
      body: JSON.stringify({
        operationName: 'searchCustomers',
        query: 'query searchCustomers { searchCustomers(searchQuery: { or: [] }) { edges { cursor } } }',
      }),
    });
    await waitUntil(() => sent('searchCustomers').length === 2, 10_000, 'the witness sent');
    await page.keyboard.type('or');
    const noor = (await listed(page, 'customer')).sort();
    expect(noor.every((n) => /noor/i.test(n))).toBe(true);
    await witness;
    expect((await page.locator('[data-hit="customer"] .hit-name').allInnerTexts()).sort()).toEqual(noor);
    await page.close();
  });

  it('a key without thread:read still finds customers and says what it cannot search', async () => {
    await configure(stack, 'plainApiKey_demo_customers_only');
    const page = await popup();
    await page.keyboard.type('noor');
    expect((await listed(page, 'customer')).length).toBeGreaterThanOrEqual(2);
    expect(await page.locator('[data-problem="thread"]').innerText()).toMatch(/thread:read/);
    expect(await page.locator('[data-problem="company"]').innerText()).toMatch(/company:read/);
    await page.close();
  });
});
