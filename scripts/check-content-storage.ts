/**
 * The content script must never touch `storage.local` (the API key), `storage.managed` (a policy's
 * key) or `storage.session` (cached customers). Chrome enforces that for us (`setAccessLevel`, and session's default); Firefox has no
 * `setAccessLevel` and lets content scripts read `storage.local`, so there only our code keeps the
 * promise. This checks the code we ship: the built content script of each store build.
 *
 *   tsx scripts/check-content-storage.ts dist/firefox dist/chrome
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const FORBIDDEN = /storage\s*(?:\.\s*|\[\s*['"`])(local|session|managed)\b/g;

let failed = false;
for (const dir of process.argv.slice(2)) {
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { content_scripts?: Array<{ js?: string[] }> };
  const files = (manifest.content_scripts ?? []).flatMap((s) => s.js ?? []);
  if (files.length === 0) throw new Error(`${dir}: the manifest names no content script`);
  for (const file of files) {
    const hits = [...readFileSync(join(dir, file), 'utf8').matchAll(FORBIDDEN)].map((m) => m[0]);
    if (hits.length) {
      failed = true;
      console.error(`${join(dir, file)}: the content script uses ${[...new Set(hits)].join(', ')}`);
    }
  }
}
if (failed) process.exit(1);
console.log('content scripts never touch storage.local, storage.session or storage.managed');
