/** The customer's story below the basic card: arrives after it, and never moves its header. */
import { memo, useEffect, useState } from 'react';
import type { CustomerContext } from '../../../shared/customer-context';
import { t } from '../../i18n';
import { AsOfLine } from './AsOfLine';
import { BelongsSection } from './BelongsSection';
import { CardsSection } from './CardsSection';
import { ThreadsSection } from './ThreadsSection';
import { StoryProblems } from './StoryProblems';
import { storyProblems } from './story-problems';
import { WhoSection } from './WhoSection';

/**
 * Props that hold the same data. The card's state crosses from the background cloned, so an
 * unchanged section never arrives as the same object; as each answer comes (story/story-engine.ts),
 * only the sections it brought are drawn again.
 */
function sameData<P>(a: P, b: P): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
const Who = memo(WhoSection, sameData);
const Belongs = memo(BelongsSection, sameData);
const Threads = memo(ThreadsSection, sameData);
const Cards = memo(CardsSection, sameData);

/**
 * Whether the whole story has been drawn for `key` (a customer): in the card, the first frame
 * draws only the customer cards in sight (CardsSection), and the rest once that frame has been
 * painted and the thread is idle. A workspace's many cards hold up neither the card's first paint
 * nor what waits behind it, the agent's input first (a `setTimeout` after the frame ran before it).
 */
function useAllDrawn(key: string): boolean {
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    if (drawn === key) return;
    let idle = 0;
    const frame = requestAnimationFrame(() => (idle = requestIdleCallback(() => setDrawn(key), { timeout: IDLE_WAIT_MS })));
    return () => {
      cancelAnimationFrame(frame);
      cancelIdleCallback(idle);
    };
  }, [key, drawn]);
  return drawn === key;
}

/** At most this long for an idle moment: on a thread never idle, the rest of the story still comes. */
const IDLE_WAIT_MS = 1000;

/**
 * `scrolls`: in the card, the story scrolls below the basic card (the frame is at most 600px
 * high), so it takes focus for the keyboard to scroll it, and has a name for where focus is.
 */
export function ContextView(props: {
  context: CustomerContext;
  email: string;
  customerId?: string;
  workspaceId?: string;
  scrolls?: boolean;
  /** Not scrolling on its own, yet in the card (another workspace's section): its first frame draws only the cards in sight too. */
  inSightFirst?: boolean;
  /** How many open threads to list (ThreadsSection's `limit`). */
  threadLimit?: number;
  /** Asks for the story again (the card's Retry); without it, no Retry is offered. */
  onRetry?: () => void;
}) {
  const { context, email, customerId, workspaceId, scrolls = false, inSightFirst = false, onRetry, threadLimit } = props;
  // One line per cause above the story; the sections it names are not drawn below it.
  const problems = storyProblems(context);
  const hidden = new Set(problems.flatMap((p) => p.sections));
  const focus = scrolls ? { tabIndex: 0, role: 'group', 'aria-label': t('contextLabel') } : {};
  // Drawn again in two steps when the cards arrive after the rest (an uncached story).
  const drawn = useAllDrawn(`${email} ${context.cards.status}`);
  // Another workspace's section, below the first in the card: none of its story is in sight in
  // the first frame, so it is drawn the frame after, as the first's cards out of sight are.
  // Keyed by the customer alone: their cards coming after the rest must not take the story away again.
  const sectionDrawn = useAllDrawn(email);
  if (inSightFirst && !sectionDrawn) return <div className="context" data-drawn="none" />;
  return (
    <div className="context" data-drawn={drawn ? 'all' : 'first'} {...focus}>
      {context.stale && <AsOfLine at={context.fetchedAt} failure={context.stale.failure} of="context" />}
      <StoryProblems problems={problems} onRetry={onRetry} />
      {!hidden.has('who') && <Who section={context.who} email={email} />}
      <Belongs company={context.company} tenants={context.tenants} groups={context.groups} hidden={[...hidden]} />
      {!hidden.has('threads') && (
        <Threads section={context.threads} workspaceId={workspaceId} customerId={customerId} limit={threadLimit} />
      )}
      {!hidden.has('cards') && <Cards section={context.cards} inSightOnly={(scrolls || inSightFirst) && !drawn} />}
    </div>
  );
}
