/**
 * Addresses in same-origin frames are found, underlined in the frame, followed as the frame
 * changes or navigates, and hoverable, with the tab's one card in the top document placed beside
 * the address. A cross-origin frame stays out of reach. Pages are served on the demo server's
 * origin (a support site in the local build), so their DOM is exactly what each test needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { cardFrame, hoverCard, isCardVisible, waitUntil } from './support/card';
import { configure, openServedPages, startStack, type Stack } from './support/stack';
import { expectCardBeside, setUnderline, underlined, waitForUnderlined } from './support/where';

// The frame sits off the origin with a border and padding, so placing the card must add them.
const TOP = `<!doctype html><html><head><title>Support</title>
<style>body{margin:0;padding:16px;font:16px/1.4 sans-serif}</style></head><body>
<p>Inbox: <span id="light">liam.silva@proton.me</span></p>
<iframe id="inner" src="/lens-frame" title="thread" style="position:absolute;left:240px;top:120px;width:520px;height:180px;border:7px solid #333;padding:5px"></iframe>
<iframe id="away" src="AWAY/lens-away" title="other origin" style="position:absolute;left:240px;top:420px;width:520px;height:80px"></iframe>
</body></html>`;
const FRAME = `<!doctype html><html><head><style>body{margin:0;padding:12px;font:16px sans-serif}</style></head><body>
<p>From: <span id="framed">priya+support@initech.co.uk</span></p><div id="rows"></div></body></html>`;
const AWAY = `<!doctype html><body><span id="away-email">ben.santos@yahoo.co.jp</span></body>`;

let stack: Stack;
let page: Page;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  const away = `http://localhost:${new URL(stack.demoUrl).port}`; // another origin, same server
  page = await openServedPages(stack, {
    '/lens-top': TOP.replace('AWAY', away),
    '/lens-frame': FRAME,
    [`${away}/lens-away`]: AWAY,
  });
  await waitForUnderlined(page, inner(), 'priya+support@initech.co.uk');
});
afterAll(async () => stack?.shutdown());

const inner = (): Frame => page.frame({ url: /\/lens-frame$/ })!;
const framed = () => page.frameLocator('#inner').locator('#framed');

describe('same-origin frames', () => {
  it('finds and underlines the frame’s addresses in the frame’s own highlight; not the cross-origin frame’s', async () => {
    expect(await underlined(inner())).toEqual(['priya+support@initech.co.uk']);
    expect(await underlined(page)).toEqual(['liam.silva@proton.me']);
    expect(await underlined(page.frame({ url: /\/lens-away$/ })!)).toEqual([]);
  });

  it('hovers an address in the frame: one card, in the top document, placed beside it', async () => {
    const card = await hoverCard(page, framed(), 'priya+support@initech.co.uk', 'found');
    expect(await card.locator('.name').innerText()).toBe('Priya Raman');
    await expectCardBeside(page, framed());
    expect(page.frames().filter((f) => f.url().includes('/src/ui/card/card.html'))).toHaveLength(1);
    expect(cardFrame(page)!.parentFrame()).toBe(page.mainFrame());
    // Moving off the address inside the frame hides the card, as in the top document.
    await page.mouse.move(700, 280);
    await waitUntil(page, async () => !(await isCardVisible(page)), 3_000);
  });

  it('the underline paints in the frame (the stylesheet is injected there) and follows the setting', async () => {
    await page.mouse.move(1, 1);
    const on = await page.locator('#inner').screenshot();
    await setUnderline(stack, page, false);
    const off = await page.locator('#inner').screenshot();
    await setUnderline(stack, page, true);
    expect(on.equals(off)).toBe(false);
    expect((await page.locator('#inner').screenshot()).equals(on)).toBe(true);
  });

  it('follows rows added to the frame later, and the frame’s new document when it navigates', async () => {
    await inner().evaluate(() => {
      const row = document.createElement('p');
      row.innerHTML = 'Cc: <a id="added" href="mailto:liam.patel@acme.io">liam.patel@acme.io</a>';
      document.querySelector('#rows')!.append(row);
    });
    await waitForUnderlined(page, inner(), 'liam.patel@acme.io');
    await hoverCard(page, page.frameLocator('#inner').locator('#added'), 'liam.patel@acme.io', 'found');

    await page.evaluate(() => {
      (document.querySelector('#inner') as HTMLIFrameElement).srcdoc =
        '<body style="margin:0;padding:30px 12px"><span id="srcdoc">devon.lane@globex.com</span></body>';
    });
    const next = page.frameLocator('#inner').locator('#srcdoc');
    await next.waitFor();
    const size = () => next.evaluate(() => (CSS as any).highlights.get('customer-lens-email')?.size ?? 0);
    await waitUntil(page, async () => (await size()) === 1, 10_000); // the old document's are gone
    await hoverCard(page, next, 'devon.lane@globex.com', 'found');
    await expectCardBeside(page, next);
  });
});
