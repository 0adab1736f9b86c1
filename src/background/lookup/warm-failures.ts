/**
 * A warm lookup (the pointer resting on an address) that has just failed answers the lookup at
 * hover intent, once: failures are not cached, so without this a rest on an address whose lookup
 * fails (a rejected key, a missing permission, an unreachable host) would cost two requests. Kept
 * for a moment only, so the next hover after the problem is fixed asks again.
 */
import { normalizeEmail } from '../../shared/email/detect';
import { isFinal, type LookupState } from '../../shared/lookup-state';

export const WARM_FAILURE_MS = 2_000;

/** Made once by the background (index.ts) and handed to the router. */
export class WarmFailures {
  private readonly failures = new Map<string, { state: LookupState; at: number }>();
  /** Warm lookups still running that no lookup at intent has joined. */
  private readonly unclaimed = new Set<string>();

  /** Listens to a warm lookup's states and keeps its final failure, if it fails unclaimed. */
  keep(email: string): (state: LookupState) => void {
    const key = normalizeEmail(email);
    this.failures.delete(key); // a new try supersedes an older failure
    this.unclaimed.add(key);
    return (state) => {
      if (!isFinal(state)) return;
      // An answer (found, or no customer) is cached: the lookup at intent takes it from there, and
      // with it what the card adds to an answer (the workspace, the actions the key allows).
      const answer = state.kind === 'found' || state.kind === 'not-found';
      if (this.unclaimed.delete(key) && !answer) this.failures.set(key, { state, at: Date.now() });
    };
  }

  /**
   * The failure a warm lookup of this address just had, taken (each is given once), or null. A
   * lookup at intent that comes while the warm one still runs joins it in the engine and gets its
   * answer there: the failure is then not kept for anyone else.
   */
  take(email: string): LookupState | null {
    const key = normalizeEmail(email);
    this.unclaimed.delete(key);
    const hit = this.failures.get(key);
    this.failures.delete(key);
    return hit && Date.now() - hit.at < WARM_FAILURE_MS ? hit.state : null;
  }
}
