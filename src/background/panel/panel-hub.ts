/**
 * The side panels (issue #35), one per window, each following the tab in front of its window.
 * A panel says which tab it follows; the hub answers with that tab's customer as the lookup goes
 * (from the cache when it is known: no request), and again when the tab's customer changes.
 * The panel is an extension page: it gets states, never the key.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import type { LookupState } from '../../shared/lookup-state';
import { parsePanelMessage, type BackgroundToPanel } from '../../shared/panel-messages';
import type { TabCustomers } from './tab-customers';

/** Runs a lookup as the card's does (cache, story, workspace), its states to `emit`. */
export type ShowCustomer = (email: string, emit: (state: LookupState) => void) => Promise<void>;

interface Follower {
  tabId: number | null;
  /** Rises with each answer begun: states of an answer overtaken by a newer one are dropped. */
  turn: number;
}

export class PanelHub {
  private readonly panels = new Map<Runtime.Port, Follower>();

  constructor(
    private readonly tabs: TabCustomers,
    private readonly show: ShowCustomer,
  ) {}

  accept(port: Runtime.Port): void {
    if (port.sender?.id !== browser.runtime.id || !port.sender.url?.startsWith(browser.runtime.getURL(''))) {
      port.disconnect();
      return;
    }
    this.panels.set(port, { tabId: null, turn: 0 });
    port.onDisconnect.addListener(() => this.panels.delete(port));
    port.onMessage.addListener((raw: unknown) => {
      const msg = parsePanelMessage(raw);
      const follower = this.panels.get(port);
      if (!msg || !follower) return;
      follower.tabId = msg.tabId;
      void this.answer(port, follower);
    });
  }

  /** A card opened, or a conversation, in a tab: its panels follow when the customer changed. */
  async noted(tabId: number, email: string | null): Promise<void> {
    if (!(await this.tabs.note(tabId, email))) return;
    for (const [port, follower] of this.panels) if (follower.tabId === tabId) void this.answer(port, follower);
  }

  /** Every panel answers again: the settings changed, or a write changed what is known. */
  refresh(): void {
    for (const [port, follower] of this.panels) void this.answer(port, follower);
  }

  forget(tabId: number): Promise<void> {
    return this.tabs.forget(tabId);
  }

  private async answer(port: Runtime.Port, follower: Follower): Promise<void> {
    const turn = ++follower.turn;
    const tabId = follower.tabId;
    if (tabId === null) return;
    const email = await this.tabs.of(tabId);
    const current = () => follower.turn === turn && this.panels.has(port);
    const post = (msg: BackgroundToPanel) => current() && port.postMessage(msg);
    if (!email) return void post({ type: 'tab-customer', tabId, email: null });
    await this.show(email, (state) => void post({ type: 'tab-customer', tabId, email, state }));
  }
}
