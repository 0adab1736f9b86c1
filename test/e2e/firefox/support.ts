/**
 * The Firefox end-to-end stack: the local API, the demo support page, and Firefox with the local
 * build installed, driven by Puppeteer over WebDriver BiDi (see scripts/firefox.ts for the two
 * BiDi quirks around `moz-extension://` documents).
 *
 * Everything goes through the extension's own UI: the key is typed into the options page the
 * extension opened on install, and the card is read from its own frame, found in Puppeteer's
 * frame tree. Nothing here needs test-only code in the extension.
 */
import type { ElementHandle, Frame, JSHandle, Page } from 'puppeteer-core';
import { startApiServer, type ApiServer } from '../../../api/server';
import { startDemoServer, type DemoServer } from '../../../demo/server';
import { waitUntil } from '../../support/wait-until';

export { waitUntil };
import { CARD_PATH, launchFirefoxWithExtension, locationOf, type FirefoxWithExtension } from '../../../scripts/firefox';

export interface FirefoxStack extends FirefoxWithExtension {
  api: ApiServer;
  demoUrl: string;
  shutdown(): Promise<void>;
}

export async function startFirefoxStack(opts: { extension?: string; prefs?: Record<string, unknown> } = {}): Promise<FirefoxStack> {
  const api = await startApiServer();
  let demo: DemoServer | undefined;
  try {
    demo = await startDemoServer();
    const firefox = await launchFirefoxWithExtension(opts);
    const { close } = firefox;
    return {
      ...firefox,
      api,
      demoUrl: demo.url,
      shutdown: async () => {
        await close();
        await demo!.close();
        await api.close();
      },
    };
  } catch (error) {
    await demo?.close();
    await api.close();
    throw error;
  }
}

/**
 * Until the page (or frame) has painted two more frames: what is on screen now is what its DOM
 * says, for a screenshot. Animation frames run only in a visible document; the tests shoot the tab
 * in front.
 */
export async function framesPainted(realm: Page | Frame): Promise<void> {
  await realm.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
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

/**
 * Whether a content script of this extension listens in each tab but `from`'s own, asked from one
 * of the extension's own pages (`from`): `tabs.sendMessage` reaches the content script's
 * `runtime.onMessage` (it listens from its start, src/content/index.ts, and leaves a message it
 * does not know unanswered), and fails with "Receiving end does not exist" where no script of the
 * extension is. Every tab, as the extension sees no tab's address on a site it has no access to.
 * Per tab: 'listening', or the error the message met.
 */
export async function scriptsListening(from: Page): Promise<string[]> {
  return from.evaluate(async () => {
    const api = (globalThis as any).browser;
    const own = (await api.tabs.getCurrent())?.id;
    const tabs = ((await api.tabs.query({})) as Array<{ id: number }>).filter((t) => t.id !== own);
    return Promise.all(
      tabs.map((t) =>
        api.tabs.sendMessage(t.id, { type: 'customer-lens-e2e-probe' }).then(
          () => 'listening',
          (e: unknown) => String((e as Error)?.message ?? e),
        ),
      ),
    );
  });
}

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
 * A real click, as an agent's (the page's code sees trusted input), on an element in a frame.
 * Puppeteer's `ElementHandle.click` finds a frame's place through its `<iframe>`, which it asks
 * WebDriver BiDi for with a `context` locator that Firefox ESR 140.12 refuses ("Expected
 * locator.type to be one of accessibility,css,innerText,xpath"); the card's `<iframe>` is in a
 * closed shadow root besides. Each document knows where its viewport is on the screen
 * (`mozInnerScreenX/Y`), so the point comes from those.
 */
export async function clickInFrame(page: Page, element: ElementHandle<Element>): Promise<void> {
  const box = await frameBoxInPage(page, element.frame);
  const r = await element.evaluate((el) => {
    el.scrollIntoView({ block: 'nearest' });
    const { x, y, width, height } = el.getBoundingClientRect();
    return { x, y, width, height };
  });
  await page.mouse.click(box.x + r.x + r.width / 2, box.y + r.y + r.height / 2);
}

/** A frame's viewport in the page's viewport, from where each is on the screen (`mozInnerScreenX/Y`). */
export async function frameBoxInPage(page: Page, frame: Frame): Promise<{ x: number; y: number; width: number; height: number }> {
  const onScreen = (realm: Page | Frame) =>
    realm.evaluate(() => {
      const w = window as unknown as { mozInnerScreenX: number; mozInnerScreenY: number };
      return { x: w.mozInnerScreenX, y: w.mozInnerScreenY, width: innerWidth, height: innerHeight };
    });
  const [inner, outer] = [await onScreen(frame), await onScreen(page)];
  return { x: inner.x - outer.x, y: inner.y - outer.y, width: inner.width, height: inner.height };
}

/** The form control a `<label>` with exactly this text names, as an agent finds it. */
export async function byLabel(page: Page, text: string): Promise<ElementHandle<HTMLInputElement>> {
  await waitForValue(
    page,
    (t) => [...document.querySelectorAll('label')].some((l) => l.textContent?.trim() === t && l.control),
    10_000,
    text,
  );
  const handle = await page.evaluateHandle(
    (t) => [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === t)!.control as HTMLInputElement,
    text,
  );
  return handle;
}

/** The first button whose text is exactly `name`. */
export async function buttonNamed(page: Page | Frame, name: string): Promise<ElementHandle<HTMLButtonElement>> {
  const handle = await waitForValue(
    page,
    (n) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === n),
    10_000,
    name,
  );
  return handle as unknown as ElementHandle<HTMLButtonElement>;
}

