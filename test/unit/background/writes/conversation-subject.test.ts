/**
 * The open conversation's subject as a new thread's suggested title (writes/conversation-subject.ts),
 * read from pages like the demo's mail view and thread page: only for that conversation's customer
 * (its sender or a recipient, or the thread's customer), never for an address opened from another
 * row. The page function runs here over a stand-in DOM (it walks parents and reads text and a few
 * attributes); what a page gives back is checked before anything is made of it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { el, type El } from '../../support/stand-in-dom';

vi.mock('webextension-polyfill', () => ({ default: {} }));
const { readSubjectScopes, subjectFor } = await import('../../../../src/background/writes/conversation-subject');

/** The page function run over a page whose conversation subject is `heading`, under `selector`. */
function subjectOn(heading: El, selector: string, email: string): string {
  (globalThis as { document?: unknown }).document = { querySelector: (s: string) => (s === selector ? heading : null) };
  return subjectFor(readSubjectScopes(), email);
}
afterEach(() => delete (globalThis as { document?: unknown }).document);

describe('the subject, only for the conversation’s customer', () => {
  // The demo's mail view: Noor's e-mail open, other senders listed beside it.
  const subject = el('h1', { class: 'mail-subject' }, 'Invoice INV-2041 charged twice');
  const from = el('span', { class: 'mail-from' }, 'Noor Haddad <noor.haddad@kestrel-labs.io>');
  const to = el('span', { class: 'mail-to' }, 'Acme Support <support@acme-support.com>');
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
        el('li', {}, el('a', { href: 'mailto:lena.fischer@northwind-trade.com' }, 'Lena Fischer')),
        el('li', {}, el('span', {}, 'jane.cooper@acme.io'), el('span', {}, ' · Cannot export invoices as CSV')),
      ),
    ),
  );

  it('the sender and a recipient get it, in any case', () => {
    expect(subjectOn(subject, 'h1.mail-subject', 'noor.haddad@kestrel-labs.io')).toBe('Invoice INV-2041 charged twice');
    expect(subjectOn(subject, 'h1.mail-subject', 'Support@Acme-Support.com')).toBe('Invoice INV-2041 charged twice');
  });

  it('an address opened from another row gets none', () => {
    expect(subjectOn(subject, 'h1.mail-subject', 'jane.cooper@acme.io')).toBe('');
    expect(subjectOn(subject, 'h1.mail-subject', 'lena.fischer@northwind-trade.com')).toBe('');
  });

  it("a thread's customer, kept in an attribute beside its title, gets it; another row's does not", () => {
    const title = el('h2', { class: 'thread-title' }, 'Cannot export invoices as CSV');
    el(
      'div',
      {},
      el('ul', {}, el('li', {}, el('span', {}, 'riley.hart@example.net'))),
      el('main', {}, el('header', {}, title, el('div', {}, el('customer-badge', { email: 'jane.cooper@acme.io', name: 'Jane Cooper' })))),
    );
    expect(subjectOn(title, '.thread-title', 'jane.cooper@acme.io')).toBe('Cannot export invoices as CSV');
    expect(subjectOn(title, '.thread-title', 'riley.hart@example.net')).toBe('');
  });

  it('a page with no subject, or an answer not of our making, suggests nothing', () => {
    (globalThis as { document?: unknown }).document = { querySelector: () => null };
    expect(readSubjectScopes()).toBeNull();
    expect(subjectFor(null, 'noor.haddad@kestrel-labs.io')).toBe('');
  });
});
