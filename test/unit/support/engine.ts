/** A LookupEngine wired to a real local API server, with short waits so tests stay quick. */
import { createApiClient } from '../../../src/background/transport/api-client';
import { LookupCache } from '../../../src/background/lookup/cache';
import { LookupEngine } from '../../../src/background/lookup/engine';
import { requestSlots } from '../../../src/background/transport/request-slots';
import type { LookupState } from '../../../src/shared/lookup-state';
import type { ApiSettings } from '../../../src/shared/settings/settings';
import { MemoryArea } from './memory-area';

export interface EngineOptions {
  apiKey: string | null;
  baseUrl: string;
  ttlMinutes?: number;
  timeoutMs?: number;
  /** Waits longer than this are shortened, so a 2 s rate-limit wait costs this much. */
  maxSleepMs?: number;
}

export function engineFor(opts: EngineOptions) {
  const area = new MemoryArea();
  const cache = new LookupCache(area);
  const sleeps: number[] = [];
  const settings: ApiSettings = { apiKey: opts.apiKey, baseUrl: opts.baseUrl, cacheTtlMinutes: opts.ttlMinutes ?? 5 };
  const engine = new LookupEngine({
    settings: async () => settings,
    clientFor: (s) => createApiClient(s.baseUrl, s.apiKey),
    cache,
    slots: requestSlots(),
    timeoutMs: opts.timeoutMs,
    sleep: (ms) => {
      sleeps.push(ms);
      return new Promise((r) => setTimeout(r, Math.min(ms, opts.maxSleepMs ?? 30)));
    },
  });
  async function states(email: string): Promise<LookupState[]> {
    const seen: LookupState[] = [];
    await engine.lookup(email, (s) => seen.push(s));
    return seen;
  }
  return { engine, cache, area, sleeps, settings, states };
}

export function finalOf(states: LookupState[]): LookupState {
  return states[states.length - 1]!;
}
