/**
 * The driver in Firefox (ESR), through Puppeteer over WebDriver BiDi: the stack of
 * firefox/launch.ts. What is Firefox's own: the background is an event page, and BiDi reaches
 * no `moz-extension://` document but those in tabs, so the extension is asked from its options
 * page (opened by itself on install, and kept open): settings are typed there, the underline is
 * read through `scripting.executeScript`, the popup and sidebar through `extension.getViews`. The
 * card's frame is found in Puppeteer's frame tree and placed on screen by `mozInnerScreenX/Y`.
 */
import type { Page } from 'puppeteer-core';
import { locationOf } from '../../../scripts/browsers/firefox';
import { waitForValue, waitUntil } from '../../support/wait-until';
import type { Browser, Driver, ExtensionView, StartOptions } from './driver';
import { startFirefoxStack, startManagedFirefoxStack, type FirefoxStack } from './firefox/launch';
import { byLabel } from './firefox/input';
import { configureThroughOptions, reloadOptions, saveThroughOptions, scriptsListening } from './firefox/options';
import { realPopup } from './firefox/popup';
import { firefoxTab, type FirefoxTab } from './firefox/tab';
import { pastDocumentIdle } from './firefox/wait';
import { startPageServer } from './page-server';
import { managedFirefoxBuild } from './policy';

export type { FirefoxTab };

export interface FirefoxDriver extends Driver {
  readonly name: 'firefox';
  readonly stack: FirefoxStack;
  tab(page: Page): Promise<FirefoxTab>;
}

const DARK = { 'ui.systemUsesDarkTheme': 1, 'layout.css.prefers-color-scheme.content-override': 2 };
const LIGHT = { 'ui.systemUsesDarkTheme': 0 };

async function startFirefox(opts: StartOptions = {}): Promise<FirefoxDriver> {
  const prefs = {
    // The popup opened by the test, as the toolbar button would: only a test profile sets this.
    'extensions.openPopupWithoutUserGesture.enabled': true,
    ...(opts.colorScheme === 'dark' ? DARK : opts.colorScheme === 'light' ? LIGHT : {}),
    ...(opts.deviceScaleFactor ? { 'layout.css.devPixelsPerPx': String(opts.deviceScaleFactor) } : {}),
    ...opts.firefoxPrefs,
  };
  const { stack, policy } = opts.managed
    ? await startManagedFirefoxStack(managedFirefoxBuild(opts.managed), prefs, Boolean(opts.managed('').apiKey))
    : { stack: await startFirefoxStack({ prefs, extension: opts.extension }), policy: undefined };
  const served = await startPageServer();
  const tab = async (page: Page) => firefoxTab(stack, page);
  // Past document idle: the content script is in the page and listening. Firefox runs it then,
  // which on a busy machine can come after the load the navigation waited for: a pointer moved
  // before it was missed, and no card ever opened.
  const openPage = async (url: string) => {
    const page = await stack.browser.newPage();
    await page.goto(url);
    await pastDocumentIdle(page);
    return tab(page);
  };
  return {
    name: 'firefox',
    stack,
    api: stack.api,
    demoUrl: stack.demoUrl,
    pagesUrl: served.url,
    policy,
    tab,
    async openDemo(path = '/?live=0') {
      const page = await stack.browser.newPage();
      await page.goto(new URL(path, stack.demoUrl).toString());
      await page.waitForSelector('[data-testid="thread-row"]', { timeout: 15_000 });
      return tab(page);
    },
    openPage,
    async openExtensionPage(path) {
      // BiDi may not navigate a tab to a moz-extension:// page: the extension opens it.
      const url = `${stack.origin}${path}`; // the origin ends in "/"
      const before = new Set(await stack.browser.pages());
      await stack.options.evaluate((u) => (globalThis as any).browser.tabs.create({ url: u }), url);
      const page = await waitForValue(
        async () => {
          for (const p of await stack.browser.pages()) if (!before.has(p) && (await locationOf(p)) === url) return p;
          return null;
        },
        10_000,
        `${path} in a tab`,
      );
      return tab(page);
    },
    async openServedPages(pages) {
      // A full URL is served by its path: the same server answers on localhost, another origin.
      const pathOf = (key: string) => (key.startsWith('http') ? new URL(key).pathname : key);
      for (const [key, html] of Object.entries(pages)) served.pages.set(pathOf(key), html);
      const first = Object.keys(pages)[0]!;
      return openPage(first.startsWith('http') ? first : `${served.url}${first}`);
    },
    async configure(apiKey, baseUrl) {
      if (apiKey === null) await stack.options.evaluate(() => (globalThis as any).browser.storage.local.remove('apiKey'));
      else await configureThroughOptions(stack, apiKey, baseUrl);
      stack.api.resetRequests();
    },
    typeSettings: (apiKey, baseUrl) => saveThroughOptions(stack, apiKey, baseUrl),
    async saveSettings(apiKey, baseUrl, savedAs) {
      await configureThroughOptions(stack, apiKey, baseUrl, savedAs);
      stack.api.resetRequests();
    },
    async openOptions() {
      await reloadOptions(stack.options);
      await byLabel(stack.options, 'API key');
      return { ...(await tab(stack.options)), close: async () => undefined };
    },
    tabUrls: async () => (await Promise.all((await stack.browser.pages()).map(locationOf))).map((href) => href ?? ''),
    async tabsWithContentScript() {
      const answers = await scriptsListening(stack.options);
      const odd = answers.filter((a) => a !== 'listening' && !/Receiving end does not exist/.test(a));
      if (odd.length) throw new Error(`asking the tabs: ${JSON.stringify(answers)}`);
      return answers.filter((a) => a === 'listening').length;
    },
    inExtension: (fn, arg) => stack.options.evaluate(fn as never, arg),
    async openPopup(t, saying) {
      const popup = realPopup(stack);
      await popup.openOn((t as FirefoxTab).page, saying);
      return {
        text: popup.text,
        clickButton: popup.click,
        pressButton: popup.click, // real input already (popup.ts)
        // Built as text: the options page's policy forbids making a function of a string there.
        evaluate: (fn, arg) =>
          stack.options.evaluate(
            `(${fn.toString()})(browser.extension.getViews({ type: 'popup' })[0].document, ${JSON.stringify(arg)})`,
          ) as never,
        close: () =>
          stack.options.evaluate(() => (globalThis as any).browser.extension.getViews({ type: 'popup' }).forEach((w: Window) => w.close())),
      };
    },
    async sidePanel(): Promise<ExtensionView> {
      const text = () =>
        stack.options.evaluate(() => {
          const [sidebar] = (globalThis as any).browser.extension.getViews({ type: 'sidebar' }) as Window[];
          return sidebar ? sidebar.document.body.innerText.replace(/\s+/g, ' ') : null;
        });
      await waitUntil(async () => (await text()) !== null, 10_000, 'the sidebar open');
      return {
        text,
        clickButton: async (name) => {
          throw new Error(`clicking "${name}" in the sidebar is not done in these tests`);
        },
        pressButton: async (name) => {
          throw new Error(`pressing "${name}" in the sidebar is not done in these tests`);
        },
        evaluate: (fn, arg) =>
          stack.options.evaluate(
            `(${fn.toString()})(browser.extension.getViews({ type: 'sidebar' })[0].document, ${JSON.stringify(arg)})`,
          ) as never,
        close: () => stack.options.evaluate(() => (globalThis as any).browser.sidebarAction.close()),
      };
    },
    async shutdown() {
      await stack.shutdown();
      await served.close();
    },
  };
}

export const firefox: Browser = { name: 'firefox', start: startFirefox };
