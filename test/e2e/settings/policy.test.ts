/**
 * Team roll-out by policy: a managed policy (the one docs/deployment.md shows) gives the extension
 * its key, base URL, a support site, a domain to ignore and the lock, and customers are looked up
 * with no step on the options page. Chromium applies `3rdparty.extensions.<id>` to
 * `storage.managed` for an unpacked extension too, and Firefox an enterprise `policies.json` for
 * a temporary install; each policy names only this test's copy of the build (driver/policy.ts).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { startDemoServer, type DemoServer } from '../../../demo/server';
import { waitUntil } from '../../support/wait-until';
import { decodePng, underlineInk } from '../support/pixels';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, readCard } from '../driver/card';
import { restPastIntent } from '../driver/pointer';
import type { ChromiumDriver, ChromiumTab } from '../driver/chromium';
import type { Driver, Tab } from '../driver/driver';
import { boxOf, emailCell } from '../driver/target';

/** A support site only the policy names: the local build runs on 127.0.0.1, not on 127.0.0.2. */
const MANAGED_SITE = 'http://127.0.0.2/*';
/** One the browser has not granted (an optional host permission no policy can grant). */
const UNGRANTED_SITE = 'https://support.example.com/*';

const settings = (apiUrl: string) => ({
  apiKey: DEMO_API_KEY,
  apiBaseUrl: apiUrl,
  supportSites: [MANAGED_SITE, UNGRANTED_SITE],
  ignoreDomains: ['globex.com'],
  neverLogDomains: ['initech.io'],
  // A workspace after the first with no key from the policy: shown on the options page, never looked up until the agent gives one.
  workspaces: [{ name: 'Policy Workspace', apiBaseUrl: apiUrl }],
});

