/**
 * The API base URL an agent may save. Only https is allowed, so the key never crosses the network
 * in clear; the local build also allows plain http on loopback, where the local API runs.
 */
/** `reason` is a message name in `_locales`, so the options page can say it in any language. */
export type BaseUrlProblem = 'baseUrlInvalid' | 'baseUrlCredentials' | 'baseUrlQuery' | 'baseUrlLoopbackLocalOnly' | 'baseUrlHttps';
export type BaseUrlCheck = { ok: true; url: string } | { ok: false; reason: BaseUrlProblem };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Plain documents the endpoint (`…/graphql/v1`) and the schema beside it, so that is what agents
 * paste; the base URL is what comes before it (we add the endpoint's path ourselves).
 */
const ENDPOINT_TAIL = /\/graphql\/v1(?:\/schema\.graphql)?\/*$/i;

export function checkBaseUrl(input: string, allowLoopbackHttp: boolean): BaseUrlCheck {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false, reason: 'baseUrlInvalid' };
  }
  if (url.username || url.password) {
    return { ok: false, reason: 'baseUrlCredentials' };
  }
  if (url.search || url.hash) {
    return { ok: false, reason: 'baseUrlQuery' };
  }
  const loopback = LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol === 'http:' && loopback && !allowLoopbackHttp) {
    return { ok: false, reason: 'baseUrlLoopbackLocalOnly' };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    return { ok: false, reason: 'baseUrlHttps' };
  }
  // Keep the path (a proxy may mount the API under one) but never a trailing slash, nor the
  // endpoint's own path, which would send every request to `…/graphql/v1/graphql/v1`.
  const path = url.pathname.replace(ENDPOINT_TAIL, '').replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}` };
}

export function graphqlEndpoint(baseUrl: string): string {
  return `${baseUrl}/graphql/v1`;
}
