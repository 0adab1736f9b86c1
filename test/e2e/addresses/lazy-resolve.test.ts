/**
 * Past the underline's limits (here: more than 30,000 elements) the content script finds no
 * address before the pointer comes; each is resolved where the pointer lands. Every kind of
 * address an agent meets must still open its card there: plain, split by markup, in an open
 * shadow root, added after load; and turning the underline off and on leaves a small page's
 * underline whole (the rescan).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { hoverCard } from '../support/card';
import { configure, openServedPages, startStack, type Stack } from '../support/stack';
import { hasUnderlineLayer, waitForHeld } from '../support/lines';

let stack: Stack;
let page: Page;
const FILLER = '<div><span>row</span><span>filler</span></div>'.repeat(12_000); // 36,000 elements

const BIG = `<!doctype html><html><body>
<p>Customer: <span id="plain">jane.cooper@acme.io</span></p>
<p>Search hit: <span id="split">devon.lane@<mark>globex</mark>.com</span></p>
<div id="host"></div>
${FILLER}
<script>
  document.getElementById('host').attachShadow({ mode: 'open' }).innerHTML = '<p>Shadow: <span>liam.silva@proton.me</span></p>';
  setTimeout(() => document.body.insertAdjacentHTML('afterbegin', '<p>Later: <span id="late">marcus.webb@studio.photography</span></p>'), 300);
</script></body></html>`;

beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  page = await openServedPages(stack, { '/lazy/big': BIG });
  await page.locator('#late').waitFor();
});
afterAll(async () => stack?.shutdown());

describe('a page past the underline’s limits', () => {
  it('has no underline', async () => {
    expect(await hasUnderlineLayer(page)).toBe(false);
  });

  it('opens the card for a plain address, one split by markup, one in a shadow root and one added later', async () => {
    await hoverCard(page, page.locator('#plain'), 'jane.cooper@acme.io', 'found');
    await hoverCard(page, page.locator('#split'), 'devon.lane@globex.com', 'found');
    await hoverCard(page, page.locator('#host span'), 'liam.silva@proton.me', 'found');
    await hoverCard(page, page.locator('#late'), 'marcus.webb@studio.photography', 'found');
  });
});

describe('a small page opened with the underline off, then turned on', () => {
  it('underlines every address, not only the one the pointer met while it was off', async () => {
    const sync = (on: boolean) => stack.worker.evaluate((v) => (globalThis as any).chrome.storage.sync.set({ highlight: v }), on);
    await sync(false);
    const small = await openServedPages(stack, {
      '/lazy/small':
        '<!doctype html><p>a: <span>jane.cooper@acme.io</span></p><p>b: <span id="b">devon.lane@globex.com</span></p><p>c: <span>liam.silva@proton.me</span></p>',
    });
    await hoverCard(small, small.locator('#b'), 'devon.lane@globex.com', 'found');
    expect(await hasUnderlineLayer(small)).toBe(false);
    await sync(true);
    // Only devon's address was resolved while the underline was off: the rest needs the rescan.
    await waitForHeld(small, (held) => held.length === 3);
    await small.close();
  });
});
