// Which conditions for which input: nothing for one character, the documented lookup for a whole
// address, the ref beside the searches for a thread ref, words searched on every customer field.
import { describe, expect, it } from 'vitest';
import { planQuery } from '../../../../src/shared/search/query-plan';

describe('planQuery', () => {
  it('asks nothing under 2 characters, spaces not counted', () => {
    for (const typed of ['', 'n', ' n ', '   ']) expect(planQuery(typed)).toEqual({ kind: 'none' });
  });

  it('a whole address goes to customerByEmail, not to the searches', () => {
    expect(planQuery(' jane.cooper@acme.io ')).toEqual({ kind: 'address', email: 'jane.cooper@acme.io' });
  });

  it('a part of an address is words: searched, e-mail among the fields', () => {
    const plan = planQuery('jane.cooper@acme');
    expect(plan.kind).toBe('search');
  });

  it('words: each customer field "contains" them, OR-ed; companies and threads get the term', () => {
    expect(planQuery('  Kestrel   Labs ')).toEqual({
      kind: 'search',
      term: 'Kestrel Labs',
      customers: {
        or: [
          { fullName: { caseInsensitiveContains: 'Kestrel Labs' } },
          { shortName: { caseInsensitiveContains: 'Kestrel Labs' } },
          { email: { caseInsensitiveContains: 'Kestrel Labs' } },
          { externalId: { caseInsensitiveContains: 'Kestrel Labs' } },
        ],
      },
      companies: { term: 'Kestrel Labs' },
      threads: { term: 'Kestrel Labs', ref: null },
    });
  });

  it('a thread ref, however typed, asks that ref beside the thread search', () => {
    for (const typed of ['T-1042', 't-1042', 'T1042']) {
      const plan = planQuery(typed);
      expect(plan.kind === 'search' && plan.threads).toEqual({ term: typed, ref: 'T-1042' });
    }
    const words = planQuery('T-shirt order');
    expect(words.kind === 'search' && words.threads.ref).toBeNull();
  });
});
