/**
 * One Apollo Client per (base URL, key). The client adds nothing to the documented request:
 * no `__typename` in the selection, no client-awareness extensions or headers, and the key only
 * ever goes to the configured base URL.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { tap } from 'rxjs';
import { graphqlEndpoint } from '../../shared/settings/base-url';

/** Set per request in the operation context; receives the HTTP response whatever the outcome. */
export type ResponseSink = (response: Response | undefined) => void;

/**
 * Apollo's cache is not used, and why: answers must outlive the worker (the browser stops it after
 * 30 s idle) and serve every tab, so they live in `storage.session` (lookup/cache.ts,
 * context/context-cache.ts); a cache in the worker's memory would be empty after each stop. So
 * every query is `no-cache`, and the cache only has to stay out of the way: it must not rewrite
 * the documented operation by adding `__typename`.
 */
class PassThroughCache extends InMemoryCache {
  override transformDocument(document: DocumentNode): DocumentNode {
    return document;
  }
}

// HttpLink records the response in the operation's context; hand it to whoever asked, so rate
// limit headers can be read on success and on failure alike.
const responseToSink = new ApolloLink((operation, forward) => {
  const report = () => {
    const sink = operation.getContext().responseSink as ResponseSink | undefined;
    sink?.(operation.getContext().response as Response | undefined);
  };
  return forward(operation).pipe(tap({ next: report, error: report }));
});

export function createApiClient(baseUrl: string, apiKey: string, fetchImpl?: typeof fetch) {
  const http = new HttpLink({
    uri: graphqlEndpoint(baseUrl),
    headers: { Authorization: `Bearer ${apiKey}` },
    preserveHeaderCase: true,
    fetch: fetchImpl ?? ((input, init) => fetch(input, init)),
  });
  return new ApolloClient({
    link: ApolloLink.from([responseToSink, http]),
    cache: new PassThroughCache(),
    enhancedClientAwareness: { transport: false },
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** One client kept for the key and base URL in force; `forget` when they change. */
export function keptClient() {
  let kept: { id: string; client: ApiClient } | null = null;
  return {
    clientFor({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }): ApiClient {
      const id = `${baseUrl}\n${apiKey}`;
      if (kept?.id !== id) kept = { id, client: createApiClient(baseUrl, apiKey) };
      return kept.client;
    },
    forget(): void {
      kept = null;
    },
  };
}
