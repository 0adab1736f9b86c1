/**
 * The driver in Firefox (ESR), through Puppeteer over WebDriver BiDi: the stack of
 * firefox/support.ts. What is Firefox's own: the background is an event page, and BiDi reaches
 * no `moz-extension://` document but those in tabs, so the extension is asked from its options
 * page (opened by itself on install, and kept open): settings are typed there, the underline is
 * read through `scripting.executeScript`, the popup and sidebar through `extension.getViews`. The
 * card's frame is found in Puppeteer's frame tree and placed on screen by `mozInnerScreenX/Y`.
 */
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buttonNamed,
  byLabel,
  clickInFrame,
  configureThroughOptions,
  frameBoxInPage,
  openDemo,
  pastDocumentIdle,
  realPopup,
  reloadOptions,
  scriptsListening,
  startFirefoxStack,
  waitForValue,
  waitUntil,
  type FirefoxStack,
} from '../firefox/support';
import { underlinesIn } from '../firefox/lines';
import { startApiServer } from '../../../api/server';
import { startDemoServer } from '../../../demo/server';
import { CARD_PATH, launchFirefox, locationOf } from '../../../scripts/firefox';
import { managedFirefoxBuild, type ManagedBuild } from './policy';
import type { Browser, CardView, Driver, ExtensionView, StartOptions, Tab } from './driver';

export interface FirefoxTab extends Tab {
  readonly page: Page;
}

export interface FirefoxDriver extends Driver {
  readonly name: 'firefox';
  readonly stack: FirefoxStack;
  tab(page: Page): Promise<FirefoxTab>;
}

function firefoxCard(page: Page, frame: Frame): CardView {
  const find = async (selector: string) =>
    (await waitForValue(frame, (s) => document.querySelector(s), 10_000, selector)).asElement() as ElementHandle<Element>;
  return {
    evaluate: (fn, arg) => frame.evaluate(fn as never, arg) as never,
    box: () => frameBoxInPage(page, frame),
    click: async (selector) => clickInFrame(page, await find(selector)),
    async doubleClick(selector) {
      const element = await find(selector);
      await clickInFrame(page, element);
      await clickInFrame(page, element).catch(() => undefined); // the first may have taken it away
    },
    async fill(selector, text) {
      await clickInFrame(page, await find(selector));
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
      await page.keyboard.type(text);
    },
    select: async (selector, value) => void (await frame.select(selector, value)),
    clickButton: async (name) => clickInFrame(page, await buttonNamed(frame, name)),
  };
}

/** The card's frame: `frame.url()` says about:blank in Firefox (scripts/firefox.ts), so each is asked where it is. */
async function cardFrameOf(page: Page): Promise<Frame | null> {
  for (const frame of page.frames()) {
    const href = frame === page.mainFrame() ? null : await locationOf(frame);
    if (href?.startsWith('moz-extension://') && new URL(href).pathname === CARD_PATH) return frame;
  }
  return null;
}

function firefoxTab(stack: FirefoxStack, page: Page): FirefoxTab {
  const card = async () => {
    const frame = await cardFrameOf(page);
    return frame ? firefoxCard(page, frame) : null;
  };
  return {
    page,
    evaluate: (fn, arg) => page.evaluate(fn as never, arg) as never,
    url: () => page.url(),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    bringToFront: () => page.bringToFront(),
    close: () => page.close(),
    mouse: {
      move: (x, y, opts) => page.mouse.move(x, y, opts),
      click: (x, y) => page.mouse.click(x, y),
    },
    keyboard: {
      // Chords as Playwright writes them ("Control+v"): the modifiers held around the last key.
      async press(chord) {
        const keys = chord.split('+') as never[];
        const last = keys.pop()!;
        for (const key of keys) await page.keyboard.down(key);
        await page.keyboard.press(last);
        for (const key of keys.reverse()) await page.keyboard.up(key);
      },
    },
    async screenshot(clip) {
      // Puppeteer takes a clip in the document's coordinates (and takes the scroll off again).
      const [left, top] = clip ? await page.evaluate(() => [visualViewport!.pageLeft, visualViewport!.pageTop]) : [0, 0];
      const region = clip ? { clip: { ...clip, x: clip.x + left!, y: clip.y + top! }, captureBeyondViewport: false } : {};
      return Buffer.from(await page.screenshot({ ...region, encoding: 'base64' }), 'base64');
    },
    setViewport: (size) => page.setViewport(size),
    card,
    async isCardShown() {
      // The closed shadow root hides the frame from the page: what the page finds at the card's
      // centre is our host element while the card is drawn there.
      const shown = await card();
      if (!shown) return false;
      const box = await shown.box().catch(() => null);
      if (!box || box.width <= 0) return false;
      return page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.localName === 'customer-lens-card',
        { x: box.x + box.width / 2, y: box.y + Math.min(box.height / 2, 40) },
      );
    },
    pastContentScriptStart: () => pastDocumentIdle(page),
    async underlines({ drawn = false, frame } = {}) {
      // The layer is named by the frame document's address (a cross-origin one's: its src).
      const document = frame
        ? await page.evaluate((f) => {
            const iframe = window.document.querySelector(f) as HTMLIFrameElement | null;
            return iframe ? (iframe.contentDocument?.URL ?? iframe.src) : undefined;
          }, frame)
        : null;
      if (document === undefined) throw new Error(`no frame ${frame} in the page`);
      return underlinesIn(stack.options, page, drawn, document);
    },
  };
}

