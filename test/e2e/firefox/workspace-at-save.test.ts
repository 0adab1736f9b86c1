/**
 * A key just saved, in real Firefox (the Chromium version is workspace-at-save.test.ts): its
 * workspace is read at once by the background, whatever saved the key (here a plain storage
 * write, as a policy's would be); a hover while the read is on its way says "Looking up…" at once,
 * a colleague is never looked up, and a customer is looked up once the read is in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import { textCentreInPage } from '../support/act';
import { cardFrame, startFirefoxStack, waitForValue, waitUntil, type FirefoxStack } from './support';

const READ_MS = 6000;
const COLLEAGUE = 'support@acme-support.com';
const NOOR = 'noor.haddad@kestrel-labs.io';

let stack: FirefoxStack;
beforeAll(async () => {
  stack = await startFirefoxStack();
});
afterAll(async () => stack?.shutdown());

const sent = (name: string) => stack.api.requests.filter((r) => (r.json as { operationName?: string })?.operationName === name);
const lookupsOf = (email: string) =>
  sent('customerByEmail').filter((r) => (r.json as { variables?: { email?: string } }).variables?.email === email);

async function pointAt(page: Page, text: string): Promise<void> {
  const point = await page.evaluate(textCentreInPage, text);
  if (!point) throw new Error(`"${text}" is not on the page`);
  await page.mouse.move(1, 1);
  await page.mouse.move(point.x - 3, point.y);
  await page.mouse.move(point.x, point.y);
}

describe('a key just saved, in Firefox', () => {
  it('its workspace is read at once; meanwhile "Looking up…" at once, no colleague looked up, the customer once the read is in', async () => {
    stack.api.faults.set({ kind: 'latency', ms: READ_MS, operations: ['connectionCheck'] });
    await stack.options.evaluate(
      (k, url) => (globalThis as any).browser.storage.local.set({ apiKey: k, baseUrl: url }),
      DEMO_API_KEY,
      stack.api.url,
    );
    await waitUntil(() => sent('connectionCheck').length === 1, 5_000, 'the workspace read, sent when the key was saved');
    const readAnswered = Date.parse(sent('connectionCheck')[0]!.time) + READ_MS;

    const page = await stack.browser.newPage();
    await page.goto(new URL('/mail', stack.demoUrl).toString());
    await waitForValue(page, (t) => document.body?.innerText.includes(t), 15_000, COLLEAGUE);
    await pointAt(page, COLLEAGUE);
    await pointAt(page, NOOR);
    let card = null as Awaited<ReturnType<typeof cardFrame>>;
    await waitUntil(async () => (card = await cardFrame(page, stack.origin)) !== null, 15_000, 'the card frame');
    await waitForValue(card!, () => document.querySelector('article[data-state="loading"]'), 15_000);
    expect(Date.now(), 'said "Looking up…" while the read was on its way').toBeLessThan(readAnswered);
    await waitForValue(card!, (e) => document.querySelector('article[data-state="not-found"] .email')?.textContent === e, 20_000, NOOR);
    expect(lookupsOf(NOOR)).toHaveLength(1);
    expect(lookupsOf(COLLEAGUE)).toHaveLength(0);
    expect(sent('connectionCheck')).toHaveLength(1);
    await page.close();
  });
});
