/** What Customer Lens underlined (scripts/underline-reader.ts), and waiting for it. */
import type { Frame, Page } from 'playwright-core';
import { heldUnderlines } from '../../../scripts/underline-reader';

export { drawnUnderlines, hasUnderlineLayer, heldUnderlines } from '../../../scripts/underline-reader';

/** Until the held addresses satisfy `ok`. */
export async function waitForHeld(target: Page | Frame, ok: (held: string[]) => boolean, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: string[] = [];
  while (Date.now() < until) {
    last = await heldUnderlines(target);
    if (ok(last)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the underline's addresses never matched; last: ${JSON.stringify(last)}`);
}

