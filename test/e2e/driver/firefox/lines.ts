/**
 * What Customer Lens underlined in a Firefox tab (its top document, or a frame's), read as only the
 * extension can: its lines are in its host's closed shadow root. An extension page (`from`: the
 * options page) runs a script in the tab's content-script world (`scripting.executeScript`), where
 * Gecko's `openOrClosedShadowRoot` (a property there) opens it. No test-only code in the extension.
 * (Chromium's adapter reads the same in the content script's world over CDP: scripts/browsers/underline-reader.ts.)
 */
import type { Page } from 'puppeteer-core';

/**
 * The addresses the underline holds in the tab's top document (near its viewport), sorted, or
 * only those with a line drawn (`drawn`); null when the document has no underline's layer.
 */
export async function underlinesIn(from: Page, tab: Page, drawn = false, frameUrl: string | null = null): Promise<string[] | null> {
  return from.evaluate(
    async (url: string, onlyDrawn: boolean, frame: string | null) => {
      const api = (globalThis as any).browser;
      const tabs = ((await api.tabs.query({})) as Array<{ id: number; url?: string; active: boolean }>).filter((t) => t.url === url);
      const target = tabs.find((t) => t.active) ?? tabs[tabs.length - 1];
      if (!target) return null;
      const [answer] = await api.scripting.executeScript({
        target: { tabId: target.id },
        args: [onlyDrawn, frame],
        func: (only: boolean, inFrame: string | null) => {
          const host = document.querySelector<Element & { openOrClosedShadowRoot: ShadowRoot | null }>('customer-lens-card');
          const layers = [...(host?.openOrClosedShadowRoot?.querySelectorAll<HTMLElement>('.layer') ?? [])];
          // A frame's lines are drawn in the top document too, in a layer named by its address.
          const layer = layers.find((l) => (l.dataset.document ?? null) === inFrame);
          if (!layer) return null;
          return [...layer.querySelectorAll('[data-email]')]
            .filter((a) => !only || a.querySelector('.line'))
            .map((a) => (a as HTMLElement).dataset.email ?? '')
            .sort();
        },
      });
      return (answer?.result ?? null) as string[] | null;
    },
    tab.url(),
    drawn,
    frameUrl,
  );
}
