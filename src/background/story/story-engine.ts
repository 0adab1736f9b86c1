/**
 * Fetches a customer's context like the lookup engine fetches the customer: cache first (kept per
 * customer in `storage.session` for the same cache time, so it outlives the worker), a stale one
 * shown at once and refreshed behind, and one flight per customer however many ask. With nothing
 * known, the sections of an operation that answered show without waiting for a slower one. A refresh
 * the API fails as a whole keeps the last known context, marked stale. A card Plain is still
 * loading is asked for again, backing off, until it is loaded or about 30 s have passed.
 */
import { loadingContext, type CustomerContext } from '../../shared/customer-context';
import type { ApiSettings } from '../../shared/settings/settings';
import type { ApiClient } from '../transport/api-client';
import { CUSTOMER_CARDS } from '../../shared/operations/index';
import { buildContext, rateLimited, wholeFailure } from './build';
import { askAgainForCards } from './cards/loading-cards';
import type { ContextCache } from './story-cache';
import type { RateLimitGate } from '../transport/rate-limit-gate';
import type { Semaphore } from '../transport/semaphore';
import { Wanted } from '../../shared/wanted';
import { SharedFlights, type Flight } from '../transport/shared-flights';
import { sendAll, sendOne } from './send';
import { partsTogether } from './together';

export type EmitContext = (context: CustomerContext) => void;

export interface ContextDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  cache: ContextCache;
  /** The lookups' rate-limit gate: context requests wait with them, and tell it what they hear. */
  gate?: RateLimitGate;
  /** The background's one limit on requests in flight (request-slots.ts), shared with the lookups. */
  slots: Semaphore;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  timeoutMs?: number;
}

export { CARD_RETRY_DELAYS_MS } from './cards/loading-cards';
export { TOGETHER_MS } from './together';

export class ContextEngine {
  /** One flight per customer: `answered` when the first answer went out, `ended` after the loading cards too. */
  private readonly flights = new SharedFlights<CustomerContext>();
  /** Renewed at a change of key or base URL: answers for the old ones are neither shown nor kept. */
  private readonly settingsWanted = new Wanted();
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  /** The cache time of the settings last read (null before, and after they changed). */
  private ttlMs: number | null = null;

  constructor(private readonly deps: ContextDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms)));
    this.now = deps.now ?? Date.now;
  }

  private gated(settings: ApiSettings & { apiKey: string }) {
    return this.deps.gate ? { gate: this.deps.gate, settings } : undefined;
  }

  settingsChanged(): void {
    this.settingsWanted.anew();
    this.ttlMs = null;
  }

  /**
   * The customer's context when it is known and fresh right now (kept in memory), so that it can
   * go out with the customer in one message and the card renders once. Null otherwise: `load`
   * brings it. Nothing is fetched, read from storage or waited for.
   */
  peek(customerId: string): CustomerContext | null {
    if (this.ttlMs === null) return null;
    const hit = this.deps.cache.peek(customerId, this.ttlMs);
    return hit?.fresh ? hit.state : null;
  }

  /**
   * Emits the customer's context as it comes; resolves once the first answer went out (loading
   * cards are asked for again after that, and their updates still reach `emit`).
   */
  load(customerId: string, emit: EmitContext): Promise<void> {
    const flight =
      this.flights.join(customerId, emit) ??
      this.flights.start(customerId, emit, (f) => this.run(customerId, f).catch(() => undefined)).flight;
    return flight.answered;
  }

  /** Settles when no flight is left (a later ask starts afresh from the cache). */
  idle(): Promise<void> {
    return this.flights.idle();
  }

  /** Their story changed (a thread opened from the card): nothing kept or still coming is shown, the next look asks afresh. */
  async forget(customerId: string): Promise<void> {
    this.flights.forget(customerId);
    await this.deps.cache.delete(customerId);
  }

  /** `flight.wanted`: aborted once the flight is forgotten (its answers are no longer this customer's). */
  private async run(customerId: string, flight: Flight<CustomerContext>): Promise<void> {
    const signal = this.settingsWanted.signal;
    const broadcast = (context: CustomerContext, first = false) => {
      flight.say(context);
      if (first) flight.answer();
    };
    const settings = await this.deps.settings();
    if (!settings.apiKey) return;
    if (!signal.aborted) this.ttlMs = settings.cacheTtlMinutes * 60_000;
    const keyed = { ...settings, apiKey: settings.apiKey };
    const hit = await this.deps.cache.get(customerId, settings.cacheTtlMinutes * 60_000);
    if (hit?.fresh) {
      broadcast(hit.state, true);
      return this.askAgainForCards(customerId, hit.state, hit.storedAt, keyed, signal, flight);
    }
    broadcast(hit?.state ?? loadingContext(this.now()));
    const startedAt = this.now();
    // With nothing known, the sections of an answer show before the slowest is in (together.ts).
    // A last known story stays whole until all are in (a failure of them all keeps it, "as of").
    const parts = partsTogether((come) => {
      if (!signal.aborted) broadcast(buildContext(come, startedAt));
    });
    const replies = await sendAll(
      this.deps.clientFor(keyed),
      this.deps.slots,
      customerId,
      new URL(keyed.baseUrl).host,
      this.deps.timeoutMs,
      this.gated(keyed),
      hit ? undefined : parts.onReply,
    );
    parts.stop();
    if (signal.aborted) return;
    const failure = wholeFailure(replies);
    const nothingCame = !replies.customer.ok && !replies.threads.ok && !replies.cards.ok;
    if (failure && hit) return broadcast({ ...hit.state, stale: { failure } }, true);
    // Nothing came for another reason (a rate limit, a garbled answer): the last known stays as it was.
    if (nothingCame && hit) return;
    const context = buildContext(replies, startedAt);
    broadcast(context, true);
    // Nothing is kept when nothing came, or when the rate limit stopped a section: its line says
    // "until <time>", which is wrong once that time has passed; the next look asks again.
    if (nothingCame || rateLimited(context)) return;
    if (flight.wanted.aborted) return;
    await this.deps.cache.set(customerId, context, startedAt);
    return this.askAgainForCards(customerId, context, startedAt, keyed, signal, flight);
  }

  private askAgainForCards(
    customerId: string,
    start: CustomerContext,
    storedAt: number,
    settings: ApiSettings & { apiKey: string },
    signal: AbortSignal,
    flight: Flight<CustomerContext>,
  ): Promise<void> {
    return askAgainForCards(start, {
      sleep: this.sleep,
      send: () =>
        sendOne(
          this.deps.clientFor(settings),
          this.deps.slots,
          CUSTOMER_CARDS,
          customerId,
          new URL(settings.baseUrl).host,
          this.deps.timeoutMs,
          this.gated(settings),
        ),
      keep: (context) => this.deps.cache.set(customerId, context, storedAt),
      signal,
      flight,
    });
  }
}
