/**
 * What a card's lookup suggests for a draft (card/page-hints.ts), read from pages like the demo's
 * mail view and inbox: the open conversation's subject only for that conversation's customer (its
 * sender or a recipient, or the thread's customer), never for an address opened from another row;
 * the name a row shows beside an address, a `mailto:` one too, and no label as a name. A stand-in
 * DOM is enough: the hints walk parents and siblings, read text and a few attributes.
 */
import { describe, expect, it } from 'vitest';
import type { Address } from '../../../src/content/scan/address-registry';
import { pageHints } from '../../../src/content/card/page-hints';
import { findEmails } from '../../../src/shared/email/detect';

type Kid = El | Txt | string;

class Txt {
  parentElement: El | null = null;
  constructor(public data: string) {}
  get textContent(): string {
    return this.data;
  }
}

class El {
  parentElement: El | null = null;
  readonly children: Array<El | Txt>;
  constructor(
    readonly localName: string,
    private readonly attrs: Record<string, string>,
    kids: Kid[],
  ) {
    this.children = kids.map((k) => (typeof k === 'string' ? new Txt(k) : k));
    for (const child of this.children) child.parentElement = this;
  }
  get textContent(): string {
    return this.children.map((c) => c.textContent).join('');
  }
  get previousElementSibling(): El | null {
    const siblings = this.parentElement?.children ?? [];
    const before = siblings.slice(0, siblings.indexOf(this)).filter((c): c is El => c instanceof El);
    return before[before.length - 1] ?? null;
  }
  getAttribute(name: string): string | null {
    return this.attrs[name] ?? null;
  }
  contains(node: El | Txt): boolean {
    for (let n: El | Txt | null = node; n; n = n.parentElement) if (n === this) return true;
    return false;
  }
  /** Only ever asked for the elements that may keep an address: those with such an attribute. */
  querySelectorAll(): El[] {
    const keeps = (el: El) => ['email', 'data-email', 'data-hovercard-id', 'title', 'href'].some((a) => el.getAttribute(a)?.includes('@'));
    const all = (el: El): El[] => el.children.flatMap((c) => (c instanceof El ? [c, ...all(c)] : []));
    return all(this).filter(keeps);
  }
}

const el = (tag: string, attrs: Record<string, string>, ...kids: Kid[]) => new El(tag, attrs, kids);

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

describe('the subject, only for the conversation’s customer', () => {
  // The demo's mail view: Noor's e-mail open, other senders listed beside it.
  const subject = el('h1', { class: 'mail-subject' }, 'Invoice INV-2041 charged twice');
  const from = el('span', { class: 'mail-from' }, 'Noor Haddad <noor.haddad@kestrel-labs.io>');
  const to = el('span', { class: 'mail-to' }, 'Acme Support <support@acme-support.com>');
  const lena = el('a', { href: 'mailto:lena.fischer@northwind-trade.com' }, 'Lena Fischer');
  const jane = el('span', {}, 'jane.cooper@acme.io');
  el(
    'section',
    { role: 'main' },
    el(
      'article',
      { class: 'mail' },
      el('header', {}, subject, el('div', {}, el('span', {}, 'From:'), ' ', from), el('div', {}, el('span', {}, 'To:'), ' ', to)),
      el('div', { class: 'mail-body' }, el('p', {}, 'I was charged twice.')),
    ),
    el(
      'aside',
      {},
      el('h2', {}, 'Other senders'),
      el(
        'ul',
        {},
        el('li', {}, lena, el('span', {}, ' · Re: Northwind onboarding call')),
        el('li', {}, jane, el('span', {}, ' · Cannot export invoices as CSV')),
      ),
    ),
  );
  const doc = page(subject, 'h1.mail-subject');

  it('the sender and a recipient get it', () => {
    expect(hintsFor(from, doc)).toEqual({ name: 'Noor Haddad', subject: 'Invoice INV-2041 charged twice' });
    expect(hintsFor(to, doc)).toEqual({ name: 'Acme Support', subject: 'Invoice INV-2041 charged twice' });
  });

  it('an address opened from another row gets none', () => {
    expect(hintsFor(jane, doc)).toEqual({});
    const lenaHints = pageHints(lena as never, 'lena.fischer@northwind-trade.com', doc);
    expect(lenaHints).toEqual({ name: 'Lena Fischer' });
  });

  it("a thread's customer, kept in an attribute beside its title, gets it; another row's does not", () => {
    const title = el('h2', { class: 'thread-title' }, 'Cannot export invoices as CSV');
    const riley = el('span', {}, 'riley.hart@example.net');
    el(
      'div',
      {},
      el('ul', {}, el('li', {}, riley)),
      el('main', {}, el('header', {}, title, el('div', {}, el('customer-badge', { email: 'jane.cooper@acme.io', name: 'Jane Cooper' })))),
    );
    const thread = page(title, '.thread-title');
    const janeHere = el('p', {}, 'jane.cooper@acme.io');
    el('main', {}, janeHere);
    expect(hintsFor(janeHere, thread)).toEqual({ subject: 'Cannot export invoices as CSV' });
    expect(hintsFor(riley, thread)).toEqual({});
  });
});

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
