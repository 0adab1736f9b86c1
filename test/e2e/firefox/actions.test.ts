/**
 * Acting where the customer is in real Firefox (ESR), driven over WebDriver BiDi: the
 * card's Create customer (name prefilled, one mutation for a double click), its New thread (one
 * thread when a lost answer is retried), a key without the permission, and a hostile page.
 */
import type { ElementHandle, Frame, Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { customersWith, operationsSent, publishedErrors, textCentreInPage, writesSent } from '../support/act';
import { cardHeights, frameFits, viewportHeight } from '../../support/card-fit';
import {
  cardFrame,
  clickInFrame,
  configureThroughOptions,
  frameBoxInPage,
  framesPainted,
  startFirefoxStack,
  waitForValue,
  waitUntil,
  type FirefoxStack,
} from './support';

const NOOR = 'noor.haddad@kestrel-labs.io';
const JANE = 'jane.cooper@acme.io';

let stack: FirefoxStack;
beforeAll(async () => {
  stack = await startFirefoxStack();
  await configureThroughOptions(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

async function open(path: string): Promise<Page> {
  const page = await stack.browser.newPage();
  await page.goto(new URL(path, stack.demoUrl).toString());
  await waitForValue(page, (t) => document.body?.innerText.includes(t), 15_000, 'Noor');
  return page;
}

/** Rests the pointer on `text` (where it first stands in the page) until the card shows `state` for `email`. */
async function cardFor(page: Page, text: string, email: string, state: string): Promise<Frame> {
  const point = await page.evaluate(textCentreInPage, text);
  if (!point) throw new Error(`"${text}" is not on the page`);
  await page.mouse.move(1, 1);
  await page.mouse.move(point.x - 3, point.y);
  await page.mouse.move(point.x, point.y);
  let frame: Frame | null = null;
  await waitUntil(async () => (frame = await cardFrame(page, stack.origin)) !== null, 15_000, 'the card frame');
  await waitForValue(frame!, (e, s) => document.querySelector(`article[data-state="${s}"] .email`)?.textContent === e, 20_000, email, state);
  // A found customer's story grows the card, and the frame moves to fit it: a click at a point
  // read before that would miss. Once the story is drawn, the frame has the height the card asks
  // for (its last resize has come through the background to the page, which places the frame in
  // that same task), and stays where it is over two painted frames of the page.
  if (state === 'found') await waitForValue(frame!, () => document.querySelector('.context[data-drawn="all"]'), 20_000);
  await waitUntil(async () => {
    const box = JSON.stringify(await frameBoxInPage(page, frame!));
    await framesPainted(page);
    return frameFits(await frame!.evaluate(cardHeights), await page.evaluate(viewportHeight)) && JSON.stringify(await frameBoxInPage(page, frame!)) === box;
  }, 10_000, 'the card frame fitted to the card and staying put');
  return frame!;
}

async function click(page: Page, frame: Frame, selector: string): Promise<void> {
  const element = await waitForValue(frame, (s) => document.querySelector(s), 10_000, selector);
  await clickInFrame(page, element.asElement() as ElementHandle<Element>);
}

const value = (frame: Frame, selector: string) => frame.evaluate((s) => document.querySelector<HTMLInputElement>(s)?.value ?? null, selector);

describe('acting from the card in Firefox', () => {
  it('creates the sender as a customer with the name prefilled: one mutation for a double click, then their card', async () => {
    const page = await open('/mail');
    const card = await cardFor(page, NOOR, NOOR, 'not-found');
    await click(page, card, 'button[data-action="create-customer"]');
    await waitForValue(card, () => document.querySelector('input[name="fullName"]'), 10_000);
    expect(await value(card, 'input[name="fullName"]')).toBe('Noor Haddad');
    const submit = (await waitForValue(card, () => document.querySelector("button[data-submit]"), 5_000)).asElement() as ElementHandle<Element>;
    await clickInFrame(page, submit);
    await clickInFrame(page, submit).catch(() => undefined); // the second click of a double click
    await waitForValue(card, () => document.querySelector('article[data-state="found"] .name')?.textContent === 'Noor Haddad', 15_000);
    expect(operationsSent(stack.api, 'upsertCustomer')).toHaveLength(1);
    expect(publishedErrors(operationsSent(stack.api, 'upsertCustomer')[0]!.json)).toEqual([]);
    expect(await customersWith(stack.api, NOOR)).toBe(1);
    await page.close();
  });

  it('opens a thread for a found customer, prefilled with the subject; a lost answer retried makes one thread', async () => {
    stack.api.resetRequests();
    const page = await open('/mail');
    const card = await cardFor(page, JANE, JANE, 'found');
    await click(page, card, 'button[data-action="create-thread"]');
    await waitForValue(card, () => document.querySelector('input[name="title"]'), 10_000);
    const subject = await page.evaluate(() => document.querySelector('[data-testid="mail-subject"]')?.textContent?.trim());
    expect(await value(card, 'input[name="title"]')).toBe(subject);
    stack.api.faults.set({ kind: 'drop-answer', operations: ['createThread'], times: 1 });
    await click(page, card, 'button[data-submit]');
    await waitForValue(card, () => document.querySelector('.form-error')?.textContent?.includes('did not answer'), 20_000);
    await click(page, card, 'button[data-submit]');
    const href = await waitForValue(card, () => document.querySelector('a[data-new-thread]')?.getAttribute('href'), 15_000);
    expect(await href.jsonValue()).toMatch(/^https:\/\/app\.plain\.com\/workspace\/[^/]+\/thread\/th_/);
    expect(operationsSent(stack.api, 'createThread')).toHaveLength(1);
    expect(operationsSent(stack.api, 'threadByExternalId')).toHaveLength(1);
    await page.close();
  });

  it("a hostile page posting the extension's messages writes nothing", async () => {
    stack.api.resetRequests();
    const page = await open('/mail');
    await page.evaluate((email) => {
      const fake = { type: 'write', action: 'create-customer', email, fields: { fullName: 'Evil', shortName: '' } };
      (window as any).__sent = 0;
      setInterval(() => {
        window.postMessage(fake, '*');
        for (let i = 0; i < window.frames.length; i += 1) window.frames[i]!.postMessage(fake, '*');
        (window as any).__sent += 1;
      }, 50);
    }, 'lena.fischer@northwind-trade.com');
    const card = await cardFor(page, 'Lena Fischer', 'lena.fischer@northwind-trade.com', 'not-found');
    await waitUntil(async () => (await page.evaluate(() => (window as any).__sent as number)) > 20, 5_000, 'the page posting');
    expect(await card.evaluate(() => document.querySelectorAll('form').length)).toBe(0);
    expect(writesSent(stack.api)).toHaveLength(0);
    await page.close();
  });

  it('a key without customer:create: the action is disabled, names the permission, and nothing is sent', async () => {
    await configureThroughOptions(stack, 'plainApiKey_demo_customers_only');
    stack.api.resetRequests();
    const page = await open('/mail');
    const card = await cardFor(page, 'Lena Fischer', 'lena.fischer@northwind-trade.com', 'not-found');
    expect(await card.evaluate(() => (document.querySelector('button[data-action="create-customer"]') as HTMLButtonElement).disabled)).toBe(true);
    expect(await card.evaluate(() => document.querySelector('[data-missing]')?.getAttribute('data-missing'))).toBe('customer:create');
    await click(page, card, 'button[data-action="create-customer"]');
    expect(await card.evaluate(() => document.querySelectorAll('form').length)).toBe(0);
    expect(writesSent(stack.api)).toHaveLength(0);
    await page.close();
  });
});
