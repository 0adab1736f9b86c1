/**
 * A card in which the agent opened a form stays open until the agent closes it or its address
 * leaves the page, in Firefox (the Chromium version is card-held.test.ts): the page's script
 * drawing the list again with a row above, or laying a toast over the address, does not close it,
 * and the form keeps what was typed; the address gone from the page closes it.
 *
 * The test page replaces the demo page's body. The card's frame sits in a closed shadow root:
 * where it is comes from its window's `mozInnerScreenX/Y`, and it counts as shown when the page
 * hits our host element at its middle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import {
  cardFrame,
  clickInFrame,
  configureThroughOptions,
  frameBoxInPage,
  framesPainted,
  openDemo,
  startFirefoxStack,
  waitForValue,
  waitUntil,
  type FirefoxStack,
} from './support';
import { waitForHeldIn } from './lines';

const ROW = 60;
const TITLE = 'Refund for order 1042';
let stack: FirefoxStack;
let page: Page;
let emails: string[];

beforeAll(async () => {
  stack = await startFirefoxStack();
  await configureThroughOptions(stack, DEMO_API_KEY);
  emails = stack.api.seed.customers.slice(0, 5).map((c) => c.email);
  page = await openDemo(stack);
  await page.evaluate((row) => {
    document.documentElement.setAttribute('style', 'overflow:auto;height:auto');
    document.body.setAttribute('style', 'margin:0;padding:20px;font:14px/20px sans-serif;overflow:visible;height:3000px');
    document.body.innerHTML = '<div id="list"></div>';
    // The page's list, drawn from scratch as an app does: every row a new node.
    (window as unknown as { drawRows(l: string[]): void }).drawRows = (list) => {
      document.getElementById('list')!.innerHTML = list
        .map((e, i) => `<div style="height:${row}px"><span id="e${i}">${e}</span><div>Preview of thread ${i}</div></div>`)
        .join('');
    };
  }, ROW);
  await drawRows(emails.slice(0, 4));
  await page.bringToFront();
  await waitForHeldIn(stack.options, page, (held) => held.length === 4);
});
afterAll(async () => stack?.shutdown());

const drawRows = (list: string[]) => page.evaluate((l) => (window as unknown as { drawRows(l: string[]): void }).drawRows(l), list);

const rowTop = (i: number) => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, `e${i}`);

/** The card is on screen: the page hits our host element at the middle of the card's frame. */
async function cardShown(): Promise<boolean> {
  const card = await cardFrame(page, stack.origin);
  if (!card) return false;
  const b = await frameBoxInPage(page, card);
  return page.evaluate(
    (x, y) => document.elementFromPoint(x, y)?.localName === 'customer-lens-card',
    b.x + b.width / 2,
    b.y + b.height / 2,
  );
}

/** The card's frame level with row `i`'s address (its clear edge 10 px above it). */
async function cardBesideRow(i: number): Promise<boolean> {
  const card = await cardFrame(page, stack.origin);
  return card !== null && Math.abs((await frameBoxInPage(page, card)).y - ((await rowTop(i)) - 10)) <= 3;
}

/** Back to the start: no card (a click beside the rows closes it), the four rows drawn anew. */
async function reset(): Promise<void> {
  await page.mouse.click(700, 5);
  await waitUntil(async () => !(await cardShown()), 10_000, 'the card closed by a click elsewhere');
  await drawRows(emails.slice(0, 4));
}

/** The card pinned on row `i` by a click, its New thread form open and a title typed; the pointer away. */
async function formOpenOn(i: number): Promise<Frame> {
  const { x, y } = await page.evaluate((id) => {
    const r = document.getElementById(id)!.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, `e${i}`);
  await page.mouse.click(x, y);
  let frame: Frame | null = null;
  await waitUntil(async () => (frame = await cardFrame(page, stack.origin)) !== null, 15_000, 'the card frame');
  const card = frame as unknown as Frame;
  await waitForValue(
    card,
    (e) => document.querySelector('article.customer[data-state="found"] .email')?.textContent === e,
    20_000,
    emails[i]!,
  );
  const button = await waitForValue(card, () => document.querySelector('button[data-action="create-thread"]'), 10_000);
  await clickInFrame(page, button.asElement() as ElementHandle<Element>);
  const title = await waitForValue(card, () => document.querySelector('input[name="title"]'), 10_000);
  await clickInFrame(page, title.asElement() as ElementHandle<Element>);
  await page.keyboard.type(TITLE);
  await waitUntil(async () => (await titleIn(card)) === TITLE, 5_000, 'the title typed');
  await page.mouse.move(700, 5);
  return card;
}

const titleIn = (card: Frame) => card.evaluate(() => document.querySelector<HTMLInputElement>('input[name="title"]')?.value ?? null);

describe('a card with a form open, in Firefox', () => {
  it('follows its address when the page draws the list again with a row above, and keeps the form', async () => {
    const card = await formOpenOn(1);
    await waitUntil(() => cardBesideRow(1), 5_000, 'the card beside its address');
    await drawRows([emails[4]!, ...emails.slice(0, 4)]);
    await waitUntil(() => cardBesideRow(2), 5_000, 'the card beside its address, a row lower');
    expect(await cardShown()).toBe(true);
    expect(await titleIn(card)).toBe(TITLE);
  });

  it('stays open under a toast laid over its address', async () => {
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
    // Two frames of the page after the change: the card's check of it (in the frame after) has run.
    await framesPainted(page);
    expect(await cardShown()).toBe(true);
    await page.evaluate(() => document.getElementById('toast')!.remove());
  });

  it('closes once its address leaves the page', async () => {
    await reset();
    await formOpenOn(3);
    await drawRows(emails.slice(0, 3));
    await waitUntil(async () => !(await cardShown()), 10_000, 'the card closed');
  });
});
