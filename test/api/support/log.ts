// Logging to the timeline as the extension sends it (documents.ts, each request checked against
// Plain's published schema first): an e-mail as a customer event, a note, and the timeline read.
import type { ApiServer } from '../../../api/server.js';
import { send } from './writes.js';

let n = 0;
/** A new externalId per call: a server keeps every event it was sent. */
export const freshExternalId = () => `w_test:msg-${(n += 1)}-${Date.now()}`;

/** The event the extension makes of an open e-mail: its four kinds of component. */
export const emailEvent = (customerId: string, externalId: string | null, title = 'E-mail: Invoice INV-2041 charged twice') => ({
  customerIdentifier: { customerId },
  externalId,
  title,
  components: [
    { componentText: { text: 'From **noor@kestrel-labs.io** to support@acme-support.com' } },
    { componentDateTime: { dateTimeIso8601: '2026-11-18T10:42:00.000Z' } },
    { componentPlainText: { plainText: 'Hello, we were charged twice for <INV-2041>.' } },
    { componentLinkButton: { linkButtonUrl: 'https://mail.example.com/mail/u/0/#inbox/FMfcgz', linkButtonLabel: 'Open the e-mail' } },
  ],
});

export const logEvent = (server: ApiServer, input: Record<string, unknown>, key?: string) =>
  send(server, 'createCustomerEvent', { input }, key).then((r) => r.body.data.createCustomerEvent);

export const addNote = (server: ApiServer, input: Record<string, unknown>, key?: string) =>
  send(server, 'createNote', { input }, key).then((r) => r.body.data.createNote);

/** The customer's most recent entries, as the card reads them; the whole answer (status, body). */
export const timeline = (server: ApiServer, customerId: string, last = 25, key?: string) =>
  send(server, 'timelineEntries', { customerId, last }, key);
