/** Launches Debian's (or any) Chromium with the local build of the extension loaded. */
import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitUntil } from '../../test/support/wait-until';

export const LOCAL_CHROME_BUILD = resolve('dist/local/chrome');

// Without these, Chromium on a closed network keeps trying to reach Google's services.
export const QUIET_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=DisableLoadExtensionCommandLineSwitch',
];

/**
 * Playwright watches a service worker's network by default (the DevTools Network domain, in the
 * worker): each request the extension's worker makes is then also reported to DevTools as it
 * goes, on the very path the bench times (an answer arriving → the card). An agent's browser has
 * no DevTools attached, so tests and bench turn that off. `serviceWorkers: 'block'` is Playwright's
 * switch for it; it also keeps pages from registering service workers of their own, which none of
 * our test or bench pages does. The extension's own worker is registered by the browser and runs.
 */
const UNWATCHED_WORKERS = { serviceWorkers: 'block' } as const;

export interface ExtensionBrowser {
  context: BrowserContext;
  extensionId: string;
  worker: Worker;
  profile: string;
  close(): Promise<void>;
}

/**
 * `deviceScaleFactor`: device pixels per CSS pixel, as a 150 % zoom or a high-density screen gives.
 * `extension`: another unpacked build than the local one (its id follows from its path).
 * `forPeople`: a browser someone will use (`npm start`), where other sites' service workers work.
 */
export async function launchWithExtension(
  opts: { headless?: boolean; profile?: string; deviceScaleFactor?: number; extension?: string; forPeople?: boolean } = {},
): Promise<ExtensionBrowser> {
  const extension = opts.extension ?? LOCAL_CHROME_BUILD;
  const profile = opts.profile ?? mkdtempSync(join(tmpdir(), 'customer-lens-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: opts.headless ?? true,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: opts.deviceScaleFactor ?? 1,
    locale: 'en-US',
    ...(opts.forPeople ? {} : UNWATCHED_WORKERS),
    args: [...QUIET_FLAGS, `--disable-extensions-except=${extension}`, `--load-extension=${extension}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  const extensionId = new URL(worker.url()).host;
  return {
    context,
    extensionId,
    worker,
    profile,
    close: async () => {
      await context.close();
      if (!opts.profile) rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Chromium launched as `launchWithExtension` launches it (a persistent profile, the same viewport
 * and flags), without the extension: the baseline a bench measures beside it.
 */
export async function launchBare(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'customer-lens-bare-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    locale: 'en-US',
    ...UNWATCHED_WORKERS,
    args: QUIET_FLAGS,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * On install with no key the extension opens its options page by itself, some 3.5 s after launch
 * on this machine (later on a busy one), once the background has applied its support sites. It
 * takes the front tab when it comes; tests and bench wait for it and close it first.
 */
export async function closeInstallPage(browser: ExtensionBrowser, timeoutMs = 15_000): Promise<void> {
  const installPage = () => browser.context.pages().find((p) => p.url().includes('/src/ui/options/options.html'));
  await waitUntil(() => installPage() !== undefined, timeoutMs, 'the options page the extension opens on install');
  await installPage()!.close();
}

/** The current service worker (a stopped one is replaced by a new object). */
export async function currentWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? context.waitForEvent('serviceworker', { timeout: 30_000 });
}

/** Chromium's id for an unpacked extension: the SHA-256 of its absolute path, hex digits as a–p. */
export function unpackedExtensionId(absolutePath: string): string {
  const hex = createHash('sha256').update(absolutePath).digest('hex').slice(0, 32);
  return [...hex].map((d) => String.fromCharCode(97 + parseInt(d, 16))).join('');
}
