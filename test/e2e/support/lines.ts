/** What Customer Lens underlined (scripts/browsers/underline-reader.ts), and waiting for it. */
import type { Frame, Page } from 'playwright-core';
import { heldUnderlines } from '../../../scripts/browsers/underline-reader';
import { waitUntil } from '../../support/wait-until';

export { hasUnderlineLayer, heldUnderlines } from '../../../scripts/browsers/underline-reader';

/** Until the held addresses satisfy `ok`. */
export async function waitForHeld(target: Page | Frame, ok: (held: string[]) => boolean, timeoutMs = 10_000): Promise<void> {
  let last: string[] = [];
  await waitUntil(async () => ok((last = await heldUnderlines(target))), timeoutMs, "the underline's addresses").catch((error: Error) => {
    throw new Error(`${error.message}; last: ${JSON.stringify(last)}`);
  });
}
