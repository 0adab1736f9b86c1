/**
 * A domain the agent adds to the never-log list, as typed: `Acme.com`, `@acme.com` and
 * `*.acme.com` all mean `acme.com` (and its subdomains); anything else is refused with the reason,
 * in the agent's terms, and the options page keeps what was typed so it can be corrected.
 */
import { normalizeDomain } from './colleagues';

/** `reason` is a message name in `_locales`; `detail` fills its one placeholder. */
export type NeverLogEntry =
  { ok: true; domain: string } | { ok: false; reason: 'neverLogEmpty' | 'neverLogAddress' | 'neverLogInvalid'; detail: string };

export function readNeverLogEntry(input: string): NeverLogEntry {
  const typed = input.trim();
  if (typed === '') return { ok: false, reason: 'neverLogEmpty', detail: '' };
  const domain = normalizeDomain(typed);
  if (domain) return { ok: true, domain };
  // A whole address pasted: say which part is the domain rather than only "not a domain".
  const at = typed.lastIndexOf('@');
  const after = at > 0 ? normalizeDomain(typed.slice(at + 1)) : null;
  if (after) return { ok: false, reason: 'neverLogAddress', detail: after };
  return { ok: false, reason: 'neverLogInvalid', detail: typed };
}
