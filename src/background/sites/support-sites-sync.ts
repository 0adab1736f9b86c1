/**
 * The support sites in force: the built-in ones plus the agent's own and the organisation's. The
 * sender check, the content scripts registered at run time and the menu follow them.
 */
import browser from 'webextension-polyfill';
import { LOCAL_KEYS, readExtraSites, type ManagedPolicy } from '../../shared/settings/settings';
import { builtInSupportSites } from '../../shared/settings/support-sites';
import { createMenu } from './other-ways-in';
import type { SenderContext } from '../door/sender';
import { syncSiteScripts } from './site-scripts';

/** The function that applies the sites now: one run at a time, as the menu is rebuilt from scratch and its id must stay unique. */
export function supportSitesSync(sender: SenderContext, policy: () => Promise<ManagedPolicy>): () => Promise<void> {
  let applied = Promise.resolve();
  async function applyNow(): Promise<void> {
    const own = readExtraSites(await browser.storage.local.get(LOCAL_KEYS.supportSites));
    // The organisation's sites need no click: they run wherever the browser grants access.
    const extra = [...new Set([...own, ...(await policy()).supportSites])];
    sender.supportSites = [...builtInSupportSites(), ...extra];
    await syncSiteScripts(extra);
    await createMenu(sender.supportSites);
  }
  return () => {
    applied = applied.then(applyNow, applyNow);
    return applied;
  };
}
