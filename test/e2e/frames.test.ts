/**
 * Addresses in same-origin frames are found, underlined in the frame, followed as the frame
 * changes or navigates, and hoverable, with the tab's one card in the top document placed beside
 * the address; the context menu opened in the frame opens it too. A cross-origin frame stays out
 * of reach. Pages are served on the demo server's
 * origin (a support site in the local build), so their DOM is exactly what each test needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { cardFrame, hoverCard, isCardVisible } from './support/card';
import { waitUntil } from '../support/wait-until';
import { configure, openServedPages, startStack, tabIdOf, type Stack } from './support/stack';
import { expectCardBeside, setUnderline, underlined, waitForUnderlined } from './support/where';
import { heldUnderlines } from './support/lines';

// The frame sits off the origin with a border and padding, so placing the card must add them.
const TOP = `<!doctype html><html><head><title>Support</title>
<style>body{margin:0;padding:16px;font:16px/1.4 sans-serif}</style></head><body>
<p>Inbox: <span id="light">liam.silva@proton.me</span></p>
<iframe id="inner" src="/lens-frame" title="thread" style="position:absolute;left:240px;top:120px;width:520px;height:180px;border:7px solid #333;padding:5px"></iframe>
<iframe id="away" src="AWAY/lens-away" title="other origin" style="position:absolute;left:240px;top:420px;width:520px;height:80px"></iframe>
<iframe id="scaled" src="/lens-scaled" title="scaled" style="position:absolute;left:800px;top:40px;width:420px;height:200px;border:6px solid #333;padding:4px;transform:translate(24px,36px) scale(0.75);transform-origin:0 0"></iframe>
<iframe id="zoomed" src="/lens-zoomed" title="zoomed" style="position:absolute;left:520px;top:340px;width:280px;height:110px;border:4px solid #333;padding:3px;zoom:1.5"></iframe>
</body></html>`;
const FRAME = `<!doctype html><html><head><style>body{margin:0;padding:12px;font:16px sans-serif}</style></head><body>
<p>From: <span id="framed">priya+support@initech.co.uk</span></p><div id="rows"></div></body></html>`;
// Rows well inside the scaled and zoomed frames: a point's offset in them is scaled as well.
const SCALED = `<!doctype html><body style="margin:0;padding:60px 40px;font:16px sans-serif"><span id="scaled-email">jane.cooper@acme.io</span></body>`;
const ZOOMED = `<!doctype html><body style="margin:0;padding:40px 24px;font:16px sans-serif"><span id="zoomed-email">devon.lane@globex.com</span></body>`;
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
    '/lens-scaled': SCALED,
    '/lens-zoomed': ZOOMED,
    [`${away}/lens-away`]: AWAY,
  });
  await waitForUnderlined(page, inner(), 'priya+support@initech.co.uk');
  await waitForUnderlined(page, page.frame({ url: /\/lens-scaled$/ })!, 'jane.cooper@acme.io');
  await waitForUnderlined(page, page.frame({ url: /\/lens-zoomed$/ })!, 'devon.lane@globex.com');
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
    await page.mouse.move(262, 290); // in the frame, below the address, left of the card
    await waitUntil(async () => !(await isCardVisible(page)), 3_000);
  });

  // The frame's box as the top document sees it is scaled and moved; the address's box in the
  // frame's own viewport is not: the card must still stand beside what the agent sees.
  it('hovers an address in a frame scaled and moved by a transform: the card is beside it', async () => {
    const email = page.frameLocator('#scaled').locator('#scaled-email');
    const card = await hoverCard(page, email, 'jane.cooper@acme.io', 'found');
    expect(await card.locator('.name').innerText()).toBe('Jane Cooper');
    await expectCardBeside(page, email);
  });

  // Playwright measures an element in a zoomed frame as if the zoom were not there (its hover
  // misses it), so the address's box on screen is worked out here from the frame's own numbers.
  it('hovers an address in a frame with CSS zoom: the card is beside it', async () => {
    const frame = (await page.locator('#zoomed').boundingBox())!;
    const own = await page.frameLocator('#zoomed').locator('#zoomed-email').evaluate((el) => el.getBoundingClientRect().toJSON());
    const zoom = 1.5;
    const edge = (4 + 3) * zoom; // border and padding, zoomed
    const box = { x: frame.x + edge + own.x * zoom, y: frame.y + edge + own.y * zoom, width: own.width * zoom, height: own.height * zoom };
    expect(box.x + box.width).toBeLessThan(frame.x + frame.width); // the frame's box is zoomed, so is what it holds
    await page.mouse.move(1, 1);
    await waitUntil(async () => !(await isCardVisible(page)), 3_000);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await waitUntil(async () => cardFrame(page) !== undefined, 10_000);
    const card = cardFrame(page)!.locator('article.customer[data-state="found"]', { hasText: 'devon.lane@globex.com' });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.locator('.name').innerText()).toBe('Devon Lane');
    await expectCardBeside(page, box);
  });

  it("the underline is drawn for the frame's addresses (in the top document's layer) and follows the setting", async () => {
    await page.mouse.move(1, 1);
    await waitUntil(async () => !(await isCardVisible(page)), 3_000); // the last card covered the frame
    const on = await page.locator('#inner').screenshot();
    await setUnderline(stack, page, false);
    const off = await page.locator('#inner').screenshot();
    await setUnderline(stack, page, true);
    expect(on.equals(off)).toBe(false);
    expect((await page.locator('#inner').screenshot()).equals(on)).toBe(true);
  });

  it('the context menu in the frame, on a selection or a mailto: link, opens the card beside it', async () => {
    const tabId = await tabIdOf(stack, page);
    // The frame runs no content script of its own (the top one reaches into it): a message to
    // the frame, where the menu was opened, finds no one to answer.
    const frames = (await stack.worker.evaluate(async (id) => {
      const results = await (globalThis as any).chrome.scripting.executeScript({ target: { tabId: id, allFrames: true }, func: () => location.pathname });
      return results.map((r: { frameId: number; result: string }) => [r.frameId, r.result]);
    }, tabId)) as Array<[number, string]>;
    const innerId = frames.find(([, path]) => path === '/lens-frame')![0];
    expect(innerId).toBeGreaterThan(0);
    const toFrame = stack.worker.evaluate(
      ([id, frameId]) => (globalThis as any).chrome.tabs.sendMessage(id, { type: 'open-card', email: 'priya+support@initech.co.uk' }, { frameId }),
      [tabId, innerId] as const,
    );
    await expect(toFrame).rejects.toThrow(/Receiving end does not exist/);

    // What the menu's click sends (a native menu cannot be driven in headless Chromium): the
    // address, to the top frame (other-ways-in.ts; its unit test covers the choice of frame).
    const menuClicked = (email: string) =>
      stack.worker.evaluate(
        ([id, e]) => (globalThis as any).chrome.tabs.sendMessage(id, { type: 'open-card', email: e }, { frameId: 0 }),
        [tabId, email] as const,
      );
    const cardShows = async (name: string) => {
      await waitUntil(() => isCardVisible(page), 10_000);
      await cardFrame(page)!.locator('article[data-state="found"]', { hasText: name }).waitFor({ timeout: 20_000 });
    };
    const closeCard = async () => {
      await page.keyboard.press('Escape');
      await waitUntil(async () => !(await isCardVisible(page)), 3_000);
    };

    // A selection in the frame, right-clicked (the event alone: a pointer resting on the
    // address would open its card by hover, which is not what is tested here).
    await page.mouse.move(1, 1);
    await waitUntil(async () => !(await isCardVisible(page)), 3_000);
    await framed().selectText();
    await framed().dispatchEvent('contextmenu');
    await menuClicked('priya+support@initech.co.uk');
    await cardShows('Priya Raman');
    await expectCardBeside(page, framed());
    await closeCard();

    // A mailto: link in the frame whose text is no address, right-clicked for real.
    await inner().evaluate(() => {
      getSelection()!.removeAllRanges();
      const p = document.createElement('p');
      p.innerHTML = '<a id="write" href="mailto:marcus.webb@studio.photography">Write to Marcus</a>';
      document.body.append(p);
    });
    const link = page.frameLocator('#inner').locator('#write');
    await link.click({ button: 'right' });
    await menuClicked('marcus.webb@studio.photography');
    await cardShows(stack.api.seed.customers[3]!.fullName);
    await expectCardBeside(page, link);
    await closeCard();
    await inner().evaluate(() => document.querySelector('#write')!.parentElement!.remove());
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
    const size = async () => (await heldUnderlines((await (await next.elementHandle()).ownerFrame())!)).length;
    await waitUntil(async () => (await size()) === 1, 10_000); // the old document's are gone
    await hoverCard(page, next, 'devon.lane@globex.com', 'found');
    await expectCardBeside(page, next);
  });
});
