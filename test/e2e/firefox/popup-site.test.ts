/**
 * The popup's "Use Customer Lens on <this site>" and "Stop using it here" in real Firefox: the
 * real toolbar popup, opened for the tab the agent is on with `action.openPopup()` (allowed
 * without a click by the pref below, which only the test profile sets).
 *
 * What differs from an agent's click, and why: WebDriver BiDi sees no popup (it lists tabs only),
 * so the popup is reached from the options page, another page of the same extension, through
 * `extension.getViews({ type: 'popup' })`. Firefox lets `permissions.request` run only while the
 * browser handles user input, and a script's `click()` is not input; so the test's click is real
 * input (BiDi's) on a full-page element it lays over the options page, whose handler clicks the
 * popup's button in that same input. Everything from the popup's click handler on is the
 * product's own path: the access asked for in the click, the site saved, the script registered
 * and injected by the background into the open tab.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import { startDemoServer, type DemoServer } from '../../../demo/server';
import {
  cardFrame,
  configureThroughOptions,
  emailCell,
  hoverCard,
  pastDocumentIdle,
  realPopup,
  scriptsListening,
  startFirefoxStack,
  waitUntil,
  type FirefoxStack,
} from './support';
import { heldIn } from './lines';

let stack: FirefoxStack;
let spare: DemoServer;
const popupText = () => realPopup(stack).text();
const openPopupOn = (tab: Page, saying: string) => realPopup(stack).openOn(tab, saying);
const clickInPopup = (name: string) => realPopup(stack).click(name);
beforeAll(async () => {
  stack = await startFirefoxStack({ prefs: { 'extensions.openPopupWithoutUserGesture.enabled': true } });
  spare = await startDemoServer({ host: '127.0.0.2' });
  await configureThroughOptions(stack, DEMO_API_KEY);
});
afterAll(async () => {
  await stack?.shutdown();
  await spare?.close();
});

const marked = async (page: Page) => (await heldIn(stack.options, page)).length;
const listedSites = () => stack.options.evaluate(() => document.querySelector('.sites')?.textContent ?? '');

/**
 * How many tabs have a content script of ours listening, asked from the options page (support.ts).
 * Every tab but the options page: the extension sees no tab's address on a site it has no access
 * to (127.0.0.2 before it is added), and this file opens no other page the script runs on.
 */
async function tabsWithScript(): Promise<number> {
  const answers = await scriptsListening(stack.options);
  const odd = answers.filter((a) => a !== 'listening' && !/Receiving end does not exist/.test(a));
  if (!answers.length || odd.length) throw new Error(`asking the tabs: ${JSON.stringify(answers)}`);
  return answers.filter((a) => a === 'listening').length;
}

/**
 * Nothing of ours in the tab, even when hovered. What proves the extension had its chance: the
 * document is past where Firefox runs a content script registered for it (document_idle), and the
 * extension, asked through its own messaging, finds no script of its own listening in any tab, at
 * once and again after the hover (a script there would be listening: index.ts listens from its
 * start). The same question finds the script once the site is on (the test below), so it would
 * see one that should not be there. (`marked` alone could not: before the site is added the
 * extension sees no tab at its address, and heldIn says [] for a tab it cannot find.)
 */
async function expectNotRunning(app: Page): Promise<void> {
  await pastDocumentIdle(app);
  expect(await tabsWithScript()).toBe(0);
  expect(await marked(app)).toBe(0);
  const cell = await emailCell(app, stack.api.seed.customers[0]!.email);
  await cell.hover();
  // The hover reached the page (the address is under the pointer for it), and still no script is there to take it.
  await waitUntil(() => cell.evaluate((el) => el.matches(':hover')), 5_000, 'the address hovered');
  expect(await tabsWithScript()).toBe(0);
  expect(await cardFrame(app, stack.origin)).toBeNull();
}

describe('the popup starts and stops Customer Lens on the current site (Firefox)', () => {
  it('"Use Customer Lens on 127.0.0.2" makes the open tab work at once; "Stop using it here" ends it', async () => {
    const app = await stack.browser.newPage();
    await app.goto(`${spare.url}/?live=0`);
    await app.waitForSelector('[data-testid="thread-row"]', { timeout: 15_000 });
    await expectNotRunning(app);
    expect(await listedSites()).not.toContain('127.0.0.2');

    await openPopupOn(app, 'Use Customer Lens on 127.0.0.2');
    await clickInPopup('Use Customer Lens on 127.0.0.2');
    await waitUntil(async () => (await popupText())?.includes('Customer Lens runs on 127.0.0.2.') ?? false, 10_000, `the popup saying it runs here (it says: ${await popupText()})`);
    // The open tab, not reloaded, works now; the options page, open all along, lists the site.
    await waitUntil(async () => (await marked(app)) > 0, 10_000, 'addresses underlined in the open tab');
    expect(await tabsWithScript()).toBe(1); // what expectNotRunning asks sees a script that is there
    const jane = stack.api.seed.customers[0]!;
    expect((await hoverCard(stack, app, jane.email)).name).toBe(jane.fullName);
    await waitUntil(async () => (await listedSites()).includes('http://127.0.0.2/*'), 5_000, 'the options page listing the site');

    await app.mouse.move(1, 1);
    await openPopupOn(app, 'Stop using it here');
    await clickInPopup('Stop using it here');
    await waitUntil(async () => (await popupText())?.includes('Use Customer Lens on 127.0.0.2') ?? false, 10_000, 'the popup offering the site again');
    await waitUntil(async () => !(await listedSites()).includes('127.0.0.2'), 5_000, 'the options page without the site');

    // The script that ran stays in that document until it goes; the next one gets none.
    await app.reload();
    await app.waitForSelector('[data-testid="thread-row"]', { timeout: 15_000 });
    await expectNotRunning(app);
    await app.close();
  });
});
