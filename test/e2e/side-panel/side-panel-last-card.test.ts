/**
 * The side panel's rule for a tab's customer (Firefox's sidebar alike), "the card the agent
 * opened last, or the conversation the page opened since", on the demo's mail view: a card opened
 * over an open mail wins when the panel opens afterwards, not the mail's sender; a conversation
 * the page opens after the card wins over it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { forEachBrowser } from '../driver/browsers';
import { closeCard, waitForCard, waitForCardOf } from '../driver/card';
import type { Driver } from '../driver/driver';
import { clickOn, pointAt } from '../driver/target';
import { viewSays } from '../driver/views';
import { LENA, NOOR } from '../support/mail';

forEachBrowser('the side panel opened after a card', (browser) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await browser.start();
    await driver.configure(DEMO_API_KEY);
  });
  afterAll(async () => driver?.shutdown());

  it("shows the card's customer, not the open mail's sender; a conversation opened since then wins", async () => {
    const mail = await driver.openPage(new URL('/mail', driver.demoUrl).toString());
    await waitUntil(() => mail.evaluate(() => document.querySelector('[data-testid="mail-from"]') !== null), 15_000, 'the mail shown');
    await pointAt(mail, 'Lena Fischer');
    await waitForCardOf(await waitForCard(mail), LENA, 'not-found');
    await closeCard(mail);

    const popup = await driver.openPopup(mail, 'Open side panel');
    await popup.clickButton('Open side panel').catch(() => undefined); // the popup closes as the panel opens
    const panel = await driver.sidePanel(mail);
    await viewSays(panel, LENA);
    // Away to another tab and back: the panel asks again for the tab's customer, after the mail
    // it found open there was read. Still the card's.
    const other = await driver.openDemo();
    await other.bringToFront();
    await viewSays(panel, 'No customer on this tab yet');
    await mail.bringToFront();
    await viewSays(panel, LENA);
    await viewSays(panel, 'Create customer');
    expect(await panel.text()).not.toContain(NOOR);
    await other.close();

    // The page opens a conversation after the card: its customer now.
    const jane = driver.api.seed.customers[0]!;
    await mail.bringToFront();
    await mail.goto(new URL('/?live=0', driver.demoUrl).toString());
    await waitUntil(() => mail.evaluate(() => document.querySelector('[data-testid="thread-row"]') !== null), 15_000, 'the inbox shown');
    const title = await mail.evaluate((e) => {
      const row = [...document.querySelectorAll('[data-testid="thread-row"]')].find((r) => r.textContent?.includes(e));
      return row?.querySelector('[data-testid="thread-title"]')?.textContent?.trim() ?? null;
    }, jane.email);
    if (!title) throw new Error(`no thread row of ${jane.email} on the demo page`);
    await clickOn(mail, { selector: '[data-testid="thread-title"]', text: title });
    await mail.mouse.move(1, 1);
    await waitUntil(
      () => mail.evaluate(() => document.querySelector('[data-testid="thread-view-title"]') !== null),
      10_000,
      'the thread open',
    );
    await viewSays(panel, jane.fullName);
  });
});
