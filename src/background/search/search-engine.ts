/**
 * The search box's requests: the three searches of one settled query sent together, answers kept
 * per query and key for the cache time, one flight per query and key however many boxes ask, and
 * a box's older query aborted when it asks a newer one (unless another box still waits for it).
 * Ranking happens here, so every page shows the same order.
 */
import type { Section } from '../../shared/customer-context';
import type { CustomerHit, SearchAnswer } from '../../shared/contract/search';
import type { ApiSettings } from '../../shared/settings/settings';
import { planQuery } from '../../shared/search/query-plan';
import { COMPANY_CUSTOMERS } from '../../shared/operations/index';
import type { ApiClient } from '../transport/api-client';
import type { RateLimitGate } from '../transport/rate-limit-gate';
import { readCustomers } from './read';
import { sendSearch, type SearchSend, type Slots } from './send';
import { searchAll, sectionAt } from './search-all';
import { AnswerCache } from './answer-cache';

export interface SearchDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  gate: RateLimitGate;
  slots: Slots;
  now?: () => number;
}

interface Flight {
  answer: Promise<unknown>;
  controller: AbortController;
  boxes: Set<string>;
}

const NO_KEY: Section<never> = { status: 'failed', reason: 'unauthorized' };

export class SearchEngine {
  private readonly cache: AnswerCache;
  private readonly flights = new Map<string, Flight>();
  /** What each box waits for now: a newer ask from the box lets go of it. */
  private readonly waiting = new Map<string, string>();

  constructor(private readonly deps: SearchDeps) {
    this.cache = new AnswerCache(deps.now ?? Date.now);
  }

  search(box: string, typed: string): Promise<SearchAnswer | null> {
    const plan = planQuery(typed);
    if (plan.kind !== 'search') {
      this.letGo(box);
      return Promise.resolve(null);
    }
    return this.run(
      box,
      `search\n${plan.term.toLowerCase()}`,
      async (how) => searchAll(how, plan),
      (a) => answerOk(a as SearchAnswer),
    ) as Promise<SearchAnswer>;
  }

  companyCustomers(box: string, companyId: string): Promise<Section<CustomerHit[]>> {
    return this.run(
      box,
      `company\n${companyId}`,
      async (how) => {
        const reply = await sendSearch(how, COMPANY_CUSTOMERS, { companyId, first: 50 });
        return sectionAt(reply, 'customers', readCustomers);
      },
      (s) => (s as Section<unknown>).status !== 'failed',
    ) as Promise<Section<CustomerHit[]>>;
  }

  /** The key or base URL changed: nothing kept or in flight answers for the new ones. */
  forget(): void {
    this.cache.clear();
    for (const f of this.flights.values()) f.controller.abort();
    this.flights.clear();
    this.waiting.clear();
  }

  private async run(
    box: string,
    what: string,
    job: (how: SearchSend) => Promise<unknown>,
    keep: (answer: unknown) => boolean,
  ): Promise<unknown> {
    const settings = await this.deps.settings();
    if (!settings.apiKey) {
      this.letGo(box);
      return what.startsWith('search\n') ? { query: what.slice(7), customers: NO_KEY, companies: NO_KEY, threads: NO_KEY } : NO_KEY;
    }
    const id = `${settings.baseUrl}\n${settings.apiKey}\n${what}`;
    const kept = this.cache.get(id, settings.cacheTtlMinutes);
    if (kept !== undefined) {
      this.letGo(box);
      return kept;
    }
    if (this.waiting.get(box) !== id) this.letGo(box);
    this.waiting.set(box, id);
    let flight = this.flights.get(id);
    if (!flight) {
      const controller = new AbortController();
      const how: SearchSend = {
        client: this.deps.clientFor({ ...settings, apiKey: settings.apiKey }),
        host: new URL(settings.baseUrl).host,
        slots: this.deps.slots,
        gated: { gate: this.deps.gate, settings: { baseUrl: settings.baseUrl, apiKey: settings.apiKey } },
        signal: controller.signal,
      };
      const answer = job(how)
        .then((a) => {
          if (!controller.signal.aborted && keep(a)) this.cache.set(id, a);
          return a;
        })
        .finally(() => this.flights.get(id) === flight && this.flights.delete(id));
      flight = { answer, controller, boxes: new Set() };
      this.flights.set(id, flight);
    }
    flight.boxes.add(box);
    return flight.answer;
  }

  /** The box asks something else now: its older flight is aborted if no other box waits for it. */
  private letGo(box: string): void {
    const id = this.waiting.get(box);
    this.waiting.delete(box);
    const flight = id === undefined ? undefined : this.flights.get(id);
    if (!flight) return;
    flight.boxes.delete(box);
    if (flight.boxes.size === 0) {
      flight.controller.abort();
      this.flights.delete(id!);
    }
  }
}

/** Kept only when nothing failed: a failure is asked again next time, a FORBIDDEN is an answer. */
const answerOk = (a: SearchAnswer) => [a.customers, a.companies, a.threads].every((s) => s.status !== 'failed');
