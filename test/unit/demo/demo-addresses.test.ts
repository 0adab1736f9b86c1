/**
 * Every address the demo page shows is one the extension finds: on an ending the detector takes
 * (a reserved name such as `.example` is rightly refused, so it would never be underlined or
 * looked up). Read from the demo's sources and from the threads it builds from the seed.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildThreads, NON_CUSTOMERS, parseSeed } from '../../../demo/threads';
import { isEmail } from '../../../src/shared/email/detect';

/** Anything shaped like an address in a source file, the detector's verdict aside. */
const LOOSE = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const sources = [
  'demo/threads.ts',
  ...readdirSync('demo/public')
    .filter((f) => f.endsWith('.js'))
    .map((f) => `demo/public/${f}`),
];

describe("the demo's addresses", () => {
  it('in its sources, each is one the detector finds', () => {
    const written = sources.flatMap((file) => readFileSync(file, 'utf8').match(LOOSE) ?? []);
    expect(written.length).toBeGreaterThan(5);
    expect(written.filter((email) => !isEmail(email))).toEqual([]);
  });

  it('in the threads it shows, each is one the detector finds, the non-customers included', () => {
    const seed = parseSeed(JSON.parse(readFileSync('api/seed/seed.json', 'utf8')));
    const shown = buildThreads(seed).threads.map((t) => t.customer.email);
    for (const person of NON_CUSTOMERS) expect(shown).toContain(person.email);
    expect(shown.filter((email) => !isEmail(email))).toEqual([]);
  });
});
