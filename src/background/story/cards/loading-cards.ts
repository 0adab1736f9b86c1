/**
 * A card Plain is still loading is asked for again, backing off, until it is loaded or about 30 s
 * have passed. Each update goes out to the flight's callers and is kept; a change of key or base
 * URL, or the flight forgotten (a thread opened from the card), ends the asking.
 */
import type { CustomerContext } from '../../../shared/customer-context';
import type { Flight } from '../../transport/shared-flights';
import { cardsSection } from '../build';
import { hasLoadingCard } from './cards';
import type { Reply } from '../reply';

/** Waits before each new ask for a loading card: about 30 s in all. */
export const CARD_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16000];

export interface CardAsks {
  sleep(ms: number): Promise<void>;
  /** One ask for the customer's cards. */
  send(): Promise<Reply>;
  /** Keeps an updated context (with the context's own time: the cache time counts from the full fetch). */
  keep(context: CustomerContext): Promise<void>;
  /** Aborted when the key or base URL changed since the flight started. */
  signal: AbortSignal;
  flight: Flight<CustomerContext>;
}

export async function askAgainForCards(start: CustomerContext, ask: CardAsks): Promise<void> {
  let context = start;
  for (const delay of CARD_RETRY_DELAYS_MS) {
    if (context.cards.status !== 'ok' || !hasLoadingCard(context.cards.data)) return;
    await ask.sleep(delay);
    if (ask.signal.aborted) return;
    const reply = await ask.send();
    if (ask.signal.aborted || ask.flight.wanted.aborted) return;
    const cards = cardsSection(reply);
    if (cards.status !== 'ok') continue; // a failed ask leaves the cards shown
    context = { ...context, cards };
    ask.flight.say(context);
    await ask.keep(context);
  }
}
