/**
 * The workspace of a newly saved key is read as soon as it is saved, by the background, whatever
 * saved it; a hover never waits on that read to say "Looking up…", and an address whose domain
 * cannot be told yet (the read still on its way) waits for that read alone: a colleague is never
 * looked up. The local API holds the workspace read, so the hovers meet it on its way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../api/server';
import { startDemoServer } from '../../demo/server';
import { launchWithExtension, type ExtensionBrowser } from '../../scripts/chromium';
import { waitForValue, waitUntil } from '../support/wait-until';
import { cardFrame } from './support/card';
import { pointAt } from './support/act';
import { NOOR } from './support/mail';

/** How long the local API holds the workspace read: the hovers below happen while it is on its way. */
const READ_MS = 6000;
const COLLEAGUE = 'support@acme-support.com';

let api: ApiServer;
let demo: { url: string; close(): Promise<void> };
beforeAll(async () => {
  api = await startApiServer();
  demo = await startDemoServer();
});
afterAll(async () => {
  await demo?.close();
  await api?.close();
});

const sent = (name: string) => api.requests.filter((r) => (r.json as { operationName?: string })?.operationName === name);
const lookupsOf = (email: string) =>
  sent('customerByEmail').filter((r) => (r.json as { variables?: { email?: string } }).variables?.email === email);

async function saveOnInstallPage(browser: ExtensionBrowser, key: string): Promise<Page> {
  const isOptions = (p: Page) => p.url().endsWith('/src/ui/options/options.html');
  const options = await waitForValue(
    async () => browser.context.pages().find(isOptions),
    15_000,
    'the options page the extension opens on install',
  );
  await options.getByLabel('API key').fill(key);
  await options.getByLabel('API base URL').fill(api.url);
  await options.getByRole('button', { name: 'Save' }).click();
  await options.getByText('Saved', { exact: true }).waitFor();
  return options;
}

describe('a key just saved', () => {
  it('its workspace is read at Save; meanwhile a hover says "Looking up…" at once, a colleague is never looked up, a customer is once the read is in', async () => {
    api.faults.set({ kind: 'latency', ms: READ_MS, operations: ['connectionCheck'] });
    const browser = await launchWithExtension();
    try {
      const options = await saveOnInstallPage(browser, DEMO_API_KEY);
      await options.close(); // the background reads the workspace by itself, not for the page
      await waitUntil(() => sent('connectionCheck').length === 1, 5_000, 'the workspace read, sent at Save');
      const readAnswered = Date.parse(sent('connectionCheck')[0]!.time) + READ_MS;

      const page = await browser.context.newPage();
      await page.goto(new URL('/mail', demo.url).toString());
      await page.getByTestId('mail-to').waitFor();
      // The agent's colleague first: their domain is not known until the read is in.
      await pointAt(page, COLLEAGUE);
      await pointAt(page, NOOR);
      const card = await waitForValue(async () => cardFrame(page), 15_000, 'the card frame');
      await card.locator('article[data-state="loading"]').waitFor({ timeout: 15_000 });
      expect(Date.now(), 'said "Looking up…" while the read was on its way').toBeLessThan(readAnswered);
      await card.locator('article[data-state="not-found"] .email', { hasText: NOOR }).waitFor({ timeout: 20_000 });
      expect(lookupsOf(NOOR)).toHaveLength(1);
      expect(lookupsOf(COLLEAGUE)).toHaveLength(0);
      expect(sent('connectionCheck')).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
