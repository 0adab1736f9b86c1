/**
 * The package we would upload to addons.mozilla.org, `dist/customer-lens-firefox.zip`, installed
 * as it is in real Firefox: it installs under its gecko id, its background starts and opens the
 * options page, it holds exactly the store host permissions and the data categories it declares
 * (what the code transmits), and it keeps the store's promise of never touching loopback: the
 * options page refuses a loopback API and the content script does not run on the (loopback) demo
 * page. The local build, tested in journey.test.ts, does both.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { transmittedCategories } from '../../../src/shared/transmitted-data';
import {
  buttonNamed,
  byLabel,
  emailCell,
  openDemo,
  pastDocumentIdle,
  replaceText,
  scriptsListening,
  startFirefoxStack,
  waitUntil,
  type FirefoxStack,
} from './support';

const STORE_ZIP = resolve('dist/customer-lens-firefox.zip');
const STORE_DIR = resolve('dist/firefox');

let stack: FirefoxStack;
let manifest: {
  host_permissions: string[];
  browser_specific_settings: { gecko: { id: string; data_collection_permissions: { required: string[] } } };
};
beforeAll(async () => {
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(STORE_ZIP)) {
    execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'ignore' });
  }
  // Read only once built: the global setup builds the local flavour, not this one, so on a clean
  // checkout there is no dist/firefox until the line above.
  manifest = JSON.parse(readFileSync(`${STORE_DIR}/manifest.json`, 'utf8'));
  stack = await startFirefoxStack({ extension: STORE_ZIP });
});
afterAll(async () => stack?.shutdown());

describe('the Firefox store package', () => {
  it('installs from the zip under its gecko id and opens its options page by itself', async () => {
    expect(stack.addonId).toBe(manifest.browser_specific_settings.gecko.id);
    const heading = await stack.options.waitForSelector('h1', { timeout: 10_000 });
    expect(await heading!.evaluate((h) => h.textContent)).toBe('Customer Lens');
    const granted = await stack.options.evaluate(async () => {
      const api = (globalThis as any).browser;
      return (await api.permissions.getAll()).origins as string[];
    });
    expect([...granted].sort()).toEqual([...manifest.host_permissions].sort());
    expect(granted.some((o) => o.startsWith('http://'))).toBe(false);
  });

  it('declares, and Firefox holds, the data categories the code transmits (src/shared/transmitted-data.ts)', async () => {
    expect([...manifest.browser_specific_settings.gecko.data_collection_permissions.required].sort()).toEqual(transmittedCategories());
    const held = await stack.options.evaluate(async () => {
      const api = (globalThis as any).browser;
      return ((await api.permissions.getAll()).data_collection ?? null) as string[] | null;
    });
    expect(held && [...held].sort()).toEqual(transmittedCategories());
  });

  it('refuses a loopback API on the options page', async () => {
    const page = stack.options;
    await replaceText(page, await byLabel(page, 'API key'), DEMO_API_KEY);
    await replaceText(page, await byLabel(page, 'API base URL'), stack.api.url);
    await (await buttonNamed(page, 'Save')).click();
    const alert = await page.waitForSelector('[role="alert"]', { timeout: 10_000 });
    expect(await alert!.evaluate((a) => a.textContent)).toBe('Loopback addresses are only allowed in the local build');
    const stored = await page.evaluate(async () => (globalThis as any).browser.storage.local.get(['apiKey', 'baseUrl']));
    expect(stored).toEqual({});
  });

  it('does not run on a loopback page', async () => {
    const page = await openDemo(stack);
    // The package runs nowhere this test can reach (its one site is app.plain.com), so what proves
    // it had its chance is where it would have run: the page is past where Firefox runs a
    // document_idle content script, the hover reached the address, and the extension, asked
    // through its own messaging from its options page, finds no script of its own in any tab
    // (the same question finds the local build's script: popup-site.test.ts). A script that is
    // not in the page can neither underline nor open a card nor ask for a lookup.
    await pastDocumentIdle(page);
    const cell = await emailCell(page, stack.api.seed.customers[0]!.email);
    await cell.hover();
    await waitUntil(() => cell.evaluate((el) => el.matches(':hover')), 5_000, 'the address hovered');
    const answers = await scriptsListening(stack.options);
    expect(answers.length).toBeGreaterThan(0);
    expect(
      answers.every((a) => /Receiving end does not exist/.test(a)),
      JSON.stringify(answers),
    ).toBe(true);
    const seen = await page.evaluate(() => ({
      hosts: document.querySelectorAll('customer-lens-card').length,
    }));
    expect(seen).toEqual({ hosts: 0 }); // no host: no underline's layer, no card
    expect(stack.api.requests).toHaveLength(0);
    await page.close();
  });
});
