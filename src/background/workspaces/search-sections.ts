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
import type { WorkspaceStore } from '../workspace/store';
import { workspaceName } from '../../shared/settings/workspaces';
import type { MoreLookups } from './more-lookups';
import type { WorkspaceRuntime } from './workspace-runtime';

export interface SearchSectionsDeps {
  /** The first workspace's search. */
  search: Pick<SearchEngine, 'search' | 'companyCustomers'>;
  /** The first workspace's name and id, as kept (never asked for here). */
  workspace: Pick<WorkspaceStore, 'kept'>;
  more: Pick<MoreLookups, 'on' | 'runtime'>;
}

/** A company from a workspace that is no longer on: nothing is sent, and the box says it cannot ask. */
const NOT_ON: Section<never> = { status: 'failed', reason: 'unauthorized' };

export async function searchEverywhere(deps: SearchSectionsDeps, box: string, query: string): Promise<SearchAnswer | null> {
  // The first's ask starts before the list is read: with one workspace nothing waits on the others.
  const first = deps.search.search(box, query);
  const others = await deps.more.on();
  if (others.length === 0) return first;
  // Every engine is told of the box's newer query, even one that asks nothing: its older flight is let go.
  const [answer, here, more] = await Promise.all([
    first,
    deps.workspace.kept().then(
      (w) => w?.name ?? '',
      () => '',
    ),
    Promise.all(others.map((r) => resultsIn(r, box, query))),
  ]);
  if (!answer) return null;
  return { ...answer, here, more: more.filter((m): m is WorkspaceResults => m !== null) };
}

/** A company's customers, asked in the workspace whose results it came from. */
export async function companyCustomersIn(deps: SearchSectionsDeps, request: CompanyCustomersRequest): Promise<Section<CustomerHit[]>> {
  if (request.workspace === undefined) return deps.search.companyCustomers(request.box, request.companyId);
  const runtime = await deps.more.runtime(request.workspace);
  return runtime ? runtime.search.companyCustomers(request.box, request.companyId) : NOT_ON;
}

async function resultsIn(r: WorkspaceRuntime, box: string, query: string): Promise<WorkspaceResults | null> {
  // Its name and Plain's id as kept for its key: read, never asked for here.
  const [answer, kept] = await Promise.all([r.search.search(box, query), r.store.kept().catch(() => null)]);
  if (!answer) return null;
  const { customers, companies, threads } = answer;
  return {
    id: r.saved.id,
    name: workspaceName({ ...r.saved, name: kept?.name }),
    colour: r.saved.colour,
    ...(kept ? { plainId: kept.id } : {}),
    results: { customers, companies, threads },
  };
}
