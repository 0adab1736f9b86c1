/**
 * Settings survive an extension reload (an update, or the agent pressing Reload in
 * about:debugging): in Firefox, `runtime.reload()` stops the extension and starts it again in the
 * same profile. The content script comes back on the support site and a hover shows the
 * customer, fetched with the saved key from the saved base URL. (After the reload no extension
 * page can be opened from the test: Firefox lets automation navigate only to pages the extension
 * opened itself, so the settings are read back through the card.)
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, readCard } from '../driver/card';
import type { Driver } from '../driver/driver';
import { emailCell } from '../driver/target';

// Firefox's alone: Chromium 156 leaves an extension loaded with --load-extension unloaded after
// `runtime.reload()`, and its DevTools protocol offers no reload from a page session.
forEachBrowser(
  'an extension reload',
  (browser) => {
    let driver: Driver;
    beforeAll(async () => (driver = await browser.start()));
    afterAll(async () => driver?.shutdown());

    it('keeps the key and base URL across runtime.reload(), and the card works after it', async () => {
      await driver.configure(DEMO_API_KEY);
      const stored = await driver.inExtension(() => (globalThis as any).browser.storage.local.get(['apiKey', 'baseUrl']));
      expect(stored).toEqual({ apiKey: DEMO_API_KEY, baseUrl: driver.api.url });

      // The call itself may not get to answer: the reload tears its page down, which is how the
      // test knows it happened (the old page's browsing context is gone).
      const blank = await driver.openPage('about:blank'); // keeps a window open
      await driver.inExtension(() => void setTimeout(() => (globalThis as any).browser.runtime.reload(), 0));
      await waitUntil(
        async () => (await driver.inExtension(() => 1).catch((e: unknown) => String(e))) !== 1,
        10_000,
        'the old options page torn down by the reload',
      );

      driver.api.resetRequests();
      const page = await driver.openDemo();
      // The extension is back: its content script, in this page opened after the reload, has drawn
      // its underline's layer (our host element, which the page can see, not what is inside it).
      await waitUntil(() => page.evaluate(() => document.querySelector('customer-lens-card') !== null), 15_000, 'the content script back');
      const jane = driver.api.seed.customers[0]!;
      const card = await readCard(await hoverCard(page, emailCell(jane.email), jane.email));
      // Found, so the key and base URL read after the reload are the saved ones: the request went
      // to the saved base URL with the saved key.
      expect(card.state).toBe('found');
      expect(card.name).toBe(jane.fullName);
      expect(driver.api.requests.length).toBeGreaterThanOrEqual(1);
      expect(driver.api.requests.every((r) => r.headers.authorization === `Bearer ${DEMO_API_KEY}`)).toBe(true);
      await page.close();
      await blank.close();
    });
  },
  ['firefox'],
);
