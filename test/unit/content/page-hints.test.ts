/**
 * What a card's lookup suggests for a draft (card/page-hints.ts), read from pages like the demo's
 * mail view and inbox: the name a row shows beside an address, a `mailto:` one too, and no label
 * as a name. A stand-in DOM is enough: the hints walk parents and siblings and read text.
 */
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../src/content/scan/address-registry';
import { pageHints } from '../../../src/content/card/page-hints';
import { findEmails } from '../../../src/shared/email/detect';
import { El, Txt, el, type Kid } from '../support/stand-in-dom';

/** The address in `holder`'s text nodes, as the scanner finds it (its text across them). */
function addressIn(holder: El): Address {
  const texts = (e: El): Txt[] => e.children.flatMap((c) => (c instanceof Txt ? [c] : texts(c)));
  const nodes = texts(holder).filter((t) => t.data.trim());
  const email = findEmails(nodes.map((n) => n.data).join(''))[0]!.email;
  return { email, nodes, range: {} } as unknown as Address;
}

/** A page whose conversation subject is `heading` (under the selector the page uses), and no selection. */
const page = (heading: El | null, selector: string) =>
  ({ querySelector: (s: string) => (s === selector ? heading : null), getSelection: () => null }) as unknown as Document;

const hintsFor = (holder: El, doc: Document) => {
  const address = addressIn(holder);
  return pageHints(address, address.email, doc);
};

describe('the name a row shows beside an address', () => {
  const row = (...kids: Kid[]) => el('div', { class: 'row-head' }, ...kids);

  it('before a mailto: address, a plain one, and one split by markup', () => {
    const link = el('a', { href: 'mailto:riley.hart@example.net' }, 'riley.hart@example.net');
    row(el('span', {}, 'Riley Hart'), link, el('time', {}, '4m'));
    expect(hintsFor(link, page(null, ''))).toEqual({ name: 'Riley Hart' });
    const split = el('span', {}, el('span', {}, 'riley.hart'), '@example.net');
    row(el('span', {}, 'Riley Hart'), split);
    expect(hintsFor(split, page(null, ''))).toEqual({ name: 'Riley Hart' });
    const marked = el('span', {}, 'riley.hart@', el('mark', {}, 'example'), '.net');
    el('td', {}, el('b', {}, 'Riley Hart'), marked);
    expect(hintsFor(marked, page(null, ''))).toEqual({ name: 'Riley Hart' });
  });

  it('no label, time or other address as a name', () => {
    for (const before of ['CC', 'Assignee', 'From:', '4m ago', 'ops@orbit.space']) {
      const address = el('span', {}, 'sam@orbit.space');
      row(el('span', {}, before), address);
      expect(hintsFor(address, page(null, '')), before).toEqual({});
    }
  });
});
