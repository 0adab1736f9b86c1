/**
 * Synthetic support inboxes for the detection benchmark: N thread rows marked up the way a real
 * thread-based app (and demo/public/app.js) renders them. Deterministic for a given N, so every
 * run measures the same text. Nothing is written to disk: the bench serves the HTML from memory.
 *
 * Each row: a flex <li> with avatar initials, a head (name span, e-mail, time), a title, a preview
 * and a meta line. The e-mail is, by row: a plain <span> (~62%), an <a href="mailto:"> (~30%),
 * split by a <mark> (`jane@<mark>acme</mark>.io`, ~5%), or split by <wbr>/<span> (~3%). Previews
 * are mostly text without any '@'; some mention a second address, some hold an '@' that is not
 * an address (`@here`, `meet @ 3pm`).
 */

export interface SyntheticPage {
  html: string;
  rows: number;
  /** Addresses a correct detector finds in the page (one per row, plus those in previews). */
  expectedAddresses: number;
  /** Rows whose address is split across text nodes by inline markup. */
  splitAddresses: number;
}

const FIRST = [
  'Jane',
  'Devon',
  'Priya',
  'Marcus',
  'Olivia',
  'Wei',
  'Amara',
  'Lars',
  'Sofia',
  'Tomás',
  'Yuki',
  'Noah',
  'Fatima',
  'Igor',
  'Chloé',
  'Kwame',
  'Ana',
  'Mateo',
  'Hannah',
  'Ravi',
];
const LAST = [
  'Cooper',
  'Lane',
  'Patel',
  'Webb',
  'Nguyen',
  'Zhang',
  'Okafor',
  'Berg',
  'Rossi',
  'García',
  'Tanaka',
  'Smith',
  'Haddad',
  'Petrov',
  'Martin',
  'Mensah',
  'Silva',
  'López',
  'Schmidt',
  'Iyer',
];
const DOMAINS = [
  'acme.io',
  'globex.com',
  'initech.co.uk',
  'studio.photography',
  'umbrella-corp.net',
  'hooli.xyz',
  'example.org',
  'wayne.enterprises',
  'stark-industries.com',
  'soylent.de',
];
const TITLES = [
  'Refund for order',
  'Cannot log in after password reset',
  'Invoice shows the wrong VAT number',
  'Feature request: export to CSV',
  'Webhook retries never stop',
  'Upgrade to the Team plan',
  'Data deletion request',
  'Two-factor codes arrive late',
  'API returns 502 at night',
  'Change the billing address',
];
const PREVIEWS = [
  'Hi there, I was charged twice this month and would like one of the payments refunded please.',
  'Since yesterday the login page keeps sending me back to the start, I tried two browsers already.',
  'Our accountant noticed the VAT number on the last three invoices is the old one, can you fix it?',
  'We would love to export the full thread history to CSV for our quarterly review. Is that possible?',
  'The webhook endpoint answers 200 but your side keeps retrying every minute, see the logs attached.',
  'Could you tell me what changes when we move from Starter to Team, and whether seats are prorated?',
];
const PREVIEWS_WITH_AT = [
  'Please loop in @here on the billing channel, and let us meet @ 3pm tomorrow if that works.',
  'Version 2.4.1@beta broke the import; price was 3 @ $4 each, which does not add up.',
];
const TIMES = ['now', '2m', '14m', '1h', '3h', 'yesterday', 'Mon', '12 Mar'];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function customerEmail(i: number): string {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const local = `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `${local}${i}@${DOMAINS[i % DOMAINS.length]}`;
}

/** The e-mail cell; returns its HTML and whether inline markup splits the address. */
function emailCell(email: string, style: number): [string, boolean] {
  const at = email.indexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.indexOf('.');
  if (style < 0.62) return [`<span class="customer-email">${esc(email)}</span>`, false];
  if (style < 0.92) return [`<a class="customer-email" href="mailto:${esc(email)}">${esc(email)}</a>`, false];
  if (style < 0.97) {
    return [`<span class="customer-email">${esc(local)}@<mark>${esc(domain.slice(0, dot))}</mark>${esc(domain.slice(dot))}</span>`, true];
  }
  if (style < 0.985) return [`<span class="customer-email">${esc(local)}<wbr>@${esc(domain)}</span>`, true];
  return [`<span class="customer-email"><span>${esc(local)}</span>@${esc(domain)}</span>`, true];
}

export interface Row {
  html: string;
  addresses: number;
  split: boolean;
}

export function rowHtml(i: number, random: () => number = rng(i + 1)): Row {
  const first = FIRST[i % FIRST.length]!;
  const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
  const email = customerEmail(i);
  const [cell, split] = emailCell(email, random());
  let addresses = 1;
  const kind = random();
  let preview: string;
  if (kind < 0.1) {
    // A second address in running text, as in "Reply to …, thanks!".
    preview = `Please reply to ${customerEmail(i + 7919)} instead, that is our shared inbox. Thanks!`;
    addresses += 1;
  } else if (kind < 0.16) {
    preview = PREVIEWS_WITH_AT[i % PREVIEWS_WITH_AT.length]!;
  } else {
    preview = PREVIEWS[i % PREVIEWS.length]!;
  }
  const html =
    `<li class="thread-row" data-thread-id="th_${i}">` +
    `<span class="avatar" aria-hidden="true">${esc(first[0]! + last[0]!)}</span>` +
    `<div class="row-main"><div class="row-head">` +
    `<span class="customer-name">${esc(`${first} ${last}`)}</span>${cell}` +
    `<time class="row-time">${TIMES[i % TIMES.length]}</time></div>` +
    `<div class="row-title"><span class="row-title-text">${esc(TITLES[i % TITLES.length]!)} #${10_000 + i}</span></div>` +
    `<div class="row-preview">${esc(preview)}</div>` +
    `<div class="row-meta"><span class="pill">${i % 3 === 0 ? 'Todo' : 'Snoozed'}</span><span class="chip">billing</span></div>` +
    `</div></li>`;
  return { html, addresses, split };
}

