/**
 * The context from the three replies: each section from its own alias or operation; a reply not
 * in yet leaves its sections loading (the story shows as its answers come).
 */
import { CONTEXT_SECTIONS, type CustomerContext, type FailureKind } from '../../shared/customer-context';
import { failureKindOf } from '../lookup/failure-kind';
import { readCards } from './cards/cards';
import { readCompany, readGroups, readTenants, readWho } from './customer-sections';
import { sectionOf, type Reply } from './reply';
import type { Replies } from './send';
import { readOpenThreads } from './threads';

export function buildContext(replies: Partial<Replies>, fetchedAt: number): CustomerContext {
  const { customer, threads, cards } = replies;
  const loading = { status: 'loading' } as const;
  return {
    fetchedAt,
    who: customer ? sectionOf(customer, 'who', readWho) : loading,
    company: customer ? sectionOf(customer, 'company', readCompany) : loading,
    tenants: customer ? sectionOf(customer, 'tenants', readTenants) : loading,
    groups: customer ? sectionOf(customer, 'groups', readGroups) : loading,
    threads: threads ? sectionOf(threads, 'threads', readOpenThreads) : loading,
    cards: cards ? cardsSection(cards) : loading,
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

/** The rate limit stopped a section: its line says "until <time>", which is wrong once that time has passed. */
export function rateLimited(context: CustomerContext): boolean {
  return CONTEXT_SECTIONS.some((name) => {
    const section = context[name];
    return section.status === 'failed' && section.rateLimitedUntil !== undefined;
  });
}
