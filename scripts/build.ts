/**
 * `npm run build` (store builds) and `npm run build:local` (loopback-enabled builds): one Vite
 * build per browser, then a zip of each store build, ready to upload or load.
 */
import { build } from 'vite';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';

const flavor = process.argv.includes('--local') ? 'local' : 'store';
// Both flavours are production builds, whoever runs this: under vitest (NODE_ENV=test, e.g. the
// e2e global setup) Vite would otherwise bundle React's development build.
process.env.NODE_ENV = 'production';
const browsers = ['chrome', 'firefox'] as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function zipDir(dir: string, out: string): number {
  const entries = Object.fromEntries(filesUnder(dir).map((f) => [relative(dir, f), readFileSync(f)]));
  const zip = zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
  writeFileSync(out, zip);
  return zip.length;
}

for (const browser of browsers) {
  process.env.TARGET_BROWSER = browser;
  process.env.BUILD_FLAVOR = flavor;
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
  const dir = flavor === 'local' ? `dist/local/${browser}` : `dist/${browser}`;
  const zip = flavor === 'local' ? `dist/local/customer-lens-${browser}.zip` : `dist/customer-lens-${browser}.zip`;
  const size = zipDir(dir, zip);
  console.log(`built ${dir} and ${zip} (${(size / 1024).toFixed(1)} KB)`);
}
