/**
 * Runs lookups: cache first (stale entries show at once and refresh behind; a refresh that finds
 * the API down says "as of" on the last known customer), one request per address however many
 * ask, each request in a slot of the background's one in-flight limit (request-slots.ts), retries
 * only where a retry can help, and a wait instead of a failure when the service says the rate
 * limit is spent (said on the card at once, with the time of the retry, and ended by a change of
 * key or base URL): lookup/retries.ts.
 */
import type { ApiSettings } from '../../shared/settings/settings';
import type { LookupState } from '../../shared/lookup-state';
import { normalizeEmail } from '../../shared/email/detect';
import type { ApiClient } from '../transport/api-client';
import type { LookupCache } from './cache';
import type { Semaphore } from '../transport/semaphore';
import { failureKindOf } from './failure-kind';
import { gateId, RateLimitGate } from '../transport/rate-limit-gate';
import { Wanted } from '../../shared/wanted';
import { fetchWithRetries, RESTART, type Requests } from './retries';
import { SharedFlights } from '../transport/shared-flights';

export type Emit = (state: LookupState) => void;

export interface EngineDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  cache: LookupCache;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  timeoutMs?: number;
  /** Shared with the context's requests (story/story-engine.ts): one key, one rate limit. */
  gate?: RateLimitGate;
  /** A customer may exist for this address though the service says none (a create's outcome unknown): "no customer" is not kept. */
  mayExist?(email: string): Promise<boolean>;
  /** The background's one limit on requests in flight (request-slots.ts), shared with the story's and the writes'. */
  slots: Semaphore;
}

export class LookupEngine {
  private readonly flights = new SharedFlights<LookupState>();
  /** Renewed at a change of key or base URL: a lookup for the old ones restarts (retries.ts). */
  private readonly settingsWanted = new Wanted();
  private readonly gate: RateLimitGate;
  /** What each lookup's requests are sent with (lookup/retries.ts). */
  private readonly requests: Requests;

  constructor(private readonly deps: EngineDeps) {
    this.gate = deps.gate ?? new RateLimitGate();
    this.requests = {
      deps,
      gate: this.gate,
      // Shared with the story's requests and the writes: four in flight in all, not four each.
      slots: deps.slots,
      sleep: deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))),
      random: deps.random ?? Math.random,
    };
  }

  /** The key or base URL changed: rate-limit waits for the old ones end, and their lookups restart. */
  settingsChanged(): void {
    this.gate.reset();
    this.settingsWanted.anew();
  }

  /** Emits states until a final one; resolves after the final one. */
  lookup(email: string, emit: Emit): Promise<void> {
    const key = normalizeEmail(email);
    return this.flights.join(key, emit)?.ended ?? this.flights.start(key, emit, (flight) => this.run(key, flight.say)).ran;
  }

  private async run(key: string, broadcast: Emit): Promise<void> {
    for (;;) {
      const signal = this.settingsWanted.signal;
      const settings = await this.deps.settings();
      if (!settings.apiKey) return broadcast({ kind: settings.off ? 'switched-off' : 'no-key' });
      const hit = await this.deps.cache.get(key, settings.cacheTtlMinutes * 60_000);
      if (hit?.fresh) return broadcast(hit.state);
      // Stale-while-revalidate: the old card now, the new one when it comes. With no card to show,
      // a lookup that must wait for a rate-limit reset says so from the start.
      const resetAt = this.gate.until(gateId({ ...settings, apiKey: settings.apiKey }));
      broadcast(hit?.state ?? (resetAt ? { kind: 'rate-limited', retryAt: resetAt } : { kind: 'loading' }));
      // A cached customer stays on the card while its refresh waits for a rate-limit reset.
      const progress: Emit = hit ? () => undefined : broadcast;
      const state = await fetchWithRetries(this.requests, key, { ...settings, apiKey: settings.apiKey }, progress, signal);
      if (state === RESTART) continue;
      const answer = state.kind === 'found' || state.kind === 'not-found';
      // A stale card is better than an error about a refresh the agent never asked for; when the
      // API is down, the card says the customer is the last known answer, and as of when.
      const failure = failureKindOf(state);
      if (!hit || answer)
        broadcast(state); // the card first; the storage write can follow it
      else if (hit.state.kind === 'found' && failure) broadcast({ ...hit.state, asOf: { at: hit.storedAt, failure } });
      if (answer && !(state.kind === 'not-found' && (await this.deps.mayExist?.(key)))) await this.deps.cache.set(key, state);
      return;
    }
  }
}
