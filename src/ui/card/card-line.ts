/**
 * The card's end of its direct line from the worker (background/card-line.ts says why), and the
 * one place where the card takes a `show`, from whichever line it came.
 */
import type { BackgroundToCard, CardLineOffer, CardShow } from '../../shared/messages';

export type Line = 'direct' | 'port';

/**
 * Hands the worker that controls this page one end of a new channel, with the token the port
 * gave. Null where there is no such worker (Firefox), or it cannot be reached: the port serves.
 */
export function openLine(token: string, onMessage: (raw: unknown) => void): MessagePort | null {
  let worker: ServiceWorker | null | undefined;
  try {
    worker = navigator.serviceWorker?.controller;
  } catch {
    return null; // a context that may not use service workers throws here
  }
  if (!worker) return null;
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => onMessage(event.data);
  const offer: CardLineOffer = { type: 'card-line', token };
  worker.postMessage(offer, [channel.port2]);
  return channel.port1;
}

/**
 * Takes the `show`s of one connection in the order the background numbered them: the same state
 * can reach the card by both lines, and a later one sent directly can overtake an earlier one on
 * the port; the earlier must then not replace it.
 */
export function inOrder(onShow: (msg: CardShow, line: Line) => void): (raw: unknown, line: Line) => void {
  let last = -Infinity;
  return (raw, line) => {
    const msg = raw as BackgroundToCard | null;
    if (msg?.type !== 'show' || typeof msg.seq !== 'number' || msg.seq <= last) return;
    last = msg.seq;
    onShow(msg, line);
  };
}
