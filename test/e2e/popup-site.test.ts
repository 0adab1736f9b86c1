/**
 * The popup's "Use Customer Lens on <this site>" and "Stop using it here", in the real toolbar
 * popup opened for the tab the agent is on (support/real-popup.ts): the tab works at once, with
 * no reload of the page or the extension; stopped, the site is gone, and the options page's list
 * follows both without a reload. And the popup opens ready to type: its look-up box has focus and
 * its document has the keyboard, so the agent types or pastes an address at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { startDemoServer, type DemoServer } from '../../demo/server';
import { hoverCard, isCardVisible, restPastIntent } from './support/card';
import { waitUntil } from '../support/wait-until';
import { openRealPopup, type RealPopup } from './support/real-popup';
import { configure, openDemo, optionsUrl, startStack, type Stack } from './support/stack';
import { heldUnderlines, waitForHeld } from './support/lines';

let stack: Stack;
let spare: DemoServer;
beforeAll(async () => {
  stack = await startStack();
  // The demo page on a second loopback address: a site the local build may run on, but not yet.
  spare = await startDemoServer({ host: '127.0.0.2' });
  await configure(stack, DEMO_API_KEY);
});
afterAll(async () => {
  await stack?.shutdown();
  await spare?.close();
});

/** How long the options page may take to read its support sites after drawing (a storage read). */

const marked = async (page: Page) => (await heldUnderlines(page)).length;

async function openSpare(): Promise<Page> {
  const app = await stack.context.newPage();
  await app.goto(`${spare.url}/?live=0`);
  await app.getByTestId('thread-row').first().waitFor();
  return app;
}

/**
 * Customer Lens is not on the page: nothing underlined, and resting on an address opens no card.
 * The witness that the extension is at work: a page of the built-in site, opened after this one
 * loaded, gets its script and underline.
 */
async function expectNotRunning(app: Page): Promise<void> {
  const control = await openDemo(stack);
  await waitForHeld(control, (held) => held.length > 0);
  await control.close();
  expect(await marked(app)).toBe(0);
  await restPastIntent(app, app.getByTestId('customer-email').first());
  expect(await isCardVisible(app)).toBe(false);
}

describe('the popup starts and stops Customer Lens on the current site', () => {
  it('"Use Customer Lens on 127.0.0.2" makes the open tab work at once; "Stop using it here" ends it', async () => {
    const jane = stack.api.seed.customers[0]!;
    const options = await stack.context.newPage();
    await options.goto(optionsUrl(stack));
    await options.getByRole('heading', { name: 'Support sites' }).waitFor();

    const app = await openSpare();
    await expectNotRunning(app);

    let popup = await openRealPopup(stack, app);
    await popup.waitForText('Use Customer Lens on 127.0.0.2');
    await popup.clickButton('Use Customer Lens on 127.0.0.2');
    // The popup now says where it runs, and offers the way back.
    await popup.waitForText('Customer Lens runs on 127.0.0.2.');
    expect(await popup.text()).toContain('Stop using it here');
    await popup.close();

    // No reload of the page or the extension: the open tab has the script now.
    await waitForHeld(app, (held) => held.length > 0);
    await hoverCard(app, app.getByTestId('customer-email').first(), jane.email, 'found');
    // The options page, open all along, lists it.
    await options.getByRole('button', { name: 'Remove http://127.0.0.2/*' }).waitFor({ timeout: 5_000 });

    await app.mouse.move(1, 1);
    popup = await openRealPopup(stack, app);
    await popup.waitForText('Customer Lens runs on 127.0.0.2.');
    await popup.clickButton('Stop using it here');
    await popup.waitForText('Use Customer Lens on 127.0.0.2');
    await popup.close();
    await options.getByRole('button', { name: 'Remove http://127.0.0.2/*' }).waitFor({ state: 'detached', timeout: 5_000 });
    await options.reload();
    await options.getByRole('heading', { name: 'Support sites' }).waitFor();
    // The list is read from storage after the page draws, and an empty one shows nothing of its
    // own. The witness that the read was made: the settings summary has come (the base URL field
    // shows this stack's API), asked for in the page's effect, which runs after SupportSites' (a
    // child's effects run first). Then a read of our own in the page, answered after the page's
    // (same page, same storage area, in order), and two frames for React to draw what it read.
    await waitUntil(async () => (await options.locator('#api-base-url').inputValue()) === stack.api.url, 10_000, 'the settings summary read');
    await options.evaluate(async () => {
      await (globalThis as any).chrome.storage.local.get(null);
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    expect(await options.locator('.sites').innerText()).not.toContain('127.0.0.2');

    // The script that ran stays in that document until it goes, but the background no longer
    // answers it: resting on another address opens no card. The next document gets no script.
    // Past the intent the script opens the card and asks; the background refuses, and the card
    // closes (index.ts, `ask`): until it has.
    await restPastIntent(app, app.getByTestId('customer-email').filter({ hasText: stack.api.seed.customers[1]!.email }).first());
    await waitUntil(async () => !(await isCardVisible(app)), 5_000, 'the card closed on the refusal');
    expect(await isCardVisible(app)).toBe(false);
    await app.reload();
    await app.getByTestId('thread-row').first().waitFor();
    await expectNotRunning(app);
    await app.close();
    await options.close();
  });

  it('on the built-in site it says so and offers no button; on an extension page it offers nothing', async () => {
    const demo = await openDemo(stack); // http://127.0.0.1, built in in the local build
    let popup = await openRealPopup(stack, demo);
    await popup.waitForText('Customer Lens always runs on 127.0.0.1.');
    expect(await popup.evaluate<string[]>(`[...document.querySelectorAll('.site button')].map((b) => b.textContent)`)).toEqual([]);
    await popup.close();

    const options = await stack.context.newPage();
    await options.goto(optionsUrl(stack));
    await options.getByRole('heading', { name: 'Support sites' }).waitFor();
    popup = await openRealPopup(stack, options);
    await popup.waitForText('No customers looked up on this tab yet.'); // loaded
    expect(await popup.evaluate<number>(`document.querySelectorAll('.site').length`)).toBe(0);
    await popup.close();
    await options.close();
    await demo.close();
  });
});

/** Where the keyboard is in the popup: `has-focus:<id of the focused element>`. */
const keyboardIn = (popup: RealPopup) =>
  popup.evaluate<string>(`(document.hasFocus() ? 'has-focus:' : 'no-focus:') + (document.activeElement?.id || document.activeElement?.localName)`);

/** Polls until the keyboard is where it is wanted; what was last seen, either way. */
async function keyboardSettles(popup: RealPopup, wanted: string, timeoutMs = 3_000): Promise<string> {
  let seen = '';
  await waitUntil(async () => (seen = await keyboardIn(popup)) === wanted, timeoutMs).catch(() => undefined);
  return seen;
}

describe('the popup opens ready to type', () => {
  it('the look-up box has focus as the popup opens, and keeps it once the popup has loaded', async () => {
    const demo = await openDemo(stack);
    const popup = await openRealPopup(stack, demo);
    await popup.waitForText('Look up an e-mail');
    expect(await keyboardSettles(popup, 'has-focus:lookup-email')).toBe('has-focus:lookup-email');
    await popup.waitForText('Customer Lens always runs on 127.0.0.1.'); // loaded: the site line is in
    expect(await keyboardIn(popup)).toBe('has-focus:lookup-email');
    await popup.close();
    await demo.close();
  });
});
