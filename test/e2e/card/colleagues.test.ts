/**
 * Colleagues are not customers: on a support page holding a customer's address and a
 * colleague's (on the workspace's own domain, from `myWorkspace.domainNames`), the colleague's is
 * not underlined, hovering it opens no card and sends no request; the customer's works as ever.
 * The options page's switch turns it off, and then the colleague's address is underlined again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { hoverCard, isCardVisible, restPastIntent } from '../support/card';
import { configure, openServedPages, optionsUrl, startStack, type Stack } from '../support/stack';
import { heldUnderlines, waitForHeld } from '../support/lines';
import { waitUntil } from '../../support/wait-until';

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
    // The scan walks the page in order and the colleague's line comes first: once the customer's
    // address is held, the colleague's was met (and, with the domains known first, refused).
    await waitForHeld(page, (held) => held.includes(CUSTOMER));
    expect(await marked()).toBe(1);
    const underlined = await heldUnderlines(page);
    expect(underlined).toEqual(['jane.cooper@acme.io']);
  });

  it('opens no card and sends no request when hovered or clicked; the customer gets a card', async () => {
    // Past warm-up and the hover intent (the page's own timer, set after the script's, has fired).
    await restPastIntent(page, page.locator('#colleague'));
    // A click opens a card in the click's own dispatch (hover-controller.ts): once a listener of
    // the page's, added after the script's, has heard it, the script has handled it.
    await page.evaluate(() => {
      const w = window as unknown as { clicks: number };
      w.clicks = 0;
      addEventListener('click', () => (w.clicks += 1), true);
    });
    await page.locator('#colleague').click();
    await waitUntil(() => page.evaluate(() => (window as unknown as { clicks: number }).clicks > 0), 5_000, 'the click dispatched');
    expect(await isCardVisible(page)).toBe(false);
    expect(asked(COLLEAGUE)).toBe(0);
    // The customer's rest and lookup go the same way after the colleague's: once its card has its
    // answer, a request the colleague's rest or click sent would have reached the API first.
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
