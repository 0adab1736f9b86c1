/**
 * The whole path in real Firefox (ESR), driven over WebDriver BiDi: the extension opens its options
 * page on install, the agent saves key and base URL there, hovers an address on the demo support
 * page, and the card (a moz-extension frame in a closed shadow root) shows the customer; then each
 * problem the agent can meet shows its own message.
 *
 * The tests run in order in one browser: the first one needs the fresh install (no key saved).
 */
import { RELATIVE_PAST } from '../../support/relative-time';
import { readFileSync } from 'node:fs';
import { expectOneDocumentedLookup, lookedUpEmails } from '../../support/documented-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { LOCAL_FIREFOX_BUILD } from '../../../scripts/firefox';
import { FOUND, PLANTED, fillListScript, walkedScript } from '../support/chunk-edges';
import {
  buttonNamed,
  cardFrame,
  clickInFrame,
  configureThroughOptions,
  hoverCard,
  hoverCardOn,
  openDemo,
  startFirefoxStack,
  waitForValue,
  waitUntil,
  type FirefoxStack,
} from './support';
import { heldIn, waitForHeldIn } from './lines';

let stack: FirefoxStack;
beforeAll(async () => (stack = await startFirefoxStack()));
afterAll(async () => stack?.shutdown());

/** The options page's line on the workspace (configureThroughOptions waits until it has one). */
const workspaceLine = (stack: FirefoxStack) =>
  stack.options.evaluate(() => document.querySelector('[data-testid="workspace-status"]')?.textContent ?? null);

const manifest = JSON.parse(readFileSync(`${LOCAL_FIREFOX_BUILD}/manifest.json`, 'utf8')) as {
  host_permissions: string[];
  browser_specific_settings: { gecko: { id: string } };
};

