/** The one helper for sharing an in-flight request, and the lookups' wait that a settings change ends. */
import { describe, expect, it } from 'vitest';
import { SharedFlights } from '../../../../src/background/transport/shared-flights';
import { SingleFlight } from '../../../../src/background/transport/single-flight';
import { pause } from '../../../../src/background/lookup/retries';
import { Wanted } from '../../../../src/shared/wanted';

describe('SingleFlight', () => {
  it('one job per key: who asks while it runs gets the same answer; after it, a new job', async () => {
    const jobs = new SingleFlight<string>();
    let finish = () => undefined as void;
    let started = 0;
    const job = async () => {
      started += 1;
      await new Promise<void>((r) => (finish = r));
      return `answer ${started}`;
    };
    const first = jobs.run('k', job);
    const second = jobs.run('k', job);
    const other = jobs.run('other', async () => 'other');
    expect(second).toBe(first);
    finish();
    expect(await Promise.all([first, second, other])).toEqual(['answer 1', 'answer 1', 'other']);
    expect(jobs.current('k')).toBeUndefined();
    const again = jobs.run('k', job);
    finish();
    expect(await again).toBe('answer 2');
  });

  it('a job that fails leaves too, and its callers hear the failure', async () => {
    const jobs = new SingleFlight<string>();
    await expect(jobs.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await jobs.run('k', async () => 'up')).toBe('up');
  });

  it('a job is registered before it starts: an ask from its first step joins it', async () => {
    const jobs = new SingleFlight<void, { name: string }>();
    let seenFromInside: { name: string } | undefined;
    jobs.start('k', { name: 'first' }, async () => {
      seenFromInside = jobs.current('k')?.flight;
    });
    expect(seenFromInside).toEqual({ name: 'first' });
    await jobs.idle();
  });

  it('forget: the old job runs on for its callers, a later ask starts afresh, and its end leaves the new one', async () => {
    const jobs = new SingleFlight<string>();
    let finishOld = () => undefined as void;
    const old = jobs.run('k', () => new Promise<string>((r) => (finishOld = () => r('old'))));
    jobs.forget('k');
    const newer = jobs.run('k', () => new Promise<string>(() => undefined));
    expect(newer).not.toBe(old);
    finishOld();
    expect(await old).toBe('old');
    expect(jobs.run('k', async () => 'third')).toBe(newer);
  });
});

describe('SharedFlights', () => {
  it('one flight per key: a late caller hears the last word first, then what follows; all learn the end', async () => {
    const flights = new SharedFlights<string>();
    let finish = () => undefined as void;
    const first: string[] = [];
    const { flight, ran } = flights.start(
      'k',
      (v) => first.push(v),
      async (f) => {
        f.say('loading');
        await new Promise<void>((r) => (finish = r));
        f.say('found');
      },
    );
    const late: string[] = [];
    expect(flights.join('k', (v) => late.push(v))).toBe(flight);
    expect(flights.join('other', () => undefined)).toBeNull();
    finish();
    await Promise.all([ran, flight.ended]);
    expect(first).toEqual(['loading', 'found']);
    expect(late).toEqual(['loading', 'found']);
    expect(flights.join('k', () => undefined)).toBeNull(); // ended: a later ask starts afresh
  });

  it('answered settles at the first answer, or at the end without one; a failed run still ends the flight', async () => {
    const flights = new SharedFlights<number>();
    let go = () => undefined as void;
    const { flight } = flights.start(
      'k',
      () => undefined,
      async (f) => {
        f.answer();
        await new Promise<void>((r) => (go = r));
      },
    );
    await flight.answered;
    expect(flight.wanted.aborted).toBe(false);
    go();
    await flights.idle();
    const failed = flights.start(
      'k',
      () => undefined,
      () => Promise.reject(new Error('down')),
    );
    await expect(failed.ran).rejects.toThrow('down');
    await failed.flight.answered;
    await failed.flight.ended;
  });

  it('an old flight that ends after forget leaves the newer flight for its key joinable', async () => {
    const flights = new SharedFlights<string>();
    let finishOld = () => undefined as void;
    const old = flights.start(
      'k',
      () => undefined,
      () => new Promise<void>((r) => (finishOld = r)),
    );
    flights.forget('k');
    const newer = flights.start(
      'k',
      () => undefined,
      () => new Promise<void>(() => undefined),
    );
    finishOld();
    await old.ran;
    expect(flights.join('k', () => undefined)).toBe(newer.flight);
    expect(newer.flight.wanted.aborted).toBe(false);
  });

  it('forget: its callers hear nothing further, and it is no longer wanted', async () => {
    const flights = new SharedFlights<string>();
    let go = () => undefined as void;
    const heard: string[] = [];
    const { flight, ran } = flights.start(
      'k',
      (v) => heard.push(v),
      async (f) => {
        await new Promise<void>((r) => (go = r));
        f.say('late');
      },
    );
    flights.forget('k');
    expect(flight.wanted.aborted).toBe(true);
    go();
    await ran;
    expect(heard).toEqual([]);
  });
});

describe('pause', () => {
  it('true after the sleep, false at once when the settings change first', async () => {
    const settings = new Wanted();
    expect(await pause(() => Promise.resolve(), 10, settings.signal)).toBe(true);
    const waiting = pause(() => new Promise(() => undefined), 10_000, settings.signal);
    settings.anew();
    expect(await waiting).toBe(false);
  });
});
