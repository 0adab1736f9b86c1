/** Where the card page lives (the sender check, door/sender.ts, knows a sender is it). */
import browser from 'webextension-polyfill';

export function cardUrl(): string {
  return browser.runtime.getURL('src/ui/card/card.html');
}
