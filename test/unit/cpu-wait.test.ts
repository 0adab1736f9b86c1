/**
 * The bench's CPU-wait figures (bench/cpu-wait.ts): the arithmetic over samples, and a real read
 * of this process's own scheduler statistics where Linux has them.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CpuWait, threadsOf, waitedBetween, type Sample } from '../../bench/cpu-wait';

const ms = 1e6;
// Waited 0 ms in the first 10 ms, then 8 of the next 10, then none.
const samples: Sample[] = [
  { at: 1000, waitNs: 5 * ms },
  { at: 1010, waitNs: 5 * ms },
  { at: 1020, waitNs: 13 * ms },
  { at: 1030, waitNs: 13 * ms },
];

describe('waitedBetween', () => {
  it('counts the wait inside the window only', () => {
    expect(waitedBetween(samples, 1000, 1030)).toBe(8);
    expect(waitedBetween(samples, 1000, 1010)).toBe(0);
    expect(waitedBetween(samples, 1020, 1030)).toBe(0);
  });

  it('interpolates within a sample interval', () => {
    expect(waitedBetween(samples, 1012, 1018)).toBeCloseTo(4.8, 9);
    expect(waitedBetween(samples, 1005, 1015)).toBeCloseTo(4, 9);
  });

  it('says nothing outside what was sampled', () => {
    expect(waitedBetween(samples, 990, 1010)).toBeUndefined();
    expect(waitedBetween(samples, 1020, 1040)).toBeUndefined();
    expect(waitedBetween(samples.slice(0, 1), 1000, 1000)).toBeUndefined();
    expect(waitedBetween(samples, 1020, 1010)).toBeUndefined();
  });
});

describe('CpuWait', () => {
  it("reads this process's main thread where Linux has /proc (a wait between none and the time that passed), nothing elsewhere", async () => {
    const threads = threadsOf(process.pid);
    if (!existsSync(`/proc/${process.pid}/task`)) return void expect(threads).toEqual([]);
    const main = threads.find((t) => t.tid === process.pid);
    expect(main).toMatchObject({ pid: process.pid, tid: process.pid });
    const cpu = new CpuWait([main!]).start();
    const from = performance.timeOrigin + performance.now();
    await new Promise((r) => setTimeout(r, 30));
    const to = performance.timeOrigin + performance.now();
    cpu.stop();
    const waited = cpu.waited(main!.tid, from, to);
    expect(waited).toBeGreaterThanOrEqual(0);
    expect(waited).toBeLessThanOrEqual(to - from);
  });
});
