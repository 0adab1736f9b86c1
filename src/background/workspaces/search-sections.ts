/**
 * The search box's requests in every workspace that is on. A query is asked in each at once, each
 * workspace through its own engine (its key only to its own base URL, its own rate-limit gate,
 * request slots and kept answers), so one that is rate limited or down costs the others no slot
 * and no wait: its failure is said in its own section. The first workspace's results stay where
 * they have always been; with no other workspace on, its answer goes out as it is.
 */
import type { Section } from '../../shared/customer-context';
import type { CompanyCustomersRequest, CustomerHit, SearchAnswer, WorkspaceResults } from '../../shared/contract/search';
import type { SearchEngine } from '../search/search-engine';
import { workspaceName } from '../../shared/settings/workspaces';
import { hereOf, type HereDeps } from './first-workspace';
import type { MoreLookups } from './more-lookups';
import type { WorkspaceRuntime } from './workspace-runtime';

/** `workspace` and `first`: the first workspace's name, label and colour (first-workspace.ts). */
export interface SearchSectionsDeps extends HereDeps {
  /** The first workspace's search. */
  search: Pick<SearchEngine, 'search' | 'companyCustomers'>;
  more: Pick<MoreLookups, 'on' | 'runtime'>;
}

/** A company from a workspace that is no longer on: nothing is sent, and the box says it cannot ask. */
const NOT_ON: Section<never> = { status: 'failed', reason: 'unauthorized' };

/**
 * How long, once the first workspace has answered, the answer waits for the others. One that is
 * slower (hanging until its request times out) goes out as still asking, and the box asks again
 * for it (ui/search/use-search.ts): the same query joins its flight, or finds its answer kept.
 */
export const LATE_MS = 800;
const LOADING: Section<never> = { status: 'loading' };
const STILL_ASKING = { customers: LOADING, companies: LOADING, threads: LOADING };

export async function searchEverywhere(deps: SearchSectionsDeps, box: string, query: string): Promise<SearchAnswer | null> {
  // The first's ask starts before the list is read: with one workspace nothing waits on the others.
  const first = deps.search.search(box, query);
  const others = await deps.more.on();
  if (others.length === 0) return first;
  const late = first.then(
    () => new Promise<void>((r) => setTimeout(r, LATE_MS)),
    () => undefined,
  );
  // Every engine is told of the box's newer query, even one that asks nothing: its older flight is let go.
  const [answer, here, more] = await Promise.all([
    first,
    hereOf(deps),
    Promise.all(others.map((r) => Promise.race([resultsIn(r, box, query), late.then(() => stillAsking(r))]))),
  ]);
  if (!answer) return null;
  return { ...answer, ...here, more: more.filter((m): m is WorkspaceResults => m !== null) };
}

/** A company's customers, asked in the workspace whose results it came from. */
export async function companyCustomersIn(deps: SearchSectionsDeps, request: CompanyCustomersRequest): Promise<Section<CustomerHit[]>> {
  if (request.workspace === undefined) return deps.search.companyCustomers(request.box, request.companyId);
  const runtime = await deps.more.runtime(request.workspace);
  return runtime ? runtime.search.companyCustomers(request.box, request.companyId) : NOT_ON;
}

async function resultsIn(r: WorkspaceRuntime, box: string, query: string): Promise<WorkspaceResults | null> {
  const [answer, named] = await Promise.all([r.search.search(box, query), nameOf(r)]);
  if (!answer) return null;
  const { customers, companies, threads } = answer;
  return { ...named, results: { customers, companies, threads } };
}

const stillAsking = async (r: WorkspaceRuntime): Promise<WorkspaceResults> => ({ ...(await nameOf(r)), results: STILL_ASKING });

/** Its name and Plain's id as kept for its key: read, never asked for here. */
async function nameOf(r: WorkspaceRuntime): Promise<Omit<WorkspaceResults, 'results'>> {
  const kept = await r.store.kept().catch(() => null);
  return {
    id: r.saved.id,
    name: workspaceName({ ...r.saved, name: kept?.name }),
    colour: r.saved.colour,
    ...(kept ? { plainId: kept.id } : {}),
  };
}
