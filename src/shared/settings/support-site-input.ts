/**
 * What an agent types as a support site, made into the match pattern the browser can grant, or
 * refused with the reason in the agent's terms. Agents paste the address of their support app,
 * not a match pattern, so:
 * - a bare origin means the whole site: `https://support.example.com` → `https://support.example.com/*`;
 * - a page means that page and everything under it: `https://support.example.com/inbox` →
 *   `https://support.example.com/inbox*` (which also matches `/inbox` itself, where `/inbox/*`
 *   would not); a path with a `*` of its own is kept as typed; a query or fragment is dropped;
 * - a host alone means https: `support.example.com` → `https://support.example.com/*`;
 * - a port is dropped: match patterns match every port, and Firefox refuses a pattern with one;
 * - `*://` becomes the schemes this build may ask for (the manifest's host permissions): `https`
 *   in the store builds, so `*://*.zendesk.com/*` is added as `https://*.zendesk.com/*`.
 */

/** `reason` is a message name in `_locales`; `detail` fills its one placeholder. */
export type SiteRefusal = { ok: false; reason: SiteProblem; detail: string };
export type SiteProblem =
  | 'siteEmpty'
  | 'siteScheme'
  | 'siteNoHost'
  | 'siteHostInvalid'
  | 'siteWildcardPlace'
  | 'siteWildcardTooWide'
  | 'siteNeedsHttps'
  | 'siteNeedsHttpsOrLoopback'
  | 'siteNotGrantable';
/** `narrowed`: `*://` became the one scheme the browser would grant (said to the agent). */
export type SiteInput = { ok: true; pattern: string; narrowed: boolean } | SiteRefusal;

import { patternParts } from './support-sites';

const INPUT = /^([^:/?#\s]+):\/\/([^/?#]*)([^?#]*)/;
/** A host name (letters, digits, hyphens, dots between) or an IPv4 or bracketed IPv6 address, as `URL` spells it. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

/** `requestable`: the manifest's host permissions, required and optional (what may be asked for). */
export function readSupportSiteInput(input: string, requestable: readonly string[]): SiteInput {
  const typed = input.trim();
  if (typed === '') return refuse('siteEmpty', '');
  const m = INPUT.exec(typed.includes('://') ? typed : `https://${typed}`);
  if (!m) return refuse('siteNoHost', typed);
  const [, rawScheme, authority, rawPath] = m as unknown as [string, string, string, string];
  const scheme = rawScheme.toLowerCase();
  if (scheme !== 'https' && scheme !== 'http' && scheme !== '*') return refuse('siteScheme', `${scheme}:`);
  const host = readHost(authority);
  if (typeof host !== 'string') return host.reason === 'siteNoHost' ? refuse('siteNoHost', typed) : host;
  const path = rawPath === '' ? '/*' : rawPath.includes('*') ? rawPath : `${rawPath}*`;

  const grantable = (s: string) => requestable.some((r) => covers(r, `${s}://${host}/*`));
  const schemes = (scheme === '*' ? ['https', 'http'] : [scheme]).filter(grantable);
  if (schemes.length === 0) {
    // The local build may also ask for http on loopback hosts: then the reason says so.
    const someHttp = requestable.some((r) => r.startsWith('http://'));
    if (scheme === 'http' && grantable('https'))
      return refuse(someHttp ? 'siteNeedsHttpsOrLoopback' : 'siteNeedsHttps', `https://${host}${path}`);
    return refuse('siteNotGrantable', host);
  }
  const finalScheme = schemes.length === 2 ? '*' : schemes[0]!;
  return { ok: true, pattern: `${finalScheme}://${host}${path}`, narrowed: finalScheme !== scheme };
}

/** The host of `user@host:port`, lower case and without the port, or why it is not one. */
function readHost(authority: string): string | SiteRefusal {
  if (authority.includes('@')) return refuse('siteHostInvalid', authority);
  const host = authority.replace(/:(\d*|\*)$/, '').toLowerCase();
  if (host === '') return refuse('siteNoHost', authority);
  // `*` alone is every site on the web: that is no support app, and would put us on every page.
  if (host === '*') return refuse('siteWildcardTooWide', host);
  const star = host.lastIndexOf('*');
  if (star > 0 || (star === 0 && !host.startsWith('*.'))) return refuse('siteWildcardPlace', host);
  const name = star === 0 ? host.slice(2) : host;
  // `*.com` would be every site under a top-level domain: no browser grants that as one site.
  if (star === 0 && !name.includes('.')) return refuse('siteWildcardTooWide', host);
  let canonical: string;
  try {
    // The browser's own spelling: international names in punycode, letters in lower case.
    canonical = new URL(`https://${name}/`).hostname;
  } catch {
    return refuse('siteHostInvalid', host);
  }
  if (!HOST.test(canonical)) return refuse('siteHostInvalid', host);
  return star === 0 ? `*.${canonical}` : canonical;
}

function refuse(reason: SiteProblem, detail: string): SiteRefusal {
  return { ok: false, reason, detail };
}

/**
 * Whether `outer` takes in every page of `inner` (both match patterns): its scheme, its host and
 * its path. A host permission's path is ignored by the browsers, so `…/*` covers any path.
 */
export function covers(outer: string, inner: string): boolean {
  const o = patternParts(outer);
  const i = patternParts(inner);
  if (!o || !i) return false;
  const { scheme: os, host: oh, path: op } = o;
  const { scheme: is, host: ih, path: ip } = i;
  const scheme = os === is || (os === '*' && is !== '*');
  const base = (h: string) => (h.startsWith('*.') ? h.slice(2) : h);
  const host =
    oh === '*' || oh === ih || (oh.startsWith('*.') && ih !== '*' && (base(ih) === base(oh) || base(ih).endsWith(`.${base(oh)}`)));
  return scheme && host && (op === '/*' || op === ip);
}

/** The first of `existing` that already covers `pattern` (the same site, or a wider one), if any. */
export function coveringSite(pattern: string, existing: readonly string[]): string | undefined {
  return existing.find((p) => covers(p, pattern));
}
