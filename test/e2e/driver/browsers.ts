/**
 * The browsers a behaviour runs in. `forEachBrowser` writes a behaviour once: its body runs in a
 * describe of its own for each browser, which starts that browser's stack (each file its own).
 */
import { describe } from 'vitest';
import { chromium } from './chromium';
import type { Browser, BrowserName } from './driver';
import { firefox } from './firefox';

export const browsers: readonly Browser[] = [chromium, firefox];

const LABEL: Record<BrowserName, string> = { chromium: 'Chromium', firefox: 'Firefox' };

/** `title` in each browser ("…, in Firefox"), or in those of `only`. */
export function forEachBrowser(
  title: string,
  body: (browser: Browser) => void,
  only: readonly BrowserName[] = ['chromium', 'firefox'],
): void {
  for (const browser of browsers.filter((b) => only.includes(b.name))) describe(`${title}, in ${LABEL[browser.name]}`, () => body(browser));
}
