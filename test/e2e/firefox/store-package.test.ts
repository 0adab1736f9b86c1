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
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { transmittedCategories } from '../../../src/shared/transmitted-data';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import type { Driver } from '../driver/driver';
import type { FirefoxDriver } from '../driver/firefox';
import { paste, press } from '../driver/form';
import { emailCell, placeOf } from '../driver/target';

const STORE_ZIP = resolve('dist/customer-lens-firefox.zip');
const STORE_DIR = resolve('dist/firefox');

// Firefox's alone: this zip is Firefox's store package (Chromium's store build is a directory,
// whose store promise is the same code's).
forEachBrowser(
  'the Firefox store package',
  (browser) => {
    let driver: Driver;
    let manifest: {
      host_permissions: string[];
      browser_specific_settings: { gecko: { id: string; data_collection_permissions: { required: string[] } } };
    };
    beforeAll(async () => {
      if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(STORE_ZIP)) {
        execFileSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'ignore' });
      }
      // Read only once built: the global setup builds the local flavour, not this one, so on a
      // clean checkout there is no dist/firefox until the line above.
      manifest = JSON.parse(readFileSync(`${STORE_DIR}/manifest.json`, 'utf8'));
      driver = await browser.start({ extension: STORE_ZIP });
    });
    afterAll(async () => driver?.shutdown());

    it('installs from the zip under its gecko id and opens its options page by itself', async () => {
      expect((driver as FirefoxDriver).stack.addonId).toBe(manifest.browser_specific_settings.gecko.id);
      const options = await driver.openOptions();
      expect(await options.evaluate(() => document.querySelector('h1')?.textContent)).toBe('Customer Lens');
      const granted = await driver.inExtension(async () => (await (globalThis as any).browser.permissions.getAll()).origins as string[]);
      expect([...granted].sort()).toEqual([...manifest.host_permissions].sort());
      expect(granted.some((o) => o.startsWith('http://'))).toBe(false);
    });

    it('declares, and Firefox holds, the data categories the code transmits (src/shared/transmitted-data.ts)', async () => {
      expect([...manifest.browser_specific_settings.gecko.data_collection_permissions.required].sort()).toEqual(transmittedCategories());
      const held = await driver.inExtension(
        async () => ((await (globalThis as any).browser.permissions.getAll()).data_collection ?? null) as string[] | null,
      );
      expect(held && [...held].sort()).toEqual(transmittedCategories());
    });

    it('refuses a loopback API on the options page', async () => {
      const options = await driver.openOptions();
      await paste(options, 'api-key', DEMO_API_KEY);
      await paste(options, 'api-base-url', driver.api.url);
      await press(options, 'Save');
      let alert: string | null = null;
      await waitUntil(
        async () => (alert = await options.evaluate(() => document.querySelector('[role="alert"]')?.textContent ?? null)) !== null,
        10_000,
        'the options page saying why not',
      );
      expect(alert).toBe('Loopback addresses are only allowed in the local build');
      expect(await driver.inExtension(() => (globalThis as any).browser.storage.local.get(['apiKey', 'baseUrl']))).toEqual({});
    });

    it('does not run on a loopback page', async () => {
      const page = await driver.openDemo();
      // The package runs nowhere this test can reach (its one site is app.plain.com), so what
      // proves it had its chance is where it would have run: the page is past where Firefox runs
      // a document_idle content script, the hover reached the address, and the extension, asked
      // through its own messaging from its options page, finds no script of its own in any tab
      // (the same question finds the local build's script: popup-site.test.ts). A script that is
      // not in the page can neither underline nor open a card nor ask for a lookup.
      await page.pastContentScriptStart();
      const cell = emailCell(driver.api.seed.customers[0]!.email);
      const { x, y } = await placeOf(page, cell);
      await page.mouse.move(x, y);
      await waitUntil(
        () => page.evaluate(({ px, py }) => document.elementFromPoint(px, py)?.matches(':hover') ?? false, { px: x, py: y }),
        5_000,
        'the address hovered',
      );
      expect((await driver.tabUrls()).length).toBeGreaterThan(1);
      expect(await driver.tabsWithContentScript()).toBe(0);
      expect(await page.evaluate(() => document.querySelectorAll('customer-lens-card').length)).toBe(0); // no host: no underline's layer, no card
      expect(driver.api.requests).toHaveLength(0);
      await page.close();
    });
  },
  ['firefox'],
);
