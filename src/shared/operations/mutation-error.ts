/**
 * What every mutation answers when Plain refuses it (`MutationError`): one fragment, so a field
 * the error handling reads (writes/mutations.ts, log/log-api.ts) is asked by every mutation alike.
 */
import { graphql } from '../gql';

export const MUTATION_ERROR_PARTS = graphql(`
  fragment MutationErrorParts on MutationError {
    message
    type
    code
    fields {
      field
      message
      type
    }
  }
`);
