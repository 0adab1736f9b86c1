/**
 * Which main-thread tasks of a tab the extension made long, from a Chromium trace (CDP Tracing):
 * every task of 50 ms or more of the thread's time (CPU time, so that a machine busy with other
 * work does not stretch it) on a renderer thread where the content script ran, with the time
 * the extension's own script took inside it (its function calls, and the style or layout they
 * forced, which nest inside them). A task counts against the extension when it would have stayed
 * under 50 ms without the extension's part, whoever started it: the MutationObserver callback,
 * for one, runs at the end of the page's own task. Garbage collection is the tab's: a pause that
 * falls inside the extension's code is reported apart (`gcInExtensionMs`), not counted as its own.
 */
import type { CDPSession } from 'playwright-core';

export interface LongTask {
  ms: number;
  /** The extension's script time in the task, its forced style and layout included, GC not. */
  extensionMs: number;
  /** Garbage collection of the tab's shared heap that happened to pause inside the extension's code. */
  gcInExtensionMs: number;
  /** Where the extension's longest call in the task starts (file:line:column of the bundle), to tell which it was. */
  where: string;
  /** What the browser did inside the extension's calls in the task, by trace event name, in ms of CPU (the largest first). */
  inside: string;
}

/**
 * A collection of the tab's heap: the pauses (MajorGC, MinorGC) and V8's own steps, such as an
 * incremental marking step (V8.GC_MC_INCREMENTAL, with the DOM's wrappers traced inside it). V8
 * runs such a step in whatever script is allocating when it is due: on the 100,000-address page,
 * 27 ms of marking the page's rows fell inside a content script slice (in a CI run).
 */
const isGc = (name: string) => name === 'MajorGC' || name === 'MinorGC' || name.startsWith('V8.GC_');

/** GC pauses inside a call: the heap is the whole tab's, and most of its garbage is the page's. */
function gcWithin(list: TraceEvent[], call: TraceEvent): number {
  const end = call.ts + (call.dur ?? 0);
  let gc = 0;
  let coveredTo = 0;
  for (const e of list) {
    if (e.ts < call.ts || e.ts >= end || !isGc(e.name) || e.ts < coveredTo) continue;
    gc += cpu(e);
    coveredTo = e.ts + (e.dur ?? 0);
  }
  return gc;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: on a busy machine a task's wall time also counts the time the OS ran others. */
  tdur?: number;
  args?: { data?: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number }; name?: string };
}

const LONG_MS = 50;
const CATEGORIES = ['toplevel', 'devtools.timeline', 'v8.execute'].join(',');

export async function traceLongTasks<T>(
  cdp: CDPSession,
  run: () => Promise<T>,
): Promise<{ result: T; long: LongTask[]; ours: LongTask[] }> {
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReturnAsStream' });
  const result = await run();
  const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e: { stream?: string }) => resolve(e.stream!)));
  await cdp.send('Tracing.end');
  const stream = await done;
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle: stream, size: 1 << 22 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle: stream });
  const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const long = longTasks(events);
  // Long without the GC pause that fell into our code, and short without our own part.
  const ours = long.filter((t) => t.ms - t.gcInExtensionMs >= LONG_MS && t.ms - t.gcInExtensionMs - t.extensionMs < LONG_MS);
  return { result, long, ours };
}

const SCRIPT = new Set(['FunctionCall', 'EvaluateScript']);
const TASK = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);
const cpu = (e: TraceEvent) => e.tdur ?? e.dur ?? 0;
const isOurs = (e: TraceEvent) => SCRIPT.has(e.name) && (e.args?.data?.url ?? '').startsWith('chrome-extension://');

function longTasks(events: TraceEvent[]): LongTask[] {
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.ph !== 'X') continue;
    const key = `${e.pid}:${e.tid}`;
    const list = byThread.get(key);
    if (list) list.push(e);
    else byThread.set(key, [e]);
  }
  const out: LongTask[] = [];
  for (const list of byThread.values()) {
    if (!list.some((e) => isOurs(e) && e.args!.data!.url!.includes('/src/content/'))) continue;
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0)); // an outer event before what it holds
    const calls = list.filter(isOurs);
    for (const task of list) {
      if (!TASK.has(task.name) || cpu(task) < LONG_MS * 1000) continue;
      const end = task.ts + task.dur!;
      let ours = 0;
      let gc = 0;
      let coveredTo = 0;
      let longest: TraceEvent | null = null;
      for (const call of calls) {
        if (call.ts < task.ts || call.ts >= end || call.ts < coveredTo) continue; // nested calls counted once
        ours += cpu(call);
        coveredTo = call.ts + (call.dur ?? 0);
        gc += gcWithin(list, call);
        if (!longest || cpu(call) > cpu(longest)) longest = call;
      }
      out.push({
        ms: Math.round(cpu(task) / 1000),
        extensionMs: Math.round((ours - gc) / 1000),
        gcInExtensionMs: Math.round(gc / 1000),
        where: location(longest),
        inside: insideCalls(list, calls, task),
      });
    }
  }
  return out;
}

function location(call: TraceEvent | null): string {
  const d = call?.args?.data;
  if (!d?.url) return '';
  return `${d.url.replace(/^chrome-extension:\/\/[^/]+/, '')}:${d.lineNumber}:${d.columnNumber}${d.functionName ? ` ${d.functionName}` : ''}`;
}

/** The events nested in the extension's calls within a task (forced style, layout, GC…), summed by name. */
function insideCalls(list: TraceEvent[], calls: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  const mine = calls.filter((c) => c.ts >= task.ts && c.ts < end);
  const sums = new Map<string, number>();
  for (const e of list) {
    if (isOurs(e) || e.ts < task.ts || e.ts >= end) continue;
    if (!mine.some((c) => e.ts >= c.ts && e.ts < c.ts + (c.dur ?? 0))) continue;
    sums.set(e.name, (sums.get(e.name) ?? 0) + cpu(e));
  }
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([n, us]) => `${n} ${(us / 1000).toFixed(1)}`)
    .join(', ');
}
