/** Reading the card: it lives in the extension's frame, found through Playwright's frame tree. */
import { expect } from 'vitest';
import type { Frame, Locator, Page } from 'playwright-core';
import { waitForValue, waitUntil } from '../../support/wait-until';
import { INTENT_MS } from '../../../src/content/pointer-intent';

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
  expect(await isCardVisible(page)).toBe(true);
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

/**
 * Rests the pointer on `target` (in the top document) until any card the rest opens is open:
 * past the hover intent (INTENT_MS, src/content/pointer-intent.ts), counted from the content
 * script's next animation-frame read of the pointer. The witness is in the page, not a clock: a
 * `pointermove` listener added after the content script's (same window, same phase) runs after
 * it; the frame callback it asks for runs after the script's in that frame, and a timer of
 * INTENT_MS set there fires after the intent timer the script set in its callback. So once it has
 * fired, a card the rest (wrongly) opens is shown: `card.show` is synchronous in that timer.
 */
export async function restPastIntent(page: Page, target: Locator): Promise<void> {
  await page.evaluate((intentMs) => {
    const w = window as unknown as { restWatched?: boolean; restMoves: number; restDone: boolean };
    w.restMoves = 0;
    w.restDone = false;
    if (w.restWatched) return;
    w.restWatched = true;
    addEventListener(
      'pointermove',
      () => {
        const move = (w.restMoves += 1);
        requestAnimationFrame(() => setTimeout(() => move === w.restMoves && (w.restDone = true), intentMs));
      },
      true,
    );
  }, INTENT_MS);
  await target.hover();
  await waitUntil(() => page.evaluate(() => (window as unknown as { restDone: boolean }).restDone), 10_000, 'a rest past the hover intent');
}
