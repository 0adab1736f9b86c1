/**
 * The side panel (Firefox's sidebar): opened from the real toolbar popup's button (a user's
 * click, as both browsers require), it shows the customer of the last card opened in the tab in
 * front, with their story; another tab's customer when that tab comes to the front, the first's
 * when it is back; a thread page's customer without a hover; and no request for a customer the
 * background already knows; and its search makes a customer found the tab's customer.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard, storySettled } from '../driver/card';
import type { Driver, ExtensionView, Tab } from '../driver/driver';
import { emailCell } from '../driver/target';
import { viewSays } from '../driver/views';

/** A real click on the first element `selector` matches inside the first `within` that has `text`. */
async function clickIn(page: Tab, within: string, text: string, selector: string): Promise<void> {
  const point = await page.evaluate(
    ({ w, t, s }) => {
      const el = [...document.querySelectorAll(w)].find((e) => e.textContent?.includes(t))?.querySelector(s);
      if (!el) return null;
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      return { x: r.left + Math.min(r.width / 2, 40), y: r.top + r.height / 2 };
    },
    { w: within, t: text, s: selector },
  );
  if (!point) throw new Error(`no ${selector} in a ${within} with "${text}"`);
  await page.mouse.click(point.x, point.y);
}

forEachBrowser('the side panel', (browser) => {
  let driver: Driver;
  let first: Tab;
  let panel: ExtensionView;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
    first = await driver.openDemo();
  });
  afterAll(async () => driver?.shutdown());

  const customers = () => driver.api.seed.customers;

  /**
   * The card's customer in `page`, its story in too, its customer cards loaded (a card Plain is
   * still loading is asked for again a second later): what the panel then has from the cache. All
   * drawn first: the story's first frame draws only the customer cards in sight (CardsSection).
   */
  async function openCard(page: Tab, email: string): Promise<void> {
    const card = await hoverCard(page, emailCell(email), email, 'found');
    await storySettled(card);
    await page.mouse.move(1, 1);
  }

  it("opens from the popup with the last card's customer and their story, from the cache", async () => {
    const jane = customers()[0]!;
    await openCard(first, jane.email);
    const before = driver.api.requests.length;

    const popup = await driver.openPopup(first, 'Open side panel');
    // Firefox's popup also says where to open the sidebar by hand.
    if (browser.name === 'firefox') expect(await popup.text()).toContain('View › Sidebar › Customer Lens');
    // The popup closes as the panel opens: the click's own answer may never come.
    await popup.clickButton('Open side panel').catch(() => undefined);
    panel = await driver.sidePanel(first);
    await viewSays(panel, jane.fullName);
    // All of her seven open threads, where the card lists five.
    await viewSays(panel, '7 open');
    expect(await panel.text()).toContain('T-1007');
    // Opening the panel asked the API nothing: the customer and their story came from the cache.
    expect(driver.api.requests.slice(before).map((r) => JSON.stringify(r.json))).toEqual([]);
  });

  it("follows the tab in front: a second tab's customer, then the first's again, with no request", async () => {
    const jane = customers()[0]!;
    const second = await driver.openDemo();
    await second.bringToFront();
    await viewSays(panel, 'No customer on this tab yet');
    const other = customers()[3]!;
    await openCard(second, other.email);
    await viewSays(panel, other.fullName);

    const before = driver.api.requests.length;
    await first.bringToFront();
    await viewSays(panel, jane.fullName, 5_000);
    await second.bringToFront();
    await viewSays(panel, other.fullName, 5_000);
    expect(driver.api.requests.length, 'the tab switches come from the cache').toBe(before);
    await second.close();
    await first.bringToFront();
    await viewSays(panel, jane.fullName, 5_000);
  });

  it('shows the customer of the conversation the page opens, without a hover: a thread, a mail', async () => {
    const shown = await first.evaluate(() =>
      [...document.querySelectorAll('[data-testid="customer-email"]')].map((e) => e.textContent.trim()),
    );
    const customer = customers()
      .slice(5)
      .find((c) => shown.includes(c.email))!;
    expect(customer).toBeTruthy();
    expect(await panel.text()).not.toContain(customer.fullName);
    // The row's title, away from its address: no card opens on the way.
    await clickIn(first, '[data-testid="thread-row"]', customer.email, '[data-testid="thread-title"]');
    await first.mouse.move(1, 1);
    await waitUntil(
      () => first.evaluate(() => document.querySelector('[data-testid="thread-view-title"]') !== null),
      10_000,
      'the thread open',
    );
    await viewSays(panel, customer.fullName);
    await viewSays(panel, customer.email);

    // A mail app's open message: its sender, not a customer yet, whom the panel offers to create.
    await clickIn(first, 'body', '', '[data-nav="mail"]');
    await first.mouse.move(1, 1);
    await viewSays(panel, 'noor.haddad@kestrel-labs.io');
    await viewSays(panel, 'Create customer');
  });

  it("the search at the panel's top makes a customer found the tab's customer", async () => {
    // The panel's own box, given text and keys as DOM events of the panel's window.
    await panel.evaluate((d) => {
      const box = d.getElementById('lookup-email') as HTMLInputElement;
      const win = d.defaultView!;
      Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!.call(box, 'noor');
      box.dispatchEvent(new win.Event('input', { bubbles: true }));
    });
    const firstHit = () => panel.evaluate((d) => d.querySelector('[data-hit="customer"] .hit-name')?.textContent ?? '');
    await waitUntil(async () => (await firstHit()) !== '', 15_000, 'the customers found');
    const name = await firstHit();
    expect(name).toMatch(/noor/i);
    // Serialised into the panel: each sees only its document, so the key is written in each.
    const pressDown = () =>
      panel.evaluate(
        (d) =>
          void d
            .getElementById('lookup-email')!
            .dispatchEvent(new d.defaultView!.KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })),
      );
    const pressEnter = () =>
      panel.evaluate(
        (d) =>
          void d
            .getElementById('lookup-email')!
            .dispatchEvent(new d.defaultView!.KeyboardEvent('keydown', { key: 'Enter', bubbles: true })),
      );
    await pressDown();
    const chosen = () => panel.evaluate((d) => d.querySelector('[aria-selected="true"] .hit-name')?.textContent ?? '');
    await waitUntil(async () => (await chosen()) === name, 5_000, 'the first result chosen');
    await pressEnter();
    const shown = () => panel.evaluate((d) => d.querySelector('main > article[data-state="found"] .name')?.textContent ?? '');
    await waitUntil(async () => (await shown()) === name, 15_000, `${name} as the tab's customer`);
  });
});
