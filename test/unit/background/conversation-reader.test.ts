/**
 * Which address a conversation's header names (background/panel/conversation-reader.ts): the first
 * kept in an attribute that holds exactly one, a mailto: link's, else the first in the header's text.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { describe, expect, it, vi } from 'vitest';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { conversationAddress } = await import('../../../src/background/panel/conversation-reader');

describe('conversationAddress', () => {
  it.each<[string, { kept: string[]; text: string }, string | null]>([
    ['a badge keeping the address', { kept: ['jane.cooper@acme.io'], text: 'Jane Cooper · via e-mail' }, 'jane.cooper@acme.io'],
    [
      "a mailto: link's, %-escaped",
      { kept: ['mailto:priya%2Bsupport@initech.co.uk?subject=Hi'], text: 'Priya' },
      'priya+support@initech.co.uk',
    ],
    [
      'two in one attribute name no one: the text decides',
      { kept: ['a@x.io, b@y.io'], text: 'From: Noor <noor@kestrel-labs.io>' },
      'noor@kestrel-labs.io',
    ],
    ['a malformed escape is passed over', { kept: ['mailto:%E0%A4%A'], text: 'From: noor@kestrel-labs.io' }, 'noor@kestrel-labs.io'],
    [
      'the sender before To: in the text',
      { kept: [], text: 'Invoice twice From: Noor Haddad <noor.haddad@kestrel-labs.io> To: Acme Support <support@acme-support.com>' },
      'noor.haddad@kestrel-labs.io',
    ],
    ['a header with no address', { kept: [], text: 'Select a thread' }, null],
  ])('%s', (_, read, email) => {
    expect(conversationAddress(read)).toBe(email);
  });

  it('nothing read: no conversation', () => {
    expect(conversationAddress(null)).toBeNull();
  });
});
