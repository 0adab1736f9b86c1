/**
 * The customer event that logs an e-mail: what the preview shows before anything is sent and
 * what createCustomerEvent carries, made from one description of the message. The title is
 * "E-mail: <subject>"; the components are who wrote to whom (`componentText`, its markdown
 * escaped so a name cannot format or link), when (`componentDateTime`), the excerpt
 * (`componentPlainText`) and a link back to the message (`componentLinkButton`). A component
 * whose value is missing or unfit (no date, an empty body, a page address that is not http(s)) is
 * left out rather than sent for Plain to refuse.
 */
import type { CreateCustomerEventInput, EventComponentInput } from '../gql/graphql';
import { cutText, foldWhitespace } from './cut-text';
import { messageExcerpt } from './excerpt';

export interface LoggedEmail {
  subject: string;
  /** The sender, as "Name <address>" or the address. */
  from: string;
  to: readonly string[];
  /** ISO 8601 when the page gives the time; null when it does not. */
  date: string | null;
  /** The message's visible text as the page reads it; the excerpt is made from it. */
  visibleText: string;
  /** The app's address of the message. */
  url: string;
}

export const TITLE_LENGTH = 300;
const RECIPIENTS_SHOWN = 10;
/** An address is at most 254 characters; with a display name, this is ample for one person. */
const PERSON_LENGTH = 320;
const LINK_LABEL = 'Open the e-mail';

export const eventTitle = (subject: string) => cutText(`E-mail: ${foldWhitespace(subject) || '(no subject)'}`, TITLE_LENGTH);

/** Markdown's punctuation backslash-escaped: the text shows as written. */
export const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|<>~]/gu, (c) => `\\${c}`);

const person = (who: string) => escapeMarkdown(cutText(foldWhitespace(who), PERSON_LENGTH));

function recipients(to: readonly string[]): string {
  const shown = to.slice(0, RECIPIENTS_SHOWN).map(person);
  const more = to.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

const isWebUrl = (url: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};

export function eventComponents(email: LoggedEmail): EventComponentInput[] {
  const header = `**From** ${person(email.from)}` + (email.to.length > 0 ? `  \n**To** ${recipients(email.to)}` : '');
  const components: EventComponentInput[] = [{ componentText: { text: header } }];
  if (email.date !== null && !Number.isNaN(Date.parse(email.date)))
    components.push({ componentDateTime: { dateTimeIso8601: new Date(email.date).toISOString() } });
  const excerpt = messageExcerpt(email.visibleText);
  if (excerpt !== '') components.push({ componentPlainText: { plainText: excerpt } });
  if (isWebUrl(email.url)) components.push({ componentLinkButton: { linkButtonUrl: email.url, linkButtonLabel: LINK_LABEL } });
  return components;
}

/** createCustomerEvent's input for this customer: the externalId is the message's identity (message-identity.ts). */
export const customerEventInput = (customerId: string, externalId: string, email: LoggedEmail): CreateCustomerEventInput => ({
  customerIdentifier: { customerId },
  externalId,
  title: eventTitle(email.subject),
  components: eventComponents(email),
});
