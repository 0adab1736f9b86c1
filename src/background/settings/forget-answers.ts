/**
 * A new key or base URL: answers kept for the old ones may be wrong, or not this key's to see.
 * The lookups and the customers' context are dropped, and flights and waits for the old ones end.
 */
export interface AnswerKeepers {
  engine: { settingsChanged(): void };
  contexts: { settingsChanged(): void };
  cache: { clear(): Promise<void> };
  contextCache: { clear(): Promise<void> };
}

export function forgetAnswers(k: AnswerKeepers): Promise<void> {
  k.engine.settingsChanged();
  k.contexts.settingsChanged();
  return Promise.all([k.cache.clear(), k.contextCache.clear()]).then(() => undefined);
}
