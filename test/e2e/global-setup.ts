/**
 * Before any browser test: get Chromium (and Firefox) if the machine lacks them, and build the
 * local extension once. Paths reach the test files through environment variables.
 */
import { execFileSync } from 'node:child_process';
import { ensureBrowser, browserVersion } from '../../scripts/browsers/install';
import { launchFirefox } from '../../scripts/browsers/firefox';
import { makeFirefoxProfileTemplate } from '../../scripts/browsers/firefox-profile';

export default async function setup(): Promise<() => void> {
  const chromium = await ensureBrowser('chromium');
  process.env.CHROMIUM_PATH = chromium;
  console.log(`[e2e] Chromium: ${chromium} (${browserVersion(chromium)})`);
  const firefox = await ensureBrowser('firefox');
  process.env.FIREFOX_PATH = firefox;
  const firefoxVersion = browserVersion(firefox);
  console.log(`[e2e] Firefox: ${firefox} (${firefoxVersion})`);
  // The manifest's strict_min_version: older Firefox refuses the add-on.
  const major = Number(/Firefox (\d+)/.exec(firefoxVersion)?.[1] ?? 0);
  if (major < 140) {
    throw new Error(`${firefox} is ${firefoxVersion}; Customer Lens needs Firefox 140 or later: update firefox-esr or set FIREFOX_PATH.`);
  }
  if (process.env.E2E_SKIP_BUILD !== '1') {
    execFileSync('npx', ['tsx', 'scripts/build.ts', '--local'], { stdio: 'inherit' });
  }
  // Every Firefox of the run starts from a copy of this one's profile (firefox-profile.ts).
  return makeFirefoxProfileTemplate((profile) => launchFirefox({ profile }));
}
