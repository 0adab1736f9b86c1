/**
 * The content script on support sites the agent added: registered at run time, so a new site
 * works without reloading the extension, and unregistered when it is removed.
 */
import browser from 'webextension-polyfill';

const PREFIX = 'site:';
const CSS_PREFIX = 'site-css:';

/**
 * The manifest's files as `registerContentScripts` takes them: paths in the extension. Firefox's
 * `getManifest()` gives them as full `moz-extension://…` URLs, which it then refuses there ("must
 * be a relative URL"), so without this no added site ever got the script in Firefox.
 */
function inExtension(files: string[] | undefined): string[] | undefined {
  const base = browser.runtime.getURL('');
  return files?.map((f) => (f.startsWith(base) ? f.slice(base.length) : f));
}

export async function syncSiteScripts(sites: readonly string[]): Promise<void> {
  const manifest = browser.runtime.getManifest().content_scripts?.[0];
  if (!manifest?.js) return;
  const declared = { js: inExtension(manifest.js)!, css: inExtension(manifest.css) };
  const registered = await browser.scripting.getRegisteredContentScripts();
  const ours = registered.filter((s) => s.id.startsWith(PREFIX));
  const siteOf = (id: string) => id.slice(id.indexOf(':') + 1);
  const stale = registered
    .filter((s) => (s.id.startsWith(PREFIX) || s.id.startsWith(CSS_PREFIX)) && !sites.includes(siteOf(s.id)))
    .map((s) => s.id);
  if (stale.length) await browser.scripting.unregisterContentScripts({ ids: stale });
  const have = new Set(ours.map((s) => s.id.slice(PREFIX.length)));
  // A site only gets the script while the browser grants us access to it.
  const wanted: string[] = [];
  for (const site of sites) {
    if (!have.has(site) && (await browser.permissions.contains({ origins: [site] }))) wanted.push(site);
  }
  if (!wanted.length) return;
  const scripts = wanted.flatMap((site) => [
    {
      id: PREFIX + site,
      matches: [site],
      js: declared.js,
      css: declared.css,
      runAt: 'document_idle' as const,
      persistAcrossSessions: true,
    },
    // The underline's style in every frame, as the manifest's CSS-only entry does for built-ins.
    { id: `${CSS_PREFIX}${site}`, matches: [site], css: declared.css, allFrames: true, persistAcrossSessions: true },
  ]);
  await browser.scripting.registerContentScripts(scripts);
  // Tabs already open on a new site get the script now: the change applies without a reload.
  for (const site of wanted) {
    for (const tab of await browser.tabs.query({ url: site })) {
      if (tab.id === undefined) continue;
      const target = { tabId: tab.id };
      await browser.scripting.insertCSS({ target, files: declared.css ?? [] }).catch(() => undefined);
      await browser.scripting.executeScript({ target, files: declared.js }).catch(() => undefined);
    }
  }
}