/** Serves exact HTML on 127.0.0.1, a support site in the local build. */
async function startPageServer(): Promise<{ url: string; pages: Map<string, string>; close(): Promise<void> }> {
  const pages = new Map<string, string>();
  const server = createServer((req, res) => {
    const html = pages.get(new URL(req.url ?? '/', 'http://x').pathname);
    res.writeHead(html === undefined ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pages,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/**
 * The stack under a policy: the copy installed, and no options page, as the extension opens none
 * with a managed key; the driver then has no extension page to ask anything through.
 */
async function startManagedStack(build: ManagedBuild, prefs: Record<string, unknown>): Promise<{ stack: FirefoxStack; policy: FirefoxDriver['policy'] }> {
  const api = await startApiServer();
  const demo = await startDemoServer().catch(async (error) => {
    await api.close();
    throw error;
  });
  let browser: import('puppeteer-core').Browser | undefined;
  const shutdown = async () => {
    await browser?.close();
    await demo.close();
    await api.close();
    build.remove();
  };
  try {
    const written = build.install(api.url);
    browser = await launchFirefox({ prefs });
    const addonId = await browser.installExtension(build.extension);
    const none = new Proxy({} as Page, {
      get: () => {
        throw new Error('no extension page is open under a policy: the test cannot reach the extension in Firefox');
      },
    });
    const stack: FirefoxStack = { browser, addonId, origin: '', options: none, close: () => browser!.close(), api, demoUrl: demo.url, shutdown };
    return { stack, policy: { id: build.id, written } };
  } catch (error) {
    await shutdown();
    throw error;
  }
}

const DARK = { 'ui.systemUsesDarkTheme': 1, 'layout.css.prefers-color-scheme.content-override': 2 };
const LIGHT = { 'ui.systemUsesDarkTheme': 0 };

async function startFirefox(opts: StartOptions = {}): Promise<FirefoxDriver> {
  const prefs = {
    // The popup opened by the test, as the toolbar button would: only a test profile sets this.
    'extensions.openPopupWithoutUserGesture.enabled': true,
    ...(opts.colorScheme === 'dark' ? DARK : opts.colorScheme === 'light' ? LIGHT : {}),
    ...(opts.deviceScaleFactor ? { 'layout.css.devPixelsPerPx': String(opts.deviceScaleFactor) } : {}),
  };
  const { stack, policy } = opts.managed ? await startManagedStack(managedFirefoxBuild(opts.managed), prefs) : { stack: await startFirefoxStack({ prefs }), policy: undefined };
  const served = await startPageServer();
  const tab = async (page: Page) => firefoxTab(stack, page);
  const openPage = async (url: string) => {
    const page = await stack.browser.newPage();
    await page.goto(url);
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
    openDemo: async (path) => tab(await openDemo(stack, path)),
    openPage,
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
    inExtension: (fn, arg) => stack.options.evaluate(fn as never, arg) as never,
    async openPopup(t, saying) {
      const popup = realPopup(stack);
      await popup.openOn((t as FirefoxTab).page, saying);
      return {
        text: popup.text,
        clickButton: popup.click,
        // Built as text: the options page's policy forbids making a function of a string there.
        evaluate: (fn) => stack.options.evaluate(`(${fn.toString()})(browser.extension.getViews({ type: 'popup' })[0].document)`) as never,
        close: () => stack.options.evaluate(() => (globalThis as any).browser.extension.getViews({ type: 'popup' }).forEach((w: Window) => w.close())),
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
        evaluate: (fn) => stack.options.evaluate(`(${fn.toString()})(browser.extension.getViews({ type: 'sidebar' })[0].document)`) as never,
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
