/**
 * Runs lookups: cache first (stale entries show at once and refresh behind), one request per
 * address however many ask, at most `maxInFlight` requests at once, retries only where a retry
 * can help, and a wait instead of a failure when the service says the rate limit is spent.
 */
import type { ApiSettings } from '../shared/settings';
import type { LookupState } from '../shared/lookup-state';
import { normalizeEmail } from '../shared/email/detect';
import type { ApiClient } from './api-client';
import type { LookupCache, CachedState } from './lookup-cache';
import { queryCustomer, REQUEST_TIMEOUT_MS, type Attempt } from './query-customer';
import { Semaphore } from './semaphore';

export type Emit = (state: LookupState) => void;

export interface EngineDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  cache: LookupCache;
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
  timeoutMs?: number;
  maxInFlight?: number;
}

const MAX_SERVER_ERROR_RETRIES = 2;
const BACKOFF_BASE_MS = 400;

export class LookupEngine {
  private readonly inFlight = new Map<string, Shared>();
  private readonly slots: Semaphore;
  private blockedUntil = 0;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(private readonly deps: EngineDeps) {
    this.slots = new Semaphore(deps.maxInFlight ?? 4);
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.random = deps.random ?? Math.random;
  }

  /** Emits states until a final one; resolves after the final one. */
  lookup(email: string, emit: Emit): Promise<void> {
    const key = normalizeEmail(email);
    const shared = this.inFlight.get(key);
    if (shared) {
      if (shared.last) emit(shared.last);
      return new Promise((resolve) => {
        shared.listeners.add(emit);
        shared.done.push(resolve);
      });
    }
    // Registered before the first await, so every concurrent caller finds it and joins.
    const entry: Shared = { listeners: new Set([emit]), last: null, done: [] };
    this.inFlight.set(key, entry);
    const broadcast = (state: LookupState) => {
      entry.last = state;
      for (const listener of entry.listeners) listener(state);
    };
    return this.run(key, broadcast).finally(() => {
      this.inFlight.delete(key);
      for (const resolve of entry.done) resolve();
    });
  }

  private async run(key: string, broadcast: Emit): Promise<void> {
    const settings = await this.deps.settings();
    if (!settings.apiKey) return broadcast({ kind: 'no-key' });
    const hit = await this.deps.cache.get(key, settings.cacheTtlMinutes * 60_000);
    if (hit?.fresh) return broadcast(hit.state);
    // Stale-while-revalidate: the old card now, the new one when it comes.
    broadcast(hit?.state ?? { kind: 'loading' });
    const state = await this.fetchWithRetries(key, { ...settings, apiKey: settings.apiKey }, broadcast);
    const answer = state.kind === 'found' || state.kind === 'not-found';
    // A stale card is better than an error about a refresh the agent never asked for.
    if (!hit || answer) broadcast(state); // the card first; the storage write can follow it
    if (answer) await this.deps.cache.set(key, state as CachedState);
  }

  private async fetchWithRetries(
    email: string,
    settings: ApiSettings & { apiKey: string },
    broadcast: Emit,
  ): Promise<LookupState> {
    const client = this.deps.clientFor(settings);
    const host = new URL(settings.baseUrl).host;
    let serverErrors = 0;
    let rateLimited = false;
    for (;;) {
      const attempt = await this.attempt(client, email, host);
      const { state, retry } = attempt.outcome;
      if (retry === 'backoff' && serverErrors < MAX_SERVER_ERROR_RETRIES) {
        // Jitter spreads retries from many agents, within ±25 % so each wait still grows.
        const delay = BACKOFF_BASE_MS * 2 ** serverErrors * (0.75 + 0.5 * this.random());
        serverErrors += 1;
        await this.sleep(delay);
        continue;
      }
      if (retry === 'at-reset' && !rateLimited && state.kind === 'rate-limited') {
        rateLimited = true;
        broadcast(state);
        await this.sleep(Math.max(state.retryAt - Date.now(), 0));
        continue;
      }
      return state;
    }
  }

  private async attempt(client: ApiClient, email: string, host: string): Promise<Attempt> {
    const release = await this.slots.acquire();
    try {
      const wait = this.blockedUntil - Date.now();
      if (wait > 0) await this.sleep(wait);
      const attempt = await queryCustomer(client, email, host, this.deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
      this.noteRateLimit(attempt.headers);
      return attempt;
    } finally {
      release();
    }
  }

  /** When the service says no requests remain, later lookups wait for the reset. */
  private noteRateLimit(headers: Headers | undefined): void {
    if (headers?.get('x-ratelimit-remaining') !== '0') return;
    const reset = Date.parse(headers.get('x-ratelimit-reset') ?? '');
    if (Number.isFinite(reset)) this.blockedUntil = Math.max(this.blockedUntil, reset);
  }
}

interface Shared {
  listeners: Set<Emit>;
  last: LookupState | null;
  done: Array<() => void>;
}
