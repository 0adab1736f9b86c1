/** The customer's story below the basic card: arrives after it, and never moves its header. */
import type { CustomerContext } from '../../../shared/customer-context';
import { t } from '../../i18n';
import { AsOfLine } from './AsOfLine';
import { BelongsSection } from './BelongsSection';
import { CardsSection } from './CardsSection';
import { ThreadsSection } from './ThreadsSection';
import { WhoSection } from './WhoSection';

/**
 * `scrolls`: in the card, the story scrolls below the basic card (the frame is at most 600px
 * high), so it takes focus for the keyboard to scroll it, and has a name for where focus is.
 */
export function ContextView(props: { context: CustomerContext; email: string; workspaceId?: string; scrolls?: boolean }) {
  const { context, email, workspaceId, scrolls = false } = props;
  const focus = scrolls ? { tabIndex: 0, role: 'group', 'aria-label': t('contextLabel') } : {};
  return (
    <div className="context" {...focus}>
      {context.stale && <AsOfLine at={context.fetchedAt} failure={context.stale.failure} of="context" />}
      <WhoSection section={context.who} email={email} />
      <BelongsSection company={context.company} tenants={context.tenants} groups={context.groups} />
      <ThreadsSection section={context.threads} workspaceId={workspaceId} />
      <CardsSection section={context.cards} />
    </div>
  );
}
