/**
 * Launches Firefox (Debian's ESR, or `FIREFOX_PATH`) with a build of the extension installed, and
 * drives it with Puppeteer over WebDriver BiDi.
 *
 * The add-on is installed with BiDi's `webExtension.install`, which is Firefox's temporary install
 * (the same as about:debugging → Load Temporary Add-on): a directory or a zip, no signature needed,
 * gone when the profile is. Two things BiDi does not do for `moz-extension://` documents, and how
 * we live with them:
 * - it will not navigate a tab to one, so we never `goto` an extension page: the extension opens
 *   its options page itself on install (no key saved yet), and the card is opened by hovering;
 * - it sends no `load` / `domContentLoaded` events for them, so Puppeteer's `page.url()` and
 *   `frame.url()` stay `about:blank`. Evaluating in the frame works, so `locationOf` asks the
 *   document itself where it is.
 */
import puppeteer, { type Browser, type Frame, type Page } from 'puppeteer-core';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { copyOfProfileTemplate, removeWhenExited } from './firefox-profile';

export const LOCAL_FIREFOX_BUILD = resolve('dist/local/firefox');
export const OPTIONS_PATH = '/src/ui/options/options.html';
export const CARD_PATH = '/src/ui/card/card.html';

export interface FirefoxWithExtension {
  browser: Browser;
  /** The add-on id from the manifest (`browser_specific_settings.gecko.id`). */
  addonId: string;
  /** `moz-extension://<uuid>/`: Firefox gives every install its own random UUID. */
  origin: string;
  /** The options page, opened by the extension itself on install. */
  options: Page;
  close(): Promise<void>;
}

export function firefoxPath(): string {
  const path = process.env.FIREFOX_PATH;
  if (!path) throw new Error('FIREFOX_PATH is not set: run through the e2e project (its global setup finds Firefox)');
  return path;
}

/** Where a page or frame really is (see the note above on `url()`), or null while it navigates. */
export async function locationOf(target: Page | Frame, timeoutMs = 1_000): Promise<string | null> {
  // A document that does not answer (a tab closing, or one still between documents) is passed
  // over for now, not waited on: a caller looking through every tab would wait on it alone.
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
  try {
    return await Promise.race([target.evaluate(() => location.href), late]);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export async function waitForExtensionPage(browser: Browser, path: string, timeoutMs: number): Promise<Page> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const page of await browser.pages()) {
      const href = await locationOf(page);
      if (href?.startsWith('moz-extension://') && new URL(href).pathname === path) return page;
    }
    if (Date.now() > deadline) throw new Error(`no tab with the extension's ${path} opened within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Firefox as the tests and `npm start` drive it, with no add-on yet. `profile`: the profile to
 * start in, kept; else a copy of the run's template (firefox-profile.ts) where there is one,
 * removed when Firefox exits, else a new one of puppeteer's.
 */
export async function launchFirefox(
  opts: { headless?: boolean; prefs?: Record<string, unknown>; profile?: string } = {},
): Promise<Browser> {
  const copy = opts.profile ? undefined : copyOfProfileTemplate();
  const profile = opts.profile ?? copy;
  try {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefoxPath(),
      headless: opts.headless ?? true,
      defaultViewport: { width: 1280, height: 800 },
      ...(profile ? { userDataDir: profile } : {}),
      extraPrefsFirefox: {
        // The extension's messages and dates follow the browser's language.
        'intl.locale.requested': 'en-US',
        'intl.accept_languages': 'en-US, en',
        ...opts.prefs,
      },
    });
    if (copy) removeWhenExited(browser, copy);
    return browser;
  } catch (error) {
    if (copy) rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}

export async function launchFirefoxWithExtension(
  opts: { extension?: string; headless?: boolean; prefs?: Record<string, unknown> } = {},
): Promise<FirefoxWithExtension> {
  const browser = await launchFirefox(opts);
  try {
    const addonId = await browser.installExtension(opts.extension ?? LOCAL_FIREFOX_BUILD);
    const options = await waitForExtensionPage(browser, OPTIONS_PATH, 15_000);
    // Node's URL gives non-web schemes an opaque origin ("null"), so build it by hand.
    const href = new URL((await locationOf(options))!);
    const origin = `${href.protocol}//${href.host}/`;
    return { browser, addonId, origin, options, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
