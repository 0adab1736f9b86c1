/** Statistics, the printed table, bench/results.json (summary rows) and bench/results.raw.json (samples). */
import { writeFileSync } from 'node:fs';
import { cpus, platform, release, totalmem } from 'node:os';

export function median(xs: readonly number[]): number {
  return percentile(xs, 50);
}

/** Nearest-rank percentile (p in 0..100); NaN for no samples. */
export function percentile(xs: readonly number[], p: number): number {
  if (!xs.length) return Number.NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export function max(xs: readonly number[]): number {
  return xs.length ? Math.max(...xs) : 0;
}

export type Verdict = 'PASS' | 'FAIL' | 'INFO';

export interface Row {
  group: string;
  metric: string;
  ours: number;
  baseline: number | null;
  unit: string;
  /** How `ratio` reads, e.g. 'ours/baseline' or 'baseline/ours'. */
  ratioOf?: 'ours/baseline' | 'baseline/ours';
  ratio: number | null;
  /** Human-readable budget, e.g. '≤ 1.5×'; null for information only. */
  budget: string | null;
  verdict: Verdict;
  baselineName?: string;
  note?: string;
}

export function row(r: Omit<Row, 'ratio' | 'verdict'> & { pass?: boolean }): Row {
  const ratioOf = r.ratioOf ?? 'ours/baseline';
  const ratio =
    r.baseline === null || !Number.isFinite(r.baseline) || r.baseline === 0 || r.ours === 0
      ? null
      : ratioOf === 'ours/baseline'
        ? r.ours / r.baseline
        : r.baseline / r.ours;
  const verdict: Verdict = r.pass === undefined ? 'INFO' : r.pass ? 'PASS' : 'FAIL';
  const { pass: _pass, ...rest } = r;
  return { ...rest, ratioOf, ratio, verdict };
}

function fmt(n: number | null, unit: string): string {
  if (n === null || Number.isNaN(n)) return '—';
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : Math.abs(n) >= 1 ? 2 : 3;
  return `${n.toFixed(digits)}${unit ? ` ${unit}` : ''}`;
}

export function printTable(rows: readonly Row[]): void {
  const header = ['metric', 'ours', 'baseline', 'ratio', 'budget', 'result'];
  const lines = rows.map((r) => [
    r.metric,
    fmt(r.ours, r.unit),
    r.baseline === null ? '—' : `${fmt(r.baseline, r.unit)}${r.baselineName ? ` (${r.baselineName})` : ''}`,
    r.ratio === null ? '—' : `${r.ratio.toFixed(2)}× ${r.ratioOf === 'baseline/ours' ? '(base/ours)' : '(ours/base)'}`,
    r.budget ?? '—',
    r.verdict,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join(' │ ');
  const rule = widths.map((w) => '─'.repeat(w)).join('─┼─');
  let group = '';
  console.log(line(header));
  console.log(rule);
  rows.forEach((r, i) => {
    if (r.group !== group) {
      if (group) console.log(rule);
      group = r.group;
      console.log(`${r.group}`);
    }
    console.log(line(lines[i]!));
  });
  console.log(rule);
  const budgets = rows.filter((r) => r.verdict !== 'INFO');
  const failed = budgets.filter((r) => r.verdict === 'FAIL');
  console.log(
    `${budgets.length - failed.length}/${budgets.length} budgets PASS` +
      (failed.length ? `; FAIL: ${failed.map((r) => r.metric).join('; ')}` : ''),
  );
}

export interface Machine {
  date: string;
  cores: number;
  cpuModel: string;
  memoryGb: number;
  platform: string;
  node: string;
  chromium: string;
}

export function machine(chromiumVersion: string): Machine {
  const cpu = cpus();
  return {
    date: new Date().toISOString(),
    cores: cpu.length,
    cpuModel: cpu[0]?.model ?? 'unknown',
    memoryGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    platform: `${platform()} ${release()}`,
    node: process.version,
    chromium: chromiumVersion,
  };
}

export function saveResults(path: string, data: Record<string, unknown>): void {
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

/** One row of bench/results.json: the figure, its same-run baseline, the budget and the verdict. */
export interface SummaryRow {
  part: string;
  group: string;
  name: string;
  figure: number;
  unit: string;
  baseline: number | null;
  baselineName?: string;
  ratio: number | null;
  ratioOf?: Row['ratioOf'];
  budget: string | null;
  /** null: information only, no budget. */
  pass: boolean | null;
  note?: string;
}

const round = (n: number | null): number | null => (n === null || !Number.isFinite(n) ? n : Number(n.toPrecision(4)));

export function summaryRow(r: Row, part: string): SummaryRow {
  return {
    part,
    group: r.group,
    name: r.metric,
    figure: round(r.ours)!,
    unit: r.unit,
    baseline: round(r.baseline),
    ...(r.baselineName ? { baselineName: r.baselineName } : {}),
    ratio: round(r.ratio),
    ratioOf: r.ratioOf,
    budget: r.budget,
    pass: r.verdict === 'INFO' ? null : r.verdict === 'PASS',
    ...(r.note ? { note: r.note } : {}),
  };
}
