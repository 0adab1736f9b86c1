/**
 * Team roll-out by policy in Debian's Firefox ESR: an enterprise `policies.json` in the
 * install's `distribution/` folder, with the extension's settings under `3rdparty.Extensions.<id>`,
 * is what Firefox gives the add-on as `storage.managed`; with it, customers are looked up with no
 * step on the options page. A temporary install (as in every Firefox test here) reads it too.
 * The policy file applies to every Firefox on the machine: this test installs a copy of the build
 * under an add-on id of its own, so the file names nothing any other run uses.
 */
import { cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import puppeteer, { type Browser, type Frame, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../../api/server';
import { startDemoServer, type DemoServer } from '../../../demo/server';
import { CARD_PATH, LOCAL_FIREFOX_BUILD, firefoxPath, locationOf } from '../../../scripts/firefox';
import { documentedPolicy, writePolicyFile } from '../support/policy-file';
import { emailCell, waitUntil, waitForValue } from './support';
import { decodePng, underlineInk } from '../support/pixels';

const ADDON_ID = `customer-lens-e2e-${process.pid}@customer-lens.app`;

let api: ApiServer;
let demo: DemoServer;
let browser: Browser | undefined;
let removePolicy = () => undefined as void;
let copy = '';
let page: Page;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'customer-lens-policy-firefox-'));
  cpSync(LOCAL_FIREFOX_BUILD, copy, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(copy, 'manifest.json'), 'utf8'));
  manifest.browser_specific_settings.gecko.id = ADDON_ID;
  writeFileSync(join(copy, 'manifest.json'), JSON.stringify(manifest));
  api = await startApiServer();
  demo = await startDemoServer({ host: '127.0.0.2' });
  const policies = join(dirname(realpathSync(firefoxPath())), 'distribution', 'policies.json');
  // The policies.json docs/deployment.md shows, for this copy's id and this test's API and site.
  const policy = documentedPolicy('firefox', ADDON_ID, {
    apiKey: DEMO_API_KEY,
    apiBaseUrl: api.url,
    supportSites: ['http://127.0.0.2/*'],
    ignoreDomains: ['globex.com'],
  });
  expect(policy).toEqual({
    policies: {
      '3rdparty': {
        Extensions: {
          [ADDON_ID]: { apiKey: DEMO_API_KEY, apiBaseUrl: api.url, supportSites: ['http://127.0.0.2/*'], ignoreDomains: ['globex.com'], lockSettings: true },
        },
      },
    },
  });
  removePolicy = writePolicyFile(policies, policy);
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    defaultViewport: { width: 1280, height: 800 },
    extraPrefsFirefox: { 'intl.locale.requested': 'en-US', 'intl.accept_languages': 'en-US, en' },
  });
  expect(await browser.installExtension(copy)).toBe(ADDON_ID);
});
afterAll(async () => {
  removePolicy();
  await browser?.close();
  await demo?.close();
  await api?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

async function findCard(p: Page): Promise<Frame | null> {
  for (const frame of p.frames()) {
    const href = frame === p.mainFrame() ? null : await locationOf(frame);
    if (href?.startsWith('moz-extension://') && new URL(href).pathname === CARD_PATH) return frame;
  }
  return null;
}

describe('a managed policy in Firefox', () => {
  it('looks a customer up on the managed support site with no options-page step', async () => {
    page = await browser!.newPage();
    await page.goto(`${demo.url}/?live=0`);
    // The content script ran and drew the underline: its host is in the page.
    await waitForValue(page, () => document.querySelector('customer-lens-card') !== null, 15_000);
    const cell = await emailCell(page, 'jane.cooper@acme.io');
    await cell.hover();
    let card: Frame | null = null;
    await waitUntil(async () => (card = await findCard(page)) !== null, 15_000, 'the card frame');
    await waitForValue(card as unknown as Frame,
      () => ['found', 'not-found', 'no-key', 'unauthorized'].includes(document.querySelector('article.customer')?.getAttribute('data-state') ?? ''),
      20_000,
    );
    const state = await (card as unknown as Frame).evaluate(() => document.querySelector('article.customer')?.getAttribute('data-state'));
    expect(state).toBe('found');
    // With a key in force at install, the options page did not open itself.
    const where = await Promise.all((await browser!.pages()).map((p) => locationOf(p)));
    expect(where.some((href) => href?.includes('/options.html'))).toBe(false);
  });

  it("leaves the policy's ignored domain alone: not underlined, and never asked for", async () => {
    // Read from the screen: no extension page is open under a policy to read the closed layer.
    // Jane's address has the underline's ink beneath it; Devon's, on the ignored domain, none.
    const ink = async (email: string) => {
      const cell = await emailCell(page, email);
      return underlineInk(decodePng(Buffer.from(await cell.screenshot({ encoding: 'base64' }), 'base64')));
    };
    await waitUntil(async () => (await ink('jane.cooper@acme.io')) > 10, 10_000, "the underline's ink under Jane's address");
    expect(await ink('devon.lane@globex.com')).toBe(0);
    expect(api.requests.filter((r) => JSON.stringify(r.json ?? '').includes('globex.com'))).toHaveLength(0);
  });
});
