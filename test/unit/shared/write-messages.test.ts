/**
 * The writes' side of the message contract: a lookup's hints, the pages' draft and
 * write requests, the card's `hold`, and the name read beside an address on the page.
 */
import { describe, expect, it } from 'vitest';
import { parseBackgroundToContent, parseCardMessage, parseLookupRequest, parsePageRequest } from '../../../src/shared/messages';
import { missingPermissions } from '../../../src/shared/drafts';
import { nameBeforeAddress } from '../../../src/content/card/page-hints';

const NOOR = 'noor.haddad@kestrel-labs.io';

describe('hints on a lookup', () => {
  it('a lookup to show may carry a name, a subject and the selected text', () => {
    const hints = { name: 'Noor Haddad', subject: 'Invoice', selection: 'Charged twice' };
    expect(parseLookupRequest({ type: 'lookup', email: NOOR, hints })).toEqual({ type: 'lookup', email: NOOR, intent: 'show', hints });
    expect(parseLookupRequest({ type: 'lookup', email: NOOR, intent: 'show', hints: {} })).toEqual({
      type: 'lookup',
      email: NOOR,
      intent: 'show',
      hints: {},
    });
  });

  it.each([
    ['on a warm-up', { type: 'lookup', email: NOOR, intent: 'warm', hints: { name: 'N' } }],
    ['an unknown hint', { type: 'lookup', email: NOOR, hints: { name: 'N', fullName: 'x' } }],
    ['a hint that is not text', { type: 'lookup', email: NOOR, hints: { name: 1 } }],
    ['a name over 200 characters', { type: 'lookup', email: NOOR, hints: { name: 'n'.repeat(201) } }],
    ['hints that are not an object', { type: 'lookup', email: NOOR, hints: 'Noor' }],
  ])('refuses hints %s', (_, msg) => {
    expect(parseLookupRequest(msg)).toBeNull();
  });
});

describe("the pages' draft and write requests", () => {
  const customer = { fullName: 'Noor Haddad', shortName: '' };
  const thread = { title: 'Invoice', text: '', priority: 2 };

  it('accepts each with exactly its fields', () => {
    expect(parsePageRequest({ type: 'draft', action: 'create-customer', email: NOOR })).toEqual({
      type: 'draft',
      action: 'create-customer',
      email: NOOR,
    });
    expect(parsePageRequest({ type: 'write', action: 'create-customer', email: NOOR, fields: customer })).toEqual({
      type: 'write',
      action: 'create-customer',
      email: NOOR,
      fields: customer,
    });
    expect(parsePageRequest({ type: 'draft-save', action: 'create-thread', email: NOOR, customerId: 'c_01', fields: thread })).toEqual({
      type: 'draft-save',
      action: 'create-thread',
      email: NOOR,
      customerId: 'c_01',
      fields: thread,
    });
    expect(parsePageRequest({ type: 'draft-discard', action: 'create-thread', email: NOOR, customerId: 'c_01' })).toMatchObject({
      type: 'draft-discard',
    });
    // What became of a write whose answer was lost: the draft's ref only, nothing to send.
    expect(parsePageRequest({ type: 'write-check', action: 'create-customer', email: NOOR })).toEqual({
      type: 'write-check',
      action: 'create-customer',
      email: NOOR,
    });
    expect(parsePageRequest({ type: 'write-check', action: 'create-customer', email: NOOR, fields: customer })).toBeNull();
  });

  it("each may name another workspace (settings/workspaces.ts): exactly that key more, the first's requests as they were", () => {
    const workspace = 'wsecond01';
    for (const type of ['draft', 'draft-discard', 'write-check'] as const) {
      expect(parsePageRequest({ type, action: 'create-note', email: NOOR, customerId: 'c_09', workspace })).toEqual({
        type,
        action: 'create-note',
        email: NOOR,
        customerId: 'c_09',
        workspace,
      });
    }
    for (const type of ['draft-save', 'write'] as const) {
      expect(parsePageRequest({ type, action: 'create-thread', email: NOOR, customerId: 'c_09', fields: thread, workspace })).toEqual({
        type,
        action: 'create-thread',
        email: NOOR,
        customerId: 'c_09',
        fields: thread,
        workspace,
      });
    }
    expect(parsePageRequest({ type: 'write', action: 'create-customer', email: NOOR, fields: customer, workspace })).toEqual({
      type: 'write',
      action: 'create-customer',
      email: NOOR,
      fields: customer,
      workspace,
    });
    // Without it, no `workspace` key at all: the first workspace's, as before there were several.
    expect(parsePageRequest({ type: 'draft', action: 'create-customer', email: NOOR })).not.toHaveProperty('workspace');
    expect(parsePageRequest({ type: 'last-create' })).toEqual({ type: 'last-create' });
  });

  it.each([
    ['an unknown action', { type: 'write', action: 'delete-customer', email: NOOR, fields: customer }],
    ['a thread without its customer', { type: 'write', action: 'create-thread', email: NOOR, fields: thread }],
    ['a customer with a customer id', { type: 'write', action: 'create-customer', email: NOOR, customerId: 'c_01', fields: customer }],
    ['a customer id that is not an id', { type: 'write', action: 'create-thread', email: NOOR, customerId: '../x', fields: thread }],
    ['a write without fields', { type: 'write', action: 'create-customer', email: NOOR }],
    ["the other action's fields", { type: 'write', action: 'create-customer', email: NOOR, fields: thread }],
    ['an extra field', { type: 'write', action: 'create-customer', email: NOOR, fields: { ...customer, email: 'x@y.io' } }],
    [
      'a priority outside 0–3',
      { type: 'write', action: 'create-thread', email: NOOR, customerId: 'c_01', fields: { ...thread, priority: 4 } },
    ],
    [
      'a title over 500 characters',
      { type: 'write', action: 'create-thread', email: NOOR, customerId: 'c_01', fields: { ...thread, title: 't'.repeat(501) } },
    ],
    ['no address', { type: 'draft', action: 'create-customer', email: 'not an address' }],
    ['an extra key', { type: 'draft', action: 'create-customer', email: NOOR, apiKey: 'x' }],
    ['a workspace that is not an id', { type: 'draft', action: 'create-customer', email: NOOR, workspace: '../first' }],
    ['an empty workspace', { type: 'write', action: 'create-customer', email: NOOR, fields: customer, workspace: '' }],
    ['a workspace that is not text', { type: 'write-check', action: 'create-customer', email: NOOR, workspace: 7 }],
    ['a workspace left undefined', { type: 'draft', action: 'create-customer', email: NOOR, workspace: undefined }],
    ['a workspace and an extra key', { type: 'draft', action: 'create-customer', email: NOOR, workspace: 'wsecond01', apiKey: 'x' }],
    ['last-create with anything more', { type: 'last-create', workspace: 'wsecond01' }],
  ])('refuses %s', (_, msg) => {
    expect(parsePageRequest(msg)).toBeNull();
  });
});

