/**
 * The side panel's messages (shared/panel-messages.ts): what the content script, the panel and
 * the background take from each other, exactly that shape or nothing.
 */
import { describe, expect, it } from 'vitest';
import { parseBackgroundToPanel, parsePanelMessage } from '../../../src/shared/contract/panel';

const found = { kind: 'found', customer: { id: 'c_1', fullName: 'Jane Cooper', email: 'jane@acme.io', updatedAt: '2026-01-01T00:00:00Z' } };

describe('parsePanelMessage', () => {
  it.each([0, 1, 42, Number.MAX_SAFE_INTEGER])('takes tab %d', (tabId) => {
    expect(parsePanelMessage({ type: 'follow', tabId })).toEqual({ type: 'follow', tabId });
  });

  it.each<[string, unknown]>([
    ['-1', { type: 'follow', tabId: -1 }],
    ['1.5', { type: 'follow', tabId: 1.5 }],
    ["'3'", { type: 'follow', tabId: '3' }],
    ['NaN', { type: 'follow', tabId: Number.NaN }],
    ['Infinity', { type: 'follow', tabId: Number.POSITIVE_INFINITY }],
    ['an unsafe integer', { type: 'follow', tabId: Number.MAX_SAFE_INTEGER + 1 }],
    ['null', { type: 'follow', tabId: null }],
    ['a missing tabId', { type: 'follow' }],
    ['a missing tabId with another key', { type: 'follow', windowId: 3 }],
    ['an extra key', { type: 'follow', tabId: 3, windowId: 1 }],
    ['the wrong type', { type: 'unfollow', tabId: 3 }],
    ['a conversation note', { type: 'conversation', email: 'jane@acme.io' }],
    ['a non-object', 3],
    ['null message', null],
    ['an array', [{ type: 'follow', tabId: 3 }]],
  ])('refuses %s', (_name, raw) => {
    expect(parsePanelMessage(raw)).toBeNull();
  });
});

describe('parseBackgroundToPanel', () => {
  it('takes a tab without a customer', () => {
    expect(parseBackgroundToPanel({ type: 'tab-customer', tabId: 3, email: null })).toEqual({
      type: 'tab-customer',
      tabId: 3,
      email: null,
    });
  });

  it('drops a state sent with a null email', () => {
    const parsed = parseBackgroundToPanel({ type: 'tab-customer', tabId: 3, email: null, state: found });
    expect(parsed).toEqual({ type: 'tab-customer', tabId: 3, email: null });
    expect(parsed).not.toHaveProperty('state');
  });

  it('takes a customer with a state', () => {
    expect(parseBackgroundToPanel({ type: 'tab-customer', tabId: 3, email: 'jane@acme.io', state: found })).toEqual({
      type: 'tab-customer',
      tabId: 3,
      email: 'jane@acme.io',
      state: found,
    });
    expect(parseBackgroundToPanel({ type: 'tab-customer', tabId: 0, email: 'jane@acme.io', state: { kind: 'loading' } })).toEqual({
      type: 'tab-customer',
      tabId: 0,
      email: 'jane@acme.io',
      state: { kind: 'loading' },
    });
  });

  it('takes a customer without a state, and one whose state has no kind as without', () => {
    const bare = { type: 'tab-customer', tabId: 3, email: 'jane@acme.io' };
    expect(parseBackgroundToPanel(bare)).toEqual(bare);
    expect(parseBackgroundToPanel(bare)).not.toHaveProperty('state');
    expect(parseBackgroundToPanel({ ...bare, state: { customer: found.customer } })).toEqual(bare);
    expect(parseBackgroundToPanel({ ...bare, state: { kind: 7 } })).toEqual(bare);
    expect(parseBackgroundToPanel({ ...bare, state: 'found' })).toEqual(bare);
  });

  it("takes the other workspaces' sections only when every one is whole", () => {
    const section = { id: 'wsecond01', name: 'Globex Support', colour: '#16a34a', state: found };
    const withSections = {
      type: 'tab-customer',
      tabId: 3,
      email: 'jane@acme.io',
      state: found,
      here: 'Acme Support',
      hereColour: '#d97706',
      more: [section],
    };
    expect(parseBackgroundToPanel(withSections)).toEqual(withSections);
    // The first's colour only of the list: another edges nothing, the rest still shows.
    expect(parseBackgroundToPanel({ ...withSections, hereColour: 'red' })).toEqual({ ...withSections, hereColour: null });
    expect(parseBackgroundToPanel({ ...withSections, hereColour: undefined })).toEqual({ ...withSections, hereColour: null });
    const bare = { type: 'tab-customer', tabId: 3, email: 'jane@acme.io', state: found };
    // A section of the wrong shape: the customer still shows, without sections.
    expect(parseBackgroundToPanel({ ...withSections, more: [{ ...section, id: 'BAD' }] })).toEqual(bare);
    expect(parseBackgroundToPanel({ ...withSections, here: 7 })).toEqual(bare);
    expect(parseBackgroundToPanel({ ...withSections, more: Array(5).fill(section) })).toEqual(bare);
  });

  it.each<[string, unknown]>([
    ['an invalid email', { type: 'tab-customer', tabId: 3, email: 'not an address', state: found }],
    ['an email with spaces', { type: 'tab-customer', tabId: 3, email: ' jane@acme.io' }],
    ['an empty email', { type: 'tab-customer', tabId: 3, email: '' }],
    ['a missing email', { type: 'tab-customer', tabId: 3 }],
    ['a numeric email', { type: 'tab-customer', tabId: 3, email: 5 }],
    ['the wrong type', { type: 'follow', tabId: 3, email: 'jane@acme.io' }],
    ['no type', { tabId: 3, email: 'jane@acme.io' }],
    ['a non-integer tabId', { type: 'tab-customer', tabId: 1.5, email: null }],
    ['a string tabId', { type: 'tab-customer', tabId: '3', email: null }],
    ['a missing tabId', { type: 'tab-customer', email: null }],
    ['null', null],
    ['an array', [{ type: 'tab-customer', tabId: 3, email: null }]],
    ['a string', 'tab-customer'],
  ])('refuses %s', (_name, raw) => {
    expect(parseBackgroundToPanel(raw)).toBeNull();
  });
});
