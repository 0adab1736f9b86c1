// Fixed-window rate limiting per API key, like Plain's documented limits.
// Each key's window starts at its first request (not at a wall-clock
// boundary) so tests with tiny limits never straddle a reset by accident.
import type { Headers } from './http.js';

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { limit: 600, windowMs: 60_000 };

export interface RateLimitState {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetAt: number; // epoch ms
}

export const RATE_LIMITED_BODY = {
  errors: [{ message: 'Too Many Requests - Rate limit exceeded', extensions: { code: 'RATE_LIMITED' } }],
};

export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly options: RateLimitOptions = DEFAULT_RATE_LIMIT,
    private readonly now: () => number = Date.now,
  ) {
    if (!(options.limit >= 0 && options.windowMs > 0)) throw new RangeError('rateLimit needs limit >= 0 and windowMs > 0');
  }

  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): RateLimitState {
    const now = this.now();
    let win = this.windows.get(key);
    if (!win || now >= win.start + this.options.windowMs) {
      win = { start: now, count: 0 };
      this.windows.set(key, win);
    }
    win.count++;
    const { limit, windowMs } = this.options;
    return { allowed: win.count <= limit, limit, remaining: Math.max(0, limit - win.count), resetAt: win.start + windowMs };
  }

  reset(): void {
    this.windows.clear();
  }
}

/** x-ratelimit-* headers, plus Retry-After (whole seconds, at least 1) once limited. */
export function rateLimitHeaders(state: RateLimitState, now = Date.now()): Headers {
  const headers: Headers = {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.allowed ? state.remaining : 0),
    'x-ratelimit-reset': new Date(state.resetAt).toISOString(),
  };
  if (!state.allowed) headers['retry-after'] = String(Math.max(1, Math.ceil((state.resetAt - now) / 1000)));
  return headers;
}
