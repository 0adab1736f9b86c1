/**
 * A direct line between the worker and each card frame, beside the card's port (Chromium).
 *
 * A runtime port's message goes from the worker through the browser process's UI thread to the
 * card; on two busy cores that hop is one of the waits between the story's answer and its paint
 * (docs/performance.md). The card is an extension page the worker controls, so it can hand the
 * worker one end of a MessageChannel, and the worker's messages then go from thread to thread
 * inside the extension's own process. The agent's write from the card goes the same way, both ways
 * (bench part F: the click's runtime message took two hops through that thread, open and send).
 * The port stays: it is the checked way in (extension id, tab, URL), it carries the card's other
 * messages, and it is the only line in Firefox, whose background is not a service worker.
 *
 * Pairing: a port's first message is a one-time token; the card sends it back to the worker with
 * its end of the channel. Only a card that holds the token of a checked port can pair, and only
 * for that port's tab.
 */
import type { WriteOutcome } from '../../shared/drafts';
import { parseCardLine, parseLineWrite, type LineWrite, type LineWritten } from '../../shared/messages';

/** Runs a card's write as a page's `write` is run (the write engine). */
export type LineWriter = (request: LineWrite['request']) => Promise<WriteOutcome> | undefined;

const offered = new Map<string, number>();
const lines = new Map<number, MessagePort>();

declare const ServiceWorkerGlobalScope: { new (): unknown } | undefined;

/** A card can reach the background directly only where it is a service worker. */
export function inServiceWorker(): boolean {
  return typeof ServiceWorkerGlobalScope !== 'undefined' && globalThis instanceof ServiceWorkerGlobalScope;
}

/** The token for a tab's newly checked card port, or null where no direct line is possible. */
export function offerLine(tabId: number): string | null {
  if (!inServiceWorker()) return null;
  forgetLine(tabId);
  const token = crypto.randomUUID();
  offered.set(token, tabId);
  return token;
}

/** The worker's `message` event, from the card page (door/card-line-door.ts): its end of the channel with its token. */
export function acceptLine(event: MessageEvent, write?: LineWriter): void {
  const msg = parseCardLine(event.data);
  const tabId = msg ? offered.get(msg.token) : undefined;
  const port = event.ports.length === 1 ? event.ports[0] : undefined;
  if (!msg || tabId === undefined || !port) {
    for (const p of event.ports) p.close();
    return;
  }
  offered.delete(msg.token);
  lines.get(tabId)?.close();
  lines.set(tabId, port);
  if (write) port.onmessage = (e: MessageEvent) => answerWrite(port, e.data, write);
}

/**
 * The agent's write, from the card on its line: the line's other end is only ever the card page
 * that offered it, for a port the background checked (extension, tab, card URL), so it is a page's
 * write; it is checked as one (`parseLineWrite`), and anything else on the line is dropped.
 */
function answerWrite(port: MessagePort, raw: unknown, write: LineWriter): void {
  const msg = parseLineWrite(raw);
  if (!msg) return;
  const answer = (outcome: WriteOutcome | null) => port.postMessage({ type: 'line-written', id: msg.id, outcome } satisfies LineWritten);
  // No writes here, or a write that threw: the card hears so, as from a runtime message.
  (write(msg.request) ?? Promise.reject(new Error('no writes'))).then(answer, () => answer(null));
}

/** The tab's direct line, if its card has paired one. */
export function lineTo(tabId: number): MessagePort | undefined {
  return lines.get(tabId);
}

export function forgetLine(tabId: number): void {
  lines.get(tabId)?.close();
  lines.delete(tabId);
  for (const [token, tab] of offered) if (tab === tabId) offered.delete(token);
}
