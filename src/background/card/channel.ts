/**
 * The card frames, one per tab, connected by a port. The background pushes what a card should
 * show; the card asks the content script (through here) to resize or close it. Customer data
 * therefore goes from the background straight into the extension's own frame and never through
 * the page. Where the card could pair a direct line (card/line.ts), `show`s go that way instead.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import type { LookupState } from '../../shared/lookup-state';
import type { BackgroundToCard, BackgroundToContent } from '../../shared/messages';
import { forgetLine, lineTo, offerLine } from './line';

const cards = new Map<number, Runtime.Port>();
const lastShown = new Map<number, BackgroundToCard>();
/** The frame whose content script placed the card, so replies reach the right frame. */
const ownerFrame = new Map<number, number>();
const latestEmail = new Map<number, string>();
/** Numbers every `show`, so a card drops one that a later one overtook on its other line. */
let seq = 0;

export { cardUrl } from './url';

/** A card port the door checked (door/card-port.ts), from the card page in tab `tabId`. */
export function acceptCardPort(port: Runtime.Port, tabId: number): void {
  cards.get(tabId)?.disconnect();
  cards.set(tabId, port);
  const token = offerLine(tabId);
  if (token) port.postMessage({ type: 'line', token } satisfies BackgroundToCard);
  const pending = lastShown.get(tabId);
  if (pending) port.postMessage(pending);
  port.onDisconnect.addListener(() => {
    if (cards.get(tabId) !== port) return;
    cards.delete(tabId);
    forgetLine(tabId);
  });
}

/** To the content script that placed the tab's card, in the frame it runs in. */
export function tellContent(tabId: number, msg: BackgroundToContent): void {
  void browser.tabs
    .sendMessage(tabId, msg, { frameId: ownerFrame.get(tabId) ?? 0 })
    .catch(() => undefined); // the tab may have navigated away; nothing to do
}

/** Called for every lookup a content script asks for; later states replace earlier ones. */
export function startShowing(tabId: number, frameId: number, email: string): (s: LookupState) => void {
  ownerFrame.set(tabId, frameId);
  latestEmail.set(tabId, email);
  return (state) => {
    // A slower, older lookup must not overwrite the card of the address now under the pointer.
    if (latestEmail.get(tabId) !== email) return;
    seq += 1;
    const msg: BackgroundToCard = { type: 'show', seq, email, state };
    lastShown.set(tabId, msg);
    (lineTo(tabId) ?? cards.get(tabId))?.postMessage(msg);
  };
}

/** The tabs whose card shows this address now (a write changed what it should show). */
export function tabsShowing(email: string): Array<{ tabId: number; frameId: number }> {
  const wanted = email.toLowerCase();
  return [...latestEmail].filter(([, e]) => e.toLowerCase() === wanted).map(([tabId]) => ({ tabId, frameId: ownerFrame.get(tabId) ?? 0 }));
}

export function forgetTab(tabId: number): void {
  cards.delete(tabId);
  forgetLine(tabId);
  lastShown.delete(tabId);
  ownerFrame.delete(tabId);
  latestEmail.delete(tabId);
}
