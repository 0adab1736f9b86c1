/**
 * A card stays with its address. The page scrolls (a box in it, or the whole page) or changes
 * under a pointer that does not move: an unpinned card closes once its address leaves the view
 * or moves away from under the pointer; a pinned card follows its address, and closes once the
 * address leaves the view. Every scroll and change here is the page's own, the pointer stays put.
 *
 * (The card used to stay where it was, or stuck to the edge of the window, over whatever was now
 * there, until the mouse moved.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { cardFrame, hoverCard, isCardVisible } from './support/card';
import { waitUntil } from '../support/wait-until';
import { configure, openServedPages, startStack, type Stack } from './support/stack';
import { expectCardBeside } from './support/where';
import { waitForHeld } from './support/lines';

const ROW = 60;
let stack: Stack;
let page: Page;
let emails: string[];

beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  emails = stack.api.seed.customers.slice(0, 12).map((c) => c.email);
  // Rows of an inbox in a scrolling box: the address on the first line, a preview below it.
  const rows = emails
    .slice(0, 10)
    .map((e, i) => `<div style="height:${ROW}px"><span id="e${i}">${e}</span><div>Preview of thread ${i}, no address in it</div></div>`)
    .join('');
  const html = `<!doctype html><html><body style="margin:0;font:14px/20px sans-serif;height:3000px">
<div id="box" style="position:absolute;left:20px;top:60px;width:560px;height:300px;overflow:auto;border:1px solid #ccc">
<div id="list">${rows}</div></div>
<p style="position:absolute;left:20px;top:1000px;margin:0">Far down: <span id="far">${emails[10]}</span></p>
</body></html>`;
  page = await openServedPages(stack, { '/follow-inbox': html });
  await waitForHeld(page, (held) => held.length === 11);
});
afterAll(async () => stack?.shutdown());

const at = (id: string) => page.locator(`#${id}`);
const scrollBox = (top: number) => page.evaluate((t) => void (document.getElementById('box')!.scrollTop = t), top);
const hidden = () => waitUntil(async () => !(await isCardVisible(page)), 5_000);

/** Back to the start: box and page at the top, no card, no rows added. */
async function reset(): Promise<void> {
  await page.mouse.move(600, 5);
  await page.evaluate(() => {
    document.getElementById('banner')?.remove();
    document.getElementById('box')!.scrollTop = 0;
    scrollTo(0, 0);
  });
  await hidden();
}

async function pin(id: string, email: string): Promise<void> {
  await at(id).click();
  await cardFrame(page)!.locator('article.customer[data-state="found"]', { has: cardFrame(page)!.locator('.email', { hasText: email }) }).waitFor({ timeout: 10_000 });
  // A hidden card keeps its last answer (here e2 was the last test's): wait for the card shown.
  await waitUntil(() => isCardVisible(page), 5_000, 'the card shown');
}

// Each hover test opens another customer's card: an earlier card's content cannot pass for it.
describe('the card stays with its address', () => {
  it('unpinned: the address scrolled out of its box closes the card', async () => {
    await reset();
    await hoverCard(page, at('e1'), emails[1]!, 'found');
    // Seven rows and a half: the address is above the box's edge; under the pointer, a preview.
    await scrollBox(7.5 * ROW);
    await hidden();
  });

  it('unpinned: the address moved away from under the pointer (still in view) closes the card', async () => {
    await reset();
    await hoverCard(page, at('e3'), emails[3]!, 'found');
    await scrollBox(30); // the pointer is now on row 3's preview, the address just above it
    await hidden();
  });

  it('unpinned: a row put in above by the app (no scroll) moves the address away: the card closes', async () => {
    await reset();
    await hoverCard(page, at('e4'), emails[4]!, 'found');
    await page.evaluate(() => {
      const banner = document.createElement('div');
      banner.id = 'banner';
      banner.style.height = '45px';
      banner.textContent = 'New: 3 threads';
      document.getElementById('list')!.prepend(banner);
    });
    await hidden();
  });

  it('unpinned: a row with another address slid under the still pointer closes the card; a move opens that one', async () => {
    await reset();
    // Near the address's left end: the row that slides in under it has another, shorter one.
    const box = (await at('e3').boundingBox())!;
    await page.mouse.move(1, 1);
    await page.mouse.move(box.x + 6, box.y + box.height / 2);
    const frame = () => cardFrame(page)!;
    const showing = (email: string) => frame().locator('article.customer[data-state="found"] .email', { hasText: email });
    await showing(emails[3]!).waitFor({ timeout: 10_000 });
    await page.evaluate((email) => {
      const row = document.createElement('div');
      row.id = 'banner';
      row.style.height = '60px';
      row.innerHTML = `<span>${email}</span><div>A new thread</div>`;
      document.getElementById('list')!.prepend(row);
    }, emails[11]!);
    // Now row 2's address is under the pointer: the agent did not choose it, so no card of theirs.
    await hidden();
    expect(await showing(emails[2]!).count()).toBe(0);
    await page.mouse.move(box.x + 8, box.y + box.height / 2);
    await showing(emails[2]!).waitFor({ timeout: 10_000 });
    expect(await isCardVisible(page)).toBe(true);
  });

  it('pinned: follows its address as the box scrolls, and closes when the address leaves the view', async () => {
    await reset();
    await pin('e2', emails[2]!);
    await page.mouse.move(600, 5);
    await expectCardBeside(page, at('e2'));
    await scrollBox(40);
    await waitUntil(async () => {
      const card = await (await cardFrame(page)!.frameElement()).boundingBox();
      const box = await at('e2').boundingBox();
      return Math.abs(card!.y - (box!.y - 10)) <= 3;
    }, 5_000);
    await expectCardBeside(page, at('e2'));
    expect(await isCardVisible(page)).toBe(true);
    await scrollBox(4 * ROW);
    await hidden();
  });

  it('pinned: follows its address as the page scrolls, and closes when the page scrolls it away', async () => {
    await reset();
    await page.evaluate(() => scrollTo(0, 700));
    await pin('far', emails[10]!);
    await page.mouse.move(600, 5);
    await page.evaluate(() => scrollBy(0, 100));
    await waitUntil(async () => {
      const card = await (await cardFrame(page)!.frameElement()).boundingBox();
      const box = await at('far').boundingBox();
      return Math.abs(card!.y - (box!.y - 10)) <= 3;
    }, 5_000);
    expect(await isCardVisible(page)).toBe(true);
    await page.evaluate(() => scrollBy(0, 1000));
    await hidden();
  });
});
