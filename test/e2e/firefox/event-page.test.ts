/**
 * Firefox runs the background as an event page (`background.scripts`), not a service worker, and
 * unloads it when idle (30 s by default; 3 s here, through Firefox's own preference: time enough
 * for a refresh and its retries). Whatever it held in memory is gone; the cards and lookups must
 * not notice. The cache lives in `storage.session`, so an address looked up before the unload is
 * not asked for again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { lookedUpEmails } from '../../support/documented-request';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, readCard } from '../driver/card';
import type { Driver } from '../driver/driver';
import { emailCell } from '../driver/target';

// Firefox's alone: Chromium's background is a service worker, stopped and started by other means
// (customer-story.test.ts and actions.test.ts stop it over CDP).
forEachBrowser(
  'the event page',
  (browser) => {
    let driver: Driver;
    beforeAll(async () => {
      driver = await browser.start({ firefoxPrefs: { 'extensions.background.idle.timeout': 3_000 } });
      await driver.configure(DEMO_API_KEY);
    });
    afterAll(async () => driver?.shutdown());

    /** When the running event page was loaded (it is a DOM page, listed among the extension's views). */
    const eventPageLoadedAt = () =>
      driver.inExtension(() => {
        const views = (globalThis as any).browser.extension.getViews() as Window[];
        const page = views.find((w) => w.location.pathname === '/_generated_background_page.html');
        return page ? page.performance.timeOrigin : null;
      });

    it('keeps looking up after Firefox unloads and restarts it, and keeps its cache', async () => {
      const [jane, devon] = driver.api.seed.customers;
      driver.api.resetRequests();
      const first = await driver.openDemo();
      expect((await readCard(await hoverCard(first, emailCell(jane!.email), jane!.email))).name).toBe(jane!.fullName);
      const before = await eventPageLoadedAt();
      expect(before).not.toBeNull();

      await first.mouse.move(1, 1);
      await waitUntil(async () => (await eventPageLoadedAt()) !== before, 15_000, 'the event page unloaded');

      const second = await driver.openDemo();
      expect((await readCard(await hoverCard(second, emailCell(devon!.email), devon!.email))).name).toBe(devon!.fullName);
      expect((await readCard(await hoverCard(second, emailCell(jane!.email), jane!.email))).name).toBe(jane!.fullName);
      // Jane came from the cache the unloaded page left in storage.session.
      expect(lookedUpEmails(driver.api.requests)).toEqual([jane!.email, devon!.email]);
      await first.close();
      await second.close();
    });

    it('the API down with a last known answer: that card, marked "as of" its time, with the failure', async () => {
      const marcus = driver.api.seed.customers[3]!;
      const page = await driver.openDemo();
      expect((await readCard(await hoverCard(page, emailCell(marcus.email), marcus.email))).name).toBe(marcus.fullName);
      await page.mouse.move(1, 1);
      // Every answer kept for the session is made a day old, past any cache time; the event page
      // that held them in memory unloads, and the next one reads them from storage.
      const before = await eventPageLoadedAt();
      await driver.inExtension(async () => {
        const session = (globalThis as any).browser.storage.session;
        const all = (await session.get(null)) as Record<string, any>;
        const aged: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(all)) {
          if (v && typeof v === 'object' && typeof v.storedAt === 'number') aged[k] = { ...v, storedAt: v.storedAt - 86_400_000 };
        }
        await session.set(aged);
      });
      await waitUntil(async () => [null, before].indexOf(await eventPageLoadedAt()) !== 1, 15_000, 'the event page unloaded');
      driver.api.faults.set({ kind: 'status', status: 503 });
      const card = await hoverCard(page, emailCell(marcus.email), marcus.email);
      const shown = await readCard(card);
      expect(shown.state).toBe('found');
      expect(shown.name).toBe(marcus.fullName);
      // The stale card shows at once; the line comes when the refresh has failed (after its retries).
      let line = '';
      await waitUntil(
        async () =>
          (line = await card.evaluate(() => document.querySelector<HTMLElement>('.as-of[data-as-of="lookup"]')?.innerText ?? '')) !== '',
        15_000,
        'the "as of" line',
      );
      expect(line).toMatch(/^As of .+: The service had an error/);
      driver.api.faults.clear();
      await page.close();
    });
  },
  ['firefox'],
);
