/**
 * Settings survive a browser restart with the same profile. (A reload of the extension is not
 * tested here: in Chromium 156 `runtime.reload()` leaves an extension loaded with
 * `--load-extension` unloaded, and the DevTools protocol's Extensions domain is not reachable
 * from Playwright's page sessions.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../../api/server';
import { startDemoServer } from '../../../demo/server';
import { launchWithExtension, type ExtensionBrowser } from '../../../scripts/browsers/chromium';
import { hoverCard } from '../support/card';
import { waitForValue } from '../../support/wait-until';

let api: ApiServer;
let demo: { url: string; close(): Promise<void> };
const profile = mkdtempSync(join(tmpdir(), 'customer-lens-persist-'));
beforeAll(async () => {
  api = await startApiServer();
  demo = await startDemoServer();
});
afterAll(async () => {
  await demo.close();
  await api.close();
  rmSync(profile, { recursive: true, force: true });
});

async function cardShowsJane(browser: ExtensionBrowser): Promise<void> {
  const page = await browser.context.newPage();
  await page.goto(`${demo.url}/?live=0`);
  const jane = api.seed.customers[0]!;
  const card = await hoverCard(page, page.getByTestId('customer-email').first(), jane.email, 'found');
  expect(await card.locator('.name').innerText()).toBe(jane.fullName);
  await page.close();
}

describe('settings persist', () => {
  it('across a browser restart with the same profile', async () => {
    const first = await launchWithExtension({ profile });
    // A fresh install with no key opens the options page by itself.
    const isOptions = (p: { url(): string }) => p.url().endsWith('/src/ui/options/options.html');
    const options = await waitForValue(
      async () => first.context.pages().find(isOptions),
      15_000,
      'the options page the extension opens on install',
    );
    await options.getByLabel('API key').waitFor();
    await options.getByLabel('API key').fill(DEMO_API_KEY);
    await options.getByLabel('API base URL').fill(api.url);
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText('Saved', { exact: true }).waitFor();
    await first.close();

    const second = await launchWithExtension({ profile });
    try {
      await cardShowsJane(second);
    } finally {
      await second.close();
    }
  });
});
