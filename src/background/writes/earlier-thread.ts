/**
 * The thread an earlier send of a draft made, if any. Plain promises no idempotency for a
 * thread's `externalId`, so a second create is sent only once the first cannot land any more:
 * while the earlier request may still be on its way (within its time limit, counted from when it
 * left), a thread not found yet is looked for again, not made again.
 */
import type { Answer, FoundThread } from './mutations';

/** How often a thread that may still land is looked for: a few reads within a request's time limit. */
export const LOOK_AGAIN_MS = 1_000;

export interface Clock {
  /** When the earlier request left; undefined once its answer (a failure) was kept. */
  sentAt?: number;
  timeoutMs: number;
  now(): number;
  sleep(ms: number): Promise<void>;
}

export async function earlierThread(look: () => Promise<Answer<FoundThread | null>>, clock: Clock): Promise<Answer<FoundThread | null>> {
  for (;;) {
    const found = await look();
    const mayStillLand = clock.sentAt !== undefined && clock.now() < clock.sentAt + clock.timeoutMs;
    if (!found.ok || found.value || !mayStillLand) return found;
    await clock.sleep(LOOK_AGAIN_MS);
  }
}
