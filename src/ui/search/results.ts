/**
 * The answer as one list the keyboard walks (↑/↓ over every kind, then every workspace, in turn),
 * with the heading and the problems of each kind beside it. What a kind could not search is said
 * once, on its own line; what a whole other workspace could not search, once for the workspace.
 */
import type { Section } from '../../shared/customer-context';
import type { CompanyHit, CustomerHit, SearchAnswer, SearchResults, ThreadHit } from '../../shared/contract/search';
import { failedText } from '../components/context/story-problems';
import { t } from '../i18n';

/** A workspace after the first, where a hit was found: what opening the hit needs to act there. */
export interface From {
  id: string;
  name: string;
  colour: string | null;
  /** Plain's id of the workspace: its threads open in Plain there. */
  plainId?: string;
}

/** `from`: the workspace after the first it was found in; none for the first's. */
export type Hit = ({ kind: 'customer'; hit: CustomerHit } | { kind: 'company'; hit: CompanyHit } | { kind: 'thread'; hit: ThreadHit }) & {
  from?: From;
};
export type Kind = Hit['kind'];

export interface Group {
  kind: Kind;
  hits: Hit[];
  /** Why this kind shows nothing: it may not be searched with this key, or the request failed. */
  problem: string | null;
}

/** One workspace's groups. `name` null: the first with no other on, shown as it always was. */
export interface Place {
  key: string;
  name: string | null;
  colour: string | null;
  groups: Group[];
  /** Every kind failed alike: said once for the workspace. */
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
  // A workspace slower than the first, still asked (use-search.ts asks again for it).
  return { kind, hits: [], problem: t('searchStillAsking') };
}

export function groupsOf(results: SearchResults, from?: From): Group[] {
  const at = from ? { from } : {};
  return [
    group('customer', results.customers, (hit) => ({ kind: 'customer', hit, ...at })),
    group('company', results.companies, (hit) => ({ kind: 'company', hit, ...at })),
    group('thread', results.threads, (hit) => ({ kind: 'thread', hit, ...at })),
  ];
}

/** The first workspace's groups, then (with more on) each other's, each under its name and colour (the first's too: its label and colour). */
export function placesOf(answer: SearchAnswer): Place[] {
  const first = { key: 'first', name: null, colour: null, groups: groupsOf(answer), problem: null };
  if (!answer.more) return [first];
  const others = answer.more.map(({ results, ...from }) => saidOnce(placeOf(from, groupsOf(results, from))));
  return [{ ...first, name: answer.here || t('firstWorkspace'), colour: answer.hereColour ?? null }, ...others];
}

/** A company's customers, in the workspace it came from. */
export const placeOf = (from: From | undefined, groups: Group[]): Place => ({
  key: from?.id ?? 'first',
  name: from?.name ?? null,
  colour: from?.colour ?? null,
  groups,
  problem: null,
});

/** A workspace that is down or refuses the key fails every kind alike: one line says so, not three. */
function saidOnce(place: Place): Place {
  const [problem, ...rest] = place.groups.map((g) => (g.hits.length ? null : g.problem));
  if (!problem || rest.some((p) => p !== problem)) return place;
  return { ...place, problem, groups: place.groups.map((g) => ({ ...g, problem: null })) };
}

export const hitKey = (h: Hit) => `${h.from ? `${h.from.id}-` : ''}${h.kind}:${h.hit.id}`;
