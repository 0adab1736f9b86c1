/** The card in a page, for the pictures: opened by a resting pointer, its story all in, its frame put. */
import type { Frame, Page } from 'playwright-core';
import { waitUntil } from '../../test/support/wait-until';

export function cardFrame(page: Page): Frame | undefined {
  return page.frames().find((f) => f.url().includes('/src/ui/card/card.html'));
}

/** The card's frame is on screen (content/card/frame.ts shows it with opacity and pointer events). */
export async function cardShown(page: Page): Promise<boolean> {
  const frame = cardFrame(page);
  if (!frame) return false;
  return (await frame.frameElement()).evaluate((el) => {
    const style = getComputedStyle(el as Element);
    return style.opacity === '1' && style.pointerEvents !== 'none';
  });
}

/** Rests the pointer on the middle of `text` where it first stands in the page, as an agent points. */
export async function pointAtText(page: Page, text: string): Promise<void> {
  const point = await page.evaluate((wanted) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
      const at = n.data.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(n, at);
      range.setEnd(n, at + wanted.length);
      const r = range.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }
    return null;
  }, text);
  if (!point) throw new Error(`"${text}" is not on the page`);
  await page.mouse.move(point.x - 3, point.y, { steps: 2 });
  await page.mouse.move(point.x, point.y);
}

/**
 * From outside any card, `point` (a hover) until the card shows `email` in `state`; a found
 * customer's story all in too. Its frame.
 */
export async function cardFor(page: Page, point: () => Promise<void>, email: string, state: string): Promise<Frame> {
  await page.mouse.move(1, 1);
  await waitUntil(async () => !(await cardShown(page)), 5_000, 'the last card closed');
  await point();
  await waitUntil(() => cardShown(page), 15_000, 'the card shown');
  const frame = cardFrame(page)!;
  await frame
    .locator(`article.customer[data-state="${state}"]`, { has: frame.locator('.email', { hasText: email }) })
    .waitFor({ timeout: 20_000 });
  if (state === 'found') await storyIn(frame);
  return frame;
}

/**
 * Until the customer's story is all drawn and nothing in it is loading: a customer card Plain is
 * still loading is asked for again a second later (src/background/story/cards/loading-cards.ts).
 */
export async function storyIn(realm: Frame | Page): Promise<void> {
  const done = async () =>
    (await realm.locator('.context[data-drawn="all"]').count()) > 0 &&
    (await realm.locator('[data-status="loading"], [data-card-state="loading"]').count()) === 0;
  await waitUntil(done, 20_000, "the customer's whole story");
}

/**
 * The card's frame fits the card a moment after the card renders: until its box has stayed the
 * same over 100 ms of reads. That box, in the page.
 */
export async function framePut(page: Page): Promise<{ x: number; y: number; width: number; height: number }> {
  const element = await cardFrame(page)!.frameElement();
  let box = (await element.boundingBox())!;
  let since = Date.now();
  await waitUntil(
    async () => {
      const now = (await element.boundingBox())!;
      if (JSON.stringify(now) !== JSON.stringify(box)) [box, since] = [now, Date.now()];
      return Date.now() - since >= 100;
    },
    5_000,
    'the card frame staying put',
  );
  return box;
}
