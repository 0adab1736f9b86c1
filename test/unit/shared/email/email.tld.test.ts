/**
 * The generated TLD data: in step with the `tlds` package, every TLD found in both spellings, and
 * small enough for the content script's 20 KB (gzipped) budget.
 */
import { readFileSync } from 'node:fs';
import { domainToASCII } from 'node:url';
import { gzipSync } from 'node:zlib';
import tlds from 'tlds';
import { describe, expect, it } from 'vitest';
import { TLD_DATA_PATH, tldModuleSource } from '../../../../scripts/gen-tlds';
import { TLD_ASCII, TLD_ASCII_COUNT, TLD_IDN, TLD_IDN_COUNT, TLD_PAIRS } from '../../../../src/shared/email/tld-data';
import { decodeTlds, isTld, isTldAt } from '../../../../src/shared/email/tld';
import { IDN_PREFIX, idnKey } from '../../../../src/shared/email/tld-key';

/** Every TLD the data spells out: the ASCII ones (the internationalised are kept as digests). */
const asciiTlds = () => decodeTlds(TLD_ASCII, TLD_PAIRS);

describe('tld-data', () => {
  it('is what scripts/gen-tlds.ts writes from the installed `tlds` (run it after a bump)', () => {
    expect(readFileSync(TLD_DATA_PATH, 'utf8')).toBe(tldModuleSource());
  });

  it('holds every IANA TLD, and finds each in either spelling', () => {
    const decoded = asciiTlds();
    expect(decoded.size).toBe(TLD_ASCII_COUNT);
    expect(new Set(TLD_IDN.match(/..../g)).size).toBe(TLD_IDN_COUNT);
    expect(decoded.size + TLD_IDN_COUNT).toBe(new Set(tlds.map((tld) => domainToASCII(tld))).size);
    expect(decodeTlds('', TLD_PAIRS).size, 'two-letter TLDs').toBe(tlds.filter((tld) => /^[a-z]{2}$/.test(tld)).length);
    for (const tld of tlds) {
      expect(isTld(tld), tld).toBe(true);
      expect(isTld(domainToASCII(tld)), tld).toBe(true);
    }
    expect(isTld('xn--p1ai') && isTld('рф') && isTld('photography')).toBe(true);
    for (const tld of decoded) expect(tld, 'spelled out: ASCII, no A-labels').toMatch(/^(?!xn--)[a-z0-9-]+$/);
    // Not TLDs: a near miss in Unicode, and labels whose URL syntax would make the parser read another host.
    const misses = [
      'png',
      'webp',
      'jpg',
      'localhost',
      'soda',
      'xn--p1aj',
      'COM',
      '',
      'рфф',
      'рф/com',
      'com/рф',
      'рф.com',
      'рф?x',
      'рф#',
      'рф@com',
      'рф:80',
    ];
    for (const no of misses) expect(isTld(no), no).toBe(false);
  });

  it('isTldAt finds every TLD inside text, in any ASCII case, whether looked up as a number or a string', () => {
    const upper = (s: string) => s.replace(/[a-z]/g, (c) => c.toUpperCase());
    for (const tld of asciiTlds()) {
      for (const form of [tld, upper(tld), upper(tld[0]!) + tld.slice(1)]) {
        expect(isTldAt(`jane@acme.${form}!`, 10, 10 + form.length), form).toBe(true);
      }
    }
    // eslint-disable-next-line no-control-regex -- any character past ASCII; \x00 only bounds the range
    for (const tld of tlds.filter((t) => /[^\x00-\x7f]/.test(t))) expect(isTldAt(`jane@acme.${tld}!`, 10, 10 + tld.length), tld).toBe(true);
    const misses = ['png', 'PNG', 'webp', 'jpg', 'localhost', 'soda', 'xn--p1aj', 'c0m', 'co-', 'co_', 'c.o', 'c o', 'comx', 'ccom', ''];
    for (const no of misses) expect(isTldAt(`a.${no}.`, 2, 2 + no.length), no).toBe(false);
  });

  it('keeps internationalised TLDs as digests that tell them from near misses', () => {
    // Each A-label one letter away from a real one: a digest that a near miss shares would pass it.
    let near = 0;
    for (const tld of tlds.map((t) => domainToASCII(t)).filter((t) => t.startsWith(IDN_PREFIX))) {
      for (let i = IDN_PREFIX.length; i < tld.length; i++) {
        for (const c of 'abcdefghijklmnopqrstuvwxyz0123456789') {
          const miss = tld.slice(0, i) + c + tld.slice(i + 1);
          if (miss === tld || tlds.includes(miss)) continue;
          near++;
          expect(isTld(miss), miss).toBe(false);
        }
      }
    }
    expect(near).toBeGreaterThan(30_000);
    expect(idnKey('xn--p1ai')).toHaveLength(4);
  });

  it('stays small: under 4.5 KB gzipped', () => {
    expect(gzipSync(readFileSync(TLD_DATA_PATH), { level: 9 }).length).toBeLessThan(4_500);
  });
});
