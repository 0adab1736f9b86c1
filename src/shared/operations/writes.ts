/**
 * The two writes an agent can start from a card or the popup, the one read that makes a retried
 * thread safe, and the two edits that bring a thread an earlier send made up to what the agent
 * typed since. Nothing here is sent on hover: only from an agent's click.
 *
 * The first message of a new thread goes in `description`: `components` is deprecated, and what
 * the deprecation points to (`sendChat`, `sendCustomerChat`) is a chat message, to the customer or
 * as them, in a second request. `description` is in the same request as the thread, so the
 * at-most-once guard below covers the text too, and nothing reaches the customer.
 */
import { graphql } from '../gql';

export const UPSERT_CUSTOMER = graphql(`
  mutation upsertCustomer($input: UpsertCustomerInput!) {
    upsertCustomer(input: $input) {
      result
      customer {
        id
        fullName
        updatedAt {
          iso8601
        }
      }
      error {
        ...MutationErrorParts
      }
    }
  }
`);

export const CREATE_THREAD = graphql(`
  mutation createThread($input: CreateThreadInput!) {
    createThread(input: $input) {
      thread {
        id
        ref
        title
        priority
      }
      error {
        ...MutationErrorParts
      }
    }
  }
`);

/** Plain: "a thread's externalId is unique within a customer": a retry asks this first. */
export const THREAD_BY_EXTERNAL_ID = graphql(`
  query threadByExternalId($customerId: ID!, $externalId: ID!) {
    threadByExternalId(customerId: $customerId, externalId: $externalId) {
      id
      ref
      title
      priority
      description
    }
  }
`);

/** A retry found the thread an earlier send made, under the title sent then: the one typed since. */
export const UPDATE_THREAD_TITLE = graphql(`
  mutation updateThreadTitle($input: UpdateThreadTitleInput!) {
    updateThreadTitle(input: $input) {
      thread {
        id
        ref
        title
        priority
      }
      error {
        ...MutationErrorParts
      }
    }
  }
`);

/** The same, for the priority. */
export const CHANGE_THREAD_PRIORITY = graphql(`
  mutation changeThreadPriority($input: ChangeThreadPriorityInput!) {
    changeThreadPriority(input: $input) {
      thread {
        id
        ref
        title
        priority
      }
      error {
        ...MutationErrorParts
      }
    }
  }
`);
