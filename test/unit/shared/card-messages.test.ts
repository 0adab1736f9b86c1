/** What the card takes from the background on its port (contract/card.ts). */
import { describe, expect, it } from 'vitest';
import { parseBackgroundToCard } from '../../../src/shared/messages';

const show = { type: 'show', email: 'jane@acme.io', state: { kind: 'loading' } };

describe('parseBackgroundToCard', () => {
  it('a show with a valid address and a state that names its kind', () => {
    expect(parseBackgroundToCard(show)).toEqual(show);
    const found = { ...show, state: { kind: 'found', customer: { id: 'c_1', email: 'jane@acme.io' } } };
    expect(parseBackgroundToCard(found)).toEqual(found);
  });

  it('a show whose address is not one address is dropped', () => {
    for (const email of [undefined, 42, '', 'jane', ' jane@acme.io', 'jane@acme.io, bob@acme.io', `${'a'.repeat(250)}@acme.io`]) {
      expect(parseBackgroundToCard({ ...show, email })).toBeNull();
    }
  });

  it('a show whose state is not an object naming its kind is dropped', () => {
    for (const state of [undefined, null, 'loading', ['loading'], {}, { kind: 3 }]) {
      expect(parseBackgroundToCard({ ...show, state })).toBeNull();
    }
  });

  it('anything else is dropped', () => {
    for (const raw of [
      null,
      undefined,
      'show',
      [show],
      { type: 'state', email: 'jane@acme.io', state: { kind: 'loading' } },
      { ...show, type: 'shown' },
      { type: 'line', token: crypto.randomUUID() },
    ]) {
      expect(parseBackgroundToCard(raw)).toBeNull();
    }
  });
});
