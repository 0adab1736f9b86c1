/**
 * What the agent sees for one lookup. Every outcome of the API maps to exactly one of these,
 * and they are plain data so they survive structured cloning between the rooms.
 */
export interface Customer {
  id: string;
  fullName: string;
  email: string;
  /** ISO 8601, as the API's `updatedAt { iso8601 }` gives it. */
  updatedAt: string;
}

export type LookupState =
  | { kind: 'loading' }
  | { kind: 'found'; customer: Customer; workspaceId?: string }
  | { kind: 'not-found' }
  | { kind: 'no-key' }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  /** `retryAt` is epoch milliseconds; the background retries once at that time. */
  | { kind: 'rate-limited'; retryAt: number }
  | { kind: 'server-error' }
  | { kind: 'unreachable'; host: string }
  | { kind: 'timeout' }
  | { kind: 'bad-response' };

export type LookupKind = LookupState['kind'];

/** States after which nothing more will arrive for this lookup. */
export function isFinal(state: LookupState): boolean {
  return state.kind !== 'loading' && state.kind !== 'rate-limited';
}
