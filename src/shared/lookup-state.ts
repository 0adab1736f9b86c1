/**
 * What the agent sees for one lookup. Every outcome of the API maps to exactly one of these,
 * and they are plain data so they survive structured cloning between the rooms.
 */
import type { CustomerContext, FailureKind } from './customer-context';
import type { MissingPermissions } from './write-actions';

export interface Customer {
  id: string;
  fullName: string;
  email: string;
  /** ISO 8601, as the API's `updatedAt { iso8601 }` gives it. */
  updatedAt: string;
}

export type LookupState =
  | { kind: 'loading' }
  | {
      kind: 'found';
      customer: Customer;
      workspaceId?: string;
      /** The customer's story (customer-context.ts): arrives after the customer, never delays it. */
      context?: CustomerContext;
      /**
       * The last known answer, shown because the refresh failed: `at` (epoch ms) is when it was
       * fetched, `failure` what went wrong. The card says "as of <time>" and the failure in one line.
       */
      asOf?: { at: number; failure: FailureKind };
      /** The card's actions the key may not do (write-actions.ts); absent when the key's permissions are not known. */
      missing?: MissingPermissions;
    }
  | { kind: 'not-found'; missing?: MissingPermissions }
  /** The address is on this workspace's own domains (a colleague there): not looked up in it. */
  | { kind: 'colleague' }
  | { kind: 'no-key' }
  /** The first workspace, switched off on the options page while others are on: nothing asked of it. */
  | { kind: 'switched-off' }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  /**
   * `retryAt` is epoch milliseconds: the background retries at that time. With `gaveUp` it will
   * not (it waited as often as it will, or the reset is too far ahead): the agent may try then.
   */
  | { kind: 'rate-limited'; retryAt: number; gaveUp?: true }
  | { kind: 'server-error' }
  | { kind: 'unreachable'; host: string }
  | { kind: 'timeout' }
  /** What answered at the base URL is not the API (no endpoint there, or a web page): see classify.ts. */
  | { kind: 'wrong-base-url' }
  | { kind: 'bad-response' };

/** States after which nothing more will arrive for this lookup. */
export function isFinal(state: LookupState): boolean {
  if (state.kind === 'rate-limited') return state.gaveUp === true;
  return state.kind !== 'loading';
}
