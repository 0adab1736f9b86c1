/** The pointer resting, timed by the content script's own timers, in any browser (driver.ts). */
import { INTENT_MS } from '../../../src/content/pointer/intent';
import { waitUntil } from '../../support/wait-until';
import type { Realm, Tab } from './driver';
import { placeOf, type Target } from './target';

/**
 * Does `act` (input to the page) and waits until any timer the content script set for it, of up
 * to `delayMs`, has fired. The witness is in the page, not a clock: a listener for `events` added
 * after the content script's (same window, same phase) runs after it; the frame callback it asks
 * for runs after any the script asked for in that event (the pointer is read once a frame), and a
 * timer of `delayMs` set there fires after any of at most `delayMs` the script set before it. The
 * witness follows the last such event `act` causes. Any document the test runs code in (`Realm`):
 * a driver's tab, or a Playwright page (support/card.ts).
 */
export async function afterScriptTimers(
  realm: Realm,
  delayMs: number,
  act: () => Promise<void>,
  events: string[] = ['pointermove'],
): Promise<void> {
  await realm.evaluate(
    ({ ms, types }) => {
      const w = window as unknown as { timerWatch?: Record<string, true>; timerEvents: number; timerDone: boolean; timerMs: number };
      w.timerEvents = 0;
      w.timerDone = false;
      w.timerMs = ms;
      w.timerWatch ??= {};
      for (const type of types) {
        if (w.timerWatch[type]) continue;
        w.timerWatch[type] = true;
        addEventListener(
          type,
          () => {
            const event = (w.timerEvents += 1);
            requestAnimationFrame(() => setTimeout(() => event === w.timerEvents && (w.timerDone = true), w.timerMs));
          },
          true,
        );
      }
    },
    { ms: delayMs, types: events },
  );
  await act();
  await waitUntil(
    () => realm.evaluate(() => (window as unknown as { timerDone: boolean }).timerDone),
    10_000,
    `the script's timers of ${delayMs} ms after the input`,
  );
}

/**
 * Rests the pointer on `target` until any card the rest opens is open: past the hover intent
 * (INTENT_MS, src/content/pointer/intent.ts), counted from the content script's animation-frame
 * read of the pointer; `card.show` is synchronous in that timer.
 */
export async function restPastIntent(tab: Tab, target: Target): Promise<void> {
  await afterScriptTimers(tab, INTENT_MS, async () => {
    const { x, y } = await placeOf(tab, target);
    await tab.mouse.move(x, y);
  });
}
