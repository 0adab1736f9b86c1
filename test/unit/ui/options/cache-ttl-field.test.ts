/**
 * The cache-time field saves on Enter or on leaving the field, never on a keystroke: typing
 * `2000` must not save 200 on the way, nor `1441` save 144.
 */
import { describe, expect, it } from 'vitest';
import {
  cacheTtlReducer,
  cacheTtlToSave,
  initialCacheTtl,
  type CacheTtlEvent,
  type CacheTtlField,
} from '../../../../src/ui/options/cache-ttl-field';

/** Drives the field as CacheAndDisplay.tsx does, recording every value it would save. */
function field(inForce: number | undefined) {
  let state: CacheTtlField = initialCacheTtl(inForce);
  const saved: number[] = [];
  const send = (event: CacheTtlEvent) => {
    if (event.type === 'enter' || event.type === 'leave') {
      const minutes = cacheTtlToSave(state);
      if (minutes !== null) saved.push(minutes);
    }
    state = cacheTtlReducer(state, event);
  };
  const type = (text: string) => {
    // One keystroke at a time, as the input's change events come.
    for (let i = 1; i <= text.length; i += 1) send({ type: 'edit', text: text.slice(0, i) });
  };
  return {
    send,
    type,
    saved,
    get state() {
      return state;
    },
  };
}

describe('cache time: saved on Enter or leaving the field', () => {
  it('typing 2000 saves nothing on the way, and 2000 itself is refused: the old value holds', () => {
    const f = field(5);
    f.type('2000');
    expect(f.saved).toEqual([]);
    f.send({ type: 'enter' });
    expect(f.saved).toEqual([]);
    // Enter leaves the typed value to be corrected, and says why beside it.
    expect(f.state).toMatchObject({ text: '2000', inForce: 5, refused: '2000' });
    f.send({ type: 'leave' });
    expect(f.saved).toEqual([]);
    expect(f.state).toMatchObject({ text: '5', edited: false, inForce: 5, refused: '2000' });
  });

  it('typing 1441 and leaving saves nothing (not 144 on the way); the field shows what is in force', () => {
    const f = field(30);
    f.type('1441');
    f.send({ type: 'leave' });
    expect(f.saved).toEqual([]);
    expect(f.state).toMatchObject({ text: '30', inForce: 30, refused: '1441' });
  });

  it('Enter saves the whole value once; leaving the field afterwards saves nothing more', () => {
    const f = field(5);
    f.type('1440');
    f.send({ type: 'enter' });
    f.send({ type: 'leave' });
    expect(f.saved).toEqual([1440]);
    expect(f.state).toMatchObject({ text: '1440', edited: false, inForce: 1440, refused: null });
  });

  it('leaving the field saves a valid value, written as a number; a refusal before it is forgotten', () => {
    const f = field(5);
    f.type('-1');
    f.send({ type: 'enter' });
    expect(f.state.refused).toBe('-1');
    f.send({ type: 'edit', text: '010' });
    f.send({ type: 'leave' });
    expect(f.saved).toEqual([10]);
    expect(f.state).toMatchObject({ text: '10', inForce: 10, refused: null });
  });

  it('passing through the field without typing, or emptying it, saves nothing', () => {
    const f = field(5);
    f.send({ type: 'enter' });
    f.send({ type: 'leave' });
    f.send({ type: 'edit', text: '' });
    f.send({ type: 'leave' });
    expect(f.saved).toEqual([]);
    expect(f.state.text).toBe('5');
  });

  it('a value stored meanwhile (another tab) shows, but never over what the agent is typing', () => {
    const f = field(undefined);
    expect(f.state.text).toBe('');
    f.send({ type: 'stored', minutes: 5 });
    expect(f.state.text).toBe('5');
    f.type('12');
    f.send({ type: 'stored', minutes: 60 });
    expect(f.state).toMatchObject({ text: '12', inForce: 60 });
    f.send({ type: 'enter' });
    expect(f.saved).toEqual([12]);
  });
});
