/**
 * Settings survive an extension reload (an update, or the agent pressing Reload in
 * about:debugging): in Firefox, `runtime.reload()` stops the extension and starts it again in the
 * same profile. The content script comes back on the support site and a hover shows the
 * customer, fetched with the saved key from the saved base URL. (After the reload no extension
 * page can be opened from the test: Firefox lets automation navigate only to pages the extension
 * opened itself, so the settings are read back through the card.)
 *
 * In Firefox because Chromium 156 leaves an extension loaded with --load-extension unloaded after
 * `runtime.reload()`, and its DevTools protocol offers no reload from a page session.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import { configureThroughOptions, hoverCard, openDemo, startFirefoxStack, waitForValue, waitUntil, type FirefoxStack } from './support';

let stack: FirefoxStack;
beforeAll(async () => (stack = await startFirefoxStack()));
afterAll(async () => stack?.shutdown());

/** Settings as the extension reads them, from one of its own pages (before the reload). */
function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => (globalThis as any).browser.storage.local.get(['apiKey', 'baseUrl']));
}

it('keeps the key and base URL across runtime.reload(), and the card works after it', async () => {
  await configureThroughOptions(stack, DEMO_API_KEY);
  expect(await storedSettings(stack.options)).toEqual({ apiKey: DEMO_API_KEY, baseUrl: stack.api.url });

  // The call itself may not get to answer: the reload tears its page down, which is how the test
  // knows it happened (the old page's browsing context is gone).
  const blank = await stack.browser.newPage(); // keeps a window open
  await stack.options.evaluate(() => void setTimeout(() => (globalThis as any).browser.runtime.reload(), 0));
  await waitUntil(
    async () => (await stack.options.evaluate(() => 1).catch((e: unknown) => String(e))) !== 1,
    10_000,
    'the old options page torn down by the reload',
  );

  stack.api.resetRequests();
  const page = await openDemo(stack);
  // The extension is back: its content script, in this page opened after the reload, has drawn
  // its underline's layer (our host element, which the page can see, not what is inside it).
  await waitForValue(page, () => document.querySelector('customer-lens-card') !== null, 15_000);
  const jane = stack.api.seed.customers[0]!;
  const card = await hoverCard(stack, page, jane.email);
  // Found, so the key and base URL read after the reload are the saved ones: the request went to
  // the saved base URL with the saved key.
  expect(card.state).toBe('found');
  expect(card.name).toBe(jane.fullName);
  expect(stack.api.requests.length).toBeGreaterThanOrEqual(1);
  expect(stack.api.requests.every((r) => r.headers.authorization === `Bearer ${DEMO_API_KEY}`)).toBe(true);
  await page.close();
  await blank.close();
});
