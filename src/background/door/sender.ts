/**
 * The one sender check: every runtime message and every port ask here
 * which room their sender is in, and nowhere else is a sender's id or URL compared. A sender is
 * this extension or it is refused; then it is one of our pages (which one, by its URL), or a
 * content script in a frame of a support site in a tab, or refused.
 */
import type { Runtime } from 'webextension-polyfill';
import { matchesPattern } from '../../shared/settings/support-sites';

export type ExtensionPage = 'card' | 'popup' | 'panel' | 'options';

/** Each page's path in the extension (the manifest's and the content script's, card/host.ts). */
const PAGE_PATHS: Record<ExtensionPage, string> = {
  card: '/src/ui/card/card.html',
  popup: '/src/ui/popup/popup.html',
  panel: '/src/ui/panel/panel.html',
  options: '/src/ui/options/options.html',
};
const PAGES = Object.keys(PAGE_PATHS) as ExtensionPage[];

export type ContentRoom = { room: 'content'; tabId: number; frameId: number };
/** One of our pages, and its tab where it is in one; the card always is (a tab's frame). */
export type PageRoom<P extends ExtensionPage = ExtensionPage> = P extends 'card'
  ? { room: 'page'; page: P; tabId: number }
  : { room: 'page'; page: P; tabId?: number };
export type Room = ContentRoom | PageRoom;

export interface ExtensionIdentity {
  id: string;
  /** `runtime.getURL('')`, e.g. `chrome-extension://<id>/`. */
  origin: string;
}

export class SenderCheck {
  /** `supportSites`: the sites in force now (they change with the settings and the policy). */
  constructor(
    private readonly extension: ExtensionIdentity,
    private readonly supportSites: () => readonly string[],
  ) {}

  roomOf(sender: Runtime.MessageSender | undefined): Room | null {
    if (!sender || sender.id !== this.extension.id) return null;
    const url = sender.url ?? '';
    const tabId = sender.tab?.id;
    const page = this.pageAt(url);
    if (page === 'card') return tabId === undefined ? null : { room: 'page', page, tabId };
    if (page) return tabId === undefined ? { room: 'page', page } : { room: 'page', page, tabId };
    if (url.startsWith(this.extension.origin)) return null; // ours, but no page that may talk
    // A content script always runs in a tab; its frame must be on a support site.
    if (tabId === undefined || tabId < 0) return null;
    return this.supportSites().some((p) => matchesPattern(url, p)) ? { room: 'content', tabId, frameId: sender.frameId ?? 0 } : null;
  }

  /**
   * Which of our pages is at `url`. The card by its scheme and path: it is web-accessible with
   * `use_dynamic_url` (a per-session host, so a page cannot probe a fixed URL to learn that the
   * extension is installed), and a browser that frames it there gives a host other than the one
   * `runtime.getURL` gives the background; that the sender is this extension is its id. The other pages at our own origin.
   */
  private pageAt(url: string): ExtensionPage | null {
    let path: string;
    let scheme: string;
    try {
      ({ pathname: path, protocol: scheme } = new URL(url));
    } catch {
      return null;
    }
    if (path === PAGE_PATHS.card) return scheme === new URL(this.extension.origin).protocol ? 'card' : null;
    return url.startsWith(this.extension.origin) ? (PAGES.find((p) => PAGE_PATHS[p] === path) ?? null) : null;
  }
}
