/**
 * The options page's key field in real Chromium (issue: "A new agent's first day", 7): a key
 * pasted with `Bearer ` or quotes is saved as the key alone and works; a key with a line break
 * inside is refused with the reason beside the field, and the saved key stays; a key the service
 * rejects is said plainly beside the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { axeViolations } from './support/axe';
import { waitUntil } from '../support/wait-until';
import { configure, openOptions, popupUrl, startStack, waitForWorkspaceRead, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => stack?.shutdown());

const options = () => openOptions(stack);

/** Puts text into the key field through the browser's own editing, as a paste does. */
async function pasteKey(page: Page, text: string): Promise<void> {
  const field = page.getByLabel('API key');
  await field.fill('');
  await field.focus();
  await page.keyboard.insertText(text);
}

async function storedKey(): Promise<unknown> {
  const worker = stack.context.serviceWorkers()[0] ?? stack.worker;
  return worker.evaluate(async () => (await (globalThis as any).chrome.storage.local.get('apiKey')).apiKey);
}

/** Looks a seeded customer up from the popup's box, as an agent would. */
async function lookUpFromPopup(index: number): Promise<void> {
  const popup = await stack.context.newPage();
  await popup.goto(popupUrl(stack));
  const customer = stack.api.seed.customers[index]!;
  await popup.getByLabel('Look up an e-mail').fill(customer.email);
  await popup.getByRole('button', { name: 'Look up', exact: true }).click();
  await popup.locator('main > article[data-state="found"]').getByText(customer.fullName).waitFor();
  await popup.close();
}

describe('the key field', () => {
  it.each([
    // Each looks up a customer of its own, so no answer comes from the cache.
    ['Bearer-prefixed', `Bearer ${DEMO_API_KEY}`, DEMO_API_KEY, 0],
    ['quoted', ` "plainApiKey_demo_customers_only" `, 'plainApiKey_demo_customers_only', 1],
  ])('a %s key is saved as the key alone, and looks customers up', async (_, pasted, key, customer) => {
    await configure(stack, null);
    const page = await options();
    await page.getByLabel('API base URL').fill(stack.api.url);
    await pasteKey(page, pasted);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved, without the “Bearer ” or quotes around the key').waitFor();
    expect(await storedKey()).toBe(key);
    await waitForWorkspaceRead(stack, key);
    await page.getByTestId('workspace-status').getByText(`Workspace: ${stack.api.seed.workspace.name}`).waitFor();
    stack.api.resetRequests();
    await lookUpFromPopup(customer);
    const sent = stack.api.requests.filter((r) => r.path === '/graphql/v1').map((r) => r.headers.authorization);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set([`Bearer ${key}`]));
    await page.close();
  });

  it('a key with a line break inside is refused, with the reason beside it; the saved key stays', async () => {
    await configure(stack, DEMO_API_KEY);
    const page = await options();
    await pasteKey(page, 'plainApiKey_demo\n_customers_only');
    await page.getByRole('button', { name: 'Save' }).click();
    const problem = page.getByTestId('key-problem');
    await problem.getByText('there is a space or line break inside this key').waitFor();
    expect(await page.getByLabel('API key').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('API key').getAttribute('aria-describedby')).toContain('api-key-problem');
    expect(await storedKey()).toBe(DEMO_API_KEY);
    // The saved key's last characters come with the settings, which the page reads as it opens.
    await waitUntil(
      async () => /full$/.test((await page.getByLabel('API key').getAttribute('placeholder')) ?? ''),
      10_000,
      'the placeholder naming the saved key',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('a key the service rejects is said plainly beside the key field', async () => {
    await configure(stack, DEMO_API_KEY);
    const page = await options();
    await page.getByTestId('workspace-status').getByText(`Workspace: ${stack.api.seed.workspace.name}`).waitFor();
    expect(await page.getByTestId('key-rejected').count()).toBe(0);
    // Any key the local API does not know is answered 401 (api/README.md).
    await pasteKey(page, 'plainApiKey_revoked_last_week');
    await page.getByRole('button', { name: 'Save' }).click();
    const rejected = page.getByTestId('key-rejected');
    await rejected.waitFor();
    expect(await rejected.innerText()).toBe('Rejected by the service: nothing will work until the key is replaced. Enter a new key here.');
    expect(await rejected.getAttribute('role')).toBe('alert');
    // Beside the key, before the base URL: the first thing read after the field.
    const order = await page.evaluate(() => {
      const at = (s: string) => document.querySelector(s)!;
      const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return (
        follows(at('#api-key'), at('[data-testid="key-rejected"]')) && follows(at('[data-testid="key-rejected"]'), at('#api-base-url'))
      );
    });
    expect(order).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // A good key again: the rejection goes.
    await pasteKey(page, DEMO_API_KEY);
    await page.getByRole('button', { name: 'Save' }).click();
    await rejected.waitFor({ state: 'detached' });
    await page.close();
  });
});
