/**
 * What Customer Lens underlined, read as only the extension can: its lines are in its host's
 * closed shadow root, which the page cannot open. The content script's own world can
 * (`chrome.dom.openOrClosedShadowRoot`); reached over the DevTools protocol, with no test-only
 * code in the extension. Used by the end-to-end tests and the bench.
 */
import type { Frame, Page } from 'playwright-core';

interface ContextDescription {
  id: number;
  origin: string;
  auxData?: { frameId?: string; type?: string };
}

/**
 * Page code, run in the content script's world of the top frame: in one document, the addresses
 * the underline holds (those near the viewport) or only those with a line drawn (`drawn`: their
 * text shows); null when it has no underline's layer at all.
 */
function readLayer(frameUrl: string | null, drawn: boolean): string[] | null {
  // One host, in the top document: a frame's lines are drawn there too, in a layer of their own.
  const host = document.querySelector('customer-lens-card');
  const root = host ? ((globalThis as any).chrome.dom.openOrClosedShadowRoot(host) as ShadowRoot | null) : null;
  const layer = [...(root?.querySelectorAll<HTMLElement>('.layer') ?? [])].find((l) => (l.dataset.document ?? null) === frameUrl);
  if (!layer) return null;
  return [...layer.querySelectorAll('[data-email]')]
    .filter((address) => !drawn || address.querySelector('.line'))
    .map((address) => (address as HTMLElement).dataset.email ?? '')
    .sort();
}

/** The addresses the underline holds in a page or one of its same-origin frames (near its viewport), sorted. */
export async function heldUnderlines(target: Page | Frame): Promise<string[]> {
  return (await readUnderline(target, false)) ?? [];
}

/** Those of them with a line drawn: their text shows (in a scrolling region's view, nothing over it). */
export async function drawnUnderlines(target: Page | Frame): Promise<string[]> {
  return (await readUnderline(target, true)) ?? [];
}

/** Whether the document has the underline's layer at all (the underline on, and within its limits). */
export async function hasUnderlineLayer(target: Page | Frame): Promise<boolean> {
  return (await readUnderline(target, false)) !== null;
}

async function readUnderline(target: Page | Frame, drawn: boolean): Promise<string[] | null> {
  const page = 'page' in target ? target.page() : target;
  const frameUrl = 'page' in target && target !== page.mainFrame() ? target.url() : null;
  const read = await inContentWorld(page, `(${readLayer.toString()})(${JSON.stringify(frameUrl)}, ${drawn})`);
  return read ? (read.value as string[] | null) : null; // no content script (yet): no layer
}

/**
 * Evaluates an expression in the content script's world of the page's top frame, over the
 * DevTools protocol; null when the content script is not (yet) in the page.
 */
export async function inContentWorld(page: Page, expression: string): Promise<{ value: unknown } | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const contexts: ContextDescription[] = [];
    cdp.on('Runtime.executionContextCreated', (e) => contexts.push(e.context as ContextDescription));
    await cdp.send('Runtime.enable');
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const world = contexts.find(
      (c) => c.auxData?.frameId === frameTree.frame.id && c.auxData?.type === 'isolated' && c.origin.startsWith('chrome-extension://'),
    );
    if (!world) return null;
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      // `__name`: what the test's transpiler wraps named functions in, absent from the page.
      expression: `var __name = (f) => f; ${expression}`,
      contextId: world.id,
      returnByValue: true,
    });
    if (exceptionDetails)
      throw new Error(`in the content script's world: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return { value: result.value };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}
