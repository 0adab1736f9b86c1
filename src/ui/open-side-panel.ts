/**
 * Opening the side panel from an extension page's click. Both browsers allow it only
 * inside the user's action, before any `await`: Chrome's `sidePanel.open` needs the window, so the
 * page learns it beforehand, and the call is the click handler's first.
 */
import browser from 'webextension-polyfill';
import { chromeSidePanel } from '../shared/chrome-side-panel';

type SidebarAction = { open(): Promise<void> };

const chromePanel = chromeSidePanel;
const firefoxSidebar = (browser as unknown as { sidebarAction?: SidebarAction }).sidebarAction;

/** Firefox's sidebar: the popup also says how to open it by hand (its menu, the shortcut). */
export const isFirefoxSidebar = !chromePanel && typeof firefoxSidebar?.open === 'function';

/** Opens the panel; the popup closes once it is open (Chrome closes it by itself). */
export function openSidePanel(windowId: number | undefined): void {
  const opened = chromePanel && windowId !== undefined ? chromePanel.open({ windowId }) : firefoxSidebar?.open();
  void opened?.then(
    () => window.close(),
    () => undefined,
  );
}
