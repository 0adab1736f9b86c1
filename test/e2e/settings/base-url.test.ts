/**
 * The API base URL as agents paste it, in real Chromium: Plain's documented endpoint
 * (`…/graphql/v1`) is saved, and shown, as the base URL before it; and a saved base URL where
 * something other than the API answers says so ("looks wrong") on Test connection and on the card,
 * instead of "Unexpected answer from the service".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { DEFAULT_BASE_URL } from '../../../src/shared/settings/settings';
import { cardText, hoverCard } from '../support/card';
import { configure, openDemo, optionsUrl, startStack, type Stack } from '../support/stack';

const LOOKS_WRONG = 'The API base URL looks wrong: what answered there is not the API';

let stack: Stack;
beforeAll(async () => (stack = await startStack()));
afterAll(async () => stack?.shutdown());

/**
 * The options page once it has read the settings (the cache time, empty until then, is filled)
 * and shows `baseUrl` in its field.
 */
async function options(baseUrl: string): Promise<Page> {
  const page = await stack.context.newPage();
  await page.goto(optionsUrl(stack));
  await page.waitForFunction((url) => {
    const value = (id: string) => (document.getElementById(id) as HTMLInputElement | null)?.value;
    return value('cache-ttl') !== '' && value('api-base-url') === url;
  }, baseUrl);
  return page;
}

const storedBaseUrl = () =>
  stack.worker.evaluate(async () => ((await (globalThis as any).chrome.storage.local.get('baseUrl')) as { baseUrl?: string }).baseUrl);

async function testConnection(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Test connection' }).click();
  await page.locator('.connection p').first().waitFor();
  return (await page.locator('.connection').innerText()).replace(/\s+/g, ' ').trim();
}

describe('the API base URL', () => {
  it.each(['/graphql/v1', '/graphql/v1/', '/graphql/v1/schema.graphql'])(
    'pasted with %s: saved and shown without it, and it connects',
    async (tail) => {
      await configure(stack, null);
      const page = await options((await storedBaseUrl()) ?? DEFAULT_BASE_URL);
      await page.getByLabel('API key').fill(DEMO_API_KEY);
      await page.getByLabel('API base URL').fill(`${stack.api.url}${tail}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved', { exact: true }).waitFor();
      expect(await page.getByLabel('API base URL').inputValue()).toBe(stack.api.url);
      expect(await storedBaseUrl()).toBe(stack.api.url);

      stack.api.resetRequests();
      expect(await testConnection(page)).toContain(`Connected to ${stack.api.seed.workspace.name}`);
      const paths = stack.api.requests.map((r) => r.path);
      expect(paths).toContain('/graphql/v1');
      expect(paths.filter((p) => p !== '/graphql/v1')).toEqual([]); // never /graphql/v1/graphql/v1
      await page.close();
      // Coming back, the page shows what was saved.
      await (await options(stack.api.url)).close();
    },
  );

  it.each([
    ['the endpoint saved as the base URL (404 at /graphql/v1/graphql/v1)', () => `${stack.api.url}/graphql/v1`],
    ['a web server that takes no POST (405)', () => stack.demoUrl],
  ])('%s: Test connection and the card say the base URL looks wrong', async (_, wrong) => {
    await configure(stack, DEMO_API_KEY, wrong());
    const page = await options(wrong());
    expect(await testConnection(page)).toBe(LOOKS_WRONG);
    await page.close();

    const demo = await openDemo(stack);
    const devon = stack.api.seed.customers[1]!;
    const cell = demo.getByTestId('customer-email').filter({ hasText: devon.email });
    const card = await hoverCard(demo, cell, devon.email, 'wrong-base-url');
    expect(await cardText(card)).toContain(LOOKS_WRONG);
    await demo.close();
  });

  it('a garbled answer from the API itself is still an unexpected answer', async () => {
    await configure(stack, DEMO_API_KEY);
    stack.api.faults.set({ kind: 'malformed' });
    try {
      const page = await options(stack.api.url);
      expect(await testConnection(page)).toBe('Unexpected answer from the service');
      await page.close();
    } finally {
      stack.api.faults.clear();
    }
  });
});
