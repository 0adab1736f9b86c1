/**
 * The card's end of its direct line with the worker (background/card-line.ts says why): the
 * `show`s that come by it, the agent's write that goes by it; and the one place where the card
 * takes a `show`, from whichever line it came.
 */
import type { WriteOutcome } from '../../shared/drafts';
import { parseLineWritten, type BackgroundToCard, type CardLineOffer, type CardShow, type LineWrite } from '../../shared/messages';

export type Via = 'direct' | 'port';

/** The card's end of its line: what the worker sends comes to `onMessage`; the agent's write goes out. */
export interface Line {
  /**
   * Settles with the worker's answer; rejects if the line closes first (as a runtime message
   * would). Null until the worker has sent something by the line: only then is it known to hold
   * the other end (an offer it refused is closed there, unseen here, and would never answer).
   */
  write(request: LineWrite['request']): Promise<WriteOutcome> | null;
  close(): void;
}

/**
 * Hands the worker that controls this page one end of a new channel, with the token the port
 * gave. Null where there is no such worker (Firefox), or it cannot be reached: the port serves.
 */
export function openLine(token: string, onMessage: (raw: unknown) => void): Line | null {
  let worker: ServiceWorker | null | undefined;
  try {
    worker = navigator.serviceWorker?.controller;
  } catch {
    return null; // a context that may not use service workers throws here
  }
  if (!worker) return null;
  const channel = new MessageChannel();
  const waiting = new Map<number, { resolve(o: WriteOutcome): void; reject(e: Error): void }>();
  let next = 0;
  let heard = false;
  channel.port1.onmessage = (event) => {
    heard = true;
    const written = parseLineWritten(event.data);
    if (!written) return onMessage(event.data);
    const ask = waiting.get(written.id);
    waiting.delete(written.id);
    if (written.outcome) ask?.resolve(written.outcome);
    else ask?.reject(new Error('the write failed in the worker'));
  };
  const offer: CardLineOffer = { type: 'card-line', token };
  worker.postMessage(offer, [channel.port2]);
  return {
    write(request) {
      if (!heard) return null;
      const id = (next += 1);
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        channel.port1.postMessage({ type: 'line-write', id, request } satisfies LineWrite);
      });
    },
    close() {
      channel.port1.close();
      for (const ask of waiting.values()) ask.reject(new Error('the line closed'));
      waiting.clear();
    },
  };
}

/**
 * Takes the `show`s of one connection in the order the background numbered them: the same state
 * can reach the card by both lines, and a later one sent directly can overtake an earlier one on
 * the port; the earlier must then not replace it.
 */
export function inOrder(onShow: (msg: CardShow, line: Via) => void): (raw: unknown, line: Via) => void {
  let last = -Infinity;
  return (raw, line) => {
    const msg = raw as BackgroundToCard | null;
    if (msg?.type !== 'show' || typeof msg.seq !== 'number' || msg.seq <= last) return;
    last = msg.seq;
    onShow(msg, line);
  };
}
