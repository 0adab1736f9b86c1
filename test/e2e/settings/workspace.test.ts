/**
 * The workspace behind "Open in Plain" and the popup's heading. Saving a key is enough: the
 * background reads the workspace by itself (no "Test connection"), once, and keeps it across a
 * stopped worker with an emptied storage.session and across a browser restart. A key without
 * workspace:read gets one line on the options page saying so, and its cards show the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../../api/server';
import { startDemoServer } from '../../../demo/server';
import { currentWorker, launchWithExtension, type ExtensionBrowser } from '../../../scripts/browsers/chromium';
import { hoverCard } from '../support/card';
import { waitForValue, waitUntil } from '../../support/wait-until';

const NO_WORKSPACE_KEY = 'plainApiKey_demo_no_workspace';

let api: ApiServer;
let demo: { url: string; close(): Promise<void> };
const profile = mkdtempSync(join(tmpdir(), 'customer-lens-workspace-'));
beforeAll(async () => {
  api = await startApiServer();
  demo = await startDemoServer();
});
afterAll(async () => {
  await demo?.close();
  await api?.close();
  rmSync(profile, { recursive: true, force: true });
});

/** The requests that read the workspace (the same query as "Test connection"). */
const workspaceReads = (key: string) =>
  api.requests.filter(
    (r) => (r.json as { operationName?: string })?.operationName === 'connectionCheck' && r.headers.authorization === `Bearer ${key}`,
  );

/** A fresh install opens its options page by itself; the key is saved there, and only saved. */
async function saveOnInstallPage(browser: ExtensionBrowser, key: string): Promise<Page> {
  const isOptions = (p: Page) => p.url().endsWith('/src/ui/options/options.html');
  const options = await waitForValue(
    async () => browser.context.pages().find(isOptions),
    15_000,
    'the options page the extension opens on install',
  );
  await options.getByLabel('API key').fill(key);
  await options.getByLabel('API base URL').fill(api.url);
  await options.getByRole('button', { name: 'Save' }).click();
  await options.getByText('Saved', { exact: true }).waitFor();
  return options;
}

/** Hovers a customer on the demo page; returns the card's "Open in Plain" href, or null without one. */
async function openInPlainOf(context: BrowserContext, customer: { email: string; fullName: string; id: string }): Promise<string | null> {
  const page = await context.newPage();
  await page.goto(`${demo.url}/?live=0`);
  const cell = page.getByTestId('customer-email').filter({ hasText: customer.email }).first();
  const card = await hoverCard(page, cell, customer.email, 'found');
  expect(await card.locator('.name').innerText()).toBe(customer.fullName);
  expect(await card.locator('.id').innerText()).toBe(customer.id);
  await card.getByRole('button', { name: 'Copy ID' }).waitFor();
  const link = card.getByRole('link', { name: 'Open in Plain' });
  const href = (await link.count()) ? await link.getAttribute('href') : null;
  await page.close();
  return href;
}

/**
 * The popup's heading (the extension's name, then the workspace's when it is known), read once
 * the popup has what it asked for: the workspace comes in the same answer as the tab's customers.
 */
async function popupHeading(browser: ExtensionBrowser): Promise<string> {
  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/src/ui/popup/popup.html`);
  await popup.getByText('No customers looked up on this tab yet').waitFor(); // the popup's own tab
  const text = (await popup.locator('main > header').innerText()).replace(/\s+/g, ' ').trim();
  await popup.close();
  return text;
}

/** Stops the extension's service worker, as Chrome does an idle one, and waits until it is gone. */
async function stopWorker(browser: ExtensionBrowser): Promise<void> {
  const page = await browser.context.newPage();
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const running = async () =>
    (await cdp.send('Target.getTargets')).targetInfos.filter((t) => t.type === 'service_worker' && t.url.includes(browser.extensionId))
      .length;
  await cdp.send('ServiceWorker.stopAllWorkers');
  await waitUntil(async () => (await running()) === 0, 10_000);
  await cdp.detach();
  await page.close();
}

describe('the workspace', () => {
  it('after Save alone: "Open in Plain" and the workspace name; still after a stopped worker, an emptied storage.session and a browser restart', async () => {
    const { workspace } = api.seed;
    const [jane, devon, priya] = api.seed.customers as [
      (typeof api.seed.customers)[0],
      (typeof api.seed.customers)[0],
      (typeof api.seed.customers)[0],
    ];
    const linkTo = (id: string) => `https://app.plain.com/workspace/${workspace.id}/customer/${id}`;

    const first = await launchWithExtension({ profile });
    try {
      const options = await saveOnInstallPage(first, DEMO_API_KEY);
      await options.getByTestId('workspace-status').getByText(`Workspace: ${workspace.name}`).waitFor();
      expect(await openInPlainOf(first.context, jane)).toBe(linkTo(jane.id));
      expect(await popupHeading(first)).toContain(workspace.name);
      expect(workspaceReads(DEMO_API_KEY)).toHaveLength(1);

      // Empty storage.session (the lookup cache with it) and stop the worker: what the next one
      // knows of the workspace comes from storage.local, with no request.
      await (await currentWorker(first.context)).evaluate(() => (globalThis as any).chrome.storage.session.clear());
      await stopWorker(first);
      expect(await openInPlainOf(first.context, devon)).toBe(linkTo(devon.id));
      expect(await popupHeading(first)).toContain(workspace.name);
      expect(workspaceReads(DEMO_API_KEY)).toHaveLength(1);
    } finally {
      await first.close();
    }

    const second = await launchWithExtension({ profile });
    try {
      expect(await openInPlainOf(second.context, priya)).toBe(linkTo(priya.id));
      expect(await popupHeading(second)).toContain(workspace.name);
      expect(workspaceReads(DEMO_API_KEY)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('a key without workspace:read: one line on the options page naming it; cards show all the rest; asked once', async () => {
    const browser = await launchWithExtension();
    try {
      const options = await saveOnInstallPage(browser, NO_WORKSPACE_KEY);
      const line = options.getByTestId('workspace-status');
      await line.getByText('workspace:read').waitFor();
      expect(await line.getAttribute('data-state')).toBe('refused');
      expect(await line.innerText()).toContain('Open in Plain');

      const [jane, devon] = api.seed.customers;
      expect(await openInPlainOf(browser.context, jane!)).toBeNull();
      expect(await openInPlainOf(browser.context, devon!)).toBeNull();
      expect(await popupHeading(browser)).not.toContain(api.seed.workspace.name);
      // A refusal is an answer: kept, not asked again by lookups, the popup or a new worker.
      await stopWorker(browser);
      expect(await openInPlainOf(browser.context, api.seed.customers[2]!)).toBeNull();
      expect(workspaceReads(NO_WORKSPACE_KEY)).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
