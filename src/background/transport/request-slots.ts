/**
 * The one limit on the background's requests to the API: at most MAX_IN_FLIGHT at once, whoever
 * sends them. Lookups (lookup/retries.ts), the story's requests (story/send.ts) and the agent's
 * writes (writes/mutations.ts) each hold a slot for the whole round trip, answer read included.
 * The background makes one at its start (index.ts) and hands that one to every sender.
 */
import { Semaphore } from './semaphore';

/** What the service sees of one agent at most, however many hovers, stories and writes are under way. */
export const MAX_IN_FLIGHT = 4;

export function requestSlots(): Semaphore {
  return new Semaphore(MAX_IN_FLIGHT);
}
