/** The one helper for sharing an in-flight request, and the one way a settings change drops stale answers. */
import { describe, expect, it } from 'vitest';
import { SharedFlights } from '../../../../src/background/transport/shared-flights';
import { pause, SettingsChange } from '../../../../src/background/settings/change';

describe('SharedFlights', () => {
  it('one flight per key: a late caller hears the last word first, then what follows; all learn the end', async () => {
    const flights = new SharedFlights<string>();
    let finish = () => undefined as void;
    const first: string[] = [];
    const { flight, ran } = flights.start('k', (v) => first.push(v), async (f) => {
      f.say('loading');
      await new Promise<void>((r) => (finish = r));
      f.say('found');
    });
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
    const { flight } = flights.start('k', () => undefined, async (f) => {
      f.answer();
      await new Promise<void>((r) => (go = r));
    });
    await flight.answered;
    expect(flight.live()).toBe(true);
    go();
    await flights.idle();
    const failed = flights.start('k', () => undefined, () => Promise.reject(new Error('down')));
    await expect(failed.ran).rejects.toThrow('down');
    await failed.flight.answered;
    await failed.flight.ended;
  });

  it('an old flight that ends after forget leaves the newer flight for its key joinable', async () => {
    const flights = new SharedFlights<string>();
    let finishOld = () => undefined as void;
    const old = flights.start('k', () => undefined, () => new Promise<void>((r) => (finishOld = r)));
    flights.forget('k');
    const newer = flights.start('k', () => undefined, () => new Promise<void>(() => undefined));
    finishOld();
    await old.ran;
    expect(flights.join('k', () => undefined)).toBe(newer.flight);
    expect(newer.flight.live()).toBe(true);
  });

  it('forget: its callers hear nothing further, and it is no longer live', async () => {
    const flights = new SharedFlights<string>();
    let go = () => undefined as void;
    const heard: string[] = [];
    const { flight, ran } = flights.start('k', (v) => heard.push(v), async (f) => {
      await new Promise<void>((r) => (go = r));
      f.say('late');
    });
    flights.forget('k');
    expect(flight.live()).toBe(false);
    go();
    await ran;
    expect(heard).toEqual([]);
  });
});

describe('SettingsChange', () => {
  it('a signal taken before a change is aborted by it; one taken after is not', () => {
    const change = new SettingsChange();
    const before = change.signal;
    change.changed();
    expect(before.aborted).toBe(true);
    expect(change.signal.aborted).toBe(false);
  });

  it('pause: true after the sleep, false at once when the settings change first', async () => {
    const change = new SettingsChange();
    expect(await pause(() => Promise.resolve(), 10, change.signal)).toBe(true);
    const waiting = pause(() => new Promise(() => undefined), 10_000, change.signal);
    change.changed();
    expect(await waiting).toBe(false);
  });
});
