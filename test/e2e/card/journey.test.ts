/**
 * The whole path: with no key the card asks for one; the agent saves key and base URL on the
 * options page, hovers an address on the demo support page, and the card shows the customer
 * while the local API saw exactly the documented request; then each problem the agent can meet
 * shows its own message. The tests run in order in one browser: the first needs the fresh
 * install (no key saved).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { LOCAL_FIREFOX_BUILD } from '../../../scripts/browsers/firefox';
import { RELATIVE_PAST } from '../../support/relative-time';
import { expectOneDocumentedLookup, lookedUpEmails } from '../../support/documented-request';
import { waitForValue, waitUntil } from '../../support/wait-until';
import { FOUND, PLANTED, fillListScript, walkedScript } from '../support/pages/chunk-edges';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, readCard, waitForCardOf } from '../driver/card';
import type { ChromiumDriver, ChromiumTab } from '../driver/chromium';
import type { Driver, Tab } from '../driver/driver';
import type { FirefoxDriver, FirefoxTab } from '../driver/firefox';
import { clickOn, emailCell } from '../driver/target';

const manifest = JSON.parse(readFileSync(`${LOCAL_FIREFOX_BUILD}/manifest.json`, 'utf8')) as {
  host_permissions: string[];
  browser_specific_settings: { gecko: { id: string } };
};

const held = async (tab: Tab) => (await tab.underlines()) ?? [];

forEachBrowser('Customer Lens, the whole path', (browser) => {
  let driver: Driver;
  beforeAll(async () => (driver = await browser.start()));
  afterAll(async () => driver?.shutdown());

  /** The options page's line on the workspace, once it has one. */
  async function workspaceLine(): Promise<string | null> {
    const options = await driver.openOptions();
    // The line once it says what the background read (data-state), its text taken in the same read.
    const line = await waitForValue(
      () =>
        options.evaluate(() => {
          const status = document.querySelector('[data-testid="workspace-status"]');
          return ['known', 'refused', 'failed'].includes(status?.getAttribute('data-state') ?? '') ? (status?.textContent ?? '') : null;
        }),
      10_000,
      'the options page naming the workspace',
    );
    await options.close();
    return line;
  }

  // Firefox only: the gecko id, and MV3 host permissions that are the user's to grant there.
  if (browser.name === 'firefox')
    it('installs as its gecko id, holds its host permissions, and opens its options page by itself', async () => {
      const { stack } = driver as FirefoxDriver;
      expect(stack.addonId).toBe(manifest.browser_specific_settings.gecko.id);
      expect(stack.origin).toMatch(/^moz-extension:\/\/[0-9a-f-]{36}\/$/);
      // A temporary install grants them all.
      const granted = await driver.inExtension(async () => (await (globalThis as any).browser.permissions.getAll()).origins as string[]);
      expect([...granted].sort()).toEqual([...manifest.host_permissions].sort());
      expect(manifest.host_permissions).toContain('http://127.0.0.1/*');
    });

  it('before a key is saved, the card asks for one', async () => {
    const page = await driver.openDemo();
    // The content script ran: the addresses are underlined.
    await waitUntil(async () => (await held(page)).length > 0, 15_000, 'the addresses underlined');
    const email = driver.api.seed.customers[1]!.email;
    const card = await readCard(await hoverCard(page, emailCell(email), email));
    expect(card.state).toBe('no-key');
    expect(card.text).toContain('Add your API key');
    expect(driver.api.requests).toHaveLength(0);
    await page.close();
  });

  it('saves key and base URL on the options page, hovers an address, shows the customer; the API saw the documented request', async () => {
    await driver.saveSettings(DEMO_API_KEY);
    const page = await driver.openDemo();
    const jane = driver.api.seed.customers[0]!;
    // The first row renders jane.cooper@<mark>acme</mark>.io: split by markup, found whole.
    const view = await hoverCard(page, emailCell(jane.email), jane.email);
    const card = await readCard(view);
    expect(card.state).toBe('found');
    expect(card.name).toBe(jane.fullName);
    expect(card.id).toBe(jane.id);
    expect(card.datetime).toBe(jane.updatedAt);
    expect(card.timeText).toMatch(RELATIVE_PAST);
    expectOneDocumentedLookup(driver.api.requests, DEMO_API_KEY, jane.email);

    // Saved, and "Test connection" never pressed: the background read the workspace by itself,
    // so the card links to the customer in Plain and the options page names the workspace.
    const { workspace } = driver.api.seed;
    expect(await view.evaluate(() => document.querySelector('a.button')?.getAttribute('href'))).toBe(
      `https://app.plain.com/workspace/${workspace.id}/customer/${jane.id}`,
    );
    expect(await workspaceLine()).toBe(`Workspace: ${workspace.name}`);
    await page.close();
  });

  it("Copy ID writes the clipboard from the card's cross-origin frame; the agent pastes it", async () => {
    const page = await driver.openDemo();
    const jane = driver.api.seed.customers[0]!;
    const card = await hoverCard(page, emailCell(jane.email), jane.email, 'found');
    await card.clickButton('Copy ID');
    await waitUntil(
      () => card.evaluate(() => document.querySelector('header button')?.textContent === 'Copied'),
      5_000,
      'the button saying Copied',
    );
    await clickOn(page, { selector: '[data-testid="thread-search"]' });
    await page.keyboard.press('Control+v');
    expect(await page.evaluate(() => (document.querySelector('[data-testid="thread-search"]') as HTMLInputElement).value)).toBe(jane.id);
    await page.close();
  });

  // Chromium only: emulates the colour scheme per tab (Firefox's is the browser's, from launch).
  if (browser.name === 'chromium')
    it('the same card for an agent whose system is dark (the demo page itself stays light)', async () => {
      const page = (await driver.openDemo()) as ChromiumTab;
      const jane = driver.api.seed.customers[0]!;
      await hoverCard(page, emailCell(jane.email), jane.email, 'found');
      await page.page.emulateMedia({ colorScheme: 'dark' });
      expect(await (await page.card())!.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      expect(await page.isCardShown()).toBe(true);
      await page.close();
    });

  it('finds addresses split by <wbr> and <span>, and rows added later', async () => {
    await driver.configure(DEMO_API_KEY);
    const page = await driver.openDemo();
    for (const c of driver.api.seed.customers.slice(1, 3)) {
      expect((await readCard(await hoverCard(page, emailCell(c.email), c.email))).name).toBe(c.fullName);
    }
    const rowCount = () => page.evaluate(() => document.querySelectorAll('[data-testid="thread-row"]').length);
    const rows = await rowCount();
    await clickOn(page, { selector: '[data-testid="simulate-new-thread"]' });
    await waitUntil(async () => (await rowCount()) > rows, 10_000, 'the new row');
    const email = await page.evaluate(() =>
      document.querySelector('[data-testid="thread-row"] [data-testid="customer-email"]')!.textContent.trim(),
    );
    // The new row, at the top, is underlined (the underline holds the addresses near the viewport).
    await waitUntil(async () => (await held(page)).includes(email), 10_000, 'the new row underlined');
    expect((await readCard(await hoverCard(page, emailCell(email), email))).state).toBe('found');
    await page.close();
  });

  const problems: Array<[string, () => Promise<void>, string]> = [
    ['no customer (null)', () => driver.configure(DEMO_API_KEY), 'No customer with this e-mail'],
    ['a rejected key (401)', () => driver.configure('plainApiKey_not_a_real_key'), 'The API key was rejected'],
    [
      'a key without customer:read',
      () => driver.configure('plainApiKey_demo_no_customer_read'),
      'This key lacks the customer:read permission',
    ],
    ['the API unreachable', () => driver.configure(DEMO_API_KEY, 'http://127.0.0.1:9'), "Can't reach 127.0.0.1:9"],
    ['no key saved', () => driver.configure(null), 'Add your API key'],
  ];
  for (const [name, setUp, message] of problems) {
    it(`shows its own message for ${name}`, async () => {
      await setUp();
      const page = await driver.openDemo();
      const email = name.includes('null') ? 'nobody.known@example.org' : driver.api.seed.customers[3]!.email;
      const card = await readCard(await hoverCard(page, emailCell(email), email));
      expect(card.text).toContain(message);
      expect(card.name).toBeNull();
      await page.close();
    });
  }

  it('a card left open follows a change of settings; a rejected key offers the options page too', async () => {
    await driver.configure('plainApiKey_not_a_real_key');
    const page = await driver.openDemo();
    const email = driver.api.seed.customers[3]!.email; // not one a later test counts requests for
    const card = await hoverCard(page, emailCell(email), email, 'unauthorized');
    expect((await readCard(card)).text).toContain('Open options');
    await driver.configure(null);
    await waitForCardOf(card, email, 'no-key', 10_000);
    await driver.configure(DEMO_API_KEY);
    await waitForCardOf(card, email, 'found', 10_000);
    expect(await page.isCardShown()).toBe(true);
    await page.close();
  });

  // Chromium only: the options tab the card opens is found by its address, which WebDriver BiDi
  // does not report for an extension page (Firefox's tests keep the one options page open).
  if (browser.name === 'chromium')
    it("the card's Open options brings the options page; a key saved there turns the open card to the customer", async () => {
      const { stack } = driver as ChromiumDriver;
      await driver.configure(null);
      const page = (await driver.openDemo()) as ChromiumTab;
      const email = driver.api.seed.customers[4]!.email;
      const card = await hoverCard(page, emailCell(email), email, 'no-key');
      // Pinned, as an agent who clicked the address would have it, then away to the options page.
      await clickOn(page, emailCell(email));
      // The options tab the button brings: a new one, or (runtime.openOptionsPage's own rule) the
      // one already open, brought to the front. Either way the agent is on the options page.
      await card.clickButton('Open options');
      let options: import('playwright-core').Page | undefined;
      await waitUntil(
        async () => {
          options = stack.context.pages().find((p) => p.url().includes('/src/ui/options/options.html'));
          return options !== undefined && (await options.evaluate(() => document.visibilityState === 'visible').catch(() => false));
        },
        10_000,
        'the options page in front',
      );
      await options!.getByLabel('API key').waitFor();
      await options!.getByLabel('API key').fill(DEMO_API_KEY);
      await options!.getByLabel('API base URL').fill(stack.api.url);
      await options!.getByRole('button', { name: 'Save' }).click();
      await options!.getByText('Saved', { exact: true }).waitFor();
      await options!.close();
      // Back on the page, with no new hover: the open card now shows the customer.
      await waitForCardOf(card, email, 'found', 10_000);
      expect(await page.isCardShown()).toBe(true);
      await page.close();
    });

  it('a key without workspace:read: one line on the options page naming it; the card shows all the rest', async () => {
    await driver.configure('plainApiKey_demo_no_workspace');
    expect(await workspaceLine()).toContain('workspace:read');
    const page = await driver.openDemo();
    const jane = driver.api.seed.customers[0]!;
    const card = await readCard(await hoverCard(page, emailCell(jane.email), jane.email));
    expect([card.state, card.name, card.id]).toEqual(['found', jane.fullName, jane.id]);
    expect(card.text).toContain('Copy ID');
    expect(card.text).not.toContain('Open in Plain');
    await page.close();
  });

  it('takes the endpoint pasted as the base URL (…/graphql/v1/) for the base URL it ends; a saved endpoint says the URL looks wrong', async () => {
    await driver.saveSettings(DEMO_API_KEY, `${driver.api.url}/graphql/v1/`, driver.api.url);
    const page = await driver.openDemo();
    const [, devon, priya] = driver.api.seed.customers;
    expect((await readCard(await hoverCard(page, emailCell(devon!.email), devon!.email))).name).toBe(devon!.fullName);
    const paths = driver.api.requests.map((r) => r.path);
    expect(paths).toContain('/graphql/v1');
    expect(paths.filter((p) => p !== '/graphql/v1')).toEqual([]); // never /graphql/v1/graphql/v1
    // As it was saved before the options page took the endpoint off: the card says what to fix.
    const setBaseUrl = (url: string) => driver.inExtension((u) => (globalThis as any).chrome.storage.local.set({ baseUrl: u }), url);
    await setBaseUrl(`${driver.api.url}/graphql/v1`);
    expect((await readCard(await hoverCard(page, emailCell(priya!.email), priya!.email))).text).toContain('The API base URL looks wrong');
    await setBaseUrl(driver.api.url);
    await page.close();
  });

  // Firefox only: Gecko's Range.toString at the chunk edges (Chromium's are in first-pass.test.ts).
  if (browser.name === 'firefox')
    it('finds the addresses a list of 4,000 new nodes holds at its chunk edges', async () => {
      const page = await driver.openDemo();
      await waitUntil(async () => (await held(page)).length > 0, 15_000, 'the addresses underlined');
      const demoAddresses = await held(page);
      // Added at once, the list is one root of the MutationObserver, walked chunk by chunk.
      const { page: raw } = page as FirefoxTab;
      await raw.evaluate(fillListScript('chunk-edges'));
      const walked = (await raw.evaluate(walkedScript('chunk-edges'))) as string[];
      expect([...PLANTED.keys()].map((k) => walked[k])).toEqual([...PLANTED.values()]);
      const found = async () => (await held(page)).filter((e) => !demoAddresses.includes(e));
      await waitUntil(async () => (await found()).length >= FOUND.length, 15_000, 'the list underlined').catch(() => undefined);
      expect(await found()).toEqual(FOUND);
      await page.close();
    });

  it('a sender shown by name, and an address between a tag and a chip, open their cards', async () => {
    await driver.configure(DEMO_API_KEY);
    const page = await driver.openDemo();
    await waitUntil(async () => (await held(page)).length > 0, 15_000, 'the addresses underlined');
    // A sender as Gmail shows one, and a row whose tag and chip are set apart by CSS alone.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<div style="position:fixed;left:24px;top:24px;z-index:1000;background:#fff;padding:12px;font:16px/1.6 sans-serif">' +
          '<p>From <span id="sender" class="ss" email="liam.silva@proton.me" name="Liam Silva">Liam Silva</span></p>' +
          '<p><span style="margin-right:5px;font-weight:600">VIP</span><span id="badged">liam.patel@acme.io</span>' +
          '<span style="padding:1px 6px;margin-left:6px;border-radius:9px;background:#eef">Todo</span></p></div>',
      ),
    );
    driver.api.resetRequests();
    const [liam, patel] = [driver.api.seed.customers[4]!, driver.api.seed.customers[5]!];
    const sender = await readCard(await hoverCard(page, { selector: '#sender' }, liam.email));
    expect([sender.state, sender.name]).toEqual(['found', liam.fullName]);
    const badged = await readCard(await hoverCard(page, { selector: '#badged' }, patel.email));
    expect([badged.state, badged.name]).toEqual(['found', patel.fullName]);
    expect(lookedUpEmails(driver.api.requests)).toEqual([liam.email, patel.email]);
    await page.close();
  });
});
