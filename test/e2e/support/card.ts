/** Reading the card: it lives in the extension's frame, found through Playwright's frame tree. */
import type { Frame, Locator, Page } from 'playwright-core';
import { waitForValue, waitUntil } from '../../support/wait-until';
import { INTENT_MS } from '../../../src/content/pointer/intent';
import type { Realm } from '../driver/driver';
import { afterScriptTimers as afterScriptTimersIn } from '../driver/pointer';

/** A Playwright page as a driver's `Realm`: Playwright's `evaluate` takes the same function and argument. */
const playwrightRealm = (page: Page): Realm => ({ evaluate: (fn, arg) => page.evaluate(fn as never, arg) });

export function cardFrame(page: Page): Frame | undefined {
  return page.frames().find((f) => f.url().includes('/src/ui/card/card.html'));
}

function waitForFrame(page: Page, timeoutMs = 15_000): Promise<Frame> {
  return waitForValue(async () => cardFrame(page), timeoutMs, 'the card frame');
}

/**
 * Hovers `target` and waits until the card shows a final state for `email` (or exactly `state`:
 * needed when the same address was shown before, so the old card cannot be mistaken for the new).
 */
export async function hoverCard(page: Page, target: Locator, email: string, state?: string): Promise<Locator> {
  // Away first, as an agent's pointer would be: an open card may cover the next row.
  await closeCard(page);
  await target.hover();
  const frame = await waitForFrame(page);
  const article = frame.locator(state ? `article.customer[data-state="${state}"]` : 'article.customer:not([data-state="loading"])', {
    has: frame.locator('.email', { hasText: email }),
  });
  await article.waitFor({ timeout: 20_000 });
  // A hidden card keeps its last answer: when that was this address's, in this state, the article
  // is there before the hover intent has shown the card again.
  await waitUntil(() => isCardVisible(page), 5_000, 'the card shown');
  return article;
}

/**
 * The pointer away and the card gone. Before a settings change that a test's fault must meet:
 * an open card asks again when the key or base URL change, and its requests would meet it first.
 */
export async function closeCard(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await waitUntil(async () => !(await isCardVisible(page)), 3_000, 'the card closed');
}

export async function isCardVisible(page: Page): Promise<boolean> {
  const frame = cardFrame(page);
  if (!frame) return false;
  const element = await frame.frameElement();
  const box = await element.boundingBox();
  const visible = await element.evaluate((el) => {
    const style = getComputedStyle(el as Element);
    return style.visibility === 'visible' && style.opacity === '1' && style.pointerEvents !== 'none';
  });
  return visible && box !== null && box.x >= 0 && box.width > 0;
}

export async function cardText(article: Locator): Promise<string> {
  return (await article.innerText()).replace(/\s+/g, ' ').trim();
}

/** As driver/pointer.ts `afterScriptTimers`, in a Playwright page. */
export function afterScriptTimers(page: Page, delayMs: number, act: () => Promise<void>, events?: string[]): Promise<void> {
  return afterScriptTimersIn(playwrightRealm(page), delayMs, act, events);
}

/**
 * Rests the pointer on `target` (in the top document) until any card the rest opens is open:
 * past the hover intent (INTENT_MS, src/content/pointer/intent.ts), counted from the content
 * script's animation-frame read of the pointer; `card.show` is synchronous in that timer.
 */
export async function restPastIntent(page: Page, target: Locator): Promise<void> {
  await afterScriptTimers(page, INTENT_MS, () => target.hover());
}

/**
 * The card's hide delay after the pointer leaves it or its address: HIDE_MS (300) in
 * src/content/pointer/intent.ts, not exported.
 */
export const HIDE_MS = 300;
