/**
 * The driver in Chromium, through Playwright: the stack of support/stack.ts. What is Chromium's
 * own: the background is a service worker (settings are written in it), the card's frame is in
 * Playwright's frame tree, the underline is read in the content script's world over CDP, and the
 * real popup and side panel are reached over CDP (support/real-popup.ts).
 */
import type { CDPSession, Frame, Locator, Page } from 'playwright-core';
import { currentWorker } from '../../../scripts/browsers/chromium';
import { drawnUnderlines, hasUnderlineLayer, heldUnderlines } from '../../../scripts/browsers/underline-reader';
import type { ExtensionTarget } from '../../../scripts/browsers/extension-target';
import { standingStill } from '../../../scripts/browsers/stand-still';
import { cardFrame, isCardVisible } from '../support/card';
import { attachToSidePanel, openRealPopup } from '../support/real-popup';
import { configure, openDemo, openOptions, openServedPages, startStack, waitForWorkspaceRead, type Stack } from '../support/stack';
import { waitUntil } from '../../support/wait-until';
import { managedChromiumBuild } from './policy';
import type { Box, Browser, CardView, Driver, ExtensionView, StartOptions, Tab } from './driver';

export interface ChromiumTab extends Tab {
  readonly page: Page;
}

export interface ChromiumDriver extends Driver {
  readonly name: 'chromium';
  readonly stack: Stack;
  tab(page: Page): Promise<ChromiumTab>;
}

function chromiumCard(frame: Frame): CardView {
  const still = (target: Locator) => standingStill(frame, target);
  return {
    evaluate: (fn, arg) => frame.evaluate(fn as never, arg),
    async box() {
      const box = await (await frame.frameElement()).boundingBox();
      if (!box) throw new Error('the card frame has no box');
      return box;
    },
    click: async (selector, opts) => (await still(frame.locator(selector).first())).click(opts),
    doubleClick: async (selector) => (await still(frame.locator(selector).first())).dblclick(),
    fill: (selector, text) => frame.locator(selector).first().fill(text),
    select: async (selector, value) => void (await frame.locator(selector).first().selectOption(value)),
    clickButton: async (name) => (await still(frame.getByRole('button', { name, exact: true }))).click(),
  };
}

function chromiumTab(stack: Stack, page: Page): ChromiumTab {
  let emulation: CDPSession | undefined;
  return {
    page,
    evaluate: (fn, arg) => page.evaluate(fn as never, arg),
    url: () => page.url(),
    addScript: async (source) => void (await page.evaluate(source)),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    bringToFront: () => page.bringToFront(),
    close: () => page.close(),
    mouse: {
      move: (x, y, opts) => page.mouse.move(x, y, opts),
      click: (x, y) => page.mouse.click(x, y),
    },
    keyboard: { press: (key) => page.keyboard.press(key) },
    screenshot: (clip?: Box) => page.screenshot(clip ? { clip } : {}),
    async setViewport({ width, height, deviceScaleFactor }) {
      // The override lasts as long as the session that set it: kept open with the tab.
      emulation ??= await stack.context.newCDPSession(page);
      await emulation.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile: false });
    },
    card: async () => {
      const frame = cardFrame(page);
      return frame ? chromiumCard(frame) : null;
    },
    isCardShown: () => isCardVisible(page),
    async pastContentScriptStart() {
      // Chromium says nothing of a script it did not run: a demo page opened now gets its script.
      const control = await openDemo(stack);
      await waitUntil(async () => (await heldUnderlines(control)).length > 0, 10_000, 'the control page underlined');
      await control.close();
    },
    async underlines({ drawn = false, frame } = {}) {
      const target = frame ? await (await page.$(frame))?.contentFrame() : page;
      if (!target) throw new Error(`no frame ${frame} in the page`);
      if (!(await hasUnderlineLayer(target))) return null;
      return drawn ? drawnUnderlines(target) : heldUnderlines(target);
    },
  };
}

/** The options page, the key and base URL typed in and saved; once it says "Saved". */
async function typeIntoOptions(stack: Stack, apiKey: string, baseUrl: string): Promise<Page> {
  const options = await openOptions(stack);
  await options.getByLabel('API key').fill(apiKey);
  await options.getByLabel('API base URL').fill(baseUrl);
  await options.getByRole('button', { name: 'Save' }).click();
  await options.getByText('Saved', { exact: true }).waitFor();
  return options;
}

