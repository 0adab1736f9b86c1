/**
 * The card frames, one per tab, connected by a port. The background pushes what a card should
 * show; the card asks the content script (through here) to resize or close it. Customer data
 * therefore goes from the background straight into the extension's own frame and never through
 * the page.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import type { LookupState } from '../shared/lookup-state';
import { parseCardMessage, type BackgroundToCard, type BackgroundToContent } from '../shared/messages';

const cards = new Map<number, Runtime.Port>();
const lastShown = new Map<number, BackgroundToCard>();
/** The frame whose content script placed the card, so replies reach the right frame. */
const ownerFrame = new Map<number, number>();
const latestEmail = new Map<number, string>();

export function cardUrl(): string {
  return browser.runtime.getURL('src/ui/card/card.html');
}

/**
 * Whether a sender's URL is our card page. The card is web-accessible with `use_dynamic_url`
 * (a per-session host, so a page cannot probe a fixed URL to learn that the extension is
 * installed); a browser that frames it there gives a host other than the one `runtime.getURL`
 * gives the background (Chromium 156 still frames it at the extension's own id). So compare the
 * scheme and the path; that the sender is this extension is checked by its id.
 */
export function isCardUrl(url: string): boolean {
  try {
    const card = new URL(cardUrl());
    const sender = new URL(url);
    return sender.protocol === card.protocol && sender.pathname === card.pathname;
  } catch {
    return false;
  }
}

export function acceptCardPort(port: Runtime.Port): void {
  const tabId = port.sender?.tab?.id;
  const url = port.sender?.url ?? '';
  if (port.sender?.id !== browser.runtime.id || tabId === undefined || !isCardUrl(url)) {
    port.disconnect();
    return;
  }
  cards.get(tabId)?.disconnect();
  cards.set(tabId, port);
  const pending = lastShown.get(tabId);
  if (pending) port.postMessage(pending);
  port.onMessage.addListener((raw: unknown) => {
    const msg = parseCardMessage(raw);
    if (!msg) return;
    const toContent: BackgroundToContent =
      msg.type === 'close' ? { type: 'card-close' } : { type: 'card-resize', height: msg.height };
    void browser.tabs
      .sendMessage(tabId, toContent, { frameId: ownerFrame.get(tabId) ?? 0 })
      .catch(() => undefined); // the tab may have navigated away; nothing to do
  });
  port.onDisconnect.addListener(() => {
    if (cards.get(tabId) === port) cards.delete(tabId);
  });
}

/** Called for every lookup a content script asks for; later states replace earlier ones. */
export function startShowing(tabId: number, frameId: number, email: string): (s: LookupState) => void {
  ownerFrame.set(tabId, frameId);
  latestEmail.set(tabId, email);
  return (state) => {
    // A slower, older lookup must not overwrite the card of the address now under the pointer.
    if (latestEmail.get(tabId) !== email) return;
    const msg: BackgroundToCard = { type: 'show', email, state };
    lastShown.set(tabId, msg);
    cards.get(tabId)?.postMessage(msg);
  };
}

export function forgetTab(tabId: number): void {
  cards.delete(tabId);
  lastShown.delete(tabId);
  ownerFrame.delete(tabId);
  latestEmail.delete(tabId);
}
