/**
 * The sites where Customer Lens finds addresses, as match patterns
 * (`scheme://host/path`, `*` for any run of characters, `*.` for any subdomain).
 */
import { LOCAL_BUILD } from './build-flags.ts';

export const DEFAULT_SUPPORT_SITES = ['https://app.plain.com/*'];
/** The local build also runs on loopback pages, where the demo support app is served. */
export const LOOPBACK_SITES = ['http://127.0.0.1/*', 'http://localhost/*'];
/**
 * Another loopback host the local build may reach but does not run on by default: adding it as
 * a support site needs no permission prompt (which headless browsers cannot answer), so the
 * "add a support site" journey is testable end to end.
 */
export const SPARE_LOOPBACK_SITE = 'http://127.0.0.2/*';

export function builtInSupportSites(local = LOCAL_BUILD): string[] {
  return local ? [...DEFAULT_SUPPORT_SITES, ...LOOPBACK_SITES] : [...DEFAULT_SUPPORT_SITES];
}

const PATTERN = /^(https?|\*):\/\/(\*|\*\.[^/*:]+|[^/*:]+)(\/.*)$/;

export function isValidMatchPattern(pattern: string): boolean {
  return PATTERN.test(pattern);
}

/** A match pattern's scheme, host and path; null for what is no match pattern. */
export function patternParts(pattern: string): { scheme: string; host: string; path: string } | null {
  const m = PATTERN.exec(pattern);
  return m ? { scheme: m[1]!, host: m[2]!, path: m[3]! } : null;
}

export function matchesPattern(url: string, pattern: string): boolean {
  const m = PATTERN.exec(pattern);
  if (!m) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const [, scheme, host, path] = m as unknown as [string, string, string, string];
  const protocol = parsed.protocol.slice(0, -1);
  if (scheme === '*' ? protocol !== 'http' && protocol !== 'https' : protocol !== scheme) return false;
  // Match patterns ignore the port, as the browsers do.
  const hostname = parsed.hostname;
  if (host.startsWith('*.')) {
    const base = host.slice(2);
    if (hostname !== base && !hostname.endsWith(`.${base}`)) return false;
  } else if (host !== '*' && hostname !== host) {
    return false;
  }
  return globMatch(parsed.pathname + parsed.search, path);
}

/**
 * The host on any port. Match patterns in host permissions carry no port, and Firefox does not
 * count `http://127.0.0.1:4010/*` as covered by a granted `http://127.0.0.1/*` (Chrome does): with
 * the port in it, Firefox would prompt again for access it already gave.
 */
export function originPattern(url: string): string {
  const u = new URL(url);
  return `${u.protocol}//${u.hostname}/*`;
}

function globMatch(text: string, glob: string): boolean {
  // Linear-time wildcard match (no regex built from user input).
  let t = 0;
  let g = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (g < glob.length && glob[g] !== '*' && glob[g] === text[t]) {
      t += 1;
      g += 1;
    } else if (g < glob.length && glob[g] === '*') {
      star = g;
      mark = t;
      g += 1;
    } else if (star !== -1) {
      g = star + 1;
      mark += 1;
      t = mark;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob[g] === '*') g += 1;
  return g === glob.length;
}
