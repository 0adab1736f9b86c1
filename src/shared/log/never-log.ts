/**
 * Never log: the domains whose messages are never offered for logging to Plain, from the options
 * page or an organisation's policy (`neverLogDomains`). A domain covers its subdomains, as a
 * company's mail often comes from both (`acme.com` covers `eu.acme.com`).
 */
import { normalizeDomain } from '../settings/colleagues';

/** Whether `address` (`jane@eu.acme.com`, any case) is on one of the domains or a subdomain of one. */
export function isNeverLogged(address: string, neverLogDomains: readonly string[]): boolean {
  const at = address.lastIndexOf('@');
  if (at < 0 || !neverLogDomains.length) return false;
  const host = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
  if (host === '') return false;
  // Entries are normalised when saved; a policy's are read as written, so each is normalised here too.
  return neverLogDomains.some((entry) => {
    const domain = normalizeDomain(entry);
    return domain !== null && (host === domain || host.endsWith(`.${domain}`));
  });
}