describe("the card's hold", () => {
  it('the card may ask to stay open; the content script hears it as card-hold, and nothing more', () => {
    expect(parseCardMessage({ type: 'hold' })).toEqual({ type: 'hold' });
    expect(parseCardMessage({ type: 'hold', email: NOOR })).toBeNull();
    expect(parseBackgroundToContent({ type: 'card-hold' })).toEqual({ type: 'card-hold' });
  });

  it('and let go once its last form closed, as card-release, with nothing more', () => {
    expect(parseCardMessage({ type: 'release' })).toEqual({ type: 'release' });
    expect(parseCardMessage({ type: 'release', email: NOOR })).toBeNull();
    expect(parseBackgroundToContent({ type: 'card-release' })).toEqual({ type: 'card-release' });
    expect(parseBackgroundToContent({ type: 'card-release', email: NOOR })).toEqual({ type: 'card-release' });
  });
});

describe('which actions a key may do', () => {
  it('names every permission each action lacks, not just the first', () => {
    expect(missingPermissions(['customer:read'])).toEqual({
      'create-customer': ['customer:create', 'customer:edit'],
      'create-thread': ['thread:create', 'thread:read'],
      'create-note': ['note:create', 'timeline:read'],
      'log-email': ['customerEvent:create', 'timeline:read'],
    });
    const others = ['note:create', 'customerEvent:create', 'timeline:read'];
    expect(missingPermissions(['customer:create', 'thread:create', 'thread:read', ...others])).toEqual({
      'create-customer': ['customer:edit'],
    });
    expect(
      missingPermissions(['customer:create', 'customer:edit', 'thread:create', 'thread:read', 'note:create', 'timeline:read']),
    ).toEqual({
      'log-email': ['customerEvent:create'],
    });
    // A note's lost answer is checked on the timeline: without it, Add note names it too.
    expect(missingPermissions(['customer:create', 'customer:edit', 'thread:create', 'thread:read', 'note:create'])).toEqual({
      'create-note': ['timeline:read'],
      'log-email': ['customerEvent:create', 'timeline:read'],
    });
    expect(missingPermissions(['customer:create', 'customer:edit', 'thread:create', 'thread:read', ...others])).toEqual({});
  });
});

describe('the name beside an address', () => {
  it.each([
    ['Noor Haddad <noor.haddad@kestrel-labs.io>', 'Noor Haddad'],
    ['From: Noor Haddad <noor.haddad@kestrel-labs.io>', 'Noor Haddad'],
    ['"Haddad, Noor" <noor.haddad@kestrel-labs.io>', 'Haddad, Noor'],
    ['To: Ann <ann@x.io>, Noor Haddad <Noor.Haddad@kestrel-labs.io>', 'Noor Haddad'],
    ['noor.haddad@kestrel-labs.io', ''],
    ['<noor.haddad@kestrel-labs.io>', ''],
    ['Write to noor.haddad@kestrel-labs.io today', ''],
  ])('%s → "%s"', (line, name) => {
    expect(nameBeforeAddress(line, NOOR)).toBe(name);
  });
});
