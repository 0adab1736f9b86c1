/**
 * The Firefox stack the driver (firefox.ts) stands on: the local API, the demo support page, and
 * Firefox with a build of the extension installed, driven by Puppeteer over WebDriver BiDi (see
 * scripts/browsers/firefox.ts for the two BiDi quirks around `moz-extension://` documents). Unmanaged, the
 * extension opens its options page by itself on install, and the driver asks it from there; under
 * a policy no page opens, and the stack has none.
 */
import type { Browser as Puppeteer, Page } from 'puppeteer-core';
import { startApiServer, type ApiServer } from '../../../../api/server';
import { startDemoServer, type DemoServer } from '../../../../demo/server';
import {
  OPTIONS_PATH,
  launchFirefox,
  launchFirefoxWithExtension,
  locationOf,
  waitForExtensionPage,
  type FirefoxWithExtension,
} from '../../../../scripts/browsers/firefox';
import type { ManagedBuild } from '../policy';

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
 * with a managed key; the driver then has no extension page to ask anything through. A policy
 * with no key leaves the extension opening its options page on install, as without a policy:
 * then the driver asks the extension from it, as it always does.
 */
export async function startManagedFirefoxStack(
  build: ManagedBuild,
  prefs: Record<string, unknown>,
  withKey: boolean,
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
    const written = await installPolicyInTurn(build, api.url);
    browser = await launchFirefox({ prefs });
    const addonId = await browser.installExtension(build.extension);
    const none = new Proxy({} as Page, {
      get: () => {
        throw new Error('no extension page is open under a policy with a key: the test cannot reach the extension in Firefox');
      },
    });
    const options = withKey ? none : await waitForExtensionPage(browser, OPTIONS_PATH, 15_000);
    const href = withKey ? null : new URL((await locationOf(options))!);
    const stack: FirefoxStack = {
      browser,
      addonId,
      origin: href ? `${href.protocol}//${href.host}/` : '',
      options,
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

/**
 * Firefox reads one policies.json per install, so two test files under a policy at once would
 * want the same file: the second waits until the first has removed its own (at its end), and
 * writes then. writePolicyFile never overwrites one it did not write.
 */
async function installPolicyInTurn(build: ManagedBuild, apiUrl: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      return build.install(apiUrl);
    } catch (error) {
      if (!/already exists/.test(String(error)) || Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}
