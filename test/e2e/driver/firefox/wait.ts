/**
 * Waiting in a Firefox document over WebDriver BiDi, where Puppeteer's own waits do not serve: an
 * extension page's content security policy forbids the predicate Puppeteer builds, and Firefox
 * says nothing of a content script it runs.
 */
import type { Frame, JSHandle, Page } from 'puppeteer-core';
import { waitUntil } from '../../../support/wait-until';

/**
 * Until `fn`, run in the page or frame, returns something truthy; the handle of that value.
 * Puppeteer's `waitForFunction` builds its predicate inside the page with `new Function`, and an
 * extension page's content security policy forbids that: Firefox ESR 140.12 (Debian's build)
 * enforces it on the options page and the card ("call to Function() blocked by CSP"); the build
 * the suite ran on before did not. Each try here is one WebDriver BiDi `script.callFunction`,
 * which the page's policy does not govern, so one helper serves extension pages and web pages.
 */
export async function waitForValue<A extends unknown[], R>(
  realm: Page | Frame,
  fn: (...args: A) => R,
  timeoutMs: number,
  ...args: A
): Promise<JSHandle<Awaited<R>>> {
  let found: JSHandle<Awaited<R>> | undefined;
  const what = String(fn).replace(/\s+/g, ' ').slice(0, 160);
  await waitUntil(
    async () => {
      const handle = (await realm.evaluateHandle(fn as never, ...(args as unknown as never[]))) as JSHandle<Awaited<R>>;
      if (await handle.evaluate((value) => Boolean(value))) found = handle;
      else await handle.dispose();
      return found !== undefined;
    },
    timeoutMs,
    what,
  );
  return found!;
}

/**
 * Until the page has passed the point where Firefox runs a `document_idle` content script:
 * Firefox runs it once the document is ready for idle and then an idle callback has run
 * (ExtensionUtils.promiseDocumentIdle: `documentReadyForIdle`, then `requestIdleCallback`). Here,
 * once loaded, an idle callback queued after Firefox's (idle callbacks run in the order queued),
 * then a second one: the page's event loop had nothing left to do in between, so whatever that
 * injection queued has run. A content script due in this document is in it by then.
 */
export async function pastDocumentIdle(page: Page): Promise<void> {
  await waitForValue(page, () => document.readyState === 'complete', 15_000);
  await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => requestIdleCallback(() => r()))));
}
