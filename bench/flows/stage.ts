/**
 * What every flow part starts from: the extension with the demo key and the local API's URL
 * saved (as the options page saves them), and the popup page in a tab, an extension page where a
 * baseline's bare fetches run as the background's requests would.
 */
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { currentWorker, type ExtensionBrowser } from '../../scripts/browsers/chromium';

export async function saveDemoKey(ext: ExtensionBrowser, apiUrl: string): Promise<void> {
  const worker = await currentWorker(ext.context);
  await worker.evaluate(([key, url]) => (globalThis as any).chrome.storage.local.set({ apiKey: key, baseUrl: url }), [
    DEMO_API_KEY,
    apiUrl,
  ] as const);
}

export async function openPopupPage(ext: ExtensionBrowser): Promise<Page> {
  const popup = await ext.context.newPage();
  await popup.goto(`chrome-extension://${ext.extensionId}/src/ui/popup/popup.html`);
  return popup;
}
