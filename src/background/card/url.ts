/** Where the card page lives, and how the background knows a sender is it. */
import browser from 'webextension-polyfill';

export function cardUrl(): string {
  return browser.runtime.getURL('src/ui/card/card.html');
}

/**
 * Whether a sender's URL is our card page. The card is web-accessible with `use_dynamic_url`
 * (a per-session host, so a page cannot probe a fixed URL to learn that the extension is
 * installed); a browser that frames it there gives a host other than the one `runtime.getURL`
 * gives the background (Chromium 156 still frames it at the extension's own id). So compare the
 * scheme and the path; that the sender is this extension is checked by its id (the port).
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
