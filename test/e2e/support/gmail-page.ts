/**
 * A Gmail-like open message on a page of the test's own (a subject in `h2.hP`, the sender in an
 * element with `email`, the message's `data-message-id`): what Log to Plain reads
 * (src/background/log/message-reader.ts). Jane Cooper writes to the demo workspace's support team.
 */
export const GMAIL_SENDER = 'jane.cooper@acme.io';
export const GMAIL_SUBJECT = 'Invoice INV-2041 was charged twice';

/** Jane's message; `id` its data-message-id (a fresh one per test: each is its own message), `body` its text. */
export const gmailPage = (id: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${GMAIL_SUBJECT} - Mail</title></head>
<body><div role="main">
  <h2 class="hP">${GMAIL_SUBJECT}</h2>
  <div class="adn" data-message-id="${id}">
    <div class="gE"><span class="gD" email="${GMAIL_SENDER}" name="Jane Cooper">Jane Cooper</span>
      <span class="go">&lt;${GMAIL_SENDER}&gt;</span>
      to <span class="g2" email="support@acme-support.com">Support</span>
      <span class="g3" title="Tue, 24 Nov 2026, 10:42">10:42</span></div>
    <div class="a3s"><p>${body}</p><p>Regards,<br>Jane</p></div>
  </div>
</div></body></html>`;
