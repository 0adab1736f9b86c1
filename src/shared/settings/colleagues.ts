/**
 * Colleagues are not customers: addresses on the workspace's own domains (and on domains an
 * organisation's policy names) are not underlined and not looked up. A domain covers its
 * subdomains too (`acme.com` covers `eu.acme.com`), as a company's mail often lives on both.
 */

/** `Acme.com.`, `@acme.com`, `*.acme.com` → `acme.com`; null for anything that is not a domain. */
export function normalizeDomain(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const d = raw
    .trim()
    .toLowerCase()
    .replace(/^@|^\*\./, '')
    .replace(/\.$/, '');
  return /^[^\s@/:*]+\.[^\s@/:*]+$/.test(d) ? d : null;
}

/** The valid domains of a list, normalized, each once. */
export function domainList(raw: unknown): string[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.map(normalizeDomain).filter((d): d is string => d !== null))];
}

/** Whether an address is on one of the domains (or a subdomain of one). */
export function isColleague(email: string, domains: readonly string[]): boolean {
  if (!domains.length) return false;
  const host = email
    .slice(email.lastIndexOf('@') + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}
