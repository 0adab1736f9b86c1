/**
 * Everything an end-to-end test meets: the local API, the demo support page, and Chromium with
 * the extension, started together and stopped together.
 */
import type { Page } from 'playwright-core';
import { startApiServer, type ApiServer, type ApiServerOptions } from '../../../api/server';
import { startDemoServer } from '../../../demo/server';
import { closeInstallPage, launchWithExtension, type ExtensionBrowser } from '../../../scripts/browsers/chromium';
import { waitUntil } from '../../support/wait-until';

export interface Stack extends ExtensionBrowser {
  api: ApiServer;
  demoUrl: string;
  shutdown(): Promise<void>;
}

/**
 * `deviceScaleFactor`: device pixels per CSS pixel (a 150 % zoom), for tests that read pixels.
 * `extension`: another unpacked build than the local one. `managed`: installs, before the
 * browser starts, a policy that gives the extension a key for this API; then the extension
 * opens no options page on install.
 */
export async function startStack(
  options: { api?: ApiServerOptions; deviceScaleFactor?: number; extension?: string; managed?: (api: ApiServer) => void } = {},
): Promise<Stack> {
  const api = await startApiServer(options.api);
  const demo = await startDemoServer();
  options.managed?.(api);
  const browser = await launchWithExtension({ deviceScaleFactor: options.deviceScaleFactor, extension: options.extension });
  if (!options.managed) await closeInstallPage(browser);
  return {
    ...browser,
    api,
    demoUrl: demo.url,
    shutdown: async () => {
      await browser.close();
      await demo.close();
      await api.close();
    },
  };
}

/**
 * Saves settings straight into extension storage, as the options page would. A new key or base
 * URL makes the background read its workspace (one request): this waits until it has, then
 * clears the API's request log, so a test counts only the requests it causes itself.
 */
export async function configure(stack: Stack, apiKey: string | null, baseUrl = stack.api.url): Promise<void> {
  const worker = stack.context.serviceWorkers()[0] ?? stack.worker;
  await worker.evaluate(
    async ([key, url]) => {
      const local = (globalThis as any).chrome.storage.local;
      if (key === null) await local.remove('apiKey');
      else await local.set({ apiKey: key, baseUrl: url });
    },
    [apiKey, baseUrl] as const,
  );
  if (apiKey !== null) await waitForWorkspaceRead(stack, apiKey, baseUrl);
  stack.api.resetRequests();
}

/**
 * Until the background has stored what it learned of the workspace for this key and base URL
 * (known, refused or failed): its record names them by a SHA-256 of both (workspace/store.ts).
 */
export async function waitForWorkspaceRead(stack: Stack, apiKey: string, baseUrl = stack.api.url): Promise<void> {
  const settled = async () => {
    const worker = stack.context.serviceWorkers()[0] ?? stack.worker;
    return worker
      .evaluate(
        async ([key, url]) => {
          const bytes = new TextEncoder().encode(`${url}\n${key}`);
          const hex = [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))]
            .map((b) => b.toString(16).padStart(2, '0'))
            .join('');
          const { workspace } = await (globalThis as any).chrome.storage.local.get('workspace');
          return workspace?.for === hex;
        },
        [apiKey, baseUrl] as const,
      )
      .catch(() => false); // a worker stopped in between: ask its successor
  };
  await waitUntil(settled, 20_000, `the background storing the workspace for ${baseUrl}`);
}

export function optionsUrl(stack: Stack): string {
  return `chrome-extension://${stack.extensionId}/src/ui/options/options.html`;
}

/** The options page, once it has drawn its form. */
export async function openOptions(stack: Stack): Promise<Page> {
  const page = await stack.context.newPage();
  await page.goto(optionsUrl(stack));
  // The first workspace's; each other workspace's group has one too.
  await page.getByRole('button', { name: 'Test connection' }).first().waitFor();
  return page;
}

export function popupUrl(stack: Stack): string {
  return `chrome-extension://${stack.extensionId}/src/ui/popup/popup.html`;
}

/** Opens the demo support page with its live inbox off, so rows stay where the test expects. */
export async function openDemo(stack: Stack, path = '/?live=0'): Promise<Page> {
  const page = await stack.context.newPage();
  await page.goto(new URL(path, stack.demoUrl).toString());
  await page.getByTestId('thread-row').first().waitFor();
  return page;
}

/**
 * Opens a page of exact HTML served on the demo server's origin (a support site in the local
 * build): `pages` maps paths to HTML, the first path is the one opened. `initScript` runs in the
 * page before any of its own.
 */
export async function openServedPages(stack: Stack, pages: Record<string, string>, initScript?: string): Promise<Page> {
  const page = await stack.context.newPage();
  if (initScript) await page.addInitScript(initScript);
  for (const [path, html] of Object.entries(pages)) {
    const url = path.startsWith('http') ? path : `${stack.demoUrl}${path}`;
    await page.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html' }));
  }
  const first = Object.keys(pages)[0]!;
  await page.goto(first.startsWith('http') ? first : `${stack.demoUrl}${first}`);
  return page;
}

/** The browser's id for a page's tab, so a test can send it what the background would. */
export async function tabIdOf(stack: Stack, page: Page): Promise<number> {
  return stack.worker.evaluate(async (url) => {
    const tabs = await (globalThis as any).chrome.tabs.query({});
    return tabs.find((t: { url?: string }) => t.url === url)?.id as number;
  }, page.url());
}

/** Stops every service worker through the DevTools protocol, as Chrome does to idle ones. */
export async function stopServiceWorker(stack: Stack, page: Page): Promise<void> {
  const cdp = await stack.context.newCDPSession(page);
  let stopped = false;
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) if (v.scriptURL.includes(stack.extensionId) && v.runningStatus === 'stopped') stopped = true;
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  // It really stopped (it may since have been woken again).
  await waitUntil(() => stopped, 5_000, 'the service worker reported stopped');
  await cdp.detach();
}
