// The /mail route: one open e-mail in a mail client's reading pane, from someone who is NOT a
// customer yet, so the extension's writes (create the customer, open a thread) can be tried
// where they are needed: on a "Name <address>" sender line, a mailto: link whose text is a
// name, and a known customer's bare address. None of these people is in api/seed/seed.json but Jane.

import { h, avatar, longTime, relativeTime } from './dom.js';

export const MAIL = {
  subject: 'Invoice INV-2041 charged twice',
  from: { name: 'Noor Haddad', email: 'noor.haddad@kestrel-labs.io' },
  to: { name: 'Acme Support', email: 'support@acme-support.com' },
  minutesAgo: 38,
  // The message's identity, as a mail app shows it: Gmail's own id on the open message, written
  // two ways (`#msg-f:` and the decimal, and the same number in hex), and the sender's Message-ID.
  gmailMessageId: '#msg-f:1785379154993329317',
  legacyMessageId: '18c6f0e1d2c3b4a5',
  messageIdHeader: '<CAH3kL9x7Qp2@mail.kestrel-labs.io>',
  paragraphs: [
    'Hi Acme team,',
    'I was charged twice for invoice INV-2041 this morning: two payments of €249.00 on our company card, a minute apart. Our order number is KL-58213.',
    'We only have the one Growth subscription, so I think the second charge is a mistake. Could you refund it, or tell me what it was for?',
    'I can send you the bank statement if that helps.',
    'Thanks,\nNoor Haddad\nFinance, Kestrel Labs',
  ],
};

// How mail clients print a sender: `Name <address>`, as text (escaped by the DOM, not by hand).
const nameAndAddress = ({ name, email }) => `${name} <${email}>`;

function renderHeader(sentAt) {
  return h(
    'header',
    { class: 'mail-header' },
    h('h1', { class: 'mail-subject', dataset: { testid: 'mail-subject' } }, MAIL.subject),
    h(
      'div',
      { class: 'mail-meta' },
      avatar(MAIL.from.name, MAIL.from.email),
      h(
        'div',
        { class: 'mail-lines' },
        h(
          'div',
          { class: 'mail-line' },
          h('span', { class: 'mail-label' }, 'From:'),
          ' ',
          h('span', { class: 'mail-from', dataset: { testid: 'mail-from', email: MAIL.from.email } }, nameAndAddress(MAIL.from)),
        ),
        h(
          'div',
          { class: 'mail-line' },
          h('span', { class: 'mail-label' }, 'To:'),
          ' ',
          h('span', { class: 'mail-to', dataset: { testid: 'mail-to', email: MAIL.to.email } }, nameAndAddress(MAIL.to)),
        ),
      ),
      h(
        'time',
        {
          class: 'mail-time',
          dataset: { ts: String(sentAt), format: 'long' },
          title: longTime(sentAt),
          datetime: new Date(sentAt).toISOString(),
        },
        `${relativeTime(sentAt)} ago`,
      ),
    ),
  );
}

// Other people who wrote lately: one shown by name only (a mailto: link), one known customer's
// bare address in plain text.
function renderOtherSenders() {
  return h(
    'aside',
    { class: 'mail-senders', 'aria-labelledby': 'other-senders-title', dataset: { testid: 'other-senders' } },
    h('h2', { id: 'other-senders-title' }, 'Other senders'),
    h(
      'ul',
      {},
      h(
        'li',
        {},
        h('a', { href: 'mailto:lena.fischer@northwind-trade.com' }, 'Lena Fischer'),
        h('span', { class: 'mail-sender-note' }, ' · Re: Northwind onboarding call'),
      ),
      h('li', {}, h('span', {}, 'jane.cooper@acme.io'), h('span', { class: 'mail-sender-note' }, ' · Cannot export invoices as CSV')),
    ),
  );
}

/** Fills `pane` with the open e-mail and the other senders. */
export function renderMail(pane) {
  const sentAt = Date.now() - MAIL.minutesAgo * 60_000;
  pane.replaceChildren(
    h(
      'article',
      { class: 'mail', dataset: { testid: 'mail', messageId: MAIL.gmailMessageId, legacyMessageId: MAIL.legacyMessageId } },
      renderHeader(sentAt),
      h(
        'div',
        { class: 'mail-body', dataset: { testid: 'mail-body', messageBody: '' } },
        MAIL.paragraphs.map((p) => h('p', {}, p)),
      ),
      // In <code>, which the extension never scans: a Message-ID is shaped like an address.
      h('p', { class: 'mail-message-id', dataset: { testid: 'mail-message-id' } }, 'Message-ID: ', h('code', {}, MAIL.messageIdHeader)),
    ),
    renderOtherSenders(),
  );
}
