// The search's messages are checked before anything happens: exactly their fields, text within
// its limits; the panel's `choose` carries one address for one tab.
import { describe, expect, it } from 'vitest';
import { parsePageRequest } from '../../../src/shared/messages';
import { parsePanelMessage } from '../../../src/shared/contract/panel';
import { MAX_QUERY_LENGTH } from '../../../src/shared/contract/search';

describe('search and company-customers', () => {
  it('take exactly a box and a query, or a box and a company id', () => {
    expect(parsePageRequest({ type: 'search', box: 'b1', query: 'noor' })).toEqual({ type: 'search', box: 'b1', query: 'noor' });
    expect(parsePageRequest({ type: 'company-customers', box: 'b1', companyId: 'co_1' })).toEqual({
      type: 'company-customers',
      box: 'b1',
      companyId: 'co_1',
    });
  });

  it('drop anything else: a missing box, an extra field, an empty or too long query, a query that is no string', () => {
    for (const raw of [
      { type: 'search', query: 'noor' },
      { type: 'search', box: 'b1', query: 'noor', extra: 1 },
      { type: 'search', box: 'b1', query: '' },
      { type: 'search', box: 'b1', query: 'x'.repeat(MAX_QUERY_LENGTH + 1) },
      { type: 'search', box: 'b1', query: ['noor'] },
      { type: 'company-customers', box: 'b1', companyId: 42 },
      { type: 'search', box: '', query: 'noor' },
    ])
      expect(parsePageRequest(raw)).toBeNull();
  });
});

describe("the panel's choose", () => {
  it('takes a tab and one address; drops a bad address, a negative tab or an extra field', () => {
    expect(parsePanelMessage({ type: 'choose', tabId: 3, email: 'noor.park@x.io' })).toEqual({
      type: 'choose',
      tabId: 3,
      email: 'noor.park@x.io',
    });
    expect(parsePanelMessage({ type: 'choose', tabId: 3, email: 'noor' })).toBeNull();
    expect(parsePanelMessage({ type: 'choose', tabId: -1, email: 'noor.park@x.io' })).toBeNull();
    expect(parsePanelMessage({ type: 'choose', tabId: 3, email: 'noor.park@x.io', x: 1 })).toBeNull();
    expect(parsePanelMessage({ type: 'follow', tabId: 3 })).toEqual({ type: 'follow', tabId: 3 });
  });
});
