/**
 * A click in the card's frame, in Chromium through Playwright, once the element stands still in
 * the page. Playwright's own stable check reads the element's box within its frame, which the card
 * frame moving in the page (growing, and rising to stay in the window, to fit a form it just
 * opened) leaves unchanged; a click at a point read before the move lands beside the card, and no
 * event reaches the frame for Playwright to find amiss. The tests' driver and the bench use it.
 */
import type { Frame, Locator } from 'playwright-core';
import { waitUntil } from '../../test/support/wait-until';

/** Two painted frames of the realm it runs in (its rendering has caught up with what changed). */
export const painted = () => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));

/** `target` (in `frame`) once its box in the page repeats over two painted frames of the page and of `frame`. */
export async function standingStill(frame: Frame, target: Locator): Promise<Locator> {
  let box = await target.boundingBox();
  await waitUntil(
    async () => {
      await Promise.all([frame.page().evaluate(painted), frame.evaluate(painted)]);
      const before = JSON.stringify(box);
      box = await target.boundingBox();
      return box !== null && JSON.stringify(box) === before;
    },
    5_000,
    'the element to click standing still in the page',
  );
  return target;
}
