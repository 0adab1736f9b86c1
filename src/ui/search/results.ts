/**
 * The answer as one list the keyboard walks (↑/↓ over every kind in turn), with the heading and
 * the problems of each kind beside it. What a kind could not search is said once, on its own line.
 */
import type { Section } from '../../shared/customer-context';
import type { CompanyHit, CustomerHit, SearchAnswer, ThreadHit } from '../../shared/contract/search';
import { failedText } from '../components/context/story-problems';
import { t } from '../i18n';

export type Hit = { kind: 'customer'; hit: CustomerHit } | { kind: 'company'; hit: CompanyHit } | { kind: 'thread'; hit: ThreadHit };
export type Kind = Hit['kind'];

export interface Group {
  kind: Kind;
  hits: Hit[];
  /** Why this kind shows nothing: it may not be searched with this key, or the request failed. */
  problem: string | null;
}

function group<T>(kind: Kind, section: Section<T[]>, wrap: (x: T) => Hit): Group {
  if (section.status === 'ok') return { kind, hits: section.data.map(wrap), problem: null };
  if (section.status === 'forbidden') {
    const what = t(kind === 'customer' ? 'searchCustomers' : kind === 'company' ? 'searchCompanies' : 'searchThreads');
    return {
      kind,
      hits: [],
      problem: section.permission ? t('searchForbidden', [what, section.permission]) : t('searchForbiddenUnnamed', what),
    };
  }
  if (section.status === 'failed') return { kind, hits: [], problem: failedText(section.reason, section.rateLimitedUntil) };
  return { kind, hits: [], problem: null };
}

export function groupsOf(answer: SearchAnswer): Group[] {
  return [
    group('customer', answer.customers, (hit) => ({ kind: 'customer', hit })),
    group('company', answer.companies, (hit) => ({ kind: 'company', hit })),
    group('thread', answer.threads, (hit) => ({ kind: 'thread', hit })),
  ];
}

export const hitKey = (h: Hit) => `${h.kind}:${h.hit.id}`;
