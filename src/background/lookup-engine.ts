/**
 * Runs lookups: cache first (stale entries show at once and refresh behind; a refresh that finds
 * the API down says "as of" on the last known customer), one request per address however many
 * ask, at most `maxInFlight` requests at once, retries only where a retry can help, and a wait instead of a failure when the service says the rate limit is spent (said on
 * the card at once, with the time of the retry, and ended by a change of key or base URL).
 */
import type { ApiSettings } from '../shared/settings';
import type { LookupState } from '../shared/lookup-state';
import { normalizeEmail } from '../shared/email/detect';
import type { ApiClient } from './api-client';
import type { LookupCache, CachedState } from './lookup-cache';
import { queryCustomer, REQUEST_TIMEOUT_MS, type Attempt } from './query-customer';
import { Semaphore } from './semaphore';
import { failureKindOf } from './failure-kind';
import { gateId, RateLimitGate } from './rate-limit-gate';
import { pause, SettingsChange } from './settings-change';
import { SharedFlights } from './shared-flights';

export type Emit = (state: LookupState) => void;

export interface EngineDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  cache: LookupCache;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  timeoutMs?: number;
  maxInFlight?: number;
  /** Shared with the context's requests (context-engine.ts): one key, one rate limit. */
  gate?: RateLimitGate;
}

const MAX_SERVER_ERROR_RETRIES = 2;
const BACKOFF_BASE_MS = 400;
/** Rate-limit waits one lookup makes before it gives up and says so (each promised time kept). */
const MAX_RATE_LIMIT_WAITS = 3;
/**
 * A reset further ahead than this is not waited for: the service's window is a minute, and a
 * stopped worker would break a longer promise. The card says until when instead.
 */
export const MAX_RATE_LIMIT_WAIT_MS = 65_000;
/** The key or base URL changed during a wait: the lookup starts again with the new ones. */
const RESTART = Symbol('restart');
type Fetched = LookupState | typeof RESTART;

export class LookupEngine {
  private readonly flights = new SharedFlights<LookupState>();
  private readonly change = new SettingsChange();
  private readonly slots: Semaphore;
  private readonly gate: RateLimitGate;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(private readonly deps: EngineDeps) {
    this.slots = new Semaphore(deps.maxInFlight ?? 4);
    this.gate = deps.gate ?? new RateLimitGate();
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.random = deps.random ?? Math.random;
  }

  /** The key or base URL changed: rate-limit waits for the old ones end, and their lookups restart. */
  settingsChanged(): void {
    this.gate.reset();
    this.change.changed();
  }

  /** Emits states until a final one; resolves after the final one. */
  lookup(email: string, emit: Emit): Promise<void> {
    const key = normalizeEmail(email);
    return this.flights.join(key, emit)?.ended ?? this.flights.start(key, emit, (flight) => this.run(key, flight.say)).ran;
  }

  private async run(key: string, broadcast: Emit): Promise<void> {
    for (;;) {
      const signal = this.change.signal;
      const settings = await this.deps.settings();
      if (!settings.apiKey) return broadcast({ kind: 'no-key' });
      const hit = await this.deps.cache.get(key, settings.cacheTtlMinutes * 60_000);
      if (hit?.fresh) return broadcast(hit.state);
      // Stale-while-revalidate: the old card now, the new one when it comes. With no card to show,
      // a lookup that must wait for a rate-limit reset says so from the start.
      const resetAt = this.gate.until(gateId({ ...settings, apiKey: settings.apiKey }));
      broadcast(hit?.state ?? (resetAt ? { kind: 'rate-limited', retryAt: resetAt } : { kind: 'loading' }));
      // A cached customer stays on the card while its refresh waits for a rate-limit reset.
      const progress: Emit = hit ? () => undefined : broadcast;
      const state = await this.fetchWithRetries(key, { ...settings, apiKey: settings.apiKey }, progress, signal);
      if (state === RESTART) continue;
      const answer = state.kind === 'found' || state.kind === 'not-found';
      // A stale card is better than an error about a refresh the agent never asked for; when the
      // API is down, the card says the customer is the last known answer, and as of when.
      const failure = failureKindOf(state);
      if (!hit || answer) broadcast(state); // the card first; the storage write can follow it
      else if (hit.state.kind === 'found' && failure) broadcast({ ...hit.state, asOf: { at: hit.storedAt, failure } });
      if (answer) await this.deps.cache.set(key, state as CachedState);
      return;
    }
  }

  private async fetchWithRetries(
    email: string,
    settings: ApiSettings & { apiKey: string },
    progress: Emit,
    signal: AbortSignal,
  ): Promise<Fetched> {
    const client = this.deps.clientFor(settings);
    const host = new URL(settings.baseUrl).host;
    const id = gateId(settings);
    let serverErrors = 0;
    let waits = 0;
    let justWaited = false;
    // One time limit for the whole lookup, as the card promises, not one per attempt: retries
    // share it. Only a rate-limit wait (said on the card, with its time) starts it again.
    const limitMs = this.deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
    let deadline = Date.now() + limitMs;
    for (;;) {
      // Right after a wait the reset has come: go, even if the clock reads a hair before it.
      const resetAt = justWaited ? 0 : this.gate.until(id);
      const attempt = resetAt ? null : await this.attempt(client, email, host, id, justWaited, deadline);
      if (signal.aborted) return RESTART; // an answer for the old key is not this key's to show
      const state = attempt?.outcome.state ?? { kind: 'rate-limited' as const, retryAt: resetAt || this.gate.until(id) || Date.now() };
      const retry = attempt ? attempt.outcome.retry : 'at-reset';
      justWaited = false;
      if (retry === 'backoff' && serverErrors < MAX_SERVER_ERROR_RETRIES) {
        // Jitter spreads retries from many agents, within ±25 % so each wait still grows.
        const delay = BACKOFF_BASE_MS * 2 ** serverErrors * (0.75 + 0.5 * this.random());
        serverErrors += 1;
        if (Date.now() + delay >= deadline) return state; // no time left to try again: say what happened
        if (!(await pause(this.sleep, delay, signal))) return RESTART;
        continue;
      }
      if (retry === 'at-reset' && state.kind === 'rate-limited') {
        this.gate.block(id, state.retryAt);
        // Every time the card promises is kept; past the last one it says it gave up, and until when.
        if (waits >= MAX_RATE_LIMIT_WAITS || state.retryAt - Date.now() > MAX_RATE_LIMIT_WAIT_MS) {
          return { ...state, gaveUp: true };
        }
        waits += 1;
        progress(state);
        if (!(await pause(this.sleep, state.retryAt - Date.now(), signal))) return RESTART;
        justWaited = true;
        deadline = Date.now() + limitMs;
        continue;
      }
      return state;
    }
  }

  /** One request in a free slot; null when the key became rate limited while it queued. */
  private async attempt(client: ApiClient, email: string, host: string, id: string, go: boolean, deadline: number): Promise<Attempt | null> {
    const release = await this.slots.acquire();
    try {
      if (!go && this.gate.until(id)) return null;
      const attempt = await queryCustomer(client, email, host, Math.max(deadline - Date.now(), 1));
      this.gate.noteHeaders(id, attempt.headers);
      return attempt;
    } finally {
      release();
    }
  }
}
