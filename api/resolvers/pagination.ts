// Relay connections as Plain serves them: 25 records by default, at most 100 per page, and
// forward (first/after) and backward (last/before) arguments must not be mixed.
// Cursors are opaque: the node's id, base64url-encoded.
import { badUserInput } from './kit.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

const encode = (id: string) => Buffer.from(id, 'utf8').toString('base64url');

export function connection<T>(items: readonly T[], args: PageArgs, idOf: (item: T) => string) {
  const { first, after, last, before } = args;
  if ((first != null || after != null) && (last != null || before != null)) {
    throw badUserInput('first/after and last/before must not be mixed');
  }
  if ((first != null && first < 0) || (last != null && last < 0)) throw badUserInput('first and last must not be negative');
  const position = (cursor: string) => {
    const at = items.findIndex((item) => encode(idOf(item)) === cursor);
    if (at < 0) throw badUserInput(`Invalid cursor "${cursor}"`);
    return at;
  };
  let start = after != null ? position(after) + 1 : 0;
  let end = before != null ? position(before) : items.length;
  if (last != null) start = Math.max(start, end - Math.min(last, MAX_PAGE_SIZE));
  else end = Math.min(end, start + Math.min(first ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE));
  const edges = items.slice(start, end).map((node) => ({ cursor: encode(idOf(node)), node }));
  return {
    edges,
    totalCount: items.length,
    pageInfo: {
      hasPreviousPage: start > 0,
      hasNextPage: end < items.length,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