export async function replaceText(page: Page, field: ElementHandle<HTMLInputElement>, value: string): Promise<void> {
  await field.click();
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.press('Backspace');
  await field.type(value);
}

/** A fresh copy of the options page, as an agent coming back to it would see it. */
export async function reloadOptions(page: Page): Promise<void> {
  const before = await page.evaluate(() => performance.timeOrigin);
  // The evaluation may lose its realm as the page unloads; that is the point.
  await page.evaluate(() => location.reload()).catch(() => undefined);
  await waitUntil(
    async () => (await page.evaluate(() => performance.timeOrigin).catch(() => before)) !== before,
    10_000,
    'options page reload',
  );
}

/**
 * Types the key and base URL into the options page and presses Save, as an agent would; returns
 * once the page says "Saved". The page is reloaded first, so "Saved" can only be this save's.
 */
export async function saveThroughOptions(stack: FirefoxStack, apiKey: string, baseUrl = stack.api.url): Promise<void> {
  const page = stack.options;
  await reloadOptions(page);
  // The form fills itself from storage once loaded; type only after that, or it would type over us.
  const key = await byLabel(page, 'API key');
  // The cache field is empty until the background's summary of the settings has come.
  await waitUntil(
    async () => (await key.evaluate((el) => (el.ownerDocument.getElementById('cache-ttl') as HTMLInputElement | null)?.value ?? '')) !== '',
    5_000,
    'the options page filled from storage',
  );
  await replaceText(page, key, apiKey);
  await replaceText(page, await byLabel(page, 'API base URL'), baseUrl);
  await (await buttonNamed(page, 'Save')).click();
  // "Saved", or the page's own reason why not (which the test then shows).
  const outcome = await waitForValue(
    page,
    () => {
      const saved = [...document.querySelectorAll('[role="status"]')].some((el) => el.textContent?.trim() === 'Saved');
      // Not the line on the key in force (a rejected one): it stays until the new key is read.
      return saved ? 'Saved' : document.querySelector('[role="alert"]:not([data-testid="key-rejected"])')?.textContent?.trim();
    },
    10_000,
  );
  const said = await outcome.jsonValue();
  if (said !== 'Saved') throw new Error(`the options page did not save: ${said}`);
}

/**
 * As `saveThroughOptions`, then until the page, opened again, shows what was saved, and the
 * background has read the workspace for it. `savedAs` is the base URL the page should show
 * afterwards (it normalises what was typed).
 */
export async function configureThroughOptions(
  stack: FirefoxStack,
  apiKey: string,
  baseUrl = stack.api.url,
  savedAs = baseUrl,
): Promise<void> {
  const page = stack.options;
  await saveThroughOptions(stack, apiKey, baseUrl);
  // Coming back to the page shows what was saved (and proves the form did not type over us):
  // the base URL, and the key itself or (where the page does not echo keys) its last 4 characters.
  await reloadOptions(page);
  const keyField = await byLabel(page, 'API key');
  const urlField = await byLabel(page, 'API base URL');
  await waitUntil(
    async () => {
      const url = await urlField.evaluate((el) => el.value);
      const keyShown = await keyField.evaluate(
        (el, k) =>
          el.value === k || (el.value === '' && (el.placeholder.endsWith(k.slice(-4)) || document.body.innerText.includes(k.slice(-4)))),
        apiKey,
      );
      return url === savedAs && keyShown;
    },
    5_000,
    `options page showing the saved key and ${savedAs}`,
  );
  // A new key or base URL makes the background read its workspace (one request); the options
  // page says when it has, so a test's own count of requests starts after it.
  await waitUntil(
    async () =>
      ['known', 'refused', 'failed'].includes(
        await page.evaluate(() => document.querySelector('[data-testid="workspace-status"]')?.getAttribute('data-state') ?? ''),
      ),
    20_000,
    'the options page showing what the background read of the workspace',
  );
}

