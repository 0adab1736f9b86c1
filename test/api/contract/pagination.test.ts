// Relay paging as Plain does it: 25 by default, at most 100, no mixing of directions.
import { describe, expect, it } from 'vitest';
import { connection, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../api/resolvers/pagination.js';

const items = Array.from({ length: 150 }, (_, i) => `n${i}`);
const page = (args: Parameters<typeof connection>[1]) => connection(items, args, (x) => x);
const ids = (c: ReturnType<typeof page>) => c.edges.map((e) => e.node);

describe('connection', () => {
  it('defaults to 25 and caps first and last at 100', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(25);
    expect(ids(page({}))).toEqual(items.slice(0, 25));
    expect(page({ first: 500 }).edges).toHaveLength(MAX_PAGE_SIZE);
    expect(ids(page({ last: 500 }))).toEqual(items.slice(50));
    expect(page({ first: 500 }).totalCount).toBe(150);
  });

  it('goes forward with after and backward with before', () => {
    const one = page({ first: 10 });
    const two = page({ first: 10, after: one.pageInfo.endCursor });
    expect(ids(two)).toEqual(items.slice(10, 20));
    expect(two.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
    expect(ids(page({ last: 5, before: two.pageInfo.startCursor }))).toEqual(items.slice(5, 10));
    expect(page({ first: 0 }).pageInfo).toMatchObject({ startCursor: null, endCursor: null, hasNextPage: true });
  });

  it('rejects mixed directions, negative sizes and unknown cursors as BAD_USER_INPUT', () => {
    for (const args of [{ first: 1, before: 'x' }, { last: 1, after: 'x' }, { first: -1 }, { after: 'nope' }]) {
      expect(() => page(args)).toThrow(expect.objectContaining({ extensions: { code: 'BAD_USER_INPUT' } }));
    }
  });
});
