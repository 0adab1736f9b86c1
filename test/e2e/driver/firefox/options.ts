/**
 * The extension's options page in Firefox, the one way in to the extension there: the driver
 * types settings into it as an agent would, and asks the extension from it. BiDi reaches no
 * `moz-extension://` document but those in tabs, and this is the one the extension opened itself.
 */
import type { Page } from 'puppeteer-core';
import { waitUntil } from '../../../support/wait-until';
import type { FirefoxStack } from './launch';
import { buttonNamed, byLabel, replaceText } from './input';
import { waitForValue } from './wait';

/** A fresh copy of the options page, as an agent coming back to it would see it. */
export async function reloadOptions(page: Page): Promise<void> {
  const before = await page.evaluate(() => performance.timeOrigin);
  // The evaluation may lose its realm as the page unloads; that is the point.
  await page.evaluate(() => location.reload()).catch(() => undefined);
  await waitUntil(
    async () => (await page.evaluate(() => performance.timeOrigin).catch(() => before)) !== before,
    10_000,
    'options page reload',
  );
}

/**
 * Types the key and base URL into the options page and presses Save, as an agent would; returns
 * once the page says "Saved". The page is reloaded first, so "Saved" can only be this save's.
 */
export async function saveThroughOptions(stack: FirefoxStack, apiKey: string, baseUrl = stack.api.url): Promise<void> {
  const page = stack.options;
  await reloadOptions(page);
  // The form fills itself from storage once loaded; type only after that, or it would type over us.
  const key = await byLabel(page, 'API key');
  // The cache field is empty until the background's summary of the settings has come.
  await waitUntil(
    async () => (await key.evaluate((el) => (el.ownerDocument.getElementById('cache-ttl') as HTMLInputElement | null)?.value ?? '')) !== '',
    5_000,
    'the options page filled from storage',
  );
  await replaceText(page, key, apiKey);
  await replaceText(page, await byLabel(page, 'API base URL'), baseUrl);
  await (await buttonNamed(page, 'Save')).click();
  // "Saved", or the page's own reason why not (which the test then shows).
  const outcome = await waitForValue(
    page,
    () => {
      const saved = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.trim() === 'Saved');
      // Not the line on the key in force (a rejected one): it stays until the new key is read.
      return saved ? 'Saved' : document.querySelector('[role="alert"]:not([data-testid="key-rejected"])')?.textContent?.trim();
    },
    10_000,
  );
  const said = await outcome.jsonValue();
  if (said !== 'Saved') throw new Error(`the options page did not save: ${said}`);
}

/**
 * As `saveThroughOptions`, then until the page, opened again, shows what was saved, and the
 * background has read the workspace for it. `savedAs` is the base URL the page should show
 * afterwards (it normalises what was typed).
 */
export async function configureThroughOptions(
  stack: FirefoxStack,
  apiKey: string,
  baseUrl = stack.api.url,
  savedAs = baseUrl,
): Promise<void> {
  const page = stack.options;
  await saveThroughOptions(stack, apiKey, baseUrl);
  // Coming back to the page shows what was saved (and proves the form did not type over us):
  // the base URL, and the key itself or (where the page does not echo keys) its last 4 characters.
  await reloadOptions(page);
  const keyField = await byLabel(page, 'API key');
  const urlField = await byLabel(page, 'API base URL');
  await waitUntil(
    async () => {
      const url = await urlField.evaluate((el) => el.value);
      const keyShown = await keyField.evaluate(
        (el, k) =>
          el.value === k || (el.value === '' && (el.placeholder.endsWith(k.slice(-4)) || document.body.innerText.includes(k.slice(-4)))),
        apiKey,
      );
      return url === savedAs && keyShown;
    },
    5_000,
    `options page showing the saved key and ${savedAs}`,
  );
  // A new key or base URL makes the background read its workspace (one request); the options
  // page says when it has, so a test's own count of requests starts after it.
  await waitUntil(
    async () =>
      ['known', 'refused', 'failed'].includes(
        await page.evaluate(() => document.querySelector('[data-testid="workspace-status"]')?.getAttribute('data-state') ?? ''),
      ),
    20_000,
    'the options page showing what the background read of the workspace',
  );
}

/**
 * Whether a content script of this extension listens in each tab but `from`'s own, asked from one
 * of the extension's own pages (`from`): `tabs.sendMessage` reaches the content script's
 * `runtime.onMessage` (it listens from its start, src/content/index.ts, and leaves a message it
 * does not know unanswered), and fails with "Receiving end does not exist" where no script of the
 * extension is. Every tab, as the extension sees no tab's address on a site it has no access to.
 * Per tab: 'listening', or the error the message met.
 */
export async function scriptsListening(from: Page): Promise<string[]> {
  return from.evaluate(async () => {
    const api = (globalThis as any).browser;
    const own = (await api.tabs.getCurrent())?.id;
    const tabs = ((await api.tabs.query({})) as Array<{ id: number }>).filter((t) => t.id !== own);
    return Promise.all(
      tabs.map((t) =>
        api.tabs.sendMessage(t.id, { type: 'customer-lens-e2e-probe' }).then(
          () => 'listening',
          (e: unknown) => String((e as Error)?.message ?? e),
        ),
      ),
    );
  });
}
