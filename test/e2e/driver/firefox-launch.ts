/**
 * The Firefox stack the driver (firefox.ts) stands on: the local API, the demo support page, and
 * Firefox with a build of the extension installed, driven by Puppeteer over WebDriver BiDi (see
 * scripts/firefox.ts for the two BiDi quirks around `moz-extension://` documents). Unmanaged, the
 * extension opens its options page by itself on install, and the driver asks it from there; under
 * a policy no page opens, and the stack has none.
 */
import type { Browser as Puppeteer, Page } from 'puppeteer-core';
import { startApiServer, type ApiServer } from '../../../api/server';
import { startDemoServer, type DemoServer } from '../../../demo/server';
import { launchFirefox, launchFirefoxWithExtension, type FirefoxWithExtension } from '../../../scripts/firefox';
import type { ManagedBuild } from './policy';

export interface FirefoxStack extends FirefoxWithExtension {
  api: ApiServer;
  demoUrl: string;
  shutdown(): Promise<void>;
}

/** `extension`: another build to install (a directory or a zip); `prefs`: the profile's preferences. */
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
 * The stack under a policy: the copy installed, and no options page, as the extension opens none
 * with a managed key; the driver then has no extension page to ask anything through.
 */
export async function startManagedFirefoxStack(
  build: ManagedBuild,
  prefs: Record<string, unknown>,
): Promise<{ stack: FirefoxStack; policy: { id: string; written: Record<string, unknown> } }> {
  const api = await startApiServer();
  const demo = await startDemoServer().catch(async (error) => {
    await api.close();
    throw error;
  });
  let browser: Puppeteer | undefined;
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
    const stack: FirefoxStack = {
      browser,
      addonId,
      origin: '',
      options: none,
      close: () => browser!.close(),
      api,
      demoUrl: demo.url,
      shutdown,
    };
    return { stack, policy: { id: build.id, written } };
  } catch (error) {
    await shutdown();
    throw error;
  }
}
