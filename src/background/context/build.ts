/** The context from the three replies: each section from its own alias or operation. */
import type { CustomerContext, FailureKind } from '../../shared/customer-context';
import { failureKindOf } from '../failure-kind';
import { readCards } from './cards';
import { readCompany, readGroups, readTenants, readWho } from './customer-sections';
import { sectionOf, type Reply } from './reply';
import type { Replies } from './send';
import { readOpenThreads } from './threads';

export function buildContext(replies: Replies, fetchedAt: number): CustomerContext {
  const { customer, threads, cards } = replies;
  return {
    fetchedAt,
    who: sectionOf(customer, 'who', readWho),
    company: sectionOf(customer, 'company', readCompany),
    tenants: sectionOf(customer, 'tenants', readTenants),
    groups: sectionOf(customer, 'groups', readGroups),
    threads: sectionOf(threads, 'threads', readOpenThreads),
    cards: cardsSection(cards),
  };
}

export function cardsSection(reply: Reply): CustomerContext['cards'] {
  return sectionOf(reply, 'customerCardInstances', readCards);
}

/**
 * The API failed as a whole (every operation unreachable, a server error or a timeout): a last
 * known context is shown "as of" instead. Anything less leaves the answers that did come.
 */
export function wholeFailure(replies: Replies): FailureKind | null {
  const kinds = Object.values(replies).map((r: Reply) => (r.ok ? null : failureKindOf(r.failure)));
  return kinds.every((k) => k !== null) ? kinds[0]! : null;
}