describe('Customer Lens in Firefox', () => {
  it('installs as its gecko id, holds its host permissions, and opens its options page by itself', async () => {
    expect(stack.addonId).toBe(manifest.browser_specific_settings.gecko.id);
    expect(stack.origin).toMatch(/^moz-extension:\/\/[0-9a-f-]{36}\/$/);
    // MV3 host permissions are the user's to grant in Firefox; a temporary install grants them all.
    const granted = await stack.options.evaluate(async () => {
      const api = (globalThis as any).browser;
      return (await api.permissions.getAll()).origins as string[];
    });
    expect([...granted].sort()).toEqual([...manifest.host_permissions].sort());
    expect(manifest.host_permissions).toContain('http://127.0.0.1/*');
  });

  it('before a key is saved, the card asks for one', async () => {
    const page = await openDemo(stack);
    // The content script ran: the addresses are underlined.
    await waitForHeldIn(stack.options, page, (held) => held.length > 0);
    const card = await hoverCard(stack, page, stack.api.seed.customers[1]!.email);
    expect(card.state).toBe('no-key');
    expect(card.text).toContain('Add your API key');
    expect(stack.api.requests).toHaveLength(0);
    await page.close();
  });

  it('saves key and base URL on the options page, hovers an address, shows the customer; the API saw the documented request', async () => {
    await configureThroughOptions(stack, DEMO_API_KEY);
    stack.api.resetRequests();

    const page = await openDemo(stack);
    const jane = stack.api.seed.customers[0]!;
    // The first row renders jane.cooper@<mark>acme</mark>.io: split by markup, found whole.
    const card = await hoverCard(stack, page, jane.email);
    expect(card.state).toBe('found');
    expect(card.name).toBe(jane.fullName);
    expect(card.id).toBe(jane.id);
    expect(card.datetime).toBe(jane.updatedAt);
    expect(card.timeText).toMatch(RELATIVE_PAST);

    // Saved, and "Test connection" never pressed: the background read the workspace by itself,
    // so the card links to the customer in Plain and the options page names the workspace.
    const frame = (await cardFrame(page, stack.origin))!;
    const { workspace } = stack.api.seed;
    expect(await frame.evaluate(() => document.querySelector('a.button')?.getAttribute('href'))).toBe(
      `https://app.plain.com/workspace/${workspace.id}/customer/${jane.id}`,
    );
    expect(await workspaceLine(stack)).toBe(`Workspace: ${workspace.name}`);

    // Copy ID writes the clipboard from the card's cross-origin frame; the agent pastes it.
    await clickInFrame(page, await buttonNamed(frame, 'Copy ID'));
    await waitForValue(frame, () => document.querySelector('header button')?.textContent === 'Copied', 5_000);
    const search = (await page.waitForSelector('[data-testid="thread-search"]'))!;
    await search.click();
    await page.keyboard.down('Control');
    await page.keyboard.press('v');
    await page.keyboard.up('Control');
    expect(await search.evaluate((el) => (el as HTMLInputElement).value)).toBe(jane.id);

    expectOneDocumentedLookup(stack.api.requests, DEMO_API_KEY, jane.email);
    await page.close();
  });

  const problems: Array<[string, string, string, string]> = [
    ['no customer (null)', DEMO_API_KEY, 'nobody.known@example.org', 'No customer with this e-mail'],
    ['a rejected key (401)', 'plainApiKey_not_a_real_key', '', 'The API key was rejected'],
    ['a key without customer:read', 'plainApiKey_demo_no_customer_read', '', 'This key lacks the customer:read permission'],
  ];
  for (const [name, key, address, message] of problems) {
    it(`shows its own message for ${name}`, async () => {
      await configureThroughOptions(stack, key);
      const page = await openDemo(stack);
      const email = address || stack.api.seed.customers[3]!.email;
      const card = await hoverCard(stack, page, email);
      expect(card.text).toContain(message);
      expect(card.name).toBeNull();
      await page.close();
    });
  }

  it('a card left open follows a change of settings; a rejected key offers the options page too', async () => {
    await configureThroughOptions(stack, 'plainApiKey_not_a_real_key');
    const page = await openDemo(stack);
    const email = stack.api.seed.customers[3]!.email; // not one a later test counts requests for
    const card = await hoverCard(stack, page, email);
    expect(card.state).toBe('unauthorized');
    expect(card.text).toContain('Open options');
    await configureThroughOptions(stack, DEMO_API_KEY);
    const frame = (await cardFrame(page, stack.origin))!;
    const found = (e: string) => document.querySelector('article.customer[data-state="found"] .email')?.textContent === e;
    await waitForValue(frame, found, 10_000, email);
    await page.close();
  });

  it('a key without workspace:read: one line on the options page naming it; the card shows all the rest', async () => {
    await configureThroughOptions(stack, 'plainApiKey_demo_no_workspace');
    expect(await workspaceLine(stack)).toContain('workspace:read');
    const page = await openDemo(stack);
    const jane = stack.api.seed.customers[0]!;
    const card = await hoverCard(stack, page, jane.email);
    expect([card.state, card.name, card.id]).toEqual(['found', jane.fullName, jane.id]);
    expect(card.text).toContain('Copy ID');
    expect(card.text).not.toContain('Open in Plain');
    await page.close();
  });

  it('takes the endpoint pasted as the base URL (…/graphql/v1/) for the base URL it ends; a saved endpoint says the URL looks wrong', async () => {
    await configureThroughOptions(stack, DEMO_API_KEY, `${stack.api.url}/graphql/v1/`, stack.api.url);
    stack.api.resetRequests();
    const page = await openDemo(stack);
    const [, devon, priya] = stack.api.seed.customers;
    expect((await hoverCard(stack, page, devon!.email)).name).toBe(devon!.fullName);
    const paths = stack.api.requests.map((r) => r.path);
    expect(paths).toContain('/graphql/v1');
    expect(paths.filter((p) => p !== '/graphql/v1')).toEqual([]); // never /graphql/v1/graphql/v1
    // As it was saved before the options page took the endpoint off: the card says what to fix.
    await stack.options.evaluate((url) => (globalThis as any).browser.storage.local.set({ baseUrl: url }), `${stack.api.url}/graphql/v1`);
    expect((await hoverCard(stack, page, priya!.email)).text).toContain('The API base URL looks wrong');
    await stack.options.evaluate((url) => (globalThis as any).browser.storage.local.set({ baseUrl: url }), stack.api.url);
    await page.close();
  });

  it('finds the addresses a list of 4,000 new nodes holds at its chunk edges (Range.toString in Gecko)', async () => {
    const page = await openDemo(stack);
    await waitForHeldIn(stack.options, page, (held) => held.length > 0);
    const demoAddresses = await heldIn(stack.options, page);
    // Added at once, the list is one root of the MutationObserver, walked chunk by chunk.
    await page.evaluate(fillListScript('chunk-edges'));
    const walked = (await page.evaluate(walkedScript('chunk-edges'))) as string[];
    expect([...PLANTED.keys()].map((k) => walked[k])).toEqual([...PLANTED.values()]);
    const found = async () => (await heldIn(stack.options, page)).filter((e) => !demoAddresses.includes(e));
    await waitUntil(async () => (await found()).length >= FOUND.length, 15_000, 'the list underlined').catch(() => undefined);
    expect(await found()).toEqual(FOUND);
    await page.close();
  });
  it('a sender shown by name, and an address between a tag and a chip, open their cards', async () => {
    await configureThroughOptions(stack, DEMO_API_KEY);
    const page = await openDemo(stack);
    await waitForHeldIn(stack.options, page, (held) => held.length > 0);
    // A sender as Gmail shows one, and a row whose tag and chip are set apart by CSS alone.
    await page.evaluate(() =>
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<div style="position:fixed;left:24px;top:24px;z-index:1000;background:#fff;padding:12px;font:16px/1.6 sans-serif">' +
          '<p>From <span id="sender" class="ss" email="liam.silva@proton.me" name="Liam Silva">Liam Silva</span></p>' +
          '<p><span style="margin-right:5px;font-weight:600">VIP</span><span id="badged">liam.patel@acme.io</span>' +
          '<span style="padding:1px 6px;margin-left:6px;border-radius:9px;background:#eef">Todo</span></p></div>',
      ),
    );
    stack.api.resetRequests();
    const [liam, patel] = [stack.api.seed.customers[4]!, stack.api.seed.customers[5]!];
    const sender = await hoverCardOn(stack, page, (await page.$('#sender'))!, liam.email);
    expect([sender.state, sender.name]).toEqual(['found', liam.fullName]);
    const badged = await hoverCardOn(stack, page, (await page.$('#badged'))!, patel.email);
    expect([badged.state, badged.name]).toEqual(['found', patel.fullName]);
    expect(lookedUpEmails(stack.api.requests)).toEqual([liam.email, patel.email]);
    await page.close();
  });
});
