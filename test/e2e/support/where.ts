/** What Customer Lens underlined in a document, and where its card sits, read from outside. */
import { expect } from 'vitest';
import type { Frame, Locator, Page } from 'playwright-core';
import { cardFrame } from './card';
import { waitUntil } from '../../support/wait-until';
import type { Stack } from './stack';
import { hasUnderlineLayer, heldUnderlines } from './lines';

/** The addresses underlined in one document (its shadow roots included): those the underline holds. */
export async function underlined(target: Page | Frame): Promise<string[]> {
  return heldUnderlines(target);
}

export async function waitForUnderlined(page: Page, target: Page | Frame, email: string, present = true): Promise<void> {
  await waitUntil(async () => (await underlined(target)).includes(email) === present, 10_000);
}

/** A box in the top viewport, for a target Playwright measures wrong (in a frame with CSS zoom). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The card's frame sits beside the element, in the top viewport: to its right (a 4 px gap, or
 * further, past the longer addresses in the rows beside it), or to its left where the right has
 * no room, its top 10 px above the element's (the frame's clear edge around the card, so the
 * card's own edge is level with the element), or higher where the card would not fit below.
 */
export async function expectCardBeside(page: Page, target: Locator | Box): Promise<void> {
  const card = await (await cardFrame(page)!.frameElement()).boundingBox();
  const box = 'boundingBox' in target ? await target.boundingBox() : target;
  expect(card && box).toBeTruthy();
  const toRight = card!.x - (box!.x + box!.width);
  const toLeft = box!.x - (card!.x + card!.width);
  const gap = toRight >= 0 ? toRight : toLeft;
  expect(gap, `card ${JSON.stringify(card)} beside ${JSON.stringify(box)}`).toBeGreaterThanOrEqual(2);
  expect(gap).toBeLessThanOrEqual(300);
  // Level with the element, unless the card is too tall for that: then as low as the viewport
  // lets it be (its bottom 8 px above the viewport's), and never above the viewport's top.
  const viewport = await page.evaluate(() => document.documentElement.clientHeight);
  const top = Math.max(Math.min(box!.y - 10, viewport - 8 - card!.height), 8 - 10);
  expect(Math.abs(card!.y - top)).toBeLessThanOrEqual(3);
}

/** Turns the underline setting on or off, as the options page does, and waits for the page to follow. */
export async function setUnderline(stack: Stack, page: Page, on: boolean): Promise<void> {
  await stack.worker.evaluate((value) => (globalThis as any).chrome.storage.sync.set({ highlight: value }), on);
  await waitUntil(async () => (await hasUnderlineLayer(page)) === on, 5_000);
  // The layers are made or dropped, lines and all, in the one task that applies the setting
  // (underline/painter.ts, `set`): two animation frames later the page has painted them.
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}
