/**
 * Addresses inside open shadow roots (nested ones too) are found, underlined, followed as the
 * shadow trees change, and hoverable. The page is served on the demo server's origin (a support
 * site in the local build), so its DOM is exactly what each test needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { closeCard, hoverCard, isCardVisible } from '../support/card';
import { waitUntil } from '../../support/wait-until';
import { configure, openDemo, openServedPages, startStack, type Stack } from '../support/stack';
import { expectCardBeside, setUnderline, underlined, waitForUnderlined } from '../support/where';

// <x-badge> attaches its root when created and renders into it when connected, as many do.
const PAGE = `<!doctype html><html><head><title>Support</title>
<style>body{margin:0;padding:16px;font:16px/1.4 sans-serif}.row{padding:6px}</style></head><body>
<div class="row"><span id="light">liam.silva@proton.me</span></div>
<div class="row"><x-badge id="badge" email="jane.cooper@acme.io"></x-badge></div>
<div class="row"><x-outer id="outer"></x-outer></div>
<div class="row" id="late-host"></div>
<div class="row" id="more"></div>
<script>
customElements.define('x-badge', class extends HTMLElement {
  constructor() { super(); this.attachShadow({ mode: 'open' }); }
  connectedCallback() { this.shadowRoot.innerHTML = '<span>Customer</span> <span class="email">' + this.getAttribute('email') + '</span>'; }
});
customElements.define('x-inner', class extends HTMLElement {
  constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<p>Devon: <span id="nested">devon.lane@<b>globex</b>.com</span></p>'; }
});
customElements.define('x-outer', class extends HTMLElement {
  constructor() { super(); this.attachShadow({ mode: 'open' }).innerHTML = '<div><x-inner></x-inner></div>'; }
});
</script></body></html>`;

let stack: Stack;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  page = await openServedPages(stack, { '/lens-shadow': PAGE });
  await waitForUnderlined(page, page, 'devon.lane@globex.com');
});
afterAll(async () => stack?.shutdown());

// Playwright's CSS selectors pierce open shadow roots.
const badgeEmail = () => page.locator('#badge .email');

describe('open shadow roots', () => {
  it('finds and underlines addresses in shadow roots, nested ones included, next to the light DOM', async () => {
    expect(await underlined(page)).toEqual(['devon.lane@globex.com', 'jane.cooper@acme.io', 'liam.silva@proton.me']);
  });

  it('hovers an address in a shadow root and in a nested one (split by markup), the card beside each', async () => {
    const jane = await hoverCard(page, badgeEmail(), 'jane.cooper@acme.io', 'found');
    expect(await jane.locator('.name').innerText()).toBe('Jane Cooper');
    await expectCardBeside(page, badgeEmail());
    await hoverCard(page, page.locator('#nested'), 'devon.lane@globex.com', 'found');
    await expectCardBeside(page, page.locator('#nested'));
  });

  it('follows a shadow root’s own changes, and hosts added later', async () => {
    await page.evaluate(() => {
      document.querySelector('#badge')!.shadowRoot!.querySelector('.email')!.textContent = 'marcus.webb@studio.photography';
      const more = document.createElement('x-badge');
      more.setAttribute('email', 'liam.patel@acme.io');
      document.querySelector('#more')!.append(more);
    });
    await waitForUnderlined(page, page, 'marcus.webb@studio.photography');
    await waitForUnderlined(page, page, 'jane.cooper@acme.io', false);
    await waitForUnderlined(page, page, 'liam.patel@acme.io');
    await hoverCard(page, page.locator('#more .email'), 'liam.patel@acme.io', 'found');
  });

  it('a shadow root attached after its host was scanned is found when the pointer reaches it', async () => {
    // The pointer away first: a check of the open card (the page moved) would find the root
    // under a pointer resting there. Then a change the page's observer is told of, below it:
    // once its address is underlined, the content script has handled every change up to it, and
    // none told it of the late root.
    await closeCard(page);
    await page.evaluate(() => {
      document.querySelector('#late-host')!.attachShadow({ mode: 'open' }).innerHTML = '<span id="late">ppetrov@proton.me</span>';
      document.body.insertAdjacentHTML('beforeend', '<div class="row" id="witness">wei@globex.com</div>');
    });
    await waitForUnderlined(page, page, 'wei@globex.com');
    expect(await underlined(page)).not.toContain('ppetrov@proton.me'); // no mutation told us
    await page.evaluate(() => document.querySelector('#witness')!.remove());
    await waitForUnderlined(page, page, 'wei@globex.com', false);
    await hoverCard(page, page.locator('#late'), 'ppetrov@proton.me', 'found'); // one pointer move
    expect(await underlined(page)).toContain('ppetrov@proton.me');
  });

  it('the underline is drawn for addresses inside shadow roots and follows the setting', async () => {
    await page.mouse.move(1, 1);
    await waitUntil(async () => !(await isCardVisible(page)), 3_000);
    const on = await page.locator('#more').screenshot();
    await setUnderline(stack, page, false);
    const off = await page.locator('#more').screenshot();
    await setUnderline(stack, page, true);
    expect(on.equals(off)).toBe(false);
    expect((await page.locator('#more').screenshot()).equals(on)).toBe(true);
  });
});

describe('the demo support page', () => {
  it('finds the address in the thread view’s <customer-badge>, whose open shadow root holds it', async () => {
    const demo = await openDemo(stack);
    const devon = stack.api.seed.customers[1]!;
    await demo.getByTestId('thread-row').filter({ hasText: devon.email }).first().click();
    const badgeEmail = demo.getByTestId('customer-badge').locator('.email');
    await badgeEmail.filter({ hasText: devon.email }).waitFor();
    expect(await demo.evaluate(() => document.querySelector('customer-badge')!.shadowRoot!.mode)).toBe('open');
    const card = await hoverCard(demo, badgeEmail, devon.email, 'found');
    expect(await card.locator('.name').innerText()).toBe(devon.fullName);
    await expectCardBeside(demo, badgeEmail);
    await demo.close();
  });
});
