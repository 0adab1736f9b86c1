// The extension's own GraphQL documents, printed as it sends them (the typed documents of
// src/shared/operations/*.ts, fragments included): every request of the API's tests for an
// operation the extension has is the extension's, so the tests cannot drift from what it asks.
// Other documents appear only where a test sends one on purpose, and say so: a malformed or
// foreign one for the server's error handling, or a read of Plain's that the local API keeps
// beside the extension's (paging, filters).
import { print } from 'graphql';
import {
  CONNECTION_CHECK,
  CONNECTION_PROBE_CUSTOMER,
  CREATE_CUSTOMER_EVENT,
  CREATE_NOTE,
  CREATE_THREAD,
  CUSTOMER_BY_EMAIL,
  CUSTOMER_CARDS,
  CUSTOMER_CONTEXT,
  CUSTOMER_OPEN_THREADS,
  CHANGE_THREAD_PRIORITY,
  UPDATE_THREAD_TITLE,
  THREAD_BY_EXTERNAL_ID,
  TIMELINE_ENTRIES,
  UPSERT_CUSTOMER,
  SEARCH_CUSTOMERS,
  SEARCH_COMPANIES,
  SEARCH_THREADS,
  SEARCH_THREADS_AND_REF,
  COMPANY_CUSTOMERS,
} from '../../../src/shared/operations/index';

/** Each by the name its operation has, which the extension sends as `operationName`. */
export const EXTENSION = {
  customerByEmail: print(CUSTOMER_BY_EMAIL),
  connectionCheck: print(CONNECTION_CHECK),
  connectionProbeCustomer: print(CONNECTION_PROBE_CUSTOMER),
  customerContext: print(CUSTOMER_CONTEXT),
  customerOpenThreads: print(CUSTOMER_OPEN_THREADS),
  customerCards: print(CUSTOMER_CARDS),
  upsertCustomer: print(UPSERT_CUSTOMER),
  createThread: print(CREATE_THREAD),
  threadByExternalId: print(THREAD_BY_EXTERNAL_ID),
  updateThreadTitle: print(UPDATE_THREAD_TITLE),
  changeThreadPriority: print(CHANGE_THREAD_PRIORITY),
  createCustomerEvent: print(CREATE_CUSTOMER_EVENT),
  createNote: print(CREATE_NOTE),
  timelineEntries: print(TIMELINE_ENTRIES),
  searchCustomers: print(SEARCH_CUSTOMERS),
  searchCompanies: print(SEARCH_COMPANIES),
  searchThreads: print(SEARCH_THREADS),
  searchThreadsAndRef: print(SEARCH_THREADS_AND_REF),
  companyCustomers: print(COMPANY_CUSTOMERS),
} as const;
export type ExtensionOperation = keyof typeof EXTENSION;

/** The JSON body the extension posts for an operation. */
export function request(operationName: ExtensionOperation, variables?: Record<string, unknown>) {
  return { query: EXTENSION[operationName], operationName, ...(variables === undefined ? {} : { variables }) };
}
