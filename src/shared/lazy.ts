/**
 * A constant made on first use, the same object ever after: for data that is costly to make and
 * may never be needed on a page (a parsed list, an Intl formatter). Never for state: nothing
 * that changes once made belongs here.
 */
export function lazy<T extends object>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
