/**
 * The whole path in real Chromium: set up on the options page, hover an address on the demo
 * support page, see the customer, and the local API saw exactly the documented request.
 */
import { RELATIVE_PAST } from '../support/relative-time';
import { expectOneDocumentedLookup } from '../support/documented-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../api/server';
import { cardFrame, cardText, hoverCard, isCardVisible } from './support/card';
import { waitUntil } from '../support/wait-until';
import { configure, openDemo, optionsUrl, startStack, waitForWorkspaceRead, type Stack } from './support/stack';
import { waitForUnderlined } from './support/where';

let stack: Stack;
beforeAll(async () => (stack = await startStack()));
afterAll(async () => stack?.shutdown());

const emailCell = (page: import('playwright-core').Page, email: string) =>
  page.getByTestId('customer-email').filter({ hasText: email }).first();

describe('Customer Lens in Chromium', () => {
  it('saves key and base URL, hovers an address, shows the customer; the API saw the documented request', async () => {
    const options = await stack.context.newPage();
    await options.goto(optionsUrl(stack));
    await options.getByLabel('API key').fill(DEMO_API_KEY);
    await options.getByLabel('API base URL').fill(stack.api.url);
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText('Saved', { exact: true }).waitFor();
    await options.close();
    // The new key's workspace is read once now (one request): not this lookup's to count.
    await waitForWorkspaceRead(stack, DEMO_API_KEY);
    stack.api.resetRequests();

    const page = await openDemo(stack);
    const jane = stack.api.seed.customers[0]!;
    // The first row renders jane.cooper@<mark>acme</mark>.io: split by markup, found whole.
    const card = await hoverCard(page, emailCell(page, jane.email), jane.email);
    expect(await card.getAttribute('data-state')).toBe('found');
    expect(await card.locator('.name').innerText()).toBe(jane.fullName);
    expect(await card.locator('.id').innerText()).toBe(jane.id);
    // The basic card's time (the customer's story below it has times of its own).
    expect(await card.locator('time').first().getAttribute('datetime')).toBe(jane.updatedAt);
    expect(await card.locator('time').first().innerText()).toMatch(RELATIVE_PAST);

    // The same card for an agent whose system is dark (the demo page itself stays light); the
    // README's pictures of the card are made by scripts/screenshots.ts, with its whole story.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await cardFrame(page)!.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
    expect(await isCardVisible(page)).toBe(true);
    await page.emulateMedia({ colorScheme: null });

    expectOneDocumentedLookup(stack.api.requests, DEMO_API_KEY, jane.email);
    await page.close();
  });

  it('finds addresses split by <wbr> and <span>, and rows added later', async () => {
    await configure(stack, DEMO_API_KEY);
    const page = await openDemo(stack);
    for (const c of stack.api.seed.customers.slice(1, 3)) {
      const card = await hoverCard(page, emailCell(page, c.email), c.email);
      expect(await card.locator('.name').innerText()).toBe(c.fullName);
    }
    const rows = await page.getByTestId('thread-row').count();
    await page.getByTestId('simulate-new-thread').click();
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="thread-row"]').length > n, rows);
    const newest = page.getByTestId('thread-row').first().getByTestId('customer-email');
    const email = (await newest.innerText()).trim();
    // The new row, at the top, is underlined (the underline holds the addresses near the viewport).
    await waitForUnderlined(page, page, email);
    const card = await hoverCard(page, newest, email);
    expect(await card.getAttribute('data-state')).toBe('found');
    await page.close();
  });

  const failures: Array<[string, () => Promise<void>, string]> = [
    ['no customer (null)', () => configure(stack, DEMO_API_KEY), 'No customer with this e-mail'],
    ['a rejected key (401)', () => configure(stack, 'plainApiKey_not_a_real_key'), 'The API key was rejected'],
    ['a key without customer:read', () => configure(stack, 'plainApiKey_demo_no_customer_read'), 'This key lacks the customer:read permission'],
    ['the API unreachable', () => configure(stack, DEMO_API_KEY, 'http://127.0.0.1:9'), "Can't reach 127.0.0.1:9"],
    ['no key saved', () => configure(stack, null), 'Add your API key'],
  ];
  it('a card left open follows a change of settings; a rejected key offers the options page too', async () => {
    await configure(stack, 'plainApiKey_not_a_real_key');
    const page = await openDemo(stack);
    const email = stack.api.seed.customers[4]!.email;
    const card = await hoverCard(page, emailCell(page, email), email, 'unauthorized');
    await card.getByRole('button', { name: 'Open options' }).waitFor();
    await configure(stack, null);
    await cardFrame(page)!.locator('article[data-state="no-key"]').waitFor({ timeout: 10_000 });
    // Pinned, as an agent who clicked the address would have it, then away to the options page.
    await emailCell(page, email).click();
    // The options tab the button brings: a new one, or (runtime.openOptionsPage's own rule) the
    // one already open, brought to the front. Either way the agent is on the options page.
    await cardFrame(page)!.getByRole('button', { name: 'Open options' }).click();
    let options: import('playwright-core').Page | undefined;
    await waitUntil(async () => {
      options = stack.context.pages().find((p) => p.url().includes('/src/ui/options/options.html'));
      return options !== undefined && (await options.evaluate(() => document.visibilityState === 'visible').catch(() => false));
    }, 10_000);
    await options!.getByLabel('API key').waitFor();
    await options!.getByLabel('API key').fill(DEMO_API_KEY);
    await options!.getByLabel('API base URL').fill(stack.api.url);
    await options!.getByRole('button', { name: 'Save' }).click();
    await options!.getByText('Saved', { exact: true }).waitFor();
    await options!.close();
    // Back on the page, with no new hover: the open card now shows the customer.
    const found = cardFrame(page)!.locator('article[data-state="found"]', { has: cardFrame(page)!.locator('.email', { hasText: email }) });
    await found.waitFor({ timeout: 10_000 });
    expect(await isCardVisible(page)).toBe(true);
    await page.close();
  });

  for (const [name, setUp, message] of failures) {
    it(`shows its own message for ${name}`, async () => {
      await setUp();
      const page = await openDemo(stack);
      const email = name.includes('null') ? 'nobody.known@example.org' : stack.api.seed.customers[3]!.email;
      const card = await hoverCard(page, emailCell(page, email), email);
      expect(await cardText(card)).toContain(message);
      await page.close();
    });
  }
});
