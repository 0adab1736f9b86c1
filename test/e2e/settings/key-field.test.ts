/**
 * The options page's key field: a key pasted with `Bearer ` or quotes is saved as the key alone
 * and works; a key with a line break or a space inside is refused with the reason beside the
 * field, and the saved key stays; a key the service rejects is said plainly beside the field.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { axeViolationsIn } from '../support/axe';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { closeCard, hoverCard } from '../driver/card';
import type { Driver, Tab } from '../driver/driver';
import { paste, press } from '../driver/form';
import { emailCell } from '../driver/target';

/** Until the text of what `selector` finds says `text`; the failure says what it said. */
async function says(page: Tab, selector: string, text: string | RegExp): Promise<void> {
  let seen: string[] = [];
  await waitUntil(
    async () => {
      seen = await page.evaluate((s) => [...document.querySelectorAll(s)].map((e) => e.textContent?.trim() ?? ''), selector);
      return seen.some((s) => (typeof text === 'string' ? s === text : text.test(s)));
    },
    10_000,
    `${selector} saying ${String(text)}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; it says: ${JSON.stringify(seen)}`);
  });
}

forEachBrowser('the key field', (browser) => {
  let driver: Driver;
  let demo: Tab;
  beforeAll(async () => {
    driver = await browser.start();
    demo = await driver.openDemo();
  });
  afterAll(async () => driver?.shutdown());

  const storedKey = () => driver.inExtension(async () => (await (globalThis as any).chrome.storage.local.get('apiKey')).apiKey as unknown);
  const workspaceShown = (page: Tab) => says(page, '[data-testid="workspace-status"]', `Workspace: ${driver.api.seed.workspace.name}`);

  for (const [name, pasted, key, customer] of [
    // Each looks up a customer of its own, so no answer comes from the cache.
    ['Bearer-prefixed', `Bearer ${DEMO_API_KEY}`, DEMO_API_KEY, 0],
    ['quoted', ` "plainApiKey_demo_customers_only" `, 'plainApiKey_demo_customers_only', 1],
  ] as const) {
    it(`a ${name} key is saved as the key alone, and looks customers up`, async () => {
      await driver.configure(null);
      const page = await driver.openOptions();
      await paste(page, 'api-base-url', driver.api.url);
      await paste(page, 'api-key', pasted);
      await press(page, 'Save');
      await says(page, '[role="status"]', 'Saved, without the “Bearer ” or quotes around the key');
      await waitUntil(async () => (await storedKey()) === key, 10_000, `the key stored as ${key}`);
      await workspaceShown(page);
      await page.close();
      driver.api.resetRequests();
      // A lookup by the agent: a card on the demo page.
      const { email } = driver.api.seed.customers[customer]!;
      await demo.bringToFront();
      await hoverCard(demo, emailCell(email), email, 'found');
      await closeCard(demo);
      const sent = driver.api.requests.filter((r) => r.path === '/graphql/v1').map((r) => r.headers.authorization);
      expect(sent.length).toBeGreaterThan(0);
      expect(new Set(sent)).toEqual(new Set([`Bearer ${key}`]));
    });
  }

  for (const [inside, pasted] of [
    ['a line break', 'plainApiKey_demo\n_customers_only'],
    ['a space', 'plainApiKey_demo full'],
  ] as const) {
    it(`a key with ${inside} inside is refused, with the reason beside it; the saved key stays`, async () => {
      await driver.configure(DEMO_API_KEY);
      const page = await driver.openOptions();
      // The saved key's last characters come with the settings, which the page reads as it opens.
      await waitUntil(
        () => page.evaluate(() => /full$/.test(document.getElementById('api-key')?.getAttribute('placeholder') ?? '')),
        10_000,
        'the placeholder naming the saved key',
      );
      await paste(page, 'api-key', pasted);
      await press(page, 'Save');
      await says(page, '[data-testid="key-problem"]', /there is a space or line break inside this key/);
      const field = () =>
        page.evaluate(() => {
          const el = document.getElementById('api-key')!;
          return { invalid: el.getAttribute('aria-invalid'), describedBy: el.getAttribute('aria-describedby') ?? '' };
        });
      expect(await field()).toEqual({ invalid: 'true', describedBy: expect.stringContaining('api-key-problem') });
      expect(await storedKey()).toBe(DEMO_API_KEY);
      expect(await axeViolationsIn(page)).toEqual([]);
      await page.close();
    });
  }

  it('a key the service rejects is said plainly beside the key field', async () => {
    await driver.configure(DEMO_API_KEY);
    const page = await driver.openOptions();
    await workspaceShown(page);
    expect(await page.evaluate(() => document.querySelectorAll('[data-testid="key-rejected"]').length)).toBe(0);
    // Any key the local API does not know is answered 401 (api/README.md).
    await paste(page, 'api-key', 'plainApiKey_revoked_last_week');
    await press(page, 'Save');
    await says(
      page,
      '[data-testid="key-rejected"]',
      'Rejected by the service: nothing will work until the key is replaced. Enter a new key here.',
    );
    expect(await page.evaluate(() => document.querySelector('[data-testid="key-rejected"]')!.getAttribute('role'))).toBe('alert');
    // Beside the key, before the base URL: the first thing read after the field.
    const order = await page.evaluate(() => {
      const at = (s: string) => document.querySelector(s)!;
      const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return (
        follows(at('#api-key'), at('[data-testid="key-rejected"]')) && follows(at('[data-testid="key-rejected"]'), at('#api-base-url'))
      );
    });
    expect(order).toBe(true);
    expect(await axeViolationsIn(page)).toEqual([]);
    // A good key again: the rejection goes.
    await paste(page, 'api-key', DEMO_API_KEY);
    await press(page, 'Save');
    await waitUntil(
      () => page.evaluate(() => document.querySelector('[data-testid="key-rejected"]') === null),
      10_000,
      'the rejection gone',
    );
    await page.close();
  });
});
