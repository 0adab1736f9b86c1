/**
 * Builds what the bench injects and inspects: the page bundle (bench/page/page-entry.ts → one
 * minified IIFE in dist/bench/), a linkify-it-only bundle for the size baseline, and the
 * extension's local build when it is missing or older than src/.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

export const OUT_DIR = resolve('dist/bench');
export const PAGE_BUNDLE = join(OUT_DIR, 'page.js');
export const CONTENT_BUNDLE = resolve('dist/local/chrome/src/content/index.js');

async function iife(entry: string, fileName: string): Promise<string> {
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { __LOCAL_BUILD__: 'true' },
    publicDir: false,
    build: {
      outDir: OUT_DIR,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: resolve(entry), formats: ['iife'], name: 'CustomerLensBench', fileName: () => fileName },
    },
  });
  return join(OUT_DIR, fileName);
}

export async function buildPageBundle(): Promise<string> {
  return iife('bench/page/page-entry.ts', 'page.js');
}

/** linkify-it alone, bundled and minified the same way: what a linkify-based content script carries. */
export async function linkifyBundleGzipBytes(): Promise<number> {
  const entry = join(OUT_DIR, 'linkify-entry.ts');
  writeFileSync(entry, "import { LinkifyIt } from 'linkify-it';\n(globalThis as any).l = new LinkifyIt();\n");
  const file = await iife(entry, 'linkify-only.js');
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const info = statSync(path);
    newest = Math.max(newest, info.isDirectory() ? newestMtime(path) : info.mtimeMs);
  }
  return newest;
}

/**
 * The local extension build, built only when missing (as `npm run build:local` would): rebuilding
 * a present one would pull dist/local out from under anything else using it. When src/ or the
 * manifest changed after it was built, the answer says so, and the figures are for that build.
 */
export function ensureLocalBuild(): string {
  if (!existsSync(CONTENT_BUNDLE)) {
    execFileSync('npx', ['tsx', 'scripts/build.ts', '--local'], { stdio: ['ignore', 'ignore', 'inherit'] });
    return 'built now (npx tsx scripts/build.ts --local)';
  }
  const builtAt = statSync(CONTENT_BUNDLE).mtimeMs;
  const changedAt = Math.max(newestMtime(resolve('src')), statSync('manifest.json').mtimeMs);
  const when = new Date(builtAt).toISOString();
  return changedAt > builtAt
    ? `present, built ${when}; WARNING: src/ changed after it (${new Date(changedAt).toISOString()}), run \`npm run build:local\` first for current figures`
    : `present, built ${when}, up to date with src/`;
}
