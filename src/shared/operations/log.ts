/**
 * Logging a conversation to the customer's timeline: the event (an e-mail, once: its
 * `externalId` is unique, so a second send with the same one is refused, not doubled), the note,
 * and the read that tells whether a message was logged already. Sent only from an agent's click
 * (the writes) or once per message (the read), never on hover.
 *
 * Plain lists a customer's timeline oldest first, so the most recent entries are `last: N`.
 */
import { graphql } from '../gql';

export const CREATE_CUSTOMER_EVENT = graphql(`
  mutation createCustomerEvent($input: CreateCustomerEventInput!) {
    createCustomerEvent(input: $input) {
      customerEvent {
        id
        title
        createdAt {
          iso8601
        }
      }
      error {
        ...MutationErrorParts
      }
    }
  }
`);

export const CREATE_NOTE = graphql(`
  mutation createNote($input: CreateNoteInput!) {
    createNote(input: $input) {
      note {
        id
        createdAt {
          iso8601
        }
      }
      error {
        ...MutationErrorParts
      }
    }
  }
`);

/**
 * Who made an entry: a person, or the machine user an API key belongs to. A note's text: a note
 * whose answer was lost is looked for before it is sent again (notes have no externalId).
 */
export const TIMELINE_ENTRIES = graphql(`
  query timelineEntries($customerId: ID!, $last: Int, $before: String) {
    timelineEntries(customerId: $customerId, last: $last, before: $before) {
      edges {
        node {
          id
          timestamp {
            iso8601
          }
          actor {
            __typename
            ... on UserActor {
              userId
              user {
                fullName
              }
            }
            ... on MachineUserActor {
              machineUserId
              machineUser {
                fullName
              }
            }
          }
          entry {
            __typename
            ... on CustomerEventEntry {
              externalId
            }
            ... on NoteEntry {
              text
            }
          }
        }
      }
      pageInfo {
        hasPreviousPage
        startCursor
      }
    }
  }
`);
