/**
 * Team roll-out by policy, in Debian's Chromium: a managed policy file gives the
 * extension its key, base URL, a support site, a domain to ignore and the lock, and customers are
 * looked up with no step on the options page. Chromium applies `3rdparty.extensions.<id>` to
 * `storage.managed` for an unpacked extension too; its id comes from its path, so this test loads
 * a copy of the build of its own, and its policy file names only that copy's id.
 */
import { cpSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../api/server';
import { startDemoServer, type DemoServer } from '../../demo/server';
import { LOCAL_CHROME_BUILD, launchWithExtension, unpackedExtensionId, type ExtensionBrowser } from '../../scripts/chromium';
import { hoverCard, isCardVisible, restPastIntent } from './support/card';
import { documentedPolicy, writePolicyFile } from './support/policy-file';
import { heldUnderlines, waitForHeld } from './support/lines';
import { waitUntil } from '../support/wait-until';

const POLICY_DIR = '/etc/chromium/policies/managed';
/** A support site only the policy names: the local build runs on 127.0.0.1, not on 127.0.0.2. */
const MANAGED_SITE = 'http://127.0.0.2/*';
/** One the browser has not granted (an optional host permission no policy can grant). */
const UNGRANTED_SITE = 'https://support.example.com/*';

let api: ApiServer;
let demo: DemoServer;
let browser: ExtensionBrowser | undefined;
let removePolicy = () => undefined as void;
let copy = '';
let page: Page;

beforeAll(async () => {
  copy = realpathSync(mkdtempSync(join(tmpdir(), 'customer-lens-policy-build-')));
  cpSync(LOCAL_CHROME_BUILD, copy, { recursive: true });
  const id = unpackedExtensionId(copy);
  api = await startApiServer();
  demo = await startDemoServer({ host: '127.0.0.2' });
  // The policy as docs/deployment.md shows it, for this copy's id and this test's API and site.
  const policy = documentedPolicy('chrome', id, { apiKey: DEMO_API_KEY, apiBaseUrl: api.url, supportSites: [MANAGED_SITE, UNGRANTED_SITE], ignoreDomains: ['globex.com'] });
  expect(policy).toEqual({
    '3rdparty': {
      extensions: {
        [id]: { apiKey: DEMO_API_KEY, apiBaseUrl: api.url, supportSites: [MANAGED_SITE, UNGRANTED_SITE], ignoreDomains: ['globex.com'], lockSettings: true },
      },
    },
  });
  removePolicy = writePolicyFile(join(POLICY_DIR, `customer-lens-e2e-${id}.json`), policy);
  browser = await launchWithExtension({ extension: copy });
  expect(browser.extensionId).toBe(id);
});
afterAll(async () => {
  removePolicy();
  await browser?.close();
  await demo?.close();
  await api?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a managed policy', () => {
  it('looks a customer up on the managed support site with no options-page step', async () => {
    page = await browser!.context.newPage();
    await page.goto(`${demo.url}/?live=0`);
    await page.getByTestId('thread-row').first().waitFor();
    // The content script is there (the site is registered from the policy alone): the underline.
    await waitForHeld(page, (held) => held.length > 0);
    const card = await hoverCard(page, page.getByTestId('customer-email').first(), 'jane.cooper@acme.io');
    expect(await card.getAttribute('data-state')).toBe('found');
    // The workspace was read for the managed key at start (its link is on the card).
    expect(api.requests.some((r) => (r.json as { operationName?: string })?.operationName === 'connectionCheck')).toBe(true);
    await expect.poll(() => card.getByRole('link', { name: /Open in Plain/ }).count()).toBe(1);
    // With a key in force at install, the options page did not open itself.
    expect(browser!.context.pages().some((p) => p.url().includes('/options.html'))).toBe(false);
  });

  it("leaves the policy's ignored domain alone: not underlined, no request, no card", async () => {
    const devon = page.getByTestId('customer-email').filter({ hasText: 'devon.lane' }).first();
    const underlined = await heldUnderlines(page);
    expect(underlined.some((t) => t.includes('jane.cooper'))).toBe(true);
    expect(underlined.some((t) => t.includes('globex.com'))).toBe(false);
    // Jane's card (the row above) must not be what the pointer lands on.
    await page.keyboard.press('Escape');
    await page.mouse.move(1, 1);
    await expect.poll(() => isCardVisible(page)).toBe(false);
    await restPastIntent(page, devon);
    expect(await isCardVisible(page)).toBe(false);
    // Then a customer not looked up before, whose lookup goes the whole way to the API after
    // Devon's rest: a (wrong) request for Devon, sent at the rest, would have arrived first.
    const other = page.getByTestId('customer-email').filter({ hasNotText: 'globex.com' }).filter({ hasNotText: 'jane.cooper' }).first();
    const otherEmail = (await other.textContent())!.trim();
    await hoverCard(page, other, otherEmail);
    await waitUntil(() => api.requests.some((r) => JSON.stringify(r.json ?? '').includes(otherEmail)), 10_000, 'the other lookup at the API');
    expect(api.requests.filter((r) => JSON.stringify(r.json ?? '').includes('globex.com'))).toHaveLength(0);
  });

  it('never writes the managed key to storage.local', async () => {
    const local = await browser!.worker.evaluate(() => (globalThis as any).chrome.storage.local.get(null));
    expect(JSON.stringify(local)).not.toContain(DEMO_API_KEY);
  });

  it("a content script cannot read the policy (its key) in Chromium: storage.managed is locked to the extension's pages", async () => {
    const cdp = await browser!.context.newCDPSession(page);
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
    const options = await browser!.context.newPage();
    await options.goto(`chrome-extension://${browser!.extensionId}/src/ui/options/options.html`);
    await expect.poll(() => options.getByTestId('managed-note').textContent()).toMatch(/locked/);
    expect(await options.getByTestId('managed-key').textContent()).toBe('Set by your organisation: a key ending in full.');
    expect(await options.content()).not.toContain(DEMO_API_KEY);
    expect(await options.locator('#api-key').count()).toBe(0);
    expect(await options.locator('#api-base-url').inputValue()).toBe(api.url);
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
    await options.close();
  });
});
