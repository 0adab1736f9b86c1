/**
 * The popup's and the side panel's search: Plain's three searches, sent together for one settled
 * query (background/search/). Apart, not as aliases of one document: a FORBIDDEN on a non-null
 * root field nulls `data` as a whole, so a key without `thread:read` would lose the customers too.
 * A thread ref (T-1042) asks `threads` by `refs` in the same request as the thread search, so the
 * thread with that ref comes first whether or not Plain's search matches refs.
 * A company's customers: Plain's `customers` filtered by the company's id, exact where a search
 * by domain would also find people at a different company with a look-alike address.
 */
import { graphql } from '../gql';

export const SEARCH_CUSTOMERS = graphql(`
  query searchCustomers($searchQuery: CustomersSearchQuery!, $first: Int) {
    searchCustomers(searchQuery: $searchQuery, first: $first) {
      edges { node { id fullName shortName externalId email { email } company { name } } }
    }
  }
`);

export const SEARCH_COMPANIES = graphql(`
  query searchCompanies($term: String!, $first: Int) {
    searchCompanies(searchQuery: { term: $term }, first: $first) {
      edges { node { company { id name domainName tier { name color } } } }
    }
  }
`);

export const SEARCH_THREADS = graphql(`
  query searchThreads($term: String!, $first: Int) {
    searchThreads(searchQuery: { term: $term }, first: $first) {
      edges { node { thread { id ref title status customer { id fullName email { email } } } } }
    }
  }
`);

export const SEARCH_THREADS_AND_REF = graphql(`
  query searchThreadsAndRef($term: String!, $refs: [String!]!, $first: Int) {
    byRef: threads(filters: { refs: $refs }, first: 1) {
      edges { node { id ref title status customer { id fullName email { email } } } }
    }
    searchThreads(searchQuery: { term: $term }, first: $first) {
      edges { node { thread { id ref title status customer { id fullName email { email } } } } }
    }
  }
`);

export const COMPANY_CUSTOMERS = graphql(`
  query companyCustomers($companyId: ID!, $first: Int) {
    customers(filters: { companyIdentifiers: [{ companyId: $companyId }] }, first: $first) {
      edges { node { id fullName shortName externalId email { email } company { name } } }
    }
  }
`);
