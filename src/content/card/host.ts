/**
 * The card's frame: an extension page in an iframe, in the document's one host element of ours
 * (page-host.ts), behind its closed shadow root. The page cannot reach the frame, and cannot
 * read the cross-origin page in it.
 */
import { extension as browser } from '../messaging/extension-api';
import { FRAME_WIDTH as WIDTH } from './placement';
import { pageHost } from '../page-host';

/** Adds the frame, hidden, `height` px tall, to the page's host; `loaded` each time the frame loads. */
export function cardHost(
  doc: Document,
  height: number,
  loaded: (frame: HTMLIFrameElement) => void,
): { host: HTMLElement; frame: HTMLIFrameElement } {
  const { host, shadow } = pageHost(doc);
  const frame = doc.createElement('iframe');
  frame.src = browser.runtime.getURL('src/ui/card/card.html');
  frame.title = 'Customer Lens';
  // Any origin, not the default (the frame's own): Chromium matches no chrome-extension://
  // origin there, and refused Copy ID. The frame only ever shows our card page.
  frame.allow = 'clipboard-write *';
  // Hidden means transparent, inert and click-through, but on screen: Chromium keeps rendering
  // the frame, so a card opened later paints on the next frame instead of waiting to be shown.
  // The frame's color-scheme is the card page's ("light dark"): where the two differ, browsers
  // paint the frame's whole canvas opaque, a dark square around a dark card on a light page.
  frame.setAttribute(
    'style',
    `position:fixed;border:0;width:${WIDTH}px;height:${height}px;` +
      'left:0;top:0;opacity:0;pointer-events:none;background:transparent;color-scheme:light dark;',
  );
  frame.inert = true;
  // Out of the page's Tab order: tabbing through the app never wanders into an open card; the
  // keyboard shortcut takes the agent in (card/frame.ts, `focus`).
  frame.tabIndex = -1;
  frame.addEventListener('load', () => loaded(frame));
  shadow.append(frame);
  return { host, frame };
}
