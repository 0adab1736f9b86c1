/**
 * The support sites in force: the built-in ones plus the agent's own and the organisation's. The
 * sender check, the content scripts registered at run time and the menu follow them.
 */
import browser from 'webextension-polyfill';
import { LOCAL_KEYS, readExtraSites, type ManagedPolicy } from '../../shared/settings/settings';
import { builtInSupportSites } from '../../shared/settings/support-sites';
import { createMenu } from './other-ways-in';
import { syncSiteScripts } from './site-scripts';

export interface SupportSitesSync {
  /** Applies the sites now: one run at a time, as the menu is rebuilt from scratch and its id must stay unique. */
  apply(): Promise<void>;
  /** The sites in force, as last applied (the built-in ones until then). */
  current(): readonly string[];
}

export function supportSitesSync(policy: () => Promise<ManagedPolicy>): SupportSitesSync {
  let applied = Promise.resolve();
  let sites: readonly string[] = builtInSupportSites();
  async function applyNow(): Promise<void> {
    const own = readExtraSites(await browser.storage.local.get(LOCAL_KEYS.supportSites));
    // The organisation's sites need no click: they run wherever the browser grants access.
    const extra = [...new Set([...own, ...(await policy()).supportSites])];
    sites = [...builtInSupportSites(), ...extra];
    await syncSiteScripts(extra);
    await createMenu(sites);
  }
  return {
    apply: () => {
      applied = applied.then(applyNow, applyNow);
      return applied;
    },
    current: () => sites,
  };
}
