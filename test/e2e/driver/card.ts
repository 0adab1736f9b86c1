/** Hovering an address and reading the card, the same in every browser (driver.ts). */
import { waitUntil } from '../../support/wait-until';
import type { CardView, Tab } from './driver';
import { placeOf, type Target } from './target';

/** The pointer away and the card gone: an open card may cover the next address. */
export async function closeCard(tab: Tab): Promise<void> {
  await tab.mouse.move(1, 1);
  await waitUntil(async () => !(await tab.isCardShown()), 3_000, 'the card closed');
}

/** Until the tab has a card frame; that card. */
export async function waitForCard(tab: Tab, timeoutMs = 15_000): Promise<CardView> {
  let card: CardView | null = null;
  await waitUntil(async () => (card = await tab.card()) !== null, timeoutMs, 'the card frame');
  return card!;
}

/** Until the card shows a final state for `email` (or exactly `state`). */
export async function waitForCardOf(card: CardView, email: string, state?: string, timeoutMs = 20_000): Promise<void> {
  let seen: string | null = null;
  await waitUntil(
    async () => {
      seen = await card.evaluate(
        ({ e, s }) => {
          const article = document.querySelector('article.customer');
          const now = article?.getAttribute('data-state') ?? null;
          const shows = article?.querySelector('.email')?.textContent === e;
          return shows && (s ? now === s : now !== 'loading') ? 'yes' : `${now} for ${article?.querySelector('.email')?.textContent}`;
        },
        { e: email, s: state },
      );
      return seen === 'yes';
    },
    timeoutMs,
    `the card showing ${state ?? 'a final state'} for ${email}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message} (it shows ${seen})`);
  });
}

/**
 * Hovers `target` and waits until the card shows a final state for `email` (or exactly `state`:
 * needed when the same address was shown before, so the old card cannot be taken for the new),
 * on screen.
 */
export async function hoverCard(tab: Tab, target: Target, email: string, state?: string): Promise<CardView> {
  await closeCard(tab);
  await waitUntil(async () => !(await placeOf(tab, target)).covered, 3_000, `${target.text ?? target.selector} uncovered`);
  const { x, y } = await placeOf(tab, target);
  await tab.mouse.move(x, y);
  const card = await waitForCard(tab);
  await waitForCardOf(card, email, state).catch(async (error: Error) => {
    // For the one who reads the failure: whether any card is shown, and what the pointer is on now.
    const under = await tab.evaluate((at) => document.elementFromPoint(at.x, at.y)?.textContent?.trim().slice(0, 80) ?? null, { x, y });
    throw new Error(
      `${error.message}; a card ${(await tab.isCardShown()) ? 'is' : 'is not'} shown; under the pointer: ${JSON.stringify(under)}`,
    );
  });
  await waitUntil(() => tab.isCardShown(), 5_000, 'the card on screen');
  return card;
}

export interface CardSnapshot {
  state: string;
  email: string;
  /** The card's text, white space collapsed. */
  text: string;
  name: string | null;
  id: string | null;
  /** The basic card's time (the customer's story below it has times of its own). */
  datetime: string | null;
  timeText: string | null;
}

/** What the card shows now. */
export function readCard(card: CardView): Promise<CardSnapshot> {
  return card.evaluate(() => {
    const article = document.querySelector<HTMLElement>('article.customer');
    const time = article?.querySelector('time') as HTMLElement | null | undefined;
    return {
      state: article?.getAttribute('data-state') ?? '',
      email: article?.querySelector('.email')?.textContent ?? '',
      text: (article?.innerText ?? '').replace(/\s+/g, ' ').trim(),
      name: article?.querySelector('.name')?.textContent ?? null,
      id: article?.querySelector('.id')?.textContent ?? null,
      datetime: time?.getAttribute('datetime') ?? null,
      timeText: time ? time.innerText : null,
    };
  });
}

/**
 * Until the card's story is all drawn (its first frame draws only the customer cards in sight)
 * and nothing in it is loading: no section, no customer card (one Plain is still loading is
 * asked for again a second later).
 */
export async function storySettled(card: CardView, timeoutMs = 20_000): Promise<void> {
  await waitUntil(
    () =>
      card.evaluate(
        () =>
          document.querySelector('.context[data-drawn="all"]') !== null &&
          !document.querySelector('[data-status="loading"], [data-card-state="loading"]'),
      ),
    timeoutMs,
    "the customer's whole story drawn",
  );
}
