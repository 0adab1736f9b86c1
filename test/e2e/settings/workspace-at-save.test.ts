/**
 * The workspace of a newly saved key is read as soon as it is saved, by the background, whatever
 * saved it (the options page, or a plain storage write as a policy's would be); a hover never
 * waits on that read to say "Looking up…", and an address whose domain cannot be told yet (the
 * read still on its way) waits for that read alone: a colleague is never looked up. The local API
 * holds the workspace read until the test lets it go, so the hovers meet it on its way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { waitForCard, waitForCardOf } from '../driver/card';
import type { Driver } from '../driver/driver';
import { pointAt } from '../driver/target';
import { NOOR } from '../support/mail';

const COLLEAGUE = 'support@acme-support.com';

/** The ways a key gets saved: each in a browser of its own, which has no key yet. */
const SAVES: ReadonlyArray<{ how: string; save(driver: Driver, key: string): Promise<void> }> = [
  { how: 'on the options page', save: (driver, key) => driver.typeSettings(key) },
  {
    how: 'by a plain storage write',
    save: (driver, key) =>
      driver.inExtension(({ k, url }) => (globalThis as any).chrome.storage.local.set({ apiKey: k, baseUrl: url }) as Promise<void>, {
        k: key,
        url: driver.api.url,
      }),
  },
];
/** A second key, which reads customers too. */
const OTHER_KEY = 'plainApiKey_demo_no_thread_create';

forEachBrowser('a key just saved', (browser) => {
  for (const { how, save } of SAVES) {
    describe(how, () => {
      let driver: Driver;
      beforeAll(async () => {
        driver = await browser.start();
      });
      afterAll(async () => driver?.shutdown());

      const sent = (name: string) => driver.api.requests.filter((r) => (r.json as { operationName?: string })?.operationName === name);
      const lookupsOf = (email: string) =>
        sent('customerByEmail').filter((r) => (r.json as { variables?: { email?: string } }).variables?.email === email);

      it('its workspace is read at once; meanwhile a hover says "Looking up…" at once, a colleague is never looked up, a customer is once the read is in', async () => {
        driver.api.faults.set({ kind: 'held', operations: ['connectionCheck'] });
        try {
          await save(driver, DEMO_API_KEY);
          await waitUntil(() => sent('connectionCheck').length === 1, 5_000, 'the workspace read, sent when the key was saved');

          const page = await driver.openPage(new URL('/mail', driver.demoUrl).toString());
          await waitUntil(() => page.evaluate(() => document.querySelector('[data-testid="mail-to"]') !== null), 15_000, 'the mail shown');
          // The agent's colleague first: their domain is not known until the read is in.
          await pointAt(page, COLLEAGUE);
          await pointAt(page, NOOR);
          const card = await waitForCard(page);
          // "Looking up…" while the read is held, and nothing looked up before it is in.
          await waitForCardOf(card, NOOR, 'loading', 15_000);
          expect(lookupsOf(NOOR)).toHaveLength(0);
          expect(lookupsOf(COLLEAGUE)).toHaveLength(0);
          const heldUntil = driver.api.requests.length;
          driver.api.faults.clear();
          await waitForCardOf(card, NOOR, 'not-found');
          expect(lookupsOf(NOOR)).toHaveLength(1);
          expect(lookupsOf(COLLEAGUE)).toHaveLength(0);
          expect(sent('connectionCheck')).toHaveLength(1);
          // Sent once the read was let go, not before.
          expect(driver.api.requests.indexOf(lookupsOf(NOOR)[0]!)).toBeGreaterThanOrEqual(heldUntil);
          await page.close();
        } finally {
          driver.api.faults.clear();
        }
      });

      it('a key replacing another: the card says "Looking up…" at once, and its lookup waits for the new workspace read alone', async () => {
        const email = driver.api.seed.customers[25]!.email;
        const page = await driver.openServedPages({ '/one-address': `<p style="padding:40px 24px"><span id="e">${email}</span></p>` });
        await waitUntil(async () => ((await page.underlines()) ?? []).length === 1, 15_000, 'the address underlined');
        driver.api.resetRequests();
        driver.api.faults.set({ kind: 'held', operations: ['connectionCheck'] });
        try {
          await save(driver, OTHER_KEY);
          await waitUntil(() => sent('connectionCheck').length === 1, 5_000, 'the workspace read, sent when the key was saved');
          await page.bringToFront();
          await pointAt(page, email);
          const card = await waitForCard(page);
          await waitForCardOf(card, email, 'loading', 15_000);
          // Until the read is in, a new key's domains may make this a colleague's, never looked up.
          expect(lookupsOf(email)).toHaveLength(0);
          const heldUntil = driver.api.requests.length;
          driver.api.faults.clear();
          await waitForCardOf(card, email, 'found');
          expect(lookupsOf(email)).toHaveLength(1);
          expect(driver.api.requests.indexOf(lookupsOf(email)[0]!)).toBeGreaterThanOrEqual(heldUntil);
        } finally {
          driver.api.faults.clear();
          await page.close();
        }
      });
    });
  }
});
