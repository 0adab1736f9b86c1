/** The message contract's validators: exactly the well-formed messages pass. */
import { describe, expect, it } from 'vitest';
import { parseBackgroundToContent, parseCardMessage, parseLookupRequest, parsePageRequest } from '../../../src/shared/messages';

describe('parseLookupRequest', () => {
  it('accepts a lookup of one address, trimmed; with no intent it is one to show', () => {
    expect(parseLookupRequest({ type: 'lookup', email: ' jane@acme.io ' })).toEqual({
      type: 'lookup',
      email: 'jane@acme.io',
      intent: 'show',
    });
  });

  it('accepts the two intents, warm (fetch ahead, show nothing) and show', () => {
    expect(parseLookupRequest({ type: 'lookup', email: 'jane@acme.io', intent: 'warm' })).toEqual({
      type: 'lookup',
      email: 'jane@acme.io',
      intent: 'warm',
    });
    expect(parseLookupRequest({ type: 'lookup', email: 'jane@acme.io', intent: 'show' })).toEqual({
      type: 'lookup',
      email: 'jane@acme.io',
      intent: 'show',
    });
  });

  it.each([
    ['not an object', 'lookup'],
    ['null', null],
    ['an array', [{ type: 'lookup', email: 'jane@acme.io' }]],
    ['an unknown type', { type: 'steal-key', email: 'jane@acme.io' }],
    ['an extra field', { type: 'lookup', email: 'jane@acme.io', apiKey: 'x' }],
    ['a missing e-mail', { type: 'lookup' }],
    ['a number for the e-mail', { type: 'lookup', email: 42 }],
    ['something that is not an address', { type: 'lookup', email: 'image@2x.png' }],
    ['an address over 254 characters', { type: 'lookup', email: `${'a'.repeat(60)}@${'b'.repeat(200)}.com` }],
    ['an unknown intent', { type: 'lookup', email: 'jane@acme.io', intent: 'open' }],
    ['an intent in another case', { type: 'lookup', email: 'jane@acme.io', intent: 'Warm' }],
    ['an intent that is not a string', { type: 'lookup', email: 'jane@acme.io', intent: 1 }],
    ['an intent left undefined', { type: 'lookup', email: 'jane@acme.io', intent: undefined }],
    ['an intent and an extra field', { type: 'lookup', email: 'jane@acme.io', intent: 'warm', tabId: 3 }],
    ['an intent but no e-mail', { type: 'lookup', intent: 'warm', x: 'jane@acme.io' }],
  ])('drops %s', (_name, raw) => {
    expect(parseLookupRequest(raw)).toBeNull();
  });
});

describe('parsePageRequest', () => {
  it('accepts recent, clear-cache and lookup', () => {
    expect(parsePageRequest({ type: 'recent' })).toEqual({ type: 'recent' });
    expect(parsePageRequest({ type: 'clear-cache' })).toEqual({ type: 'clear-cache' });
    expect(parsePageRequest({ type: 'lookup', email: 'jane@acme.io' })?.type).toBe('lookup');
  });

  it('drops anything with extra fields or an unknown type', () => {
    expect(parsePageRequest({ type: 'recent', all: true })).toBeNull();
    expect(parsePageRequest({ type: 'get-key' })).toBeNull();
  });
});

describe('card and content messages', () => {
  it('clamps a card resize to a sane height and drops junk', () => {
    expect(parseCardMessage({ type: 'resize', height: 99999 })).toEqual({ type: 'resize', height: 600 });
    expect(parseCardMessage({ type: 'resize', height: Number.NaN })).toBeNull();
    expect(parseCardMessage({ type: 'close' })).toEqual({ type: 'close' });
    expect(parseCardMessage({ type: 'close', x: 1 })).toBeNull();
  });

  it("a card's Retry names one customer id (and its section's workspace), and nothing else", () => {
    expect(parseCardMessage({ type: 'retry', customerId: 'c_01JH9MCCCB8CJ9EDYQWSF8XCA5' })).toEqual({
      type: 'retry',
      customerId: 'c_01JH9MCCCB8CJ9EDYQWSF8XCA5',
    });
    // In another workspace's section: that workspace is named, by an id of the shape workspaces have.
    expect(parseCardMessage({ type: 'retry', customerId: 'c_1', workspace: 'wsecond01' })).toEqual({
      type: 'retry',
      customerId: 'c_1',
      workspace: 'wsecond01',
    });
    for (const bad of [
      { type: 'retry' },
      { type: 'retry', customerId: '' },
      { type: 'retry', customerId: 'c_1', workspace: 'W/1' },
      { type: 'retry', customerId: 'c_1', workspace: 7 },
      { type: 'retry', customerId: 'c_1', workspace: 'wsecond01', email: 'a@b.c' },
      { type: 'retry', customerId: 'c/1' },
      { type: 'retry', customerId: 'x'.repeat(101) },
      { type: 'retry', customerId: 'c_1', email: 'a@b.c' },
    ]) {
      expect(parseCardMessage(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('the content script accepts only close and resize from the background', () => {
    expect(parseBackgroundToContent({ type: 'card-close' })).toEqual({ type: 'card-close' });
    expect(parseBackgroundToContent({ type: 'card-resize', height: 140 })).toEqual({ type: 'card-resize', height: 140 });
    expect(parseBackgroundToContent({ type: 'show', email: 'x' })).toBeNull();
  });
});
