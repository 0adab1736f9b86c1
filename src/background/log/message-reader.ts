/**
 * The page's one open message, read by the background in the tab's top frame
 * (`scripting.executeScript`), only when a card or panel of a found customer asks whether to offer
 * Log: the content script carries none of it. What the page gives back is checked
 * (`parseMessageRead`) before anything is made of it.
 *
 * The open message: under the subject (Gmail's `h2.hP`, a page's `[data-thread-subject]` or
 * `h1.mail-subject`), the last shown element with a message id (Gmail's `data-message-id` /
 * `data-legacy-message-id`: the expanded message is last), else the main region. Its sender is the
 * first element keeping an address in `email` (Gmail's `.gD`) or `data-email`; its recipients the
 * others; its time `.g3[title]` or a `time[datetime]`; its text Gmail's body `.a3s`, a
 * `[data-message-body]`, else the message's own.
 */
import browser from 'webextension-polyfill';
import { parseMessageRead, type MessageRead } from '../../shared/contract/log';
import { SingleFlight } from '../transport/single-flight';

/** Runs in the page (serialised by executeScript: nothing from outside the function). */
export function readOpenMessage(): unknown {
  const shown = (el: Element) => el.getClientRects().length > 0;
  const fold = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  const subject = [...document.querySelectorAll('h2.hP, [data-thread-subject], h1.mail-subject')].find(shown);
  if (!subject) return null;
  const scope = subject.closest('[role="main"], main') ?? document.body;
  const withId = [...scope.querySelectorAll('[data-message-id], [data-legacy-message-id]')].filter(shown);
  const message = withId[withId.length - 1] ?? scope;
  const addressOf = (el: Element) => (el.getAttribute('email') ?? el.getAttribute('data-email') ?? '').trim();
  const people = [...message.querySelectorAll('[email], [data-email]')].filter((el) => addressOf(el).includes('@'));
  const sender = people[0];
  if (!sender) return null;
  const from = addressOf(sender);
  // A sender line shown as `Name <address>` gives its name.
  const name = fold((sender.getAttribute('name') ?? sender.textContent ?? '').replace(/<[^<>\s]+@[^<>\s]+>/g, ''));
  const to = [...new Set(people.slice(1).map(addressOf))].filter((a) => a.toLowerCase() !== from.toLowerCase()).slice(0, 50);
  const time =
    message.querySelector('time[datetime]')?.getAttribute('datetime') ?? message.querySelector('.g3[title]')?.getAttribute('title');
  const body = message.querySelector('.a3s, [data-message-body]') ?? message;
  const text = ((body as HTMLElement).innerText ?? body.textContent ?? '').slice(0, 20_000);
  const header = /Message-ID:\s*(<[^<>\s]+>)/i.exec(scope.textContent ?? '')?.[1] ?? null;
  return {
    subject: fold(subject.textContent).slice(0, 1_000),
    from,
    fromShown: (name && !name.includes('@') ? `${name} <${from}>` : from).slice(0, 320),
    to,
    date: fold(time).slice(0, 100),
    text,
    url: location.href.slice(0, 2_000),
    messageIdHeader: header,
    gmailMessageId: message.getAttribute('data-message-id') ?? message.getAttribute('data-legacy-message-id'),
  };
}

/** The open message in a tab, checked; null when none is shown or the page may not be read. */
export async function readMessage(tabId: number): Promise<MessageRead | null> {
  try {
    const [first] = await browser.scripting.executeScript({ target: { tabId, frameIds: [0] }, func: readOpenMessage });
    return parseMessageRead(first?.result);
  } catch {
    return null;
  }
}

/**
 * The reads of one tab's open message, joined while one runs: a card with several workspaces'
 * sections asks whether to offer Log once per section, at once, and the page is read once for all
 * (each read is a script run in the page, on its main thread, while the card paints).
 */
export function joinedReads(
  read: (tabId: number) => Promise<MessageRead | null> = readMessage,
): (tabId: number) => Promise<MessageRead | null> {
  const reads = new SingleFlight<MessageRead | null>();
  return (tabId) => reads.run(String(tabId), () => read(tabId));
}
