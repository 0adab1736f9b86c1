/**
 * One lookup's requests: retries only where a retry can help (a server error, backing off with
 * jitter, within the lookup's one time limit), each request in a free slot, and a wait instead of
 * a failure when the service says the rate limit is spent (said on the card at once, with the
 * time of the retry). A change of key or base URL during a wait (`signal`) ends it: RESTART.
 */
import type { ApiSettings } from '../../shared/settings/settings';
import type { LookupState } from '../../shared/lookup-state';
import type { ApiClient } from '../transport/api-client';
import { queryCustomer, REQUEST_TIMEOUT_MS, type Attempt } from './query-customer';
import type { Semaphore } from '../transport/semaphore';
import { gateId, type RateLimitGate } from '../transport/rate-limit-gate';

/** What the requests are sent with: the lookup engine's (lookup/engine.ts). */
export interface Requests {
  deps: { clientFor(settings: ApiSettings & { apiKey: string }): ApiClient; timeoutMs?: number };
  gate: RateLimitGate;
  slots: Semaphore;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
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
export const RESTART = Symbol('restart');
type Fetched = LookupState | typeof RESTART;

export async function fetchWithRetries(
  r: Requests,
  email: string,
  settings: ApiSettings & { apiKey: string },
  progress: (state: LookupState) => void,
  signal: AbortSignal,
): Promise<Fetched> {
  const client = r.deps.clientFor(settings);
  const host = new URL(settings.baseUrl).host;
  const id = gateId(settings);
  let serverErrors = 0;
  let waits = 0;
  let justWaited = false;
  // One time limit for the whole lookup, as the card promises, not one per attempt: retries
  // share it. Only a rate-limit wait (said on the card, with its time) starts it again.
  const limitMs = r.deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
  let deadline = Date.now() + limitMs;
  for (;;) {
    // Right after a wait the reset has come: go, even if the clock reads a hair before it.
    const resetAt = justWaited ? 0 : r.gate.until(id);
    const attempt = resetAt ? null : await attemptInSlot(r, client, email, host, id, justWaited, deadline);
    if (signal.aborted) return RESTART; // an answer for the old key is not this key's to show
    const state = attempt?.outcome.state ?? { kind: 'rate-limited' as const, retryAt: resetAt || r.gate.until(id) || Date.now() };
    const retry = attempt ? attempt.outcome.retry : 'at-reset';
    justWaited = false;
    if (retry === 'backoff' && serverErrors < MAX_SERVER_ERROR_RETRIES) {
      // Jitter spreads retries from many agents, within ±25 % so each wait still grows.
      const delay = BACKOFF_BASE_MS * 2 ** serverErrors * (0.75 + 0.5 * r.random());
      serverErrors += 1;
      if (Date.now() + delay >= deadline) return state; // no time left to try again: say what happened
      if (!(await pause(r.sleep, delay, signal))) return RESTART;
      continue;
    }
    if (retry === 'at-reset' && state.kind === 'rate-limited') {
      r.gate.block(id, state.retryAt);
      // Every time the card promises is kept; past the last one it says it gave up, and until when.
      if (waits >= MAX_RATE_LIMIT_WAITS || state.retryAt - Date.now() > MAX_RATE_LIMIT_WAIT_MS) {
        return { ...state, gaveUp: true };
      }
      waits += 1;
      progress(state);
      if (!(await pause(r.sleep, state.retryAt - Date.now(), signal))) return RESTART;
      justWaited = true;
      deadline = Date.now() + limitMs;
      continue;
    }
    return state;
  }
}

/** One request in a free slot; null when the key became rate limited while it queued. */
async function attemptInSlot(
  r: Requests,
  client: ApiClient,
  email: string,
  host: string,
  id: string,
  go: boolean,
  deadline: number,
): Promise<Attempt | null> {
  const release = await r.slots.acquire();
  try {
    if (!go && r.gate.until(id)) return null;
    const attempt = await queryCustomer(client, email, host, Math.max(deadline - Date.now(), 1));
    r.gate.noteHeaders(id, attempt.headers);
    return attempt;
  } finally {
    release();
  }
}

/** Sleeps `ms`; resolves false at once if `signal` aborts first (the key or base URL changed). */
export function pause(sleep: (ms: number) => Promise<void>, ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
    void sleep(Math.max(ms, 0)).then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    });
  });
}
