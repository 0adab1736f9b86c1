/** The one way an answer says it is still wanted (src/shared/wanted.ts). */
import { describe, expect, it } from 'vitest';
import { Wanted } from '../../../src/shared/wanted';

describe('Wanted', () => {
  it('a signal taken before anew() is aborted by it; the new one is what is wanted now', () => {
    const wanted = new Wanted();
    const before = wanted.signal;
    const now = wanted.anew();
    expect(before.aborted).toBe(true);
    expect(now.aborted).toBe(false);
    expect(wanted.signal).toBe(now);
  });

  it('each anew() supersedes every earlier signal, not just the last', () => {
    const wanted = new Wanted();
    const first = wanted.anew();
    const second = wanted.anew();
    const third = wanted.anew();
    expect([first.aborted, second.aborted, third.aborted]).toEqual([true, true, false]);
  });

  it('drop(): nothing is wanted until the next anew()', () => {
    const wanted = new Wanted();
    const taken = wanted.signal;
    wanted.drop();
    expect(taken.aborted).toBe(true);
    expect(wanted.signal.aborted).toBe(true);
    expect(wanted.anew().aborted).toBe(false);
  });

  it('an abort listener hears it once, at the moment the answer stops being wanted', () => {
    const wanted = new Wanted();
    const heard: string[] = [];
    wanted.signal.addEventListener('abort', () => heard.push('aborted'));
    expect(heard).toEqual([]);
    wanted.anew();
    wanted.anew();
    expect(heard).toEqual(['aborted']);
  });
});
