/**
 * What the agent types into the extension's pages: the cache time the options page may save, a
 * field that stored values never type over, and the addresses pasted into the popup.
 */
import { describe, expect, it } from 'vitest';
import { fieldReducer, type FieldState } from '../../../../src/ui/options/stored-field';
import { addressFromPaste } from '../../../../src/ui/popup/pasted-address';
import { isEmail } from '../../../../src/shared/email/detect';
import { parseCacheTtlMinutes } from '../../../../src/shared/settings/settings';

describe('the cache time', () => {
  it.each([
    ['0', 0],
    ['5', 5],
    [' 30 ', 30],
    ['1.5', 1.5],
    ['1440', 1440],
  ])('%s minutes is saved', (text, minutes) => {
    expect(parseCacheTtlMinutes(text)).toBe(minutes);
  });

  it.each(['', ' ', '-5', '-0.5', '1441', '100000', 'abc', 'Infinity', 'NaN'])('%j is refused', (text) => {
    expect(parseCacheTtlMinutes(text)).toBeNull();
  });
});

describe('a field fed from storage', () => {
  const shown: FieldState = { text: 'https://core-api.uk.plain.com', edited: false };

  it('shows a stored value until the agent types', () => {
    expect(fieldReducer(shown, { type: 'stored', text: 'https://proxy.example.com' })).toEqual({
      text: 'https://proxy.example.com',
      edited: false,
    });
  });

  it('never types over the agent: a stored value landing after the first keystroke is ignored', () => {
    const typing = fieldReducer(shown, { type: 'edit', text: 'https://eu' });
    expect(fieldReducer(typing, { type: 'stored', text: 'https://core-api.uk.plain.com' })).toBe(typing);
  });

  it('a save shows what was saved, unless the agent typed on while it saved', () => {
    const typed = fieldReducer(shown, { type: 'edit', text: 'https://x.io/graphql/v1' });
    const saved = fieldReducer(typed, { type: 'settle', text: 'https://x.io', ifText: 'https://x.io/graphql/v1' });
    expect(saved).toEqual({ text: 'https://x.io', edited: false });
    expect(fieldReducer(saved, { type: 'stored', text: 'https://y.io' }).text).toBe('https://y.io');
    const typedOn = fieldReducer(typed, { type: 'edit', text: 'https://x.io/graphql/v1/more' });
    expect(fieldReducer(typedOn, { type: 'settle', text: 'https://x.io', ifText: 'https://x.io/graphql/v1' })).toBe(typedOn);
  });
});

describe('what agents paste into the popup', () => {
  it.each([
    ['x@y.io', 'x@y.io'],
    ['  x@y.io \n', 'x@y.io'],
    ['mailto:x@y.io', 'x@y.io'],
    ['MAILTO:x@y.io', 'x@y.io'],
    ['mailto:x@y.io?subject=Refund%20please', 'x@y.io'],
    ['mailto:jane%2Bsupport@acme.io', 'jane+support@acme.io'],
    ['Name <x@y.io>', 'x@y.io'],
    ['"Doe, Jane" <x@y.io>', 'x@y.io'],
    ['<x@y.io>', 'x@y.io'],
    ['Jane <mailto:x@y.io>', 'x@y.io'],
    // Copied from the end of a sentence, or from inside brackets and quotes in running text.
    ['jane.cooper@acme.io.', 'jane.cooper@acme.io'],
    ['jane.cooper@acme.io...', 'jane.cooper@acme.io'],
    ...[',', ';', ':', '!', '?', '…', ')', ']', '}', '"', "'", '’', '”', '»'].map((end) => [`x@y.io${end}`, 'x@y.io']),
    ['(x@y.io).', 'x@y.io'],
    ['[x@y.io],', 'x@y.io'],
    ['“x@y.io”;', 'x@y.io'],
    ['«x@y.io»', 'x@y.io'],
    ["'x@y.io'", 'x@y.io'],
    ['"x@y.io"!', 'x@y.io'],
    ['Jane Doe <x@y.io>.', 'x@y.io'],
    ['mailto:x@y.io.', 'x@y.io'],
  ])('%j looks up %s', (pasted, address) => {
    expect(addressFromPaste(pasted)).toBe(address);
    expect(isEmail(addressFromPaste(pasted))).toBe(true);
  });

  it.each([
    'devon.lane@globex',
    'mailto:a@b.io,c@d.io',
    'Jane Doe',
    'Jane <>',
    'x@y.io <z@w.io',
    // Only brackets, quotes and punctuation are taken off: words, or a second address, still count.
    'write to x@y.io.',
    'x@y.io, z@w.io.',
    'x@y.io.-',
    '.',
    '(x@y.io) or',
  ])('%j is still refused', (pasted) => {
    expect(isEmail(addressFromPaste(pasted))).toBe(false);
  });
});
