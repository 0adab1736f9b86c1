/**
 * Other ways to a customer: "Look up customer" in the context menu (on selected text and on
 * mailto: links) and the keyboard command. Both ask the content script to open the card beside
 * what the agent pointed at; the lookup then runs as for a hover. The content script runs in the
 * top frame only and reaches into same-origin frames itself (content/frames.ts), so the request
 * goes to the top frame even when the menu was opened in a frame: the frame has no script to hear it.
 */
import { chromeSidePanel } from '../../shared/chrome-side-panel';
import browser, { type Menus, type Tabs } from 'webextension-polyfill';
import { findEmails } from '../../shared/email/detect';
import type { BackgroundToContent } from '../../shared/messages';

const MENU_ID = 'lookup-customer';
const PANEL_MENU_ID = 'open-side-panel';
export const COMMAND = 'lookup-selection';
/** Chrome's; Firefox opens its sidebar by the manifest's own `_execute_sidebar_action`. */
export const PANEL_COMMAND = 'open-side-panel';

const sidePanel = chromeSidePanel;

/**
 * Opens the side panel in the tab's window. Chrome allows it only inside the user's action, before
 * any `await`: so it is called at once from the menu's or the command's own event.
 */
export function openSidePanel(tab: Tabs.Tab | undefined): void {
  if (sidePanel && tab?.windowId !== undefined) sidePanel.open({ windowId: tab.windowId }).catch(() => undefined);
}

export async function createMenu(supportSites: readonly string[]): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: MENU_ID,
    title: browser.i18n.getMessage('menuLookup') || 'Look up customer',
    contexts: ['selection', 'link'],
    documentUrlPatterns: [...supportSites],
    targetUrlPatterns: ['mailto:*'],
  });
  if (!sidePanel) return;
  browser.contextMenus.create({
    id: PANEL_MENU_ID,
    title: browser.i18n.getMessage('menuOpenPanel') || 'Open Customer Lens side panel',
    contexts: ['page', 'action'],
    documentUrlPatterns: [...supportSites],
  });
}

/** The address the agent pointed at: a mailto: link's, or the first one in the selection. */
export function emailFromMenu(info: Pick<Menus.OnClickData, 'linkUrl' | 'selectionText'>): string | null {
  if (info.linkUrl?.toLowerCase().startsWith('mailto:')) {
    const target = decodeURIComponent(info.linkUrl.slice('mailto:'.length).split('?')[0] ?? '');
    const found = findEmails(target)[0];
    if (found) return found.email;
  }
  return info.selectionText ? (findEmails(info.selectionText)[0]?.email ?? null) : null;
}

async function tellTopFrame(tab: Tabs.Tab | undefined, email: string | null): Promise<void> {
  if (tab?.id === undefined) return;
  const msg: BackgroundToContent = { type: 'open-card', email };
  await browser.tabs.sendMessage(tab.id, msg, { frameId: 0 }).catch(() => undefined);
}

/**
 * The menu's click, wherever it was opened (`info.frameId` may be a same-origin frame's). In a
 * frame of another origin the top frame's script cannot see what was clicked: nothing opens.
 */
export function onMenuClicked(info: Menus.OnClickData, tab: Tabs.Tab | undefined): Promise<void> {
  if (info.menuItemId === PANEL_MENU_ID) return Promise.resolve(openSidePanel(tab));
  const email = info.menuItemId === MENU_ID ? emailFromMenu(info) : null;
  if (!email || (info.frameId && !sameOrigin(info.frameUrl, tab?.url ?? info.pageUrl))) return Promise.resolve();
  return tellTopFrame(tab, email);
}

/** `about:blank` and `about:srcdoc` frames have their parent's origin. */
function sameOrigin(frameUrl: string | undefined, topUrl: string | undefined): boolean {
  if (!frameUrl || frameUrl.startsWith('about:')) return true;
  try {
    return new URL(frameUrl).origin === new URL(topUrl ?? '').origin;
  } catch {
    return false;
  }
}

export function listenForOtherWaysIn(): void {
  browser.contextMenus.onClicked.addListener((info, tab) => void onMenuClicked(info, tab));
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === COMMAND) void tellTopFrame(tab, null);
    if (command === PANEL_COMMAND) openSidePanel(tab);
  });
}
