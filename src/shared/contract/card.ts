/**
 * The card's side of the message contract (messages.ts lists every channel): its port `card`
 * to the background both ways, and the direct line a worker offers it (background/card-line.ts),
 * which carries the card's `show`s and, from the agent's click, its `write`.
 * Each side checks what it receives; nothing is trusted because it type-checks at the sender.
 */
import type { WriteOutcome } from '../drafts';
import type { LookupState } from '../lookup-state';
import { record, validEmail } from './checks';
import { parseWriteRequest, type WriteRequest } from './write';

export type CardToBackground =
  | { type: 'resize'; height: number }
  | { type: 'close' }
  | { type: 'hold' }
  /** The agent pressed Retry on a story that failed: this customer's story is asked for again. */
  | { type: 'retry'; customerId: string };
/** `seq` rises with each `show`: the card drops one overtaken on its other line. */
export type CardShow = { type: 'show'; seq: number; email: string; state: LookupState };
export type BackgroundToCard = CardShow | { type: 'line'; token: string };
export type CardLineOffer = { type: 'card-line'; token: string };
/**
 * The card's write on its direct line (Chromium), and its answer: the agent's click reaches the
 * worker without the browser's UI thread, as a `show` comes back. `id` pairs them.
 */
export type LineWrite = { type: 'line-write'; id: number; request: Extract<WriteRequest, { type: 'write' }> };
/** `outcome` null: the write threw, as a runtime message's answer rejects. */
export type LineWritten = { type: 'line-written'; id: number; outcome: WriteOutcome | null };

/** The card's frame is never taller than this: the story scrolls inside it. */
export const CARD_MAX_HEIGHT = 600;

export function parseCardMessage(raw: unknown): CardToBackground | null {
  const msg = record(raw);
  if (!msg) return null;
  if (msg.type === 'close' && Object.keys(msg).length === 1) return { type: 'close' };
  if (msg.type === 'hold' && Object.keys(msg).length === 1) return { type: 'hold' };
  if (msg.type === 'retry' && Object.keys(msg).length === 2 && typeof msg.customerId === 'string' && /^[\w-]{1,100}$/.test(msg.customerId)) {
    return { type: 'retry', customerId: msg.customerId };
  }
  if (msg.type === 'resize' && typeof msg.height === 'number' && Number.isFinite(msg.height)) {
    return { type: 'resize', height: Math.min(Math.max(Math.round(msg.height), 40), CARD_MAX_HEIGHT) };
  }
  return null;
}

/** A token as `crypto.randomUUID` writes it: the direct line's (card/line.ts). */
const isLineToken = (token: unknown): token is string => typeof token === 'string' && /^[0-9a-f-]{36}$/.test(token);

/** Exactly `{ type: 'card-line', token }`, the token a UUID as `crypto.randomUUID` writes it. */
export function parseCardLine(raw: unknown): CardLineOffer | null {
  const msg = record(raw);
  const token = msg?.token;
  if (msg?.type !== 'card-line' || Object.keys(msg).length !== 2 || !isLineToken(token)) return null;
  return { type: 'card-line', token };
}

const isLineId = (id: unknown): id is number => Number.isSafeInteger(id) && (id as number) >= 0;

/** Exactly `{ type: 'line-write', id, request }`, the request a `write` as a page may send it. */
export function parseLineWrite(raw: unknown): LineWrite | null {
  const msg = record(raw);
  if (msg?.type !== 'line-write' || Object.keys(msg).length !== 3 || !isLineId(msg.id)) return null;
  const request = record(msg.request);
  const write = request && parseWriteRequest(request);
  return write?.type === 'write' ? { type: 'line-write', id: msg.id, request: write } : null;
}

/** The worker's answer to a `line-write`, as the card takes it: an id, and an outcome that says `ok` (or null). */
export function parseLineWritten(raw: unknown): LineWritten | null {
  const msg = record(raw);
  if (msg?.type !== 'line-written' || !isLineId(msg.id)) return null;
  if (msg.outcome !== null && typeof record(msg.outcome)?.ok !== 'boolean') return null;
  return { type: 'line-written', id: msg.id, outcome: msg.outcome as WriteOutcome | null };
}

/**
 * What the card takes from the background, on its port or its direct line: a `show` with a
 * finite `seq`, a valid address and a state that names its `kind`; a `line` with a token as
 * `parseCardLine` wants it.
 */
export function parseBackgroundToCard(raw: unknown): BackgroundToCard | null {
  const msg = record(raw);
  if (msg?.type === 'line') return isLineToken(msg.token) ? { type: 'line', token: msg.token } : null;
  if (msg?.type !== 'show') return null;
  const { seq, email, state } = msg;
  if (typeof seq !== 'number' || !Number.isFinite(seq)) return null;
  if (!validEmail(email)) return null;
  if (typeof record(state)?.kind !== 'string') return null;
  return { type: 'show', seq, email, state: state as LookupState };
}
