/**
 * The popup's "Use Customer Lens on <this site>" and "Stop using it here", in the real toolbar
 * popup opened for the tab the agent is on: the tab works at once, with no reload of the page or
 * the extension; stopped, the site is gone, and the options page's list follows both without a
 * reload. And the popup opens ready to type: its look-up box has focus and its document has the
 * keyboard, so the agent types or pastes an address at once. How each browser opens and reaches
 * the real popup is its adapter's (driver/chromium.ts, driver/firefox.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { startDemoServer, type DemoServer } from '../../../demo/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, readCard } from '../driver/card';
import { restPastIntent } from '../driver/pointer';
import type { Driver, ExtensionView, Tab } from '../driver/driver';
import { emailCell } from '../driver/target';
import { viewSays } from '../driver/views';

const FIRST_EMAIL = { selector: '[data-testid="customer-email"]' };

const says = (popup: ExtensionView, text: string) => viewSays(popup, text);

/** Where the keyboard is in the popup: `has-focus:<id of the focused element>`. */
const keyboardIn = (popup: ExtensionView) =>
  popup.evaluate((doc) => (doc.hasFocus() ? 'has-focus:' : 'no-focus:') + (doc.activeElement?.id || doc.activeElement?.localName));

forEachBrowser('the popup starts and stops Customer Lens on the current site', (browser) => {
  let driver: Driver;
  let spare: DemoServer;
  beforeAll(async () => {
    driver = await browser.start();
    // The demo page on a second loopback address: a site the local build may run on, but not yet.
    spare = await startDemoServer({ host: '127.0.0.2' });
    await driver.configure(DEMO_API_KEY);
  });
  afterAll(async () => {
    await driver?.shutdown();
    await spare?.close();
  });

  const marked = async (page: Tab) => ((await page.underlines()) ?? []).length;
  const sites = (options: Tab) => options.evaluate(() => document.querySelector<HTMLElement>('.sites')?.innerText ?? '');

  async function openSpare(): Promise<Tab> {
    const app = await driver.openPage(`${spare.url}/?live=0`);
    await waitUntil(() => app.evaluate(() => document.querySelector('[data-testid="thread-row"]') !== null), 15_000, 'the demo rows');
    return app;
  }

  /**
   * Customer Lens is not on the page: past where its script would have started, no tab has one,
   * nothing is underlined, and resting on an address opens no card (and starts no script).
   */
  async function expectNotRunning(app: Tab): Promise<void> {
    await app.pastContentScriptStart();
    expect(await driver.tabsWithContentScript()).toBe(0);
    expect(await marked(app)).toBe(0);
    await restPastIntent(app, FIRST_EMAIL);
    expect(await driver.tabsWithContentScript()).toBe(0);
    expect(await app.isCardShown()).toBe(false);
  }

  it('"Use Customer Lens on 127.0.0.2" makes the open tab work at once; "Stop using it here" ends it', async () => {
    const jane = driver.api.seed.customers[0]!;
    const options = await driver.openOptions();
    await waitUntil(() => options.evaluate(() => document.querySelector('.sites') !== null), 10_000, 'the support sites listed');

    const app = await openSpare();
    await expectNotRunning(app);
    expect(await sites(options)).not.toContain('127.0.0.2');

    let popup = await driver.openPopup(app, 'Use Customer Lens on 127.0.0.2');
    await popup.clickButton('Use Customer Lens on 127.0.0.2');
    // The popup now says where it runs, and offers the way back.
    await says(popup, 'Customer Lens runs on 127.0.0.2.');
    expect(await popup.text()).toContain('Stop using it here');
    await popup.close();

    // No reload of the page or the extension: the open tab has the script now.
    await waitUntil(async () => (await marked(app)) > 0, 10_000, 'addresses underlined in the open tab');
    expect(await driver.tabsWithContentScript()).toBe(1); // what expectNotRunning asks sees a script that is there
    expect((await readCard(await hoverCard(app, emailCell(jane.email), jane.email, 'found'))).name).toBe(jane.fullName);
    // The options page, open all along, lists it.
    await waitUntil(async () => (await sites(options)).includes('http://127.0.0.2/*'), 5_000, 'the options page listing the site');

    await app.mouse.move(1, 1);
    popup = await driver.openPopup(app, 'Customer Lens runs on 127.0.0.2.');
    await popup.clickButton('Stop using it here');
    await says(popup, 'Use Customer Lens on 127.0.0.2');
    await popup.close();
    await waitUntil(async () => !(await sites(options)).includes('127.0.0.2'), 5_000, 'the options page without the site');
    await options.close();

    // Coming back to the options page. The list is read from storage after the page draws, and
    // an empty one shows nothing of its own. The witness that the read was made: the settings
    // summary has come (the base URL field shows this stack's API), asked for in the page's
    // effect, which runs after SupportSites' (a child's effects run first). Then a read of our
    // own in the page, answered after the page's (same page, same storage area, in order), and
    // two frames for React to draw what it read.
    const again = await driver.openOptions();
    await waitUntil(
      async () =>
        (await again.evaluate(() => (document.getElementById('api-base-url') as HTMLInputElement | null)?.value)) === driver.api.url,
      10_000,
      'the settings summary read',
    );
    await again.evaluate(async () => {
      await (globalThis as any).chrome.storage.local.get(null);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    expect(await sites(again)).not.toContain('127.0.0.2');
    await again.close();

    // The script that ran stays in that document until it goes, but the background no longer
    // answers it: resting on another address opens no card. The next document gets no script.
    // Past the intent the script opens the card and asks; the background refuses, and the card
    // closes (index.ts, `ask`): until it has.
    await restPastIntent(app, emailCell(driver.api.seed.customers[1]!.email));
    await waitUntil(async () => !(await app.isCardShown()), 5_000, 'the card closed on the refusal');
    await app.reload();
    await waitUntil(() => app.evaluate(() => document.querySelector('[data-testid="thread-row"]') !== null), 15_000, 'the demo rows');
    await expectNotRunning(app);
    await app.close();
  });

  it('on the built-in site it says so and offers no button; on an extension page it offers nothing', async () => {
    const demo = await driver.openDemo(); // http://127.0.0.1, built in in the local build
    let popup = await driver.openPopup(demo, 'Customer Lens always runs on 127.0.0.1.');
    expect(await popup.evaluate((doc) => [...doc.querySelectorAll('.site button')].map((b) => b.textContent))).toEqual([]);
    await popup.close();

    const options = await driver.openOptions();
    popup = await driver.openPopup(options, 'No customers looked up on this tab yet.'); // loaded
    expect(await popup.evaluate((doc) => doc.querySelectorAll('.site').length)).toBe(0);
    await popup.close();
    await options.close();
    await demo.close();
  });

  describe('the popup opens ready to type', () => {
    it('the look-up box has focus as the popup opens, and keeps it once the popup has loaded', async () => {
      const demo = await driver.openDemo();
      const popup = await driver.openPopup(demo, 'Look up an e-mail');
      let seen = '';
      await waitUntil(async () => (seen = await keyboardIn(popup)) === 'has-focus:lookup-email', 3_000).catch(() => undefined);
      expect(seen).toBe('has-focus:lookup-email');
      await says(popup, 'Customer Lens always runs on 127.0.0.1.'); // loaded: the site line is in
      expect(await keyboardIn(popup)).toBe('has-focus:lookup-email');
      await popup.close();
      await demo.close();
    });
  });
});
