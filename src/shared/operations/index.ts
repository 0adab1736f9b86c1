/**
 * The operations the extension sends. `graphql()` is generated (src/shared/gql/, `npm run
 * codegen`) from Plain's published schema: each document is typed by what it selects. A unit test
 * validates each against the local API's schema and the published one.
 *
 * `customerByEmail` is exactly the documented request: nothing may be added to it (no
 * `__typename`; api-client.ts keeps Apollo from adding one).
 */
import { graphql } from '../gql';
import { CONNECTION_PROBE_CUSTOMER, CUSTOMER_CARDS, CUSTOMER_CONTEXT, CUSTOMER_OPEN_THREADS } from './context';
import { CHANGE_THREAD_PRIORITY, CREATE_THREAD, THREAD_BY_EXTERNAL_ID, UPDATE_THREAD_TITLE, UPSERT_CUSTOMER } from './writes';
import { CREATE_CUSTOMER_EVENT, CREATE_NOTE, TIMELINE_ENTRIES } from './log';
import { COMPANY_CUSTOMERS, SEARCH_COMPANIES, SEARCH_CUSTOMERS, SEARCH_THREADS, SEARCH_THREADS_AND_REF } from './search';

export const CUSTOMER_BY_EMAIL = graphql(`
  query customerByEmail($email: String!) {
    customerByEmail(email: $email) {
      id
      fullName
      updatedAt {
        iso8601
      }
    }
  }
`);

export const CONNECTION_CHECK = graphql(`
  query connectionCheck {
    myPermissions {
      permissions
    }
    myWorkspace {
      id
      name
      domainNames
    }
  }
`);

export { CONNECTION_PROBE_CUSTOMER, CUSTOMER_CARDS, CUSTOMER_CONTEXT, CUSTOMER_OPEN_THREADS };
export { CHANGE_THREAD_PRIORITY, CREATE_THREAD, THREAD_BY_EXTERNAL_ID, UPDATE_THREAD_TITLE, UPSERT_CUSTOMER };
export { CREATE_CUSTOMER_EVENT, CREATE_NOTE, TIMELINE_ENTRIES };
export { COMPANY_CUSTOMERS, SEARCH_COMPANIES, SEARCH_CUSTOMERS, SEARCH_THREADS, SEARCH_THREADS_AND_REF };

export const ALL_OPERATIONS = [
  CUSTOMER_BY_EMAIL,
  CONNECTION_CHECK,
  CONNECTION_PROBE_CUSTOMER,
  CUSTOMER_CONTEXT,
  CUSTOMER_OPEN_THREADS,
  CUSTOMER_CARDS,
  UPSERT_CUSTOMER,
  CREATE_THREAD,
  THREAD_BY_EXTERNAL_ID,
  UPDATE_THREAD_TITLE,
  CHANGE_THREAD_PRIORITY,
  CREATE_CUSTOMER_EVENT,
  CREATE_NOTE,
  TIMELINE_ENTRIES,
  SEARCH_CUSTOMERS,
  SEARCH_COMPANIES,
  SEARCH_THREADS,
  SEARCH_THREADS_AND_REF,
  COMPANY_CUSTOMERS,
];
