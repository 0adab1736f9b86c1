/**
 * What is open with the customer: the newest open threads (at most five) and how many there are
 * in all. Each opens in Plain when the workspace is known; without it a title is only text.
 */
import { customerUrl } from '../../../shared/connection';
import { MAX_OPEN_THREADS, threadUrl, type OpenThread, type OpenThreads, type Section } from '../../../shared/customer-context';
import { t } from '../../i18n';
import { RelativeTime } from '../RelativeTime';
import { ContextSection } from './ContextSection';

export function priorityText(priority: OpenThread['priority']): string {
  switch (priority) {
    case 0:
      return t('priorityUrgent');
    case 1:
      return t('priorityHigh');
    case 2:
      return t('priorityNormal');
    case 3:
      return t('priorityLow');
  }
}

export function countText(shown: number, total: number): string {
  if (total === 0 && shown === 0) return t('threadsNone');
  const all = Math.max(total, shown);
  return shown < all ? t('threadsShown', [String(shown), String(all)]) : t('threadsAll', String(all));
}

function Thread({ thread, workspaceId }: { thread: OpenThread; workspaceId?: string }) {
  return (
    <li data-thread={thread.id}>
      {workspaceId ? (
        <a className="title" href={threadUrl(workspaceId, thread.id)} target="_blank" rel="noreferrer">
          {thread.title}
        </a>
      ) : (
        <span className="title">{thread.title}</span>
      )}
      <span className="meta">
        <span className="ref">{thread.ref}</span>
        {' · '}
        <span className={`status ${thread.status.toLowerCase()}`}>
          {thread.status === 'SNOOZED' ? t('statusSnoozed') : t('statusTodo')}
        </span>
        {' · '}
        <span className={`priority p${thread.priority}`}>{priorityText(thread.priority)}</span>
        {' · '}
        <RelativeTime iso={thread.lastActivityAt} compact />
        {' · '}
        {thread.assignee ?? t('unassigned')}
      </span>
    </li>
  );
}

/** Where the card shows fewer than there are: the customer's page in Plain lists them all. */
function AllThreads({ total, workspaceId, customerId }: { total: number; workspaceId?: string; customerId?: string }) {
  if (!workspaceId || !customerId) return null;
  return (
    <>
      {' · '}
      <a className="all-threads" href={customerUrl(workspaceId, customerId)} target="_blank" rel="noreferrer">
        {t('threadsSeeAll', String(total))}
      </a>
    </>
  );
}

function Threads({
  open,
  workspaceId,
  customerId,
  limit,
}: {
  open: OpenThreads;
  workspaceId?: string;
  customerId?: string;
  limit: number;
}) {
  const shown = open.threads.slice(0, limit);
  const all = Math.max(open.total, shown.length);
  return (
    <>
      <p className="count">
        {countText(shown.length, open.total)}
        {shown.length < all && <AllThreads total={all} workspaceId={workspaceId} customerId={customerId} />}
      </p>
      {shown.length > 0 && (
        <ol className="threads">
          {shown.map((thread) => (
            <Thread key={thread.id} thread={thread} workspaceId={workspaceId} />
          ))}
        </ol>
      )}
    </>
  );
}

/** `limit`: how many threads to list (the card's few; the side panel's all that were fetched). */
export function ThreadsSection(props: { section: Section<OpenThreads>; workspaceId?: string; customerId?: string; limit?: number }) {
  const { section, workspaceId, customerId, limit = MAX_OPEN_THREADS } = props;
  return (
    <ContextSection name="threads" title={t('sectionThreads')} section={section} failed={t('failedThreads')}>
      {(open) => <Threads open={open} workspaceId={workspaceId} customerId={customerId} limit={limit} />}
    </ContextSection>
  );
}
