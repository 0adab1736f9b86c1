/**
 * What the README's pictures are taken in: the local API, the demo support page and Chromium with
 * the local build, started as the end-to-end tests start them (test/e2e/support/stack.ts), with
 * the demo key saved and its workspace read (the cards link to Plain).
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../api/server';
import { startDemoServer } from '../../demo/server';
import { waitUntil } from '../../test/support/wait-until';
import { closeInstallPage, currentWorker, launchWithExtension, type ExtensionBrowser } from '../browsers/chromium';

export interface Stage extends ExtensionBrowser {
  api: ApiServer;
  demoUrl: string;
  shutdown(): Promise<void>;
}

export async function startStage(): Promise<Stage> {
  const api = await startApiServer();
  const demo = await startDemoServer();
  const browser = await launchWithExtension();
  await closeInstallPage(browser);
  await saveKey(browser, api.url);
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
 * Saves the demo key and the local API's URL as the options page would, then waits until the
 * background has stored the key's workspace: its record names key and base URL by a SHA-256 of
 * both (src/background/workspace/store.ts).
 */
async function saveKey(browser: ExtensionBrowser, baseUrl: string): Promise<void> {
  const worker = await currentWorker(browser.context);
  await worker.evaluate(([apiKey, url]) => (globalThis as any).chrome.storage.local.set({ apiKey, baseUrl: url }), [
    DEMO_API_KEY,
    baseUrl,
  ] as const);
  const id = createHash('sha256').update(`${baseUrl}\n${DEMO_API_KEY}`).digest('hex');
  const storedFor = async () =>
    (await currentWorker(browser.context))
      .evaluate(async () => (await (globalThis as any).chrome.storage.local.get('workspace')).workspace?.for as string | undefined)
      .catch(() => undefined); // a worker stopped in between: its successor is asked next time
  await waitUntil(async () => (await storedFor()) === id, 20_000, "the background storing the key's workspace");
}

/** A page of the demo support app, once the element with `testId` is drawn. */
export async function openDemoPage(stage: Stage, path: string, testId: string): Promise<Page> {
  const page = await stage.context.newPage();
  await page.goto(new URL(path, stage.demoUrl).toString());
  await page.getByTestId(testId).first().waitFor();
  return page;
}

export function extensionUrl(stage: Stage, path: string): string {
  return `chrome-extension://${stage.extensionId}/${path}`;
}
