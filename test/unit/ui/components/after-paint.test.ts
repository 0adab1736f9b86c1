/**
 * afterPaint: what an effect asks of the background waits for the frame being made, so the card's
 * paint does not wait for it; in a page with no frames (not in sight) it still comes.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../../../src/ui/components/after-paint';

describe('afterPaint', () => {
  let frames: Array<() => void>;
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (fn: () => void) => frames.push(fn));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => undefined));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const paint = () => frames.splice(0).forEach((fn) => fn());

  it('runs in a task after the next frame, not in the task that asked, and once', () => {
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled(); // no frame yet: the card has not been painted
    paint();
    expect(run).not.toHaveBeenCalled(); // the frame's own callbacks come before its paint
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a page that gets no frames runs it all the same, a moment later', () => {
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    paint();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancelled (the view went), it never runs', () => {
    const run = vi.fn();
    afterPaint(run)();
    paint();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });
});
