/**
 * What leaves the browser, one line per thing sent: which data, Firefox's data-collection category
 * for it, and which operation sends it. Everything goes to one place only: the API of the agent's
 * own workspace (the base URL in force), with the agent's key. The Firefox manifest declares
 * exactly these categories (`data_collection_permissions`, checked by a unit test), and
 * docs/privacy.md says the same in words.
 *
 * Required, not optional: looking up the address an agent hovers is what the extension is for,
 * and an optional category must be asked for in the agent's click that needs it, which the log
 * flow would then have to do before its first send; declared at install, the agent and their
 * organisation see all of it once, before anything is sent.
 */

/** Firefox's categories that apply here (its full list: extensionworkshop.com, "Taxonomy"). */
export type DataCategory = 'personallyIdentifyingInfo' | 'personalCommunications' | 'websiteContent' | 'browsingActivity';

export interface TransmittedData {
  data: string;
  category: DataCategory;
  /** The GraphQL operations (src/shared/operations/) that carry it. */
  operations: readonly string[];
}

export const TRANSMITTED_DATA: readonly TransmittedData[] = [
  {
    data: 'the e-mail address an agent hovers, clicks or opens a conversation of',
    category: 'personallyIdentifyingInfo',
    operations: ['customerByEmail'],
  },
  {
    data: "what the agent types in the search box (a customer's name or address)",
    category: 'personallyIdentifyingInfo',
    operations: ['searchCustomers', 'searchCompanies', 'searchThreads', 'searchThreadsAndRef'],
  },
  {
    data: "a new customer's name and address (the page's name beside the address prefills it)",
    category: 'personallyIdentifyingInfo',
    operations: ['upsertCustomer'],
  },
  {
    data: "a new thread's title and first message (the page's subject and selected text prefill them)",
    category: 'websiteContent',
    operations: ['createThread', 'updateThreadTitle'],
  },
  { data: "a logged e-mail's sender and recipients", category: 'personallyIdentifyingInfo', operations: ['createCustomerEvent'] },
  {
    data: "a logged e-mail's subject, date and first 500 characters of its text",
    category: 'personalCommunications',
    operations: ['createCustomerEvent'],
  },
  { data: "a logged e-mail's subject and text, as the page shows them", category: 'websiteContent', operations: ['createCustomerEvent'] },
  {
    data: "the logged e-mail's address in the mail app (the event's link back to it)",
    category: 'browsingActivity',
    operations: ['createCustomerEvent'],
  },
  { data: "a note's text (the page's selected text prefills it)", category: 'websiteContent', operations: ['createNote'] },
];

/** The categories, each once: what the Firefox manifest must declare. */
export function transmittedCategories(): DataCategory[] {
  return [...new Set(TRANSMITTED_DATA.map((line) => line.category))].sort();
}
