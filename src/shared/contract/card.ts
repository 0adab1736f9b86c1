/**
 * The card's side of the message contract (messages.ts lists every channel): its port `card`
 * to the background, both ways. Each side checks what it receives; nothing is trusted because it
 * type-checks at the sender.
 */
import type { LookupState } from '../lookup-state';
import { record, validEmail } from './checks';

export type CardToBackground =
  | { type: 'resize'; height: number }
  | { type: 'close' }
  | { type: 'hold' }
  /** The agent pressed Retry on a story that failed: this customer's story is asked for again. */
  | { type: 'retry'; customerId: string };
export type CardShow = { type: 'show'; email: string; state: LookupState };
export type BackgroundToCard = CardShow;

/** The card's frame is never taller than this: the story scrolls inside it. */
export const CARD_MAX_HEIGHT = 600;

export function parseCardMessage(raw: unknown): CardToBackground | null {
  const msg = record(raw);
  if (!msg) return null;
  if (msg.type === 'close' && Object.keys(msg).length === 1) return { type: 'close' };
  if (msg.type === 'hold' && Object.keys(msg).length === 1) return { type: 'hold' };
  if (
    msg.type === 'retry' &&
    Object.keys(msg).length === 2 &&
    typeof msg.customerId === 'string' &&
    /^[\w-]{1,100}$/.test(msg.customerId)
  ) {
    return { type: 'retry', customerId: msg.customerId };
  }
  if (msg.type === 'resize' && typeof msg.height === 'number' && Number.isFinite(msg.height)) {
    return { type: 'resize', height: Math.min(Math.max(Math.round(msg.height), 40), CARD_MAX_HEIGHT) };
  }
  return null;
}

/** What the card takes from the background on its port: a `show` with a valid address and a state that names its `kind`. */
export function parseBackgroundToCard(raw: unknown): BackgroundToCard | null {
  const msg = record(raw);
  if (msg?.type !== 'show') return null;
  const { email, state } = msg;
  if (!validEmail(email)) return null;
  if (typeof record(state)?.kind !== 'string') return null;
  return { type: 'show', email, state: state as LookupState };
}
