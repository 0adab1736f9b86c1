// Only the newest query's answer is shown, whatever order the answers come back in.
import { describe, expect, it } from 'vitest';
import { LatestAnswer } from '../../../../src/shared/search/latest-answer';

describe('LatestAnswer', () => {
  it('a slow answer to an earlier query is refused once a later one was asked, even after the later one came', () => {
    const latest = new LatestAnswer();
    const no = latest.asked();
    const noor = latest.asked();
    expect(latest.takes(noor)).toBe(true);
    expect(latest.takes(no)).toBe(false);
  });

  it('the newest answer is taken even if it comes first, and again if it comes twice', () => {
    const latest = new LatestAnswer();
    latest.asked();
    const newest = latest.asked();
    expect(latest.takes(newest)).toBe(true);
    expect(latest.takes(newest)).toBe(true);
  });
});
