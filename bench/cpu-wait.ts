/**
 * How long a Chromium thread waited for a CPU while it could run, from Linux's scheduler
 * statistics (`/proc/<pid>/task/<tid>/schedstat`: ns run, ns runnable on a run queue). On this
 * two-core host a slice of ours, or a card's frame, can last long in wall time while its thread did
 * not run at all: the same process's V8 helper threads (compiling, marking), the browser's or the
 * kernel's took both cores. The bench's rows stay on wall time, what an agent feels; this tells a
 * slow sample of ours from a host that had no CPU to give (docs/performance.md).
 *
 * Sampled every SAMPLE_MS from the bench's own process: one small file a thread, read between the
 * page's tasks. Elsewhere than Linux nothing is read and every figure is undefined.
 */
import { readdirSync, readFileSync } from 'node:fs';

const SAMPLE_MS = 2;

export interface ChromiumThread {
  pid: number;
  tid: number;
  /** The kernel's name for it (`chromium` for a renderer's main thread, `ServiceWorker t`). */
  name: string;
}

function read(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** CPU time used so far by a process (utime + stime, clock ticks). */
function cpuTicks(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * The busiest Chromium renderer of a kind: a page's (the bench's page has used the most CPU), or
 * the extension's process (the card's frames and the service worker). Null where /proc is not.
 */
export function busiestRenderer(kind: 'page' | 'extension'): number | null {
  let best: { pid: number; ticks: number } | null = null;
  for (const entry of readdirSync('/proc', { withFileTypes: true }).filter((e) => /^\d+$/.test(e.name))) {
    const cmd = read(`/proc/${entry.name}/cmdline`);
    if (!cmd?.includes('--type=renderer') || cmd.includes('--extension-process') !== (kind === 'extension')) continue;
    const pid = Number(entry.name);
    const ticks = cpuTicks(pid);
    if (!best || ticks > best.ticks) best = { pid, ticks };
  }
  return best?.pid ?? null;
}

/** A process's main thread, and its threads of the given name. */
export function threadsOf(pid: number, names: string[] = []): ChromiumThread[] {
  const tids = (() => {
    try {
      return readdirSync(`/proc/${pid}/task`).map(Number);
    } catch {
      return [];
    }
  })();
  return tids
    .map((tid) => ({ pid, tid, name: (read(`/proc/${pid}/task/${tid}/comm`) ?? '').trim() }))
    .filter((t) => t.tid === pid || names.includes(t.name));
}

export interface Sample {
  /** Epoch ms, the clock of the page's `performance.timeOrigin + performance.now()`. */
  at: number;
  waitNs: number;
}

export class CpuWait {
  private readonly samples = new Map<number, Sample[]>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(readonly threads: ChromiumThread[]) {
    for (const t of threads) this.samples.set(t.tid, []);
  }

  start(): this {
    this.sample();
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.sample();
  }

  private sample(): void {
    const at = performance.timeOrigin + performance.now();
    for (const t of this.threads) {
      const stat = read(`/proc/${t.pid}/task/${t.tid}/schedstat`);
      if (stat) this.samples.get(t.tid)!.push({ at, waitNs: Number(stat.split(' ')[1]) });
    }
  }

  /** Ms the thread waited for a CPU between two epoch times (see `waitedBetween`). */
  waited(tid: number, from: number, to: number): number | undefined {
    return waitedBetween(this.samples.get(tid) ?? [], from, to);
  }
}

/**
 * Ms waited for a CPU between two epoch times, interpolated between the samples around each;
 * undefined outside the samples' span.
 */
export function waitedBetween(s: readonly Sample[], from: number, to: number): number | undefined {
  if (s.length < 2 || from < s[0]!.at || to > s[s.length - 1]!.at || to < from) return undefined;
  return (waitAt(s, to) - waitAt(s, from)) / 1e6;
}

function waitAt(s: readonly Sample[], t: number): number {
  let i = 1;
  while (i < s.length - 1 && s[i]!.at < t) i += 1;
  const a = s[i - 1]!;
  const b = s[i]!;
  return b.at === a.at ? b.waitNs : a.waitNs + ((b.waitNs - a.waitNs) * (t - a.at)) / (b.at - a.at);
}
