/**
 * The side panels, one per window, each following the tab in front of its window.
 * A panel says which tab it follows; the hub answers with that tab's customer as the lookup goes
 * (from the cache when it is known: no request), and again when the tab's customer changes.
 * The panel is an extension page: it gets states, never the key. While a panel follows a tab, the
 * page's open conversation is read (conversation-reader.ts) when the panel comes to the tab and when
 * the tab's title or URL changes; a new one becomes the tab's customer.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import type { LookupState } from '../../shared/lookup-state';
import type { BackgroundToPanel } from '../../shared/contract/panel';
import type { Here, WorkspaceSection } from '../../shared/contract/card';
import { Wanted } from '../../shared/wanted';
import type { TabCustomers } from './tab-customers';

/**
 * Runs a lookup as the card's does (cache, story, workspace), its states to `emit`, and the other
 * workspaces' sections to `sections` when more workspaces are on.
 */
export type ShowCustomer = (
  email: string,
  emit: (state: LookupState) => void,
  sections?: (here: Here, more: WorkspaceSection[]) => void,
) => Promise<void>;
/** The address of the conversation a tab shows open (a colleague's already left out), or null. */
export type ReadConversation = (tabId: number) => Promise<string | null>;
/** The page a tab shows (its URL), or null where it cannot be read. */
export type PageOf = (tabId: number) => Promise<string | null>;

const tabPage: PageOf = (tabId) =>
  browser.tabs.get(tabId).then(
    (tab) => tab.url ?? null,
    () => null,
  );

/** After a retitle, the app may still be drawing the conversation: read when it has. */
const SETTLE_MS = 60;

interface Follower {
  tabId: number | null;
  /** Renewed with each answer begun (an answer overtaken by a newer one is dropped), dropped when the panel goes. */
  wanted: Wanted;
}

export class PanelHub {
  private readonly panels = new Map<Runtime.Port, Follower>();
  /** Per tab, the conversation last read there: only a new one changes the tab's customer. */
  private readonly conversations = new Map<number, string>();
  private readonly reads = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(
    private readonly tabs: TabCustomers,
    private readonly show: ShowCustomer,
    private readonly read: ReadConversation = async () => null,
    private readonly pageOf: PageOf = tabPage,
  ) {}

  /** A panel's port, its sender checked (door/panel-port.ts): it follows no tab yet. */
  connect(port: Runtime.Port): void {
    this.panels.set(port, { tabId: null, wanted: new Wanted() });
    // Tabs are watched only while a panel is open: without one, a retitle wakes nothing of ours.
    if (this.panels.size === 1) browser.tabs.onUpdated.addListener(this.updated);
    port.onDisconnect.addListener(() => {
      this.panels.get(port)?.wanted.drop();
      this.panels.delete(port);
      if (this.panels.size === 0) browser.tabs.onUpdated.removeListener(this.updated);
    });
  }

  /** The panel on `port` now follows `tabId`: it is told that tab's customer, and the page is read. */
  follow(port: Runtime.Port, tabId: number): void {
    const follower = this.panels.get(port);
    if (!follower) return;
    follower.tabId = tabId;
    void this.answer(port, follower);
    void this.lookAt(tabId, true);
  }

  /** The panel's search opened a customer: the customer of the tab it follows now, and only that tab. */
  chose(port: Runtime.Port, tabId: number, email: string): void {
    if (this.panels.get(port)?.tabId !== tabId) return;
    void this.noted(tabId, email).catch(() => undefined);
  }

  private readonly updated = (tabId: number, change: { title?: string; url?: string }) => {
    if (change.title !== undefined || change.url !== undefined) this.pageChanged(tabId);
  };

  /** The tab's title or URL changed (an app opening a conversation): a panel following it reads it again. */
  pageChanged(tabId: number): void {
    if (![...this.panels.values()].some((f) => f.tabId === tabId) || this.reads.has(tabId)) return;
    this.reads.set(
      tabId,
      setTimeout(() => (this.reads.delete(tabId), void this.lookAt(tabId, false)), SETTLE_MS),
    );
  }

  /**
   * `cameTo`: the panel has just come to the tab, and finds whatever the page shows. A
   * conversation open on the very page where the tab's customer was noted (a card opened over
   * an open mail) was there before that card: it is not one the page opened since, and the card's
   * customer stays. After a page change it is new, and it is the tab's customer.
   */
  private async lookAt(tabId: number, cameTo: boolean): Promise<void> {
    const email = await this.read(tabId).catch(() => null);
    if (!email) return void this.conversations.delete(tabId); // none open: the next one is new
    if (email.toLowerCase() === this.conversations.get(tabId)?.toLowerCase()) return;
    this.conversations.set(tabId, email);
    if (cameTo && (await this.onNotedPage(tabId))) return;
    await this.noted(tabId, email);
  }

  private async onNotedPage(tabId: number): Promise<boolean> {
    const [then, now] = await Promise.all([this.tabs.pageOf(tabId), this.pageOf(tabId).catch(() => null)]);
    return then !== null && then === now;
  }

  /** A card opened, or a conversation, in a tab: its panels follow when the customer changed. */
  async noted(tabId: number, email: string | null): Promise<void> {
    const page = email === null ? null : await this.pageOf(tabId).catch(() => null);
    if (!(await this.tabs.note(tabId, email, page))) return;
    for (const [port, follower] of this.panels) if (follower.tabId === tabId) void this.answer(port, follower);
  }

  /** Every panel answers again: the settings changed, or a write changed what is known. */
  refresh(): void {
    for (const [port, follower] of this.panels) void this.answer(port, follower);
  }

  forget(tabId: number): Promise<void> {
    this.conversations.delete(tabId);
    clearTimeout(this.reads.get(tabId));
    this.reads.delete(tabId);
    return this.tabs.forget(tabId);
  }

  private async answer(port: Runtime.Port, follower: Follower): Promise<void> {
    const wanted = follower.wanted.anew();
    const tabId = follower.tabId;
    if (tabId === null) return;
    const email = await this.tabs.of(tabId);
    const post = (msg: BackgroundToPanel) => !wanted.aborted && port.postMessage(msg);
    if (!email) return void post({ type: 'tab-customer', tabId, email: null });
    // The first workspace's state and the others' sections, each message with the latest of both.
    let shown: BackgroundToPanel = { type: 'tab-customer', tabId, email };
    const update = (patch: Partial<BackgroundToPanel>) => void post((shown = { ...shown, ...patch }));
    await this.show(
      email,
      (state) => update({ state }),
      (here, more) => update({ ...here, more }),
    );
  }
}
