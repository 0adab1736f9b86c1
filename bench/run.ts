/**
 * `npm run bench`: measures Customer Lens against its performance budgets in real headless
 * Chromium, each figure beside a baseline measured in the same run, prints one table and saves
 * the summary rows to bench/results.json (committed) and every row with its raw samples to
 * bench/results.raw.json (ignored by git). It exits non-zero only when it could not measure; a
 * missed budget is a FAIL in the table, not an error. See docs/performance.md.
 *
 *   npm run bench                  every part
 *   npm run bench -- --only=A      detection in the page only (--only=B: lookups only; --only=C: the
 *                                  underline on a live page; --only=D: the customer's story on the card;
 *                                  --only=E: the app's own frames at rest, with the underline and without;
 *                                  --only=F: the card's writes, click → the new customer's card;
 *                                  --only=G: the side panel, tab switch → its customer painted;
 *                                  --only=H: the memory a support tab pays for the extension;
 *                                  --only=I: the search box, settled query → results painted;
 *                                  --only=J: logging an e-mail, click Confirm → "Logged" painted;
 *                                  --only=K: every workspace at once, uncached hover → all sections painted)
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildPageBundle, ensureLocalBuild } from './page/build';
import { benchContext } from './flows/context';
import { benchDetection } from './page/detection';
import { benchLiveUnderline } from './page/live-underline';
import { benchLookups } from './flows/lookup';
import { benchMemory } from './page/memory';
import { benchRestFrames } from './page/rest-frames';
import { benchWrites } from './flows/writes';
import { benchSidePanel } from './flows/side-panel';
import { benchSearch } from './flows/search';
import { benchLog } from './flows/log';
import { benchWorkspaces } from './flows/workspaces';
import { machine, printTable, saveResults, summaryRow, type Row, type SummaryRow } from './report';

const RESULTS = resolve('bench/results.json');
const RAW = resolve('bench/results.raw.json');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .toUpperCase();
const started = Date.now();
const log = (s: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${s}`);

function chromiumVersion(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `unknown (${path})`;
  }
}

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).replace(/\s+$/, '');
  } catch {
    return 'unknown';
  }
}

const info = {
  ...machine(chromiumVersion()),
  commit: git(['rev-parse', '--short', 'HEAD']),
  // Part A bundles src/ as it is on disk; these files differed from the commit.
  uncommittedInSrc: git(['status', '--porcelain', '--', 'src']).split('\n').filter(Boolean),
};
log(`Customer Lens bench — ${info.cores} cores (${info.cpuModel}), ${info.chromium}, Node ${info.node}`);
log(`extension local build: ${ensureLocalBuild()}`);
await buildPageBundle();
log('page bundle built: dist/bench/page.js (src/content scanner + registry + detector, linkify-it)');

const rows: Row[] = [];
const summary: SummaryRow[] = [];
const details: Record<string, unknown> = {};
const errors: string[] = [];
const PARTS = {
  A: 'detection',
  B: 'lookups',
  C: 'liveUnderline',
  D: 'customerStory',
  E: 'restFrames',
  F: 'writes',
  G: 'sidePanel',
  H: 'memory',
  I: 'search',
  J: 'log',
  K: 'workspaces',
} as const;
for (const [part, run] of [
  ['A', benchDetection],
  ['B', benchLookups],
  ['C', benchLiveUnderline],
  ['D', benchContext],
  ['E', benchRestFrames],
  ['F', benchWrites],
  ['G', benchSidePanel],
  ['H', benchMemory],
  ['I', benchSearch],
  ['J', benchLog],
  ['K', benchWorkspaces],
] as const) {
  if (only && only !== part) continue;
  try {
    const r = await run(log);
    rows.push(...r.rows);
    summary.push(...r.rows.map((x) => summaryRow(x, part)));
    details[PARTS[part]] = r.details;
  } catch (err) {
    errors.push(`part ${part}: ${(err as Error).stack ?? String(err)}`);
    log(`part ${part} could not be measured: ${(err as Error).message}`);
  }
}

console.log('');
printTable(rows);
const seconds = (Date.now() - started) / 1000;
const header = {
  command: `npm run bench${only ? ` -- --only=${only}` : ''}`,
  machine: info,
  durationSeconds: Math.round(seconds),
  budgets: {
    pass: rows.filter((r) => r.verdict === 'PASS').length,
    fail: rows.filter((r) => r.verdict === 'FAIL').map((r) => r.metric),
  },
};
saveResults(RESULTS, { ...header, rows: summary, errors });
saveResults(RAW, { ...header, rows, details, errors });
console.log(`\nsaved ${RESULTS} and ${RAW} (${seconds.toFixed(0)} s)`);
if (errors.length) {
  console.error(errors.join('\n'));
  process.exit(1);
}
