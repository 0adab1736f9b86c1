/**
 * The lookup request's types (messages.ts lists every channel and checks them): below the message
 * contract, so its parts (contract/page.ts) name a lookup without importing messages.ts back.
 */
import type { PageHints } from './write';

/**
 * `show` (the default when absent): the tab's card shows this address. `warm`: the pointer has
 * rested on it, so the answer is fetched ahead of the hover intent, but no card changes (a card
 * pinned on one customer stays on it) and nothing is remembered.
 */
export type LookupIntent = 'show' | 'warm';
export type LookupRequest = { type: 'lookup'; email: string; intent?: LookupIntent; hints?: PageHints };
