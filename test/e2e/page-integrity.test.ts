/**
 * The content script never rewrites the app's DOM and skips places where the agent writes or
 * reads code. A page of its own (served on loopback, a support site in the local build) records
 * every DOM change from its first moment, so anything recorded is the extension's doing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { hoverCard, isCardVisible } from './support/card';
import { configure, startStack, type Stack } from './support/stack';

const PAGE = `<!doctype html><html><head><title>Support</title>
<style>.row{display:flex;gap:12px;padding:8px}.row>span{display:block}</style></head><body>
<div class="row"><span>Jane Cooper</span><span id="jane">jane.cooper@<mark>acme</mark>.io</span></div>
<div class="row"><span>Devon Lane</span><a id="devon" href="mailto:devon.lane@globex.com">devon.lane<wbr>@globex.com</a></div>
<div class="row"><span id="priya"><span>priya+support</span>@initech.co.uk</span></div>
<div id="reply" contenteditable="true">cc: marcus.webb@studio.photography</div>
<textarea id="note">note to liam.silva@proton.me</textarea>
<pre><code id="code">curl -u admin@acme.io https://api</code></pre>
<p>Not addresses: image@2x.png, @mentions, https://user:pass@host.com, user@localhost</p>
</body></html>`;

const RECORDER = `
  window.__records = [];
  new MutationObserver((list) => {
    for (const r of list) window.__records.push({
      type: r.type,
      target: r.target.nodeName,
      added: [...r.addedNodes].map((n) => n.nodeName),
      removed: [...r.removedNodes].map((n) => n.nodeName),
      attribute: r.attributeName,
      parsing: document.readyState === 'loading',
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
`;

let stack: Stack;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  page = await stack.context.newPage();
  await page.addInitScript(RECORDER);
  const url = new URL('/static-support-page', stack.demoUrl).toString();
  await page.route(url, (route) => route.fulfill({ body: PAGE, contentType: 'text/html' }));
  await page.goto(url);
  await page.waitForFunction(() => (CSS as any).highlights.get('customer-lens-email')?.size >= 3);
});
afterAll(async () => stack?.shutdown());

/** What the extension underlined, read from the page's own world (the registry is shared). */
async function underlined(): Promise<string[]> {
  return page.evaluate(() =>
    [...((CSS as any).highlights.get('customer-lens-email') ?? [])].map((r: StaticRange) => {
      const range = document.createRange();
      range.setStart(r.startContainer, r.startOffset);
      range.setEnd(r.endContainer, r.endOffset);
      return range.toString();
    }),
  );
}

describe('the page stays the app’s own', () => {
  it('underlines split addresses and nothing in editable, textarea or code, nor non-addresses', async () => {
    expect((await underlined()).sort()).toEqual(
      ['devon.lane@globex.com', 'jane.cooper@acme.io', 'priya+support@initech.co.uk'].sort(),
    );
  });

  it('hovering an address in the reply box opens no card', async () => {
    await page.locator('#reply').hover();
    await page.waitForTimeout(500);
    expect(await isCardVisible(page)).toBe(false);
  });

  it('the only DOM change is its one host element, added to <html>', async () => {
    await hoverCard(page, page.locator('#jane'), 'jane.cooper@acme.io', 'found');
    await hoverCard(page, page.locator('#devon'), 'devon.lane@globex.com', 'found');
    const records = await page.evaluate(() => (window as any).__records as Array<Record<string, unknown>>);
    const ours = records.filter((r) => r.type === 'childList' && (r.added as string[]).includes('CUSTOMER-LENS-CARD'));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.target).toBe('HTML');
    // The page has no script of its own: after the parser is done, every change is ours.
    const afterParse = records.filter((r) => !r.parsing && !ours.includes(r) && r.target !== 'CUSTOMER-LENS-CARD');
    expect(afterParse).toEqual([]);
    expect(records.filter((r) => !r.parsing).length).toBeGreaterThan(0); // the recorder did see us
  });
});