forEachBrowser('a managed policy', (browser) => {
  let driver: Driver;
  let demo: DemoServer;
  let page: Tab;
  beforeAll(async () => {
    demo = await startDemoServer({ host: '127.0.0.2' });
    driver = await browser.start({ managed: settings });
  });
  afterAll(async () => {
    await driver?.shutdown();
    await demo?.close();
  });

  it('installs the policy docs/deployment.md shows, for its own copy of the build', () => {
    const { id, written } = driver.policy!;
    const managed = { ...settings(driver.api.url), lockSettings: true };
    expect(written).toEqual(
      browser.name === 'chromium'
        ? { '3rdparty': { extensions: { [id]: managed } } }
        : { policies: { '3rdparty': { Extensions: { [id]: managed } } } },
    );
  });

  it('looks a customer up on the managed support site with no options-page step', async () => {
    page = await driver.openPage(`${demo.url}/?live=0`);
    // The content script is there (the site is registered from the policy alone): its host element.
    await waitUntil(() => page.evaluate(() => document.querySelector('customer-lens-card') !== null), 15_000, 'the content script at work');
    const card = await hoverCard(page, emailCell('jane.cooper@acme.io'), 'jane.cooper@acme.io');
    expect((await readCard(card)).state).toBe('found');
    // The workspace was read for the managed key at start (its link is on the card).
    expect(driver.api.requests.some((r) => (r.json as { operationName?: string })?.operationName === 'connectionCheck')).toBe(true);
    await waitUntil(
      () => card.evaluate(() => [...document.querySelectorAll('a')].some((a) => /Open in Plain/.test(a.textContent ?? ''))),
      5_000,
      'the link to Plain',
    );
    // With a key in force at install, the options page did not open itself.
    expect((await driver.tabUrls()).some((href) => href.includes('/options.html'))).toBe(false);
  });

  it("leaves the policy's ignored domain alone: not underlined, no request, no card", async () => {
    // Read from the screen, as no extension page is open under a policy in Firefox to read the
    // closed layer: Jane's address has the underline's ink beneath it; Devon's, on the ignored
    // domain, none.
    const ink = async (email: string) => underlineInk(decodePng(await page.screenshot(await boxOf(page, emailCell(email)))));
    await page.keyboard.press('Escape');
    await page.mouse.move(1, 1);
    await waitUntil(async () => !(await page.isCardShown()), 3_000, 'the card closed');
    await waitUntil(async () => (await ink('jane.cooper@acme.io')) > 10, 10_000, "the underline's ink under Jane's address");
    expect(await ink('devon.lane@globex.com')).toBe(0);
    // Jane's card (the row above) must not be what the pointer lands on.
    await restPastIntent(page, emailCell('devon.lane'));
    expect(await page.isCardShown()).toBe(false);
    // Then a customer not looked up before, whose lookup goes the whole way to the API after
    // Devon's rest: a (wrong) request for Devon, sent at the rest, would have arrived first.
    const otherEmail = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid="customer-email"]')]
        .map((e) => e.textContent.trim())
        .find((e) => !e.includes('globex.com') && !e.includes('jane.cooper'))!,
    );
    await hoverCard(page, emailCell(otherEmail), otherEmail);
    await waitUntil(
      () => driver.api.requests.some((r) => JSON.stringify(r.json ?? '').includes(otherEmail)),
      10_000,
      'the other lookup at the API',
    );
    expect(driver.api.requests.filter((r) => JSON.stringify(r.json ?? '').includes('globex.com'))).toHaveLength(0);
  });

  // Chromium only from here: Firefox lets the test into the extension only through a page of its
  // own, and under a policy none is open (BiDi navigates no tab to one).
  if (browser.name === 'chromium') {
    it('never writes the managed key to storage.local', async () => {
      const local = await driver.inExtension(() => (globalThis as any).chrome.storage.local.get(null));
      expect(JSON.stringify(local)).not.toContain(DEMO_API_KEY);
    });

    it("a content script cannot read the policy (its key) in Chromium: storage.managed is locked to the extension's pages", async () => {
      const cdp = await (driver as ChromiumDriver).stack.context.newCDPSession((page as ChromiumTab).page);
      const worlds: number[] = [];
      cdp.on('Runtime.executionContextCreated', ({ context }) => {
        if (context.auxData?.type === 'isolated' && context.origin.startsWith('chrome-extension://')) worlds.push(context.id);
      });
      await cdp.send('Runtime.enable');
      await expect.poll(() => worlds.length).toBeGreaterThan(0);
      const read = await cdp.send('Runtime.evaluate', {
        contextId: worlds[0]!,
        awaitPromise: true,
        expression: `chrome.storage.managed.get().then((v) => 'read: ' + JSON.stringify(v), (e) => 'refused: ' + e.message)`,
      });
      expect(String(read.result.value)).toMatch(/^refused: /);
      expect(String(read.result.value)).not.toContain(DEMO_API_KEY);
      await cdp.detach();
    });

    it('the options page shows what the organisation set, the key only by its last 4, all read-only', async () => {
      const { stack } = driver as ChromiumDriver;
      const options = await stack.context.newPage();
      await options.goto(`chrome-extension://${stack.extensionId}/src/ui/options/options.html`);
      await expect.poll(() => options.getByTestId('managed-note').textContent()).toMatch(/locked/);
      expect(await options.getByTestId('managed-key').textContent()).toBe('Set by your organisation: a key ending in “full”.');
      expect(await options.content()).not.toContain(DEMO_API_KEY);
      expect(await options.locator('#api-key').count()).toBe(0);
      expect(await options.locator('#api-base-url').inputValue()).toBe(driver.api.url);
      expect(await options.locator('#api-base-url').getAttribute('readonly')).not.toBeNull();
      expect(await options.getByText(MANAGED_SITE).count()).toBe(1);
      // The local build holds 127.0.0.2; the other site is named, with the click that grants it.
      await expect.poll(() => options.getByTestId('access-missing').count()).toBe(1);
      expect(await options.getByTestId('access-missing').textContent()).toContain(`no access to ${UNGRANTED_SITE} yet`);
      expect(await options.getByRole('button', { name: `Grant access to ${UNGRANTED_SITE}` }).count()).toBe(1);
      expect(await options.getByTestId('managed-domains').textContent()).toContain('globex.com');
      expect(await options.getByLabel(/Leave colleagues alone/).isDisabled()).toBe(true);
      expect(await options.getByLabel(/Underline e-mail addresses/).isDisabled()).toBe(true);
      expect(await options.locator('#new-site').isVisible()).toBe(false);
      // The policy's workspace: its name and API the organisation's, no Remove; a key field, read-only under the lock.
      const listed = options.getByRole('form', { name: 'Policy Workspace' });
      await listed.waitFor();
      expect(await listed.textContent()).toContain(`Set by your organisation (API base URL: ${driver.api.url}).`);
      expect(await listed.getByRole('button', { name: 'Remove' }).count()).toBe(0);
      expect(await listed.getByLabel('API base URL', { exact: true }).count()).toBe(0);
      expect(await listed.getByLabel('Label', { exact: true }).count()).toBe(0);
      expect(await listed.getByLabel('API key', { exact: true }).isDisabled()).toBe(true);
      await options.close();
    });
  }
});
