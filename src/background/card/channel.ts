/**
 * The card frames, one per tab, connected by a port. The background pushes what a card should
 * show; the card asks the content script (through here) to resize or close it. Customer data
 * therefore goes from the background straight into the extension's own frame and never through
 * the page.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import type { LookupState } from '../../shared/lookup-state';
import { parseCardMessage, type BackgroundToCard, type BackgroundToContent } from '../../shared/messages';
import { Wanted } from '../../shared/wanted';
import { isCardUrl } from './url';

export { cardUrl, isCardUrl } from './url';

/** What the background knows of one tab's card. */
interface CardTab {
  port?: Runtime.Port;
  /** The last `show`, sent again to a card whose port connects after it (a card page loading). */
  lastShown?: BackgroundToCard;
  /** The frame whose content script placed the card, so replies reach the right frame. */
  ownerFrame: number;
  /** The address the card is about now. */
  email?: string;
  /** Renewed by each lookup shown here: an older lookup's states are no longer wanted. */
  wanted: Wanted;
}

export interface CardChannelDeps {
  /** Drops what is kept of a customer's story, so that a Retry asks the API again. */
  forgetStory?: (customerId: string) => Promise<void>;
}

/** Made once by the background (index.ts). */
export class CardChannel {
  private readonly tabs = new Map<number, CardTab>();

  constructor(private readonly deps: CardChannelDeps = {}) {}

  accept(port: Runtime.Port): void {
    const tabId = port.sender?.tab?.id;
    const url = port.sender?.url ?? '';
    if (port.sender?.id !== browser.runtime.id || tabId === undefined || !isCardUrl(url)) {
      port.disconnect();
      return;
    }
    const tab = this.tab(tabId);
    tab.port?.disconnect();
    tab.port = port;
    if (tab.lastShown) port.postMessage(tab.lastShown);
    port.onMessage.addListener((raw: unknown) => {
      const msg = parseCardMessage(raw);
      if (!msg) return;
      const tell = (toContent: BackgroundToContent) =>
        void browser.tabs
          .sendMessage(tabId, toContent, { frameId: this.tabs.get(tabId)?.ownerFrame ?? 0 })
          .catch(() => undefined); // the tab may have navigated away; nothing to do
      // Retry: the content script asks for the card's address again, the usual way, once the
      // story is forgotten (a read; the card cannot name another tab's customer to anyone).
      if (msg.type === 'retry') return void this.forgetStory(msg.customerId).catch(() => undefined).then(() => tell({ type: 'ask-again' }));
      tell(msg.type === 'resize' ? { type: 'card-resize', height: msg.height } : { type: msg.type === 'close' ? 'card-close' : 'card-hold' });
    });
    port.onDisconnect.addListener(() => {
      const now = this.tabs.get(tabId);
      if (now?.port === port) now.port = undefined;
    });
  }

  /** Called for every lookup a content script asks for; later states replace earlier ones. */
  startShowing(tabId: number, frameId: number, email: string): (s: LookupState) => void {
    const tab = this.tab(tabId);
    tab.ownerFrame = frameId;
    tab.email = email;
    // A slower, older lookup must not overwrite the card of the address now under the pointer.
    const wanted = tab.wanted.anew();
    return (state) => {
      if (wanted.aborted) return;
      const msg: BackgroundToCard = { type: 'show', email, state };
      tab.lastShown = msg;
      tab.port?.postMessage(msg);
    };
  }

  /** The tabs whose card shows this address now (a write changed what it should show). */
  tabsShowing(email: string): Array<{ tabId: number; frameId: number }> {
    const wanted = email.toLowerCase();
    return [...this.tabs].filter(([, t]) => t.email?.toLowerCase() === wanted).map(([tabId, t]) => ({ tabId, frameId: t.ownerFrame }));
  }

  forgetTab(tabId: number): void {
    this.tabs.get(tabId)?.wanted.drop();
    this.tabs.delete(tabId);
  }

  private forgetStory(customerId: string): Promise<void> {
    return this.deps.forgetStory?.(customerId) ?? Promise.resolve();
  }

  private tab(tabId: number): CardTab {
    let tab = this.tabs.get(tabId);
    if (!tab) this.tabs.set(tabId, (tab = { ownerFrame: 0, wanted: new Wanted() }));
    return tab;
  }
}
