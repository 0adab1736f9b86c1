/**
 * The search box's requests: the three searches of one settled query sent together, answers kept
 * per query and key for the cache time in `storage.session` (answer-cache.ts), one flight per
 * query and key however many boxes ask, and a box's older query aborted when it asks a newer one
 * (unless another box still waits for it).
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
import { AnswerCache, keyDigest } from './answer-cache';
import type { SessionArea } from '../transport/session-cache';

export interface SearchDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  gate: RateLimitGate;
  slots: Slots;
  /** storage.session: where answers are kept. */
  area: SessionArea;
  /** Where in `area`: the first workspace's under `search:`, another's under searchPrefix(id). */
  prefix?: string;
  now?: () => number;
}

interface Flight {
  answer: Promise<unknown>;
  controller: AbortController;
  boxes: Set<string>;
}

const NO_KEY: Section<never> = { status: 'failed', reason: 'unauthorized' };
/** The first workspace switched off beside others: its group says so, once. */
const SWITCHED_OFF: Section<never> = { status: 'failed', reason: 'switched-off' };
/** What an ask gets when its box asked again before it was sent: never shown (the box shows its newest). */
const SUPERSEDED: Section<never> = { status: 'failed', reason: 'timeout' };
const answerOf = (what: string, section: Section<never>) =>
  what.startsWith('search\n') ? { query: what.slice(7), customers: section, companies: section, threads: section } : section;

export class SearchEngine {
  private readonly cache: AnswerCache;
  private readonly flights = new Map<string, Flight>();
  /** What each box waits for now: a newer ask from the box lets go of it. */
  private readonly waiting = new Map<string, string>();
  /** Each box's newest ask: one that is not, once its reads are done, sends nothing. */
  private readonly turns = new Map<string, number>();
  private turnCount = 0;
  /** The digest naming the kept answers of the key in force (answer-cache.ts). */
  private digest: { of: string; value: Promise<string> } | null = null;

  constructor(private readonly deps: SearchDeps) {
    this.cache = new AnswerCache(deps.area, deps.now ?? Date.now, deps.prefix);
  }

  search(box: string, typed: string): Promise<SearchAnswer | null> {
    this.turns.set(box, ++this.turnCount);
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
    this.turns.set(box, ++this.turnCount);
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
    void this.cache.clear();
    this.digest = null;
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
    const turn = this.turns.get(box);
    const settings = await this.deps.settings();
    if (!settings.apiKey) {
      this.letGo(box);
      return answerOf(what, settings.off ? SWITCHED_OFF : NO_KEY);
    }
    const id = `${await this.digestOf(settings.baseUrl, settings.apiKey)}\n${what}`;
    const kept = await this.cache.get(id, settings.cacheTtlMinutes * 60_000);
    // The box asked again while this ask read the storage: the newer ask is the box's now.
    if (this.turns.get(box) !== turn) return answerOf(what, SUPERSEDED);
    if (kept?.fresh) {
      this.letGo(box);
      return kept.state;
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
          // The answer first; its storage write follows it.
          if (!controller.signal.aborted && keep(a)) void this.cache.set(id, a);
          return a;
        })
        .finally(() => this.flights.get(id) === flight && this.flights.delete(id));
      flight = { answer, controller, boxes: new Set() };
      this.flights.set(id, flight);
    }
    flight.boxes.add(box);
    return flight.answer;
  }

  private digestOf(baseUrl: string, apiKey: string): Promise<string> {
    const of = `${baseUrl}\n${apiKey}`;
    if (this.digest?.of !== of) this.digest = { of, value: keyDigest(baseUrl, apiKey) };
    return this.digest.value;
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
