/**
 * Finds the browsers the tests and `npm start` drive, and gets them where they are missing:
 * as root on Debian or Ubuntu from the distribution's packages, else Playwright's own download
 * (Chromium only); if that fails too, one line says what to do.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

type Name = 'chromium' | 'firefox';

const CANDIDATES: Record<Name, string[]> = {
  chromium: ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/snap/bin/chromium'],
  firefox: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
};
const ENV: Record<Name, string> = { chromium: 'CHROMIUM_PATH', firefox: 'FIREFOX_PATH' };
const DEBIAN_PACKAGE: Record<Name, string> = { chromium: 'chromium', firefox: 'firefox-esr' };

function found(name: Name): string | null {
  const fromEnv = process.env[ENV[name]];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES[name].find((p) => existsSync(p)) ?? null;
}

function isDebianLike(): boolean {
  try {
    return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

function aptInstall(pkg: string): boolean {
  if (process.getuid?.() !== 0 || !isDebianLike()) return false;
  console.error(`[browsers] installing ${pkg} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  return spawnSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env }).status === 0;
}

async function playwrightChromium(): Promise<string | null> {
  const r = spawnSync('npx', ['playwright-core', 'install', 'chromium'], { stdio: 'inherit' });
  if (r.status !== 0) return null;
  const { chromium } = await import('playwright-core');
  const path = chromium.executablePath();
  return existsSync(path) ? path : null;
}

export async function ensureBrowser(name: Name): Promise<string> {
  let path = found(name);
  if (path) return path;
  if (process.env[ENV[name]]) throw new Error(`${ENV[name]}=${process.env[ENV[name]]} does not exist`);
  if (aptInstall(DEBIAN_PACKAGE[name])) path = found(name);
  if (!path && name === 'chromium') path = await playwrightChromium();
  if (path) return path;
  throw new Error(`No ${name} found: install it (Debian/Ubuntu: sudo apt-get install -y ${DEBIAN_PACKAGE[name]}) or set ${ENV[name]}.`);
}

export function browserVersion(path: string): string {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown version';
  }
}
