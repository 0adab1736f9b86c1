/**
 * Whether Log is offered for this message and this customer: the one place that decides. The
 * customer must be the message's sender or one of its recipients, and never on the workspace's
 * own domains (a colleague's mail is not a customer's). `neverLog`: the domains whose messages
 * are never offered (the options page's list, or an organisation's policy): neither a customer on
 * one nor a message sent from one (a subdomain counts as its domain).
 */
import type { MessageRead } from '../../shared/contract/log';
import { isNeverLogged } from '../../shared/log/never-log';
import { isColleague } from '../../shared/settings/colleagues';

export interface OfferFacts {
  /** The card's (or panel's) customer. */
  email: string;
  message: MessageRead;
  /** The workspace's own domains. */
  ownDomains: readonly string[];
  neverLog?: readonly string[];
}

export function logOffered({ email, message, ownDomains, neverLog = [] }: OfferFacts): boolean {
  const wanted = email.toLowerCase();
  const involved = [message.from, ...message.to].some((address) => address.toLowerCase() === wanted);
  if (!involved) return false;
  return !isColleague(email, ownDomains) && !isNeverLogged(email, neverLog) && !isNeverLogged(message.from, neverLog);
}
