/**
 * The side panel's customer: the one of the tab in front of the panel's own window.
 * The panel says which tab that is, on start and whenever another tab comes to the front; the
 * background answers from what it knows (the cache: no request for a known customer) and tells
 * again when the tab's customer changes. Answers for a tab no longer in front are dropped.
 * `choose` makes a customer found by the panel's search the customer of the tab it follows.
 */
import { useEffect, useRef, useState } from 'react';
import browser, { type Runtime, type Tabs } from 'webextension-polyfill';
import { PORT_PANEL, parseBackgroundToPanel, type BackgroundToPanel, type PanelToBackground } from '../../shared/contract/panel';

/** null until the first answer; `noTab` when the window has no tab to follow. */
export type Followed = BackgroundToPanel | { type: 'no-tab' } | null;

export function useFollowedTab(): { followed: Followed; choose: (email: string) => void } {
  const [shown, setShown] = useState<Followed>(null);
  const chooser = useRef<(email: string) => void>(() => undefined);
  useEffect(() => {
    let port: Runtime.Port | null = null;
    let tabId: number | null = null;
    chooser.current = (email) => tabId !== null && port?.postMessage({ type: 'choose', tabId, email } satisfies PanelToBackground);
    let windowId: number | undefined;
    let closed = false;
    const follow = () => tabId !== null && port?.postMessage({ type: 'follow', tabId } satisfies PanelToBackground);
    const connect = () => {
      port = browser.runtime.connect({ name: PORT_PANEL });
      port.onMessage.addListener((raw: unknown) => {
        const msg = parseBackgroundToPanel(raw);
        if (msg && msg.tabId === tabId) setShown(msg);
      });
      // A stopped service worker drops the port; connecting again wakes a new one.
      port.onDisconnect.addListener(() => closed || setTimeout(() => (connect(), follow()), 100));
    };
    const onActivated = (info: Tabs.OnActivatedActiveInfoType) => {
      if (info.windowId !== windowId) return;
      tabId = info.tabId;
      follow();
    };
    connect();
    browser.tabs.onActivated.addListener(onActivated);
    void browser.windows.getCurrent().then(async (win) => {
      windowId = win.id;
      const [tab] = await browser.tabs.query({ active: true, windowId });
      if (tab?.id === undefined) return setShown({ type: 'no-tab' });
      tabId ??= tab.id; // a tab brought to the front meanwhile wins
      follow();
    });
    return () => {
      closed = true;
      browser.tabs.onActivated.removeListener(onActivated);
      port?.disconnect();
    };
  }, []);
  return { followed: shown, choose: (email) => chooser.current(email) };
}
