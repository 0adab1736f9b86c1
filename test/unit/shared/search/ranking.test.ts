// Best first: an exact name before one starting with the query, before a word inside starting
// with it, before the query in the middle; ties keep the API's order.
import { describe, expect, it } from 'vitest';
import { rank } from '../../../../src/shared/search/ranking';

const people = (names: string[]) => names.map((name) => ({ name, email: `${name.toLowerCase().replace(/ /g, '.')}@x.io` }));

describe('rank', () => {
  it('puts the exact and the starting matches before ones found in the middle of a word', () => {
    const api = people(['Manoor Iqbal', 'Ann Noorani', 'Noor Varga', 'Noor']);
    const ranked = rank(api, 'noor', (p) => [p.name, p.email]).map((p) => p.name);
    expect(ranked).toEqual(['Noor', 'Noor Varga', 'Ann Noorani', 'Manoor Iqbal']);
  });

  it('keeps the API order between equal fits', () => {
    const api = people(['Noor Park', 'Noor Costa', 'Noor Fischer']);
    expect(rank(api, 'noor', (p) => [p.name, p.email]).map((p) => p.name)).toEqual(['Noor Park', 'Noor Costa', 'Noor Fischer']);
  });

  it('a fit in the first field wins over the same fit in a later one', () => {
    const api = [
      { name: 'Someone', email: 'kestrel@x.io' },
      { name: 'Kestrel Labs', email: 'info@x.io' },
    ];
    expect(rank(api, 'kestrel', (p) => [p.name, p.email]).map((p) => p.name)).toEqual(['Kestrel Labs', 'Someone']);
  });
});