function view(target: ExtensionTarget): ExtensionView {
  return {
    text: () => target.text().catch(() => null),
    clickButton: (name) => target.clickButton(name),
    pressButton: (name) => target.pressButton(name),
    evaluate: (fn, arg) => target.evaluate(`(${fn.toString()})(document, ${JSON.stringify(arg)})`),
    close: () => target.close(),
  };
}

async function startChromium(opts: StartOptions = {}): Promise<ChromiumDriver> {
  const build = opts.managed ? managedChromiumBuild(opts.managed) : undefined;
  let policy: ChromiumDriver['policy'];
  const managed = build && ((api: { url: string }) => void (policy = { id: build.id, written: build.install(api.url) }));
  const stack = await startStack({
    api: opts.api,
    deviceScaleFactor: opts.deviceScaleFactor,
    extension: build?.extension ?? opts.extension,
    managed,
  }).catch((error) => {
    build?.remove();
    throw error;
  });
  const tab = async (page: Page) => {
    if (opts.colorScheme) await page.emulateMedia({ colorScheme: opts.colorScheme });
    return chromiumTab(stack, page);
  };
  return {
    name: 'chromium',
    stack,
    api: stack.api,
    demoUrl: stack.demoUrl,
    pagesUrl: stack.demoUrl,
    policy,
    tab,
    openDemo: async (path) => tab(await openDemo(stack, path)),
    async openPage(url) {
      const page = await stack.context.newPage();
      await page.goto(url);
      return tab(page);
    },
    openServedPages: async (pages) => tab(await openServedPages(stack, pages)),
    async openExtensionPage(path) {
      const page = await stack.context.newPage();
      await page.goto(`chrome-extension://${stack.extensionId}/${path}`);
      return tab(page);
    },
    configure: (apiKey, baseUrl) => configure(stack, apiKey, baseUrl),
    async typeSettings(apiKey, baseUrl = stack.api.url) {
      const options = await typeIntoOptions(stack, apiKey, baseUrl);
      await options.close(); // the background reads the workspace by itself, not for the page
    },
    async saveSettings(apiKey, baseUrl = stack.api.url, savedAs = baseUrl) {
      const options = await typeIntoOptions(stack, apiKey, baseUrl);
      await options.reload();
      await waitUntil(
        async () => (await options.getByLabel('API base URL').inputValue()) === savedAs,
        5_000,
        `the options page showing ${savedAs}`,
      );
      await options.close();
      // The new key's workspace is read once now (one request): not the test's to count.
      await waitForWorkspaceRead(stack, apiKey, savedAs);
      stack.api.resetRequests();
    },
    openOptions: async () => tab(await openOptions(stack)),
    async tabsWithContentScript() {
      // As the extension itself would ask: a message to each tab reaches a content script's
      // runtime.onMessage (it listens from its start, and leaves a message it does not know
      // unanswered: "the message port closed"), and fails with "Receiving end does not exist"
      // where none is. (An isolated world alone proves nothing: an injection of its own makes one.)
      const worker = await currentWorker(stack.context);
      return worker.evaluate(async () => {
        const api = (globalThis as any).chrome;
        const tabs = ((await api.tabs.query({})) as Array<{ id: number; url?: string }>).filter(
          (t) => !t.url?.startsWith('chrome-extension://'),
        );
        const answers = await Promise.all(
          tabs.map((t) =>
            api.tabs.sendMessage(t.id, { type: 'customer-lens-e2e-probe' }).then(
              () => true,
              (e: Error) => !/Receiving end does not exist/.test(String(e?.message ?? e)),
            ),
          ),
        );
        return answers.filter(Boolean).length;
      });
    },
    inExtension: async (fn, arg) => (await currentWorker(stack.context)).evaluate(fn as never, arg),
    async openPopup(t, saying) {
      const popup = await openRealPopup(stack, (t as ChromiumTab).page);
      await popup.waitForText(saying, 10_000);
      return view(popup);
    },
    sidePanel: async (t) => view(await attachToSidePanel(stack, (t as ChromiumTab).page)),
    tabUrls: async () => stack.context.pages().map((p) => p.url()),
    async shutdown() {
      await stack.shutdown();
      build?.remove();
    },
  };
}

export const chromium: Browser = { name: 'chromium', start: startChromium };
