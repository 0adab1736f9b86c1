/**
 * The three searches of one query, sent together (one round trip of latency), each read into its
 * own section and ranked best first; a thread asked by its ref comes before the others.
 */
import type { SearchAnswer, ThreadHit } from '../../shared/contract/search';
import type { Section } from '../../shared/customer-context';
import type { QueryPlan } from '../../shared/search/query-plan';
import { RESULTS_PER_KIND } from '../../shared/search/query-plan';
import { rank } from '../../shared/search/ranking';
import { SEARCH_COMPANIES, SEARCH_CUSTOMERS, SEARCH_THREADS, SEARCH_THREADS_AND_REF } from '../../shared/operations/index';
import { sectionOf, type Reply } from '../story/reply';
import { readCompanies, readCustomers, readThreadResults, readThreads } from './read';
import { sendSearch, type SearchSend } from './send';

type Plan = Extract<QueryPlan, { kind: 'search' }>;

/**
 * The kind's section: forbidden only when the search itself was (an error at its root field). A
 * FORBIDDEN further down (a customer's company, for a key without `company:read`) leaves that
 * field out of the hits found, and the hits stand.
 */
export function sectionAt<T>(reply: Reply, root: string, read: (value: unknown) => T | undefined): Section<T> {
  if (!reply.ok) return sectionOf(reply, root, read);
  const atRoot = reply.errors.filter((e) => {
    const path = (e as { path?: unknown })?.path;
    return Array.isArray(path) && path.length === 1;
  });
  return sectionOf({ ...reply, errors: atRoot }, root, read);
}

const ranked = <T>(section: Section<T[]>, order: (items: T[]) => T[]): Section<T[]> =>
  section.status === 'ok' ? { status: 'ok', data: order(section.data) } : section;

export async function searchAll(how: SearchSend, plan: Plan): Promise<SearchAnswer> {
  const first = RESULTS_PER_KIND;
  const { ref, term } = plan.threads;
  const [customers, companies, threads] = await Promise.all([
    sendSearch(how, SEARCH_CUSTOMERS, { searchQuery: plan.customers, first }),
    sendSearch(how, SEARCH_COMPANIES, { term, first }),
    ref ? sendSearch(how, SEARCH_THREADS_AND_REF, { term, refs: [ref], first }) : sendSearch(how, SEARCH_THREADS, { term, first }),
  ]);
  const found = sectionAt(threads, 'searchThreads', readThreadResults);
  const byRef = ref ? sectionAt(threads, 'byRef', readThreads) : null;
  const refFirst = (items: ThreadHit[]) => {
    const exact = byRef?.status === 'ok' ? byRef.data : [];
    return [
      ...exact,
      ...rank(
        items.filter((t) => !exact.some((e) => e.id === t.id)),
        term,
        (t) => [t.ref, t.title],
      ),
    ];
  };
  return {
    query: term,
    customers: ranked(sectionAt(customers, 'searchCustomers', readCustomers), (xs) => rank(xs, term, (c) => [c.fullName, c.email])),
    companies: ranked(sectionAt(companies, 'searchCompanies', readCompanies), (xs) => rank(xs, term, (c) => [c.name, c.domainName])),
    threads: ranked(found, refFirst),
  };
}
