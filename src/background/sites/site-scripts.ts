/**
 * The content script on support sites the agent added: registered at run time, so a new site
 * works without reloading the extension, and unregistered when it is removed.
 */
import browser from 'webextension-polyfill';

const PREFIX = 'site:';
/** The underline's style, registered per site before the underline was drawn by the script itself: unregistered. */
const CSS_PREFIX = 'site-css:';

export async function syncSiteScripts(sites: readonly string[]): Promise<void> {
  const manifestEntry = browser.runtime.getManifest().content_scripts?.[0];
  if (!manifestEntry?.js) return;
  // Firefox's getManifest() gives the files as full moz-extension:// URLs, which
  // registerContentScripts refuses; Chrome gives them as written. Both take the path.
  const root = browser.runtime.getURL('');
  const paths = (files: string[] | undefined) => files?.map((f) => (f.startsWith(root) ? f.slice(root.length) : f));
  const js = paths(manifestEntry.js)!;
  const registered = await browser.scripting.getRegisteredContentScripts();
  const ours = registered.filter((s) => s.id.startsWith(PREFIX));
  const old = registered.filter((s) => s.id.startsWith(CSS_PREFIX)).map((s) => s.id);
  const siteOf = (id: string) => id.slice(id.indexOf(':') + 1);
  const stale = registered
    .filter((s) => s.id.startsWith(PREFIX) && !sites.includes(siteOf(s.id)))
    .map((s) => s.id)
    .concat(old);
  if (stale.length) await browser.scripting.unregisterContentScripts({ ids: stale });
  const have = new Set(ours.map((s) => s.id.slice(PREFIX.length)));
  // A site only gets the script while the browser grants us access to it.
  const wanted: string[] = [];
  for (const site of sites) {
    if (!have.has(site) && (await browser.permissions.contains({ origins: [site] }))) wanted.push(site);
  }
  if (!wanted.length) return;
  const scripts = wanted.map((site) => ({
    id: PREFIX + site,
    matches: [site],
    js,
    runAt: 'document_idle' as const,
    persistAcrossSessions: true,
  }));
  await browser.scripting.registerContentScripts(scripts);
  // Tabs already open on a new site get the script now: the change applies without a reload.
  for (const site of wanted) {
    for (const tab of await browser.tabs.query({ url: site })) {
      if (tab.id === undefined) continue;
      await browser.scripting.executeScript({ target: { tabId: tab.id }, files: js }).catch(() => undefined);
    }
  }
}
