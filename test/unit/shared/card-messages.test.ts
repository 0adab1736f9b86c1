/** What the card takes from the background, on its port or its direct line (contract/card.ts). */
import { describe, expect, it } from 'vitest';
import { parseBackgroundToCard, parseCardLine } from '../../../src/shared/messages';

const TOKEN = '3b241101-e2bb-4255-8caf-4136c566a962';
const show = { type: 'show', seq: 3, email: 'jane@acme.io', state: { kind: 'loading' } };

describe('parseBackgroundToCard', () => {
  it('a show with a finite seq, a valid address and a state that names its kind', () => {
    expect(parseBackgroundToCard(show)).toEqual(show);
    const found = { ...show, state: { kind: 'found', customer: { id: 'c_1', email: 'jane@acme.io' } } };
    expect(parseBackgroundToCard(found)).toEqual(found);
  });

  it('a show without a finite number for seq is dropped', () => {
    for (const seq of [undefined, '3', NaN, Infinity, -Infinity, null]) {
      expect(parseBackgroundToCard({ ...show, seq })).toBeNull();
    }
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

  it('a line with a token as crypto.randomUUID writes it, as parseCardLine wants it', () => {
    expect(parseBackgroundToCard({ type: 'line', token: TOKEN })).toEqual({ type: 'line', token: TOKEN });
    expect(parseCardLine({ type: 'card-line', token: TOKEN })).not.toBeNull();
    for (const token of [undefined, 7, '', 'not-a-token', TOKEN.toUpperCase(), `${TOKEN}0`]) {
      expect(parseBackgroundToCard({ type: 'line', token })).toBeNull();
      expect(parseCardLine({ type: 'card-line', token })).toBeNull();
    }
  });

  it('anything else is dropped', () => {
    for (const raw of [null, undefined, 'show', [show], { type: 'state', email: 'jane@acme.io', state: { kind: 'loading' } }, { ...show, type: 'shown' }]) {
      expect(parseBackgroundToCard(raw)).toBeNull();
    }
  });
});