const CSS = `
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #1d1d22; }
header.app { display: flex; gap: 12px; padding: 10px 16px; border-bottom: 1px solid #e6e6eb; }
ul.thread-list { list-style: none; margin: 0; padding: 0; max-width: 960px; }
.thread-row { display: flex; gap: 11px; padding: 12px 16px; border-bottom: 1px solid #f0f0f3; }
.avatar { flex: none; width: 32px; height: 32px; border-radius: 50%; background: #e8e7ff; color: #4b49c7;
  display: flex; align-items: center; justify-content: center; font-weight: 600; font-size: 12px; }
.row-main { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 3px; }
.row-head { display: flex; align-items: baseline; gap: 7px; min-width: 0; }
.customer-name { flex: none; font-weight: 600; white-space: nowrap; }
.customer-email { flex: 0 1 auto; min-width: 0; color: #6b6b76; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.customer-email mark { background: #fff3b0; color: inherit; }
.row-time { margin-left: auto; color: #8a8a94; font-size: 12px; }
.row-preview { color: #6b6b76; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pill, .chip { font-size: 11px; padding: 1px 6px; border-radius: 9px; background: #f0f0f3; margin-right: 4px; }
`;

export function syntheticPage(rows: number): SyntheticPage {
  const random = rng(rows);
  const parts: string[] = [];
  let expectedAddresses = 0;
  let splitAddresses = 0;
  for (let i = 0; i < rows; i += 1) {
    const row = rowHtml(i, random);
    parts.push(row.html);
    expectedAddresses += row.addresses;
    if (row.split) splitAddresses += 1;
  }
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inbox (${rows})</title>` +
    `<style>${CSS}</style></head><body>` +
    `<header class="app"><strong>Support</strong><span>Todo</span><span>Snoozed</span><span>Done</span></header>` +
    `<main><ul class="thread-list" data-testid="thread-list">${parts.join('')}</ul></main>` +
    `<footer>Signed in as agent (no address here)</footer></body></html>`;
  return { html, rows, expectedAddresses, splitAddresses };
}
