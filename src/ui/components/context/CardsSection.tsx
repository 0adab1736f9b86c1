/**
 * The workspace's own customer cards, each under its title. One card still loading or failed
 * says so in one line, as does one with nothing to show; the others show.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import type { CustomerCard, Section } from '../../../shared/customer-context';
import { CARD_MAX_HEIGHT } from '../../../shared/messages';
import { t } from '../../i18n';
import { showsSomething } from '../customer-cards/card-content';
import { CardComponents } from '../customer-cards/CardComponents';
import { ContextSection } from './ContextSection';

function Card({ card }: { card: CustomerCard }) {
  // Kept, not left out: its title says the workspace's system was asked, and had nothing.
  const empty = card.state === 'loaded' && !showsSomething(card.components);
  return (
    <li className="cc-card" data-card={card.key} data-card-state={card.state}>
      <h4>{card.title}</h4>
      {card.state === 'loaded' && !empty && (
        <div className="cc-body">
          <CardComponents components={card.components} />
        </div>
      )}
      {empty && <p className="state-line empty">{t('cardEmpty')}</p>}
      {card.state === 'loading' && <p className="state-line loading">{t('cardLoading')}</p>}
      {card.state === 'error' && <p className="state-line failed">{card.message}</p>}
    </li>
  );
}

/**
 * How many cards to draw. In the card's first frame (`inSightOnly`), only those in sight: one,
 * then one more before the frame paints while the last drawn ends within the frame's greatest
 * height, CARD_MAX_HEIGHT (read from the layout, so no card in sight is ever left out). The rest come the frame after:
 * a workspace may keep many (the demo's busiest customer has nine, 2,600 px of them), and
 * drawing them all had held up the story's first paint by ~10 ms of script and as much layout.
 */
function useCardsInSight(count: number, inSightOnly: boolean) {
  const list = useRef<HTMLUListElement>(null);
  const [drawn, setDrawn] = useState(1);
  // No dependency list on purpose: it measures after every render, each drawing one card more,
  // until the last drawn reaches past the frame; the guard ends the chain.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    if (!inSightOnly || drawn >= count) return;
    const last = list.current?.lastElementChild;
    if (!last || last.getBoundingClientRect().bottom < CARD_MAX_HEIGHT) setDrawn(drawn + 1);
  });
  return { list, drawn: inSightOnly ? Math.min(drawn, count) : count };
}

function CardList({ cards, inSightOnly }: { cards: CustomerCard[]; inSightOnly: boolean }) {
  const { list, drawn } = useCardsInSight(cards.length, inSightOnly);
  return (
    <ul className="cc-cards" ref={list}>
      {cards.slice(0, drawn).map((card) => (
        <Card key={card.key} card={card} />
      ))}
    </ul>
  );
}

/** `inSightOnly`: the story's first frame in the card, where only the cards in sight are drawn. */
export function CardsSection({ section, inSightOnly = false }: { section: Section<CustomerCard[]>; inSightOnly?: boolean }) {
  return (
    <ContextSection name="cards" title={t('sectionCards')} section={section} failed={t('failedCards')}>
      {(cards) => (cards.length === 0 ? <p className="muted">{t('cardsNone')}</p> : <CardList cards={cards} inSightOnly={inSightOnly} />)}
    </ContextSection>
  );
}
