// Root Mutation fields, for graphql.ts's rootValue. graphql-js runs mutation fields one after
// another, so two mutations in one request see each other's writes, as at Plain.
import { createCustomerEvent } from './create-customer-event.js';
import { createNote } from './create-note.js';
import { createThread } from './create-thread.js';
import { changeThreadPriority, updateThreadTitle } from './edit-thread.js';
import { upsertCustomer } from './upsert-customer.js';

export const mutationRoot = { upsertCustomer, createThread, updateThreadTitle, changeThreadPriority, createCustomerEvent, createNote };
