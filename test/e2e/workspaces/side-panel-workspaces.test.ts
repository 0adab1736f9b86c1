/**
 * The side panel with two workspaces, each on a local API of its own: the tab's customer shows a
 * section per workspace that knows them, each with that workspace's id, as the card does.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../../api/server';
import { waitUntil } from '../../support/wait-until';
import { SECOND_KEY, SECOND_NAME, secondId, secondWorkspaceSeed } from '../../support/second-workspace';
import { forEachBrowser } from '../driver/browsers';
import { hoverCard } from '../driver/card';
import type { Driver, Tab } from '../driver/driver';
import { emailCell } from '../driver/target';

forEachBrowser('the side panel with two workspaces', (browser) => {
  let driver: Driver;
  let second: ApiServer;
  let page: Tab;
  beforeAll(async () => {
    [driver, second] = await Promise.all([browser.start(), startApiServer({ dataFile: secondWorkspaceSeed() })]);
    await driver.configure(DEMO_API_KEY);
    await driver.inExtension((w) => (globalThis as any).chrome.storage.local.set({ moreWorkspaces: [w] }), {
      id: 'wsecond01',
      apiKey: SECOND_KEY,
      baseUrl: second.url,
      label: null,
      colour: null,
      on: true,
    });
    page = await driver.openDemo();
  });
  afterAll(async () => Promise.all([driver?.shutdown(), second?.close()]));

  it("shows the tab's customer in each workspace that knows them, with each workspace's id", async () => {
    const jane = driver.api.seed.customers[0]!;
    await hoverCard(page, emailCell(jane.email), jane.email, 'found');
    await page.mouse.move(1, 1);
    const popup = await driver.openPopup(page, 'Open side panel');
    await popup.clickButton('Open side panel').catch(() => undefined); // the popup closes as the panel opens
    const panel = await driver.sidePanel(page);
    const sections = () =>
      panel.evaluate((doc) =>
        [...doc.querySelectorAll('section.workspace')].map((s) => [
          s.querySelector('.workspace-name')?.textContent ?? '',
          s.querySelector('code.id')?.textContent ?? '',
        ]),
      );
    await waitUntil(async () => (await sections()).filter(([, id]) => id).length === 2, 20_000, 'both sections in the panel').catch(
      async (e: Error) => {
        throw new Error(`${e.message}: ${JSON.stringify(await sections())}`, { cause: e });
      },
    );
    expect((await sections())[1]).toEqual([SECOND_NAME, secondId(jane.id)]);
    expect((await sections())[0]![1]).toBe(jane.id);
  });
});
