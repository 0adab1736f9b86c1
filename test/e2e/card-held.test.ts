/**
 * A card in which the agent opened a form stays open until the agent closes it or its address
 * leaves the page: the page's script drawing the list again (new nodes for the same rows, a row
 * put in above), laying a toast over the address, or scrolling it out of view does not close it,
 * and the form keeps what was typed. A pinned card without a form still closes once its address
 * leaves the view (card-follow.test.ts). Every change here is the page's own; the pointer is away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../api/server';
import { cardFrame, isCardVisible } from './support/card';
import { waitForValue, waitUntil } from '../support/wait-until';
import { configure, openServedPages, startStack, type Stack } from './support/stack';
import { expectCardBeside } from './support/where';
import { waitForHeld } from './support/lines';

const ROW = 60;
let stack: Stack;
let page: Page;
let emails: string[];

/** The page's list, drawn from scratch as an app does (`drawRows`): every row a new node. */
const DRAW_ROWS = `window.drawRows = (list) => { document.getElementById('list').innerHTML = list.map((e, i) =>
  '<div style="height:${ROW}px"><span id="e' + i + '">' + e + '</span><div>Preview of thread ' + i + '</div></div>').join(''); };`;
const drawRows = (list: string[]) => page.evaluate((l) => (window as unknown as { drawRows(l: string[]): void }).drawRows(l), list);

beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
  emails = stack.api.seed.customers.slice(0, 5).map((c) => c.email);
  const html = `<!doctype html><html><body style="margin:0;padding:20px;font:14px/20px sans-serif;height:3000px">
<div id="list"></div>
<script>${DRAW_ROWS} drawRows(${JSON.stringify(emails.slice(0, 4))});</script>
</body></html>`;
  page = await openServedPages(stack, { '/held': html });
  await waitForHeld(page, (held) => held.length === 4);
});
afterAll(async () => stack?.shutdown());

/** Two frames of the page after a change: the card's check of it (in the frame after) has run. */
const afterChecks = () => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** Back to the start: no card (a click beside the rows closes it), the four rows drawn anew, at the top. */
async function reset(): Promise<void> {
  await page.mouse.click(700, 5);
  await waitUntil(async () => !(await isCardVisible(page)), 5_000, 'the card closed by a click elsewhere');
  await page.evaluate(() => scrollTo(0, 0));
  await drawRows(emails.slice(0, 4));
}

/** The card pinned on row `i` by a click, its New thread form open and a title typed; the pointer away. */
async function formOpenOn(i: number): Promise<Frame> {
  await page.locator(`#e${i}`).click();
  const card = await waitForValue(async () => cardFrame(page), 15_000, 'the card frame');
  await card
    .locator('article.customer[data-state="found"]', { has: card.locator('.email', { hasText: emails[i]! }) })
    .waitFor({ timeout: 15_000 });
  await card.locator('button[data-action="create-thread"]').click();
  await card.locator('input[name="title"]').fill('Refund for order 1042');
  await page.mouse.move(700, 5);
  return card;
}

async function cardBesideRow(i: number): Promise<boolean> {
  const card = await (await cardFrame(page)!.frameElement()).boundingBox();
  const box = await page.locator(`#e${i}`).boundingBox();
  return card !== null && box !== null && Math.abs(card.y - (box.y - 10)) <= 3;
}

describe('a card with a form open', () => {
  it('follows its address when the page draws the list again with a row above, and keeps the form', async () => {
    await reset();
    const card = await formOpenOn(1);
    await expectCardBeside(page, page.locator('#e1'));
    // New nodes for every row, and a new row first: the address is a row lower.
    await drawRows([emails[4]!, ...emails.slice(0, 4)]);
    await waitUntil(() => cardBesideRow(2), 5_000, 'the card beside its address, a row lower');
    expect(await isCardVisible(page)).toBe(true);
    expect(await card.locator('input[name="title"]').inputValue()).toBe('Refund for order 1042');
  });

  it('stays open under a toast laid over its address, and with the address scrolled out of view', async () => {
    await reset();
    await formOpenOn(2);
    await page.evaluate(() => {
      const box = document.getElementById('e2')!.getBoundingClientRect();
      const toast = document.createElement('div');
      toast.id = 'toast';
      toast.style.cssText = `position:fixed;left:0;top:${box.top - 10}px;width:${box.right + 10}px;height:${box.height + 20}px;background:#333;color:#fff`;
      toast.textContent = 'Saved';
      document.body.append(toast);
    });
    await afterChecks();
    expect(await isCardVisible(page)).toBe(true);
    await page.evaluate(() => document.getElementById('toast')!.remove());
    await page.evaluate(() => scrollTo(0, 1500));
    await afterChecks();
    expect(await isCardVisible(page)).toBe(true);
    expect(await cardFrame(page)!.locator('input[name="title"]').inputValue()).toBe('Refund for order 1042');
    await page.evaluate(() => scrollTo(0, 0));
    await waitUntil(() => cardBesideRow(2), 5_000, 'the card beside its address again');
  });

  it('closes once its address leaves the page', async () => {
    await reset();
    await formOpenOn(3);
    await drawRows(emails.slice(0, 3));
    await waitUntil(async () => !(await isCardVisible(page)), 5_000, 'the card closed');
  });

  it('opened again on a customer whose form is still open, it stays as well', async () => {
    await reset();
    await formOpenOn(0);
    await reset();
    await page.locator('#e0').click();
    const card = await waitForValue(async () => cardFrame(page), 15_000, 'the card frame');
    await card.locator('form[data-form="create-thread"]').waitFor({ timeout: 15_000 });
    await page.mouse.move(700, 5);
    await page.evaluate(() => scrollTo(0, 1500));
    await afterChecks();
    expect(await isCardVisible(page)).toBe(true);
  });
});
