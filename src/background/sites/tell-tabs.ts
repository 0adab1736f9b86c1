/** Messages the background pushes to the content scripts unasked. */
import browser from 'webextension-polyfill';
import type { BackgroundToContent } from '../../shared/messages';

/** To every tab's content script; where none listens the message is simply not delivered. */
export async function tellTabs(msg: BackgroundToContent): Promise<void> {
  for (const tab of await browser.tabs.query({})) {
    if (tab.id !== undefined) void browser.tabs.sendMessage(tab.id, msg, { frameId: 0 }).catch(() => undefined);
  }
}

/**
 * Content scripts learn the colleague domains by asking once, and by this push when the list
 * changes (a new key's workspace, the switch, a policy): to every tab. Returns the push; a list
 * already sent is not sent again.
 */
export function colleagueDomainsPush(colleagues: () => Promise<string[]>): () => Promise<void> {
  let sent: string | null = null;
  return async () => {
    const domains = await colleagues().catch(() => null);
    if (!domains || JSON.stringify(domains) === sent) return;
    sent = JSON.stringify(domains);
    await tellTabs({ type: 'colleague-domains', domains });
  };
}