/** Opens the demo support page with its live inbox off, so rows stay where the test expects. */
export async function openDemo(stack: FirefoxStack, path = '/?live=0'): Promise<Page> {
  const page = await stack.browser.newPage();
  await page.goto(new URL(path, stack.demoUrl).toString());
  await page.waitForSelector('[data-testid="thread-row"]', { timeout: 15_000 });
  return page;
}

export async function emailCell(page: Page, email: string): Promise<ElementHandle<Element>> {
  const handle = await page.evaluateHandle(
    (e) => [...document.querySelectorAll('[data-testid="customer-email"]')].find((el) => el.textContent?.trim() === e) ?? null,
    email,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`no [data-testid="customer-email"] with ${email} on the demo page`);
  return element as ElementHandle<Element>;
}

/**
 * The card's frame. Its `<iframe>` sits in a closed shadow root, so the page cannot see it; the
 * browser's frame tree can. `frame.url()` says about:blank in Firefox (see scripts/firefox.ts),
 * so each frame is asked where it is.
 */
export async function cardFrame(page: Page, origin: string): Promise<Frame | null> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    if ((await locationOf(frame)) === `${origin}${CARD_PATH.slice(1)}`) return frame;
  }
  return null;
}

/**
 * Whether the card is on screen, seen from the page as an agent sees it: what is drawn beside the
 * address, to its right or left (past a longer address in the rows beside it, perhaps), is our
 * host element (the closed shadow root hides what is inside it).
 */
export async function isCardShownAt(page: Page, cell: ElementHandle<Element>): Promise<boolean> {
  return cell.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const xs = [...Array(10).keys()].flatMap((i) => [r.right + 20 + 30 * i, r.left - 20 - 30 * i]);
    return xs.some((x) => document.elementFromPoint(x, r.top + 30)?.localName === 'customer-lens-card');
  });
}

export interface CardSnapshot {
  state: string;
  email: string;
  text: string;
  name: string | null;
  id: string | null;
  datetime: string | null;
  timeText: string | null;
}

/** Hovers the address and waits until the card shows a final state for it; returns what it shows. */
export async function hoverCard(stack: FirefoxStack, page: Page, email: string): Promise<CardSnapshot> {
  return hoverCardOn(stack, page, await emailCell(page, email), email);
}

/** Hovers an element (an address, or a name that keeps one) until the card shows a final state for `email`. */
export async function hoverCardOn(stack: FirefoxStack, page: Page, cell: ElementHandle<Element>, email: string): Promise<CardSnapshot> {
  // Away first, as an agent's pointer would be, until no open card covers the address.
  await page.mouse.move(1, 1);
  await cell.scrollIntoView();
  await waitUntil(
    () =>
      cell.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && el.contains(hit);
      }),
    3_000,
    `${email} uncovered`,
  );
  await cell.hover();
  let frame: Frame | null = null;
  await waitUntil(async () => (frame = await cardFrame(page, stack.origin)) !== null, 15_000, 'the card frame');
  const card = frame as unknown as Frame;
  await waitForValue(
    card,
    (e) => {
      const article = document.querySelector('article.customer');
      return article?.getAttribute('data-state') !== 'loading' && article?.querySelector('.email')?.textContent === e;
    },
    20_000,
    email,
  );
  const snapshot = await card.evaluate(() => {
    const article = document.querySelector('article.customer')!;
    const time = article.querySelector('time');
    return {
      state: article.getAttribute('data-state') ?? '',
      email: article.querySelector('.email')?.textContent ?? '',
      text: (article as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      name: article.querySelector('.name')?.textContent ?? null,
      id: article.querySelector('.id')?.textContent ?? null,
      datetime: time?.getAttribute('datetime') ?? null,
      timeText: time ? (time as HTMLElement).innerText : null,
    };
  });
  await waitUntil(() => isCardShownAt(page, cell), 5_000, 'the card on screen beside the address');
  return snapshot;
}

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
