/**
 * The key stays in the background: the content script's own world cannot read extension storage,
 * and no message a content script receives carries the key. A stopped service worker (as Chrome
 * stops idle ones) still answers a cached customer, with no request to the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { DEMO_API_KEY } from '../../../api/server';
import { hoverCard } from '../support/card';
import { waitUntil } from '../../support/wait-until';
import { configure, openDemo, startStack, stopServiceWorker, type Stack } from '../support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

/** Evaluates in the content script's isolated world, through the DevTools protocol. */
async function inContentWorld(page: Page): Promise<(expression: string) => Promise<unknown>> {
  const cdp: CDPSession = await stack.context.newCDPSession(page);
  const contexts: Array<{ id: number; origin: string; name: string; auxData?: { type?: string } }> = [];
  cdp.on('Runtime.executionContextCreated', (e) => contexts.push(e.context));
  await cdp.send('Runtime.enable');
  const world = contexts.find((c) => c.auxData?.type === 'isolated' && c.origin.includes(stack.extensionId));
  if (!world) throw new Error(`no content-script world among ${contexts.map((c) => c.name).join(', ')}`);
  return async (expression) => {
    const r = await cdp.send('Runtime.evaluate', { expression, contextId: world.id, awaitPromise: true, returnByValue: true });
    return r.result.value;
  };
}

describe('the key', () => {
  it('cannot be read from the content script world, and no message to it carries the key', async () => {
    const page = await openDemo(stack);
    const evaluate = await inContentWorld(page);
    expect(await evaluate('typeof chrome.runtime.id')).toBe('string'); // we really are in its world
    const read = await evaluate(`chrome.storage.local.get(null).then((v) => 'read:' + JSON.stringify(v), (e) => 'refused:' + e.message)`);
    expect(String(read)).toMatch(/^refused:/);
    expect(String(read)).not.toContain(DEMO_API_KEY);

    await evaluate(`window.__seen = []; chrome.runtime.onMessage.addListener((m) => { window.__seen.push(JSON.stringify(m)); });
      const send = chrome.runtime.sendMessage.bind(chrome.runtime);
      chrome.runtime.sendMessage = (...a) => send(...a).then((r) => { window.__seen.push(JSON.stringify(r)); return r; }); 1`);
    const jane = stack.api.seed.customers[0]!;
    await hoverCard(page, page.getByTestId('customer-email').first(), jane.email, 'found');
    const seen = (await evaluate('JSON.stringify(window.__seen)')) as string;
    expect(seen).toContain('card-resize'); // it did receive messages…
    expect(seen).not.toContain(DEMO_API_KEY); // …and none carries the key
    await page.close();
  });
});

describe('a stopped service worker', () => {
  it('stopped in the middle of a lookup: the card still arrives', async () => {
    const page = await openDemo(stack);
    const marcus = stack.api.seed.customers[3]!;
    stack.api.resetRequests();
    stack.api.faults.set({ kind: 'latency', ms: 1500 });
    try {
      const cell = page.getByTestId('customer-email').filter({ hasText: marcus.email });
      await cell.hover();
      await waitUntil(() => stack.api.requests.length > 0, 2_000, 'the lookup reaching the API').catch(() => undefined);
      expect(stack.api.requests.length).toBeGreaterThan(0); // the lookup is on its way…
      await stopServiceWorker(stack, page); // …and its worker is gone
      const frame = page.frames().find((f) => f.url().includes('card.html'))!;
      await frame.locator('article[data-state="found"]', { hasText: marcus.fullName }).waitFor({ timeout: 15_000 });
    } finally {
      stack.api.faults.clear();
    }
    await page.close();
  });

  it('still shows a cached customer, with zero requests', async () => {
    const page = await openDemo(stack);
    const devon = stack.api.seed.customers[1]!;
    const cell = page.getByTestId('customer-email').filter({ hasText: devon.email });
    await hoverCard(page, cell, devon.email, 'found');

    const cdp = await stack.context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const running = async () =>
      (await cdp.send('Target.getTargets')).targetInfos.filter((t) => t.type === 'service_worker' && t.url.includes(stack.extensionId))
        .length;
    expect(await running()).toBe(1);
    // Seen stopped as it happens: the card's port reconnects 100 ms later and may wake a new worker,
    // so "none running" afterwards is a race, not a check.
    await stopServiceWorker(stack, page);
    stack.api.resetRequests();

    await page.reload();
    await page.getByTestId('thread-row').first().waitFor();
    await hoverCard(page, cell, devon.email, 'found');
    expect(stack.api.requests.filter((r) => r.path === '/graphql/v1')).toHaveLength(0);
    await page.close();
  });
});
