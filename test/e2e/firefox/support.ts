/**
 * What firefox/search.test.ts still takes from the old Firefox harness, which is now the driver's
 * Firefox adapter (driver/firefox-*.ts): re-exported from there, with the one helper the driver
 * does as a method (`openDemo`). It goes once that file is written against the driver.
 */
import type { Page } from 'puppeteer-core';
import type { FirefoxStack } from '../driver/firefox-launch';

export { waitUntil } from '../../support/wait-until';
export { startFirefoxStack, type FirefoxStack } from '../driver/firefox-launch';
export { configureThroughOptions } from '../driver/firefox-options';
export { realPopup } from '../driver/firefox-popup';

/** The demo support page with its live inbox off, once its rows are drawn. */
export async function openDemo(stack: FirefoxStack, path = '/?live=0'): Promise<Page> {
  const page = await stack.browser.newPage();
  await page.goto(new URL(path, stack.demoUrl).toString());
  await page.waitForSelector('[data-testid="thread-row"]', { timeout: 15_000 });
  return page;
}
