/**
 * The card frames, one per tab, connected by a port the door checked (door/card-port.ts). The
 * background pushes what a card should show; the card asks the content script (through here) to
 * resize or close it. Customer data therefore goes from the background straight into the
 * extension's own frame and never through the page.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import type { LookupState } from '../../shared/lookup-state';
import type { BackgroundToCard, BackgroundToContent, CardShow } from '../../shared/messages';
import type { Here, WorkspaceSection } from '../../shared/contract/card';
import { Wanted } from '../../shared/wanted';

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
  /** Renewed by each lookup to show that arrives here, before it reads anything (`arrive`). */
  arrived: Wanted;
}

/**
 * Shows the first workspace's states in a tab's card; `more` adds the other workspaces' sections,
 * and `release` says the sections' lookups ended: what is held goes out (the first always says a state).
 */
export type CardShower = ((state: LookupState) => void) & {
  more(here: Here, sections: WorkspaceSection[]): void;
  release(): void;
};

/** Made once by the background (index.ts). */
export class CardChannel {
  private readonly tabs = new Map<number, CardTab>();

  /** A card port the door checked, from the card page in tab `tabId`. */
  accept(port: Runtime.Port, tabId: number): void {
    const tab = this.tab(tabId);
    tab.port?.disconnect();
    tab.port = port;
    if (tab.lastShown) port.postMessage(tab.lastShown);
    port.onDisconnect.addListener(() => {
      const now = this.tabs.get(tabId);
      if (now?.port === port) now.port = undefined;
    });
  }

  /** To the content script that placed the tab's card, in the frame it runs in. */
  tellContent(tabId: number, msg: BackgroundToContent): void {
    void browser.tabs.sendMessage(tabId, msg, { frameId: this.tabs.get(tabId)?.ownerFrame ?? 0 }).catch(() => undefined); // the tab may have navigated away; nothing to do
  }

  /**
   * Called for every lookup a content script asks for; later states replace earlier ones.
   * `frameId` undefined: the placing frame is not known here (it stays as it was).
   */
  startShowing(tabId: number, frameId: number | undefined, email: string, withSections = false): CardShower {
    const tab = this.tab(tabId);
    if (frameId !== undefined) tab.ownerFrame = frameId;
    tab.email = email;
    // A slower, older lookup must not overwrite the card of the address now under the pointer.
    const wanted = tab.wanted.anew();
    // The same address shown again (after a write): its other workspaces' sections stay until replaced.
    const before = tab.lastShown?.email === email ? tab.lastShown : null;
    let shown: CardShow = {
      type: 'show',
      email,
      state: { kind: 'loading' },
      ...(before?.more ? { here: before.here, hereColour: before.hereColour, more: before.more } : {}),
    };
    // With sections coming for a new address, the card is first shown once both sides have spoken:
    // the first workspace's first state and the sections' first word (a few storage reads: their
    // names, and their answers when kept). It then changes once, in one render and one resize of
    // its frame, where it would change twice. `release`: the sections ended (without a word, maybe).
    const waits = withSections && !before?.more;
    let heardFirst = !waits;
    let heardMore = !waits;
    let held = false;
    const post = (msg: CardShow) => {
      if (wanted.aborted) return;
      shown = msg;
      held = !(heardFirst && heardMore);
      if (held) return;
      tab.lastShown = msg;
      tab.port?.postMessage(msg);
    };
    const release = () => {
      heardFirst = heardMore = true;
      if (held) post(shown);
    };
    return Object.assign(
      (state: LookupState) => {
        heardFirst = true;
        post({ ...shown, state });
      },
      {
        more: (here: Here, more: WorkspaceSection[]) => {
          heardMore = true;
          post({ ...shown, ...here, more });
        },
        release,
      },
    );
  }

  /**
   * A lookup to show in the tab's card arrived, before anything is awaited: its signal aborts when
   * a later one arrives. Its reads (the settings, the colleague domains) may end after the later
   * lookup's; the card then stays with the later one, the address the agent came to last.
   */
  arrive(tabId: number): AbortSignal {
    return this.tab(tabId).arrived.anew();
  }

  /**
   * The tabs whose card shows this address now (a write changed what it should show). `writer`:
   * the tab whose card wrote, which is one of them unless its card was seen here on another
   * address since (a worker started after the write knows no tab's card).
   */
  tabsShowing(email: string, writer?: number): Array<{ tabId: number; frameId: number | undefined }> {
    const wanted = email.toLowerCase();
    const showing: Array<{ tabId: number; frameId: number | undefined }> = [...this.tabs]
      .filter(([, t]) => t.email?.toLowerCase() === wanted)
      .map(([tabId, t]) => ({ tabId, frameId: t.ownerFrame }));
    if (writer !== undefined && this.tabs.get(writer)?.email === undefined) showing.push({ tabId: writer, frameId: undefined });
    return showing;
  }

  forgetTab(tabId: number): void {
    this.tabs.get(tabId)?.wanted.drop();
    this.tabs.delete(tabId);
  }

  private tab(tabId: number): CardTab {
    let tab = this.tabs.get(tabId);
    if (!tab) this.tabs.set(tabId, (tab = { ownerFrame: 0, wanted: new Wanted(), arrived: new Wanted() }));
    return tab;
  }
}
