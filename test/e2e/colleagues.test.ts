/**
 * Colleagues are not customers (issue #14): on a support page holding a customer's address and a
 * colleague's (on the workspace's own domain, from `myWorkspace.domainNames`), the colleague's is
 * not underlined, hovering it opens no card and sends no request; the customer's works as ever.
 * The options page's switch turns it off, and then the colleague's address is underlined again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { hoverCard, isCardVisible } from './support/card';
import { configure, openServedPages, optionsUrl, startStack, type Stack } from './support/stack';
import { heldUnderlines, hasUnderlineLayer, waitForHeld } from './support/lines';

const COLLEAGUE = 'sam.rivera@acme-support.com';
const CUSTOMER = 'jane.cooper@acme.io';
const PAGE = `<!doctype html><html><body style="font: 16px sans-serif">
<p>Assigned to <span id="colleague">${COLLEAGUE}</span></p>
<p style="margin-top: 200px">Customer <span id="customer">${CUSTOMER}</span></p>
</body></html>`;

let stack: Stack;
let page: Page;
const marked = async () => (await heldUnderlines(page)).length;
const asked = (email: string) =>
  stack.api.requests.filter((r) => r.path === '/graphql/v1' && JSON.stringify(r.json ?? '').includes(email)).length;

beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  page = await openServedPages(stack, { '/colleagues': PAGE });
  await waitForHeld(page, (held) => held.length >= 1);
});
afterAll(async () => stack?.shutdown());

describe("a colleague's address", () => {
  it('is not underlined; the customer beside it is', async () => {
    // Give the scan every chance to have found both.
    await page.waitForTimeout(300);
    expect(await marked()).toBe(1);
    const underlined = await heldUnderlines(page);
    expect(underlined).toEqual(['jane.cooper@acme.io']);
  });

  it('opens no card and sends no request when hovered or clicked; the customer gets a card', async () => {
    await page.locator('#colleague').hover();
    await page.waitForTimeout(600); // past warm-up (50 ms) and hover intent (120 ms), several times over
    await page.locator('#colleague').click();
    await page.waitForTimeout(300);
    expect(await isCardVisible(page)).toBe(false);
    expect(asked(COLLEAGUE)).toBe(0);
    const card = await hoverCard(page, page.locator('#customer'), CUSTOMER);
    expect(await card.getAttribute('data-state')).toBe('found');
    expect(asked(COLLEAGUE)).toBe(0);
  });

  it('with the switch off on the options page, it is underlined and looked up again', async () => {
    const options = await stack.context.newPage();
    await options.goto(optionsUrl(stack));
    await options.getByTestId('colleague-domains').filter({ hasText: 'acme-support.com' }).waitFor();
    const toggle = options.getByLabel(/Leave colleagues alone/);
    expect(await toggle.isChecked()).toBe(true);
    await toggle.uncheck();
    await options.close();
    await waitForHeld(page, (held) => held.length === 2);
    await hoverCard(page, page.locator('#colleague'), COLLEAGUE, 'not-found');
    expect(asked(COLLEAGUE)).toBeGreaterThan(0);
  });
});
