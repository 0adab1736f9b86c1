/**
 * The one element Customer Lens adds to a document: `<customer-lens-card>`, holding a closed
 * shadow root. In it, the underline's layer (underline/layer.ts) and, in the top document, the
 * card's frame (card/host.ts). The page cannot reach into the shadow root; if the app removes the
 * element (a framework re-rendering <html>), it is put back with what it held.
 */
const HOST_TAG = 'customer-lens-card';

interface Host {
  host: HTMLElement;
  shadow: ShadowRoot;
}

const hosts = new WeakMap<Document, Host>();

/** The document's host, made (or put back) on first need. */
export function pageHost(doc: Document): Host {
  let made = hosts.get(doc);
  if (!made) {
    const host = doc.createElement(HOST_TAG);
    // Inline !important: the app's own CSS must not hide or move what we draw. At the document's
    // origin and of no size, so it adds no scrolling; the underline's lines are placed in the
    // document's coordinates from here, the card's frame in the viewport's (position: fixed).
    // Set through the CSSOM, which a page's CSP for inline styles does not govern.
    host.style.cssText =
      'all:initial!important;position:absolute!important;left:0!important;top:0!important;width:0!important;height:0!important;z-index:2147483647!important';
    made = { host, shadow: host.attachShadow({ mode: 'closed' }) };
    hosts.set(doc, made);
  }
  if (!made.host.isConnected) doc.documentElement.append(made.host);
  return made;
}

/** The document's host if it has one (to leave out of the page's text and focus), else null. */
export function existingHost(doc: Document): HTMLElement | null {
  return hosts.get(doc)?.host ?? null;
}
