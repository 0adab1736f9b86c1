/**
 * Part B, senders shown by name: a page the bench serves itself on the demo origin
 * (so the local build's content script runs there, as on the demo page), with the same customers
 * as the visible addresses measured on the demo page, each shown by its full name only. The
 * address is kept the ways apps keep it (src/content/scan/sender-address.ts), in turn: Gmail's
 * `email="…"`, `data-email`, `data-hovercard-id`, `title`, and a `mailto:` link whose text is
 * the name. The demo page itself stays as it is: its e2e tests count its rows and addresses.
 */
import type { Locator, Page } from 'playwright-core';

export const NAME_SENDERS_PATH = '/bench-name-senders';

export interface NamedSender {
  email: string;
  name: string;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One sender element per form, cycled: the name is the element's whole text. */
const FORMS: Array<(email: string, name: string) => string> = [
  (e, n) => `<span email="${e}" name="${n}">${n}</span>`,
  (e, n) => `<span data-email="${e}">${n}</span>`,
  (e, n) => `<span data-hovercard-id="${e}">${n}</span>`,
  (e, n) => `<span title="${e}">${n}</span>`,
  (e, n) => `<a href="mailto:${e}">${n}</a>`,
];

/** A plain inbox: one row per sender, "From: <name>", a subject and no address in any text. */
export function nameSendersHtml(senders: readonly NamedSender[]): string {
  const rows = senders.map((s, i) => {
    const sender = FORMS[i % FORMS.length]!(escape(s.email), escape(s.name)).replace(/^<(\w+)/, '<$1 data-testid="name-sender"');
    return `<li>From: ${sender} <span class="subject">Question about invoice #${1000 + i}</span></li>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Inbox (senders by name)</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:24px}li{padding:10px 0;border-bottom:1px solid #ddd;list-style:none}
.subject{color:#555;margin-left:12px}</style></head>
<body><h1>Inbox</h1><ul>${rows.join('\n')}</ul></body></html>`;
}

/** Serve the page at NAME_SENDERS_PATH on the demo origin (from memory, for this page only) and open it. */
export async function openNameSenders(page: Page, demoUrl: string, senders: readonly NamedSender[]): Promise<void> {
  const url = new URL(NAME_SENDERS_PATH, demoUrl).toString();
  await page.route(url, (route) => route.fulfill({ body: nameSendersHtml(senders), contentType: 'text/html; charset=utf-8' }));
  await page.goto(url);
  await page.getByTestId('name-sender').first().waitFor();
}

/** The element showing `email`'s sender by name. */
export function nameSenderLocator(page: Page, senders: readonly NamedSender[]): (email: string) => Locator {
  return (email) => page.getByTestId('name-sender').nth(senders.findIndex((s) => s.email === email));
}
