/**
 * The real toolbar popup, opened for the active tab (`action.openPopup()` from the service
 * worker), not the popup page opened as a tab (which would be its own active tab). Playwright
 * does not attach to it and a flat CDP session evaluates in the tab instead, so it is reached
 * through the tab's CDP session with a non-flat attach, messages wrapped in
 * `Target.sendMessageToTarget` (see the team's testing notes). Every answer has a time limit: a
 * popup may close, and then its answer never comes.
 */
import type { CDPSession, Page } from 'playwright-core';
import { attachByUrl, within, type ExtensionTarget } from '../../../scripts/browsers/extension-target';
import { currentWorker } from '../../../scripts/browsers/chromium';
import { popupUrl, type Stack } from './stack';

export type RealPopup = ExtensionTarget;

export async function openRealPopup(stack: Stack, tab: Page): Promise<RealPopup> {
  await tab.bringToFront();
  const session: CDPSession = await stack.context.newCDPSession(tab);
  const worker = await currentWorker(stack.context);
  await within(
    worker.evaluate(() => (globalThis as any).chrome.action.openPopup()),
    5_000,
    'action.openPopup()',
  );
  return attachByUrl(session, popupUrl(stack), 'the popup');
}

/**
 * The real side panel, once the popup's "Open side panel" opened it: like the popup,
 * a browser UI target Playwright does not attach to, reached the same way.
 */
export async function attachToSidePanel(stack: Stack, tab: Page): Promise<RealPopup> {
  const session: CDPSession = await stack.context.newCDPSession(tab);
  return attachByUrl(session, `chrome-extension://${stack.extensionId}/src/ui/panel/panel.html`, 'the side panel');
}
