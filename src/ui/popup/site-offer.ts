/**
 * What the popup offers for the page the agent is on: to start or stop using Customer Lens on
 * its site, or why it cannot. "The site" is the page's host on any port (`https://host/*`), the
 * pattern the options page's host permission uses too (see host-permission.ts).
 */
import { matchesPattern, originPattern } from '../../shared/settings/support-sites';

export type SiteOffer =
  /** Not a web page (extension pages, about:, chrome://, file:…) or one no extension may run on. */
  | { kind: 'none' }
  /** An http page outside what this build may ask for: only https sites can be added. */
  | { kind: 'https-only'; host: string }
  | { kind: 'built-in'; host: string }
  /** On through a broader pattern the agent added (say `https://*.example.com/*`): the options page changes it. */
  | { kind: 'covered'; host: string; pattern: string }
  | { kind: 'add'; host: string; pattern: string }
  | { kind: 'remove'; host: string; pattern: string };

export interface KnownSites {
  builtIn: readonly string[];
  /** The agent's own sites, as stored. */
  extra: readonly string[];
  /** The manifest's host permissions, required and optional: what this build may ask for. */
  requestable: readonly string[];
}

/** The stores' own pages, where browsers let no extension run: a button there could not work. */
const NO_EXTENSIONS_HOSTS = ['chromewebstore.google.com', 'chrome.google.com', 'addons.mozilla.org'];

export function siteOffer(url: string | undefined, sites: KnownSites): SiteOffer {
  let parsed: URL;
  try {
    parsed = new URL(url ?? '');
  } catch {
    return { kind: 'none' };
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { kind: 'none' };
  const host = parsed.hostname;
  if (NO_EXTENSIONS_HOSTS.includes(host)) return { kind: 'none' };
  const href = parsed.href;
  if (sites.builtIn.some((p) => matchesPattern(href, p))) return { kind: 'built-in', host };
  const pattern = originPattern(href);
  if (sites.extra.includes(pattern)) return { kind: 'remove', host, pattern };
  const through = sites.extra.find((p) => matchesPattern(href, p));
  if (through) return { kind: 'covered', host, pattern: through };
  const origin = `${parsed.protocol}//${host}/`;
  if (sites.requestable.some((p) => matchesPattern(origin, p))) return { kind: 'add', host, pattern };
  return parsed.protocol === 'http:' ? { kind: 'https-only', host } : { kind: 'none' };
}
