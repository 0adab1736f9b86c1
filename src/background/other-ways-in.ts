/**
 * Other ways to a customer: "Look up customer" in the context menu (on selected text and on
 * mailto: links) and the keyboard command. Both ask the content script of that frame to open
 * the card beside what the agent pointed at; the lookup then runs as for a hover.
 */
import browser, { type Menus, type Tabs } from 'webextension-polyfill';
import { findEmails } from '../shared/email/detect';
import type { BackgroundToContent } from '../shared/messages';

const MENU_ID = 'lookup-customer';
export const COMMAND = 'lookup-selection';

export async function createMenu(supportSites: readonly string[]): Promise<void> {
  await browser.contextMenus.removeAll();
  browser.contextMenus.create({
    id: MENU_ID,
    title: browser.i18n.getMessage('menuLookup') || 'Look up customer',
    contexts: ['selection', 'link'],
    documentUrlPatterns: [...supportSites],
    targetUrlPatterns: ['mailto:*'],
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

async function tellFrame(tab: Tabs.Tab | undefined, frameId: number, email: string | null): Promise<void> {
  if (tab?.id === undefined) return;
  const msg: BackgroundToContent = { type: 'open-card', email };
  await browser.tabs.sendMessage(tab.id, msg, { frameId }).catch(() => undefined);
}

export function listenForOtherWaysIn(): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== MENU_ID) return;
    const email = emailFromMenu(info);
    if (email) void tellFrame(tab, info.frameId ?? 0, email);
  });
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === COMMAND) void tellFrame(tab, 0, null);
  });
}
