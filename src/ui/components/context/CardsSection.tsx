/**
 * The workspace's own customer cards, each under its title. One card still loading or failed
 * says so in one line; the others show.
 */
import type { CustomerCard, Section } from '../../../shared/customer-context';
import { t } from '../../i18n';
import { CardComponents } from '../customer-cards/CardComponents';
import { ContextSection } from './ContextSection';

function Card({ card }: { card: CustomerCard }) {
  return (
    <li className="cc-card" data-card={card.key} data-card-state={card.state}>
      <h4>{card.title}</h4>
      {card.state === 'loaded' && (
        <div className="cc-body">
          <CardComponents components={card.components} />
        </div>
      )}
      {card.state === 'loading' && <p className="state-line loading">{t('cardLoading')}</p>}
      {card.state === 'error' && <p className="state-line failed">{card.message}</p>}
    </li>
  );
}

export function CardsSection({ section }: { section: Section<CustomerCard[]> }) {
  return (
    <ContextSection name="cards" title={t('sectionCards')} section={section} failed={t('failedCards')}>
      {(cards) =>
        cards.length === 0 ? (
          <p className="muted">{t('cardsNone')}</p>
        ) : (
          <ul className="cc-cards">
            {cards.map((card) => (
              <Card key={card.key} card={card} />
            ))}
          </ul>
        )
      }
    </ContextSection>
  );
}
