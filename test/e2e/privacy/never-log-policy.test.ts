/**
 * Never log, set by an organisation's policy (`neverLogDomains`, as docs/deployment.md shows it):
 * the list in force is the policy's, normalised, and the options page shows it read-only, with no
 * field to add to it and no Remove, while the agent's own list (saved before) is not in force.
 * The policy gives no key, so the extension opens its options page on install in both browsers
 * (the driver's way into the extension in Firefox) and no setting is locked by `lockSettings`.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import type { Driver } from '../driver/driver';
import { listed } from './never-log-field';

const settings = (apiUrl: string) => ({
  apiKey: '',
  apiBaseUrl: apiUrl,
  supportSites: [],
  ignoreDomains: [],
  neverLogDomains: ['@Globex.com', '*.Initech.io', 'not a domain'],
  lockSettings: false,
});

forEachBrowser('a never-log list set by policy', (browser) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await browser.start({ managed: settings });
  });
  afterAll(async () => driver?.shutdown());

  it("is shown read-only on the options page, in place of the agent's own", async () => {
    const { written } = driver.policy!;
    expect(JSON.stringify(written)).toContain('"neverLogDomains":["@Globex.com","*.Initech.io","not a domain"]');
    // The agent's own list, as an earlier save left it: the policy's replaces it.
    await driver.inExtension(() =>
      ((globalThis as any).browser ?? (globalThis as any).chrome).storage.local.set({ neverLogDomains: ['acme.io'] }),
    );

    const options = await driver.openOptions();
    await waitUntil(
      () => options.evaluate(() => document.querySelector('[data-testid="never-log-managed"]') !== null),
      15_000,
      "the policy's list on the options page",
    );
    expect(await listed(options)).toEqual(['globex.com', 'initech.io']);
    const page = await options.evaluate(() => ({
      managed: document.querySelector('[data-testid="never-log-managed"]')!.textContent,
      formShown: !(document.getElementById('never-log-new')!.closest('form') as HTMLFormElement).hidden,
      removeButtons: document.querySelectorAll('[data-testid="never-log-list"] button').length,
      note: document.querySelector('[data-testid="managed-note"]')?.textContent ?? null,
    }));
    expect(page).toEqual({
      managed: 'Set by your organisation: this list cannot be changed here.',
      formShown: false,
      removeButtons: 0,
      note: 'Some settings are set by your organisation; they cannot be changed here.',
    });
    await options.close();
  });
});
