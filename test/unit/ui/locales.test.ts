/** All UI text goes through `_locales`: every message the code asks for exists, in every language. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : /\.(ts|tsx)$/.test(n) ? [p] : [];
  });
}
const source =
  files('src')
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n') + readFileSync('manifest.json', 'utf8');
const used = new Set([
  ...[...source.matchAll(/\bt\('([A-Za-z0-9_]+)'/g)].map((m) => m[1]!),
  ...[...source.matchAll(/__MSG_([A-Za-z0-9_]+)__/g)].map((m) => m[1]!),
  ...[...source.matchAll(/getMessage\('([A-Za-z0-9_]+)'/g)].map((m) => m[1]!),
  ...[...readFileSync('src/shared/settings/base-url.ts', 'utf8').matchAll(/'(baseUrl[A-Za-z]+)'/g)].map((m) => m[1]!),
]);
const load = (lang: string) =>
  JSON.parse(readFileSync(`public/_locales/${lang}/messages.json`, 'utf8')) as Record<string, { message: string }>;

describe('locales', () => {
  const en = load('en');
  it('finds the messages the code uses (the scan works)', () => {
    expect(used.size).toBeGreaterThan(40);
    expect(used.has('stateNotFound')).toBe(true);
  });
  it('English has every message the code uses', () => {
    expect([...used].filter((k) => !en[k])).toEqual([]);
  });
  for (const lang of readdirSync('public/_locales').filter((l) => l !== 'en')) {
    it(`${lang} has exactly the English messages, with the same placeholders`, () => {
      const other = load(lang);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(en)) {
        const placeholders = (s: string) => [...s.matchAll(/\$[A-Z0-9_]+\$/g)].map((m) => m[0]).sort();
        expect(placeholders(other[key]!.message), key).toEqual(placeholders(value.message));
      }
    });
  }
});
