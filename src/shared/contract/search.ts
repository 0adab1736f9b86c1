/**
 * The search's part of the page contract (page.ts): a page's box asks `search` for one settled
 * query and `company-customers` for a company opened from the results. `box` names the asking box
 * (made where the box is): a box's newer query supersedes its older one, whose request the
 * background aborts. Each kind answers on its own (a Section): what the key may not search is
 * `forbidden`, the rest still shows.
 */
import type { Section } from '../customer-context';
import { record } from './checks';

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
export type CompanyCustomersRequest = { type: 'company-customers'; box: string; companyId: string };

/** `query`: what was searched, as the background kept it (spaces collapsed). */
export interface SearchAnswer {
  query: string;
  customers: Section<CustomerHit[]>;
  companies: Section<CompanyHit[]>;
  threads: Section<ThreadHit[]>;
}
export type SearchAnswers = {
  /** Null when the query asks nothing (under 2 characters, or a whole address: that is a lookup). */
  search: SearchAnswer | null;
  'company-customers': Section<CustomerHit[]>;
};

const text = (v: unknown, max: number): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

export function parseSearchRequest(raw: unknown): SearchRequest | CompanyCustomersRequest | null {
  const msg = record(raw);
  if (!msg || Object.keys(msg).length !== 3 || !text(msg.box, MAX_ID_LENGTH)) return null;
  if (msg.type === 'search' && text(msg.query, MAX_QUERY_LENGTH)) return { type: 'search', box: msg.box, query: msg.query };
  if (msg.type === 'company-customers' && text(msg.companyId, MAX_ID_LENGTH)) {
    return { type: 'company-customers', box: msg.box, companyId: msg.companyId };
  }
  return null;
}
