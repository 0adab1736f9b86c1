/**
 * The real toolbar popup in Firefox, reached from the options page (options.ts), as BiDi
 * sees no popup.
 */
import type { Page } from 'puppeteer-core';
import { waitUntil } from '../../../support/wait-until';
import type { FirefoxStack } from './launch';

/**
 * The real toolbar popup, opened for the tab the agent is on with `action.openPopup()` (allowed
 * without a click by the pref 'extensions.openPopupWithoutUserGesture.enabled', which only a test
 * profile sets). WebDriver BiDi sees no popup (it lists tabs only), so the popup is reached from
 * the options page, another page of the same extension, through `extension.getViews`. Firefox
 * lets `permissions.request` and `sidebarAction.open` run only while the browser handles user
 * input, and a script's `click()` is not input; so a click is real input (BiDi's) on a full-page
 * element laid over the options page, whose handler clicks the popup's button in that same input.
 */
export function realPopup(stack: FirefoxStack) {
  const text = () =>
    stack.options.evaluate(() => {
      const [popup] = (globalThis as any).browser.extension.getViews({ type: 'popup' }) as Window[];
      return popup ? popup.document.body.innerText.replace(/\s+/g, ' ') : null;
    });
  return {
    /** The open popup's text, or null when none is open. */
    text,
    async openOn(tab: Page, saying: string): Promise<void> {
      await stack.options.evaluate(() =>
        (globalThis as any).browser.extension.getViews({ type: 'popup' }).forEach((w: Window) => w.close()),
      );
      await tab.bringToFront();
      await stack.options.evaluate(() => (globalThis as any).browser.action.openPopup());
      await waitUntil(
        async () => (await text())?.includes(saying) ?? false,
        10_000,
        `the popup saying "${saying}" (it says: ${await text()})`,
      );
    },
    /** Clicks the popup's button named `name` within real input. */
    async click(name: string): Promise<void> {
      const found = await stack.options.evaluate((n) => {
        const relay = document.createElement('button');
        relay.id = 'test-relay';
        relay.style.cssText = 'position: fixed; inset: 0; z-index: 2147483647; opacity: 0.01';
        const [popup] = (globalThis as any).browser.extension.getViews({ type: 'popup' }) as Window[];
        const target = [...(popup?.document.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === n);
        relay.addEventListener('click', () => target?.click(), { once: true });
        document.body.append(relay);
        return target !== undefined;
      }, name);
      if (!found) throw new Error(`no button "${name}" in the popup; it says: ${await text()}`);
      await stack.options.mouse.click(200, 200);
      await stack.options.evaluate(() => document.getElementById('test-relay')?.remove());
    },
  };
}
