/**
 * The search's part of the page contract (page.ts): a page's box asks `search` for one settled
 * query and `company-customers` for a company opened from the results. `box` names the asking box
 * (made where the box is): a box's newer query supersedes its older one, whose request the
 * background aborts. Each kind answers on its own (a Section): what the key may not search is
 * `forbidden`, the rest still shows. With more workspaces on, the query is asked in each, and
 * each other workspace's results come in a section of their own, named as the card names it.
 */
import type { Section } from '../customer-context';
import { WORKSPACE_ID } from '../settings/workspaces';
import { record } from './checks';
import type { Here } from './card';

export const MAX_QUERY_LENGTH = 200;
const MAX_ID_LENGTH = 100;

export interface CustomerHit {
  id: string;
  fullName: string;
  email: string;
  company: string | null;
}
export interface CompanyHit {
  id: string;
  name: string;
  domainName: string;
  tier: { name: string; color: string } | null;
}
export interface ThreadHit {
  id: string;
  ref: string;
  title: string;
  status: string;
  customer: { id: string; fullName: string; email: string } | null;
}

export type SearchRequest = { type: 'search'; box: string; query: string };
/** `workspace`: the workspace after the first whose results the company came from; without it, the first. */
export type CompanyCustomersRequest = { type: 'company-customers'; box: string; companyId: string; workspace?: string };

/** One workspace's results, kind by kind. */
export interface SearchResults {
  customers: Section<CustomerHit[]>;
  companies: Section<CompanyHit[]>;
  threads: Section<ThreadHit[]>;
}
/** Another workspace's results (settings/workspaces.ts), in a section of their own. */
export interface WorkspaceResults {
  id: string;
  /** The agent's label, else the name Plain gives the workspace, else its API's host. */
  name: string;
  colour: string | null;
  /** Plain's id of that workspace, for opening its threads in Plain; absent while it is not known. */
  plainId?: string;
  results: SearchResults;
}
/**
 * `query`: what was searched, as the background kept it (spaces collapsed). The kinds are the
 * first workspace's results, as they have always been; with more workspaces on, `here` and
 * `hereColour` name and edge the first (card.ts) and `more` holds the others' results, in the agent's order.
 */
export interface SearchAnswer extends SearchResults, Partial<Here> {
  query: string;
  more?: WorkspaceResults[];
}
export type SearchAnswers = {
  /** Null when the query asks nothing (under 2 characters, or a whole address: that is a lookup). */
  search: SearchAnswer | null;
  'company-customers': Section<CustomerHit[]>;
};

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

export function parseSearchRequest(raw: unknown): SearchRequest | CompanyCustomersRequest | null {
  const msg = record(raw);
  if (!msg || !text(msg.box, MAX_ID_LENGTH)) return null;
  const fields = Object.keys(msg).length;
  if (msg.type === 'search' && fields === 3 && text(msg.query, MAX_QUERY_LENGTH)) return { type: 'search', box: msg.box, query: msg.query };
  if (msg.type !== 'company-customers' || !text(msg.companyId, MAX_ID_LENGTH)) return null;
  const asked = { type: 'company-customers', box: msg.box, companyId: msg.companyId } as const;
  if (fields === 3) return asked;
  if (fields === 4 && typeof msg.workspace === 'string' && WORKSPACE_ID.test(msg.workspace)) return { ...asked, workspace: msg.workspace };
  return null;
}
