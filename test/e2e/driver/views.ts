/** Waiting on an extension page outside the tabs (driver.ts `ExtensionView`): the popup, the side panel. */
import { waitUntil } from '../../support/wait-until';
import type { ExtensionView } from './driver';

/** Until the view's text has `text` in it; the failure says what it said. */
export async function viewSays(view: ExtensionView, text: string, timeoutMs = 10_000): Promise<void> {
  let seen: string | null = null;
  await waitUntil(async () => (seen = await view.text())?.includes(text) ?? false, timeoutMs, `"${text}" shown`).catch((error: Error) => {
    throw new Error(`${error.message}; it says: ${seen}`);
  });
}
