/**
 * The agent's own support sites, as the options page and the popup change them. Both only write
 * the list (and ask for or give back the access); the background registers the content script
 * on storage change and injects it into tabs already open there (site-scripts.ts).
 */
import browser, { type Storage } from 'webextension-polyfill';
import { LOCAL_KEYS, readExtraSites } from '../shared/settings/settings';

export async function readSupportSites(): Promise<string[]> {
  return readExtraSites(await browser.storage.local.get(LOCAL_KEYS.supportSites));
}

/**
 * What this build may ask the browser for: its manifest's host permissions, required and optional
 * (a request for anything else fails, in Chrome with an error, so it is refused before asking).
 */
export function requestableOrigins(): string[] {
  const m = browser.runtime.getManifest() as { host_permissions?: string[]; optional_host_permissions?: string[] };
  return [...(m.host_permissions ?? []), ...(m.optional_host_permissions ?? [])];
}

/**
 * Asks for access to the site. Call it first thing in the click, before any `await`: Firefox
 * allows the prompt only synchronously in a user gesture. Resolves true at once when granted.
 */
export function requestSiteAccess(pattern: string): Promise<boolean> {
  return browser.permissions.request({ origins: [pattern] });
}

/** Adds a site whose access was granted; read afresh, so an add from another page is kept. */
export async function addSupportSite(pattern: string): Promise<string[]> {
  const sites = await readSupportSites();
  const next = sites.includes(pattern) ? sites : [...sites, pattern];
  await browser.storage.local.set({ [LOCAL_KEYS.supportSites]: next });
  return next;
}

/** Removes a site and gives its access back (a built-in host permission cannot be, and stays). */
export async function removeSupportSite(pattern: string): Promise<string[]> {
  const next = (await readSupportSites()).filter((s) => s !== pattern);
  await browser.storage.local.set({ [LOCAL_KEYS.supportSites]: next });
  await browser.permissions.remove({ origins: [pattern] }).catch(() => false);
  return next;
}

/** Calls back with the list whenever it changes, here or on another extension page. */
export function watchSupportSites(onChange: (sites: string[]) => void): () => void {
  const listener = (changes: Record<string, Storage.StorageChange>, area: string) => {
    if (area === 'local' && LOCAL_KEYS.supportSites in changes) {
      onChange(readExtraSites({ [LOCAL_KEYS.supportSites]: changes[LOCAL_KEYS.supportSites]!.newValue }));
    }
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
