/**
 * Fetches a customer's context like the lookup engine fetches the customer: cache first (kept per
 * customer in `storage.session` for the same cache time, so it outlives the worker), a stale one
 * shown at once and refreshed behind, and one flight per customer however many ask. With nothing
 * known, the sections of an operation that answered show without waiting for a slower one. A refresh
 * the API fails as a whole keeps the last known context, marked stale. A card Plain is still
 * loading is asked for again, backing off, until it is loaded or about 30 s have passed.
 */
import { CONTEXT_SECTIONS, loadingContext, type CustomerContext } from '../../shared/customer-context';
import type { ApiSettings } from '../../shared/settings';
import type { ApiClient } from '../api-client';
import { CUSTOMER_CARDS } from '../../shared/operations';
import { buildContext, cardsSection, wholeFailure } from './build';
import { hasLoadingCard } from './cards';
import type { ContextCache } from './context-cache';
import type { RateLimitGate } from '../rate-limit-gate';
import type { Reply } from './reply';
import { sendAll, sendOne, type Replies } from './send';

export type EmitContext = (context: CustomerContext) => void;

export interface ContextDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  cache: ContextCache;
  /** The lookups' rate-limit gate: context requests wait with them, and tell it what they hear. */
  gate?: RateLimitGate;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * How long answers that came are held for the others: answers this close show together (one
 * drawing of the card; less than an agent tells apart), a slower operation does not hold up the
 * rest for longer.
 */
export const TOGETHER_MS = 100;

/** Waits before each new ask for a loading card: about 30 s in all. */
export const CARD_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000];

interface Flight {
  listeners: Set<EmitContext>;
  last: CustomerContext | null;
  /** Settles when the first answer (cached or fetched) went out. */
  first: Promise<void>;
  /** Settles when the flight ends, loading cards asked for again included. */
  done: Promise<void>;
}

export class ContextEngine {
  private readonly flights = new Map<string, Flight>();
  /** Bumped by a change of key or base URL: answers for the old ones are neither shown nor kept. */
  private generation = 0;
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
    this.generation += 1;
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
    const joined = this.flights.get(customerId);
    if (joined) {
      if (joined.last) emit(joined.last);
      joined.listeners.add(emit);
      return joined.first;
    }
    let answered: () => void = () => undefined;
    // Registered before the first await, so every concurrent caller finds it and joins.
    const first = new Promise<void>((r) => (answered = r));
    const flight: Flight = { listeners: new Set([emit]), last: null, first, done: first };
    this.flights.set(customerId, flight);
    const broadcast = (context: CustomerContext, first = false) => {
      flight.last = context;
      for (const listener of flight.listeners) listener(context);
      if (first) answered();
    };
    const live = () => this.flights.get(customerId) === flight;
    flight.done = this.run(customerId, broadcast, live)
      .catch(() => undefined)
      .finally(() => {
        this.flights.delete(customerId);
        answered();
      });
    return flight.first;
  }

  /** Settles when no flight is left (a later ask starts afresh from the cache). */
  async idle(): Promise<void> {
    while (this.flights.size) await Promise.all([...this.flights.values()].map((f) => f.done));
  }

  /** Their story changed (a thread opened from the card): nothing kept or still coming is shown, the next look asks afresh. */
  async forget(customerId: string): Promise<void> {
    this.flights.get(customerId)?.listeners.clear();
    this.flights.delete(customerId);
    await this.deps.cache.delete(customerId);
  }

  /** `live`: the flight was not forgotten since (its answers are still this customer's). */
  private async run(customerId: string, broadcast: (c: CustomerContext, first?: boolean) => void, live: () => boolean): Promise<void> {
    const generation = this.generation;
    const settings = await this.deps.settings();
    if (!settings.apiKey) return;
    if (generation === this.generation) this.ttlMs = settings.cacheTtlMinutes * 60_000;
    const keyed = { ...settings, apiKey: settings.apiKey };
    const hit = await this.deps.cache.get(customerId, settings.cacheTtlMinutes * 60_000);
    if (hit?.fresh) {
      broadcast(hit.state, true);
      return this.askAgainForCards(customerId, hit.state, hit.storedAt, keyed, generation, broadcast, live);
    }
    broadcast(hit?.state ?? loadingContext(this.now()));
    const startedAt = this.now();
    const come: Partial<Replies> = {};
    let partial: ReturnType<typeof setTimeout> | undefined;
    // With nothing known, an operation slower than the others does not hold up their sections:
    // what has come shows once TOGETHER_MS passed without the rest. Answers that come together
    // show together (one drawing of the card, not three in a row). A last known story stays
    // whole until all are in (a failure of them all keeps it, "as of").
    const onReply = (name: keyof Replies, reply: Reply) => {
      come[name] = reply;
      if (hit || partial) return;
      partial = setTimeout(() => {
        partial = undefined;
        if (generation === this.generation && Object.keys(come).length < 3) broadcast(buildContext(come, startedAt));
      }, TOGETHER_MS);
    };
    const replies = await sendAll(this.deps.clientFor(keyed), customerId, new URL(keyed.baseUrl).host, this.deps.timeoutMs, this.gated(keyed), onReply);
    clearTimeout(partial);
    if (generation !== this.generation) return;
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
    if (!live()) return;
    await this.deps.cache.set(customerId, context, startedAt);
    return this.askAgainForCards(customerId, context, startedAt, keyed, generation, broadcast, live);
  }

  private async askAgainForCards(
    customerId: string,
    start: CustomerContext,
    storedAt: number,
    settings: ApiSettings & { apiKey: string },
    generation: number,
    broadcast: (c: CustomerContext) => void,
    live: () => boolean,
  ): Promise<void> {
    let context = start;
    for (const delay of CARD_RETRY_DELAYS_MS) {
      if (context.cards.status !== 'ok' || !hasLoadingCard(context.cards.data)) return;
      await this.sleep(delay);
      if (generation !== this.generation) return;
      const reply = await sendOne(this.deps.clientFor(settings), CUSTOMER_CARDS, customerId, new URL(settings.baseUrl).host, this.deps.timeoutMs, this.gated(settings));
      if (generation !== this.generation || !live()) return;
      const cards = cardsSection(reply);
      if (cards.status !== 'ok') continue; // a failed ask leaves the cards shown
      context = { ...context, cards };
      broadcast(context);
      // Kept with the context's own time: the cache time still counts from the full fetch.
      await this.deps.cache.set(customerId, context, storedAt);
    }
  }
}

function rateLimited(context: CustomerContext): boolean {
  return CONTEXT_SECTIONS.some((name) => {
    const section = context[name];
    return section.status === 'failed' && section.rateLimitedUntil !== undefined;
  });
}
