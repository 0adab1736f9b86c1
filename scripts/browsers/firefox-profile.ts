/**
 * A Firefox profile that each launch of a run copies instead of making its own. A new profile costs
 * a launch some 2 s of CPU (its databases made, its startup caches built): measured here, 7.0 s of
 * CPU from launch to the add-on's options page with a new profile, 5.1 s with a copy of one Firefox
 * had started in before. The end-to-end suite launches Firefox some thirty times on two cores, so
 * its global setup makes the profile once and names it in `FIREFOX_PROFILE_TEMPLATE`.
 *
 * Nothing of the extension is in it: each launch still installs the add-on afresh, so every test
 * meets a first install, as before.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';

const TEMPLATE_ENV = 'FIREFOX_PROFILE_TEMPLATE';

/** What a started Firefox leaves that the next one must not inherit: its lock, its session, puppeteer's prefs. */
const LEFT_BY_A_RUN = ['lock', '.parentlock', 'user.js', 'sessionstore.jsonlz4', 'sessionstore-backups', 'sessionCheckpoints.json'];

/** Makes the profile with `launch` (started in it, then closed), names it for this process and its workers; returns its removal. */
export async function makeFirefoxProfileTemplate(launch: (profile: string) => Promise<Browser>): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'customer-lens-firefox-template-'));
  const browser = await launch(dir);
  await browser.close();
  for (const left of LEFT_BY_A_RUN) rmSync(join(dir, left), { recursive: true, force: true });
  process.env[TEMPLATE_ENV] = dir;
  return () => {
    delete process.env[TEMPLATE_ENV];
    rmSync(dir, { recursive: true, force: true });
  };
}

/** A copy of the run's profile, or undefined where none was made (`npm start`, the bench). */
export function copyOfProfileTemplate(): string | undefined {
  const template = process.env[TEMPLATE_ENV];
  if (!template) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'customer-lens-firefox-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** Removes the copy once its Firefox has exited, however it ends (closed by a test, or crashed). */
export function removeWhenExited(browser: Browser, profile: string): void {
  const remove = () => rmSync(profile, { recursive: true, force: true });
  const child = browser.process();
  if (!child || child.exitCode !== null || child.signalCode !== null) remove();
  else child.once('exit', remove);
}
