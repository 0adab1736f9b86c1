/**
 * Never log: an address on a listed domain, or on a subdomain of one, in any case, is never
 * offered; an entry the agent types is normalised, or refused with the reason.
 */
import { describe, expect, it } from 'vitest';
import { isNeverLogged } from '../../../../src/shared/log/never-log';
import { readNeverLogEntry } from '../../../../src/shared/settings/never-log-input';

describe('isNeverLogged', () => {
  const list = ['acme.com', 'globex.co.uk'];
  it('matches the domain itself and its subdomains, in any case', () => {
    expect(isNeverLogged('jane@acme.com', list)).toBe(true);
    expect(isNeverLogged('Jane@EU.Acme.COM', list)).toBe(true);
    expect(isNeverLogged('sam@mail.eu.globex.co.uk', list)).toBe(true);
    expect(isNeverLogged('sam@globex.co.uk.', list)).toBe(true);
  });
  it('matches nothing else: a longer name, a look-alike ending, another domain', () => {
    expect(isNeverLogged('jane@notacme.com', list)).toBe(false);
    expect(isNeverLogged('jane@acme.com.evil.io', list)).toBe(false);
    expect(isNeverLogged('jane@acme.co', list)).toBe(false);
    expect(isNeverLogged('acme.com', list)).toBe(false);
    expect(isNeverLogged('jane@acme.com', [])).toBe(false);
  });
  it('reads a list entry as it is saved: any case, a leading @ or *. ', () => {
    expect(isNeverLogged('jane@eu.acme.com', ['@ACME.com'])).toBe(true);
    expect(isNeverLogged('jane@acme.com', ['*.Acme.com'])).toBe(true);
    expect(isNeverLogged('jane@acme.com', ['not a domain'])).toBe(false);
  });
});

describe('readNeverLogEntry', () => {
  it('normalises what is typed: lower case, a leading @ or *. and a final dot dropped', () => {
    expect(readNeverLogEntry('  Acme.COM ')).toEqual({ ok: true, domain: 'acme.com' });
    expect(readNeverLogEntry('@acme.com')).toEqual({ ok: true, domain: 'acme.com' });
    expect(readNeverLogEntry('*.eu.acme.com')).toEqual({ ok: true, domain: 'eu.acme.com' });
    expect(readNeverLogEntry('acme.com.')).toEqual({ ok: true, domain: 'acme.com' });
  });
  it('refuses what is no domain, saying why', () => {
    expect(readNeverLogEntry('   ')).toEqual({ ok: false, reason: 'neverLogEmpty', detail: '' });
    expect(readNeverLogEntry('jane@Acme.com')).toEqual({ ok: false, reason: 'neverLogAddress', detail: 'acme.com' });
    expect(readNeverLogEntry('acme')).toEqual({ ok: false, reason: 'neverLogInvalid', detail: 'acme' });
    expect(readNeverLogEntry('https://acme.com/')).toEqual({ ok: false, reason: 'neverLogInvalid', detail: 'https://acme.com/' });
    expect(readNeverLogEntry('acme .com')).toEqual({ ok: false, reason: 'neverLogInvalid', detail: 'acme .com' });
  });
});
