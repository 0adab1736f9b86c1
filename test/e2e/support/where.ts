/** What Customer Lens underlined in a document, and where its card sits, read from outside. */
import { expect } from 'vitest';
import type { Frame, Locator, Page } from 'playwright-core';
import { cardFrame, waitUntil } from './card';
import type { Stack } from './stack';

/** The underlined text in one document (its shadow roots included), read in the page's own world. */
export async function underlined(target: Page | Frame): Promise<string[]> {
  return target.evaluate(() =>
    [...((CSS as any).highlights.get('customer-lens-email') ?? [])]
      .map((r: StaticRange) => {
        const range = document.createRange();
        range.setStart(r.startContainer, r.startOffset);
        range.setEnd(r.endContainer, r.endOffset);
        return range.toString();
      })
      .sort(),
  );
}

export async function waitForUnderlined(page: Page, target: Page | Frame, email: string, present = true): Promise<void> {
  await waitUntil(page, async () => (await underlined(target)).includes(email) === present, 10_000);
}

/** The card's frame sits just below the element (a 6 px gap), at its left edge, in the top viewport. */
export async function expectCardBeside(page: Page, target: Locator): Promise<void> {
  const card = await (await cardFrame(page)!.frameElement()).boundingBox();
  const box = await target.boundingBox();
  expect(card && box).toBeTruthy();
  expect(Math.abs(card!.x - box!.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(card!.y - (box!.y + box!.height + 6))).toBeLessThanOrEqual(3);
}

/** Turns the underline setting on or off, as the options page does, and waits for the page to follow. */
export async function setUnderline(stack: Stack, page: Page, on: boolean): Promise<void> {
  await stack.worker.evaluate((value) => (globalThis as any).chrome.storage.sync.set({ highlight: value }), on);
  const registered = () => page.evaluate(() => (CSS as any).highlights.has('customer-lens-email') as boolean);
  await waitUntil(page, async () => (await registered()) === on, 5_000);
  await page.waitForTimeout(100); // a frame painted
}
