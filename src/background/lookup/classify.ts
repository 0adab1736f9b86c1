/**
 * Turns whatever the API (or the network) did into one LookupState and says whether a retry can
 * help. Apollo's error classes do not survive structured cloning, so nothing past this file
 * sees them: only the plain state leaves.
 *
 * "Not the API" (wrong-base-url) versus "unexpected answer" (bad-response): a 404 or 405, or an
 * HTML page at 2xx, says nothing that speaks GraphQL answered there, so the base URL is what to
 * fix. Anything JSON-ish at 2xx (cut off, `{}`, the wrong shape) came from something answering at
 * the endpoint's path, most likely the API or its proxy garbling it, and stays "unexpected".
 */
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import type { LookupState } from '../../shared/lookup-state';

export type Retry = 'none' | 'backoff' | 'at-reset';
export interface Outcome {
  state: LookupState;
  retry: Retry;
}

const DEFAULT_RATE_LIMIT_WAIT_MS = 10_000;

function codesIn(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors.map((e) => (e as { extensions?: { code?: unknown } })?.extensions?.code).filter((c): c is string => typeof c === 'string');
}

function codesInBody(bodyText: string): string[] {
  try {
    return codesIn((JSON.parse(bodyText) as { errors?: unknown })?.errors);
  } catch {
    return [];
  }
}

/**
 * A web page where the API's JSON should be: the base URL leads to a site (the app, a docs page, a
 * single-page app answering every path), not to the API. Garbled JSON is the API's own fault.
 */
function isWebPage(response: Response | undefined, bodyText: string): boolean {
  return /\btext\/html\b/i.test(response?.headers.get('content-type') ?? '') || bodyText.trimStart().startsWith('<');
}

/** When to retry after a rate limit: `x-ratelimit-reset` (ISO time), else `Retry-After`. */
export function rateLimitResetAt(headers: Headers | undefined, now: number): number {
  const reset = headers?.get('x-ratelimit-reset');
  const resetAt = reset ? Date.parse(reset) : NaN;
  if (Number.isFinite(resetAt)) return Math.max(resetAt, now);
  const after = headers?.get('retry-after');
  if (after) {
    const seconds = Number(after);
    if (Number.isFinite(seconds)) return now + Math.max(seconds, 0) * 1000;
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.max(date, now);
  }
  return now + DEFAULT_RATE_LIMIT_WAIT_MS;
}

function fromStatusAndCodes(status: number, codes: string[], headers: Headers | undefined, now: number): Outcome {
  if (codes.includes('FORBIDDEN')) return { state: { kind: 'forbidden' }, retry: 'none' };
  if (status === 429 || codes.includes('RATE_LIMITED')) {
    return { state: { kind: 'rate-limited', retryAt: rateLimitResetAt(headers, now) }, retry: 'at-reset' };
  }
  if (status === 401 || codes.includes('UNAUTHENTICATED')) {
    return { state: { kind: 'unauthorized' }, retry: 'none' };
  }
  // No such endpoint here, whatever the body says: the base URL points somewhere else.
  if (status === 404 || status === 405) return { state: { kind: 'wrong-base-url' }, retry: 'none' };
  if (status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
    return { state: { kind: 'server-error' }, retry: 'backoff' };
  }
  return { state: { kind: 'bad-response' }, retry: 'none' };
}

export function classifyError(error: unknown, host: string, now = Date.now(), responseHeaders?: Headers): Outcome {
  if (ServerError.is(error)) {
    const codes = codesInBody(error.bodyText);
    if (error.statusCode < 300 && codes.length === 0) {
      return { state: { kind: 'bad-response' }, retry: 'none' };
    }
    return fromStatusAndCodes(error.statusCode, codes, error.response?.headers, now);
  }
  if (ServerParseError.is(error)) {
    // An HTML error page from a proxy at 5xx is still the service failing; at 2xx it is garbage.
    if (error.statusCode >= 500) return { state: { kind: 'server-error' }, retry: 'backoff' };
    if (error.statusCode === 429) return fromStatusAndCodes(429, [], error.response?.headers, now);
    if (error.statusCode === 401) return { state: { kind: 'unauthorized' }, retry: 'none' };
    if (error.statusCode < 300 && isWebPage(error.response, error.bodyText)) {
      return { state: { kind: 'wrong-base-url' }, retry: 'none' };
    }
    return { state: { kind: 'bad-response' }, retry: 'none' };
  }
  if (CombinedGraphQLErrors.is(error)) {
    return fromStatusAndCodes(200, codesIn(error.errors), responseHeaders, now);
  }
  const name = (error as { name?: unknown })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return { state: { kind: 'timeout' }, retry: 'none' };
  }
  if (error instanceof TypeError) return { state: { kind: 'unreachable', host }, retry: 'none' };
  return { state: { kind: 'bad-response' }, retry: 'none' };
}
