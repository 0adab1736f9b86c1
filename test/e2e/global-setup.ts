/**
 * Before any browser test: get Chromium (and Firefox) if the machine lacks them, and build the
 * local extension once. Paths reach the test files through environment variables.
 */
import { execFileSync } from 'node:child_process';
import { ensureBrowser, browserVersion } from '../../scripts/browsers';

export default async function setup(): Promise<void> {
  const chromium = await ensureBrowser('chromium');
  process.env.CHROMIUM_PATH = chromium;
  console.log(`[e2e] Chromium: ${chromium} (${browserVersion(chromium)})`);
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync('npx', ['tsx', 'scripts/build.ts', '--local'], { stdio: 'inherit' });
  }
}
