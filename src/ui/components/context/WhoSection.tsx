/** Who the customer is beyond the basic card: a verified address, ids, their agent, and spam. */
import type { CustomerDetails, Section } from '../../../shared/customer-context';
import { t } from '../../i18n';
import { Address } from '../Address';
import { RelativeTime } from '../RelativeTime';
import { ContextSection } from './ContextSection';

function Details({ who, email }: { who: CustomerDetails; email: string }) {
  return (
    <>
      {who.markedAsSpamAt && (
        <p className="spam" role="alert">
          <strong>{t('markedAsSpam')}</strong> <RelativeTime iso={who.markedAsSpamAt} compact />
        </p>
      )}
      <dl>
        <dt>{t('fieldEmail')}</dt>
        <dd className="ctx-email">
          <Address email={email} />{' '}
          {who.emailVerified ? (
            <span className="verified" data-verified="true">
              <span aria-hidden="true">✓ </span>
              {t('emailVerified')}
            </span>
          ) : (
            <span className="muted" data-verified="false">
              {t('emailUnverified')}
            </span>
          )}
        </dd>
        {who.externalId && (
          <>
            <dt>{t('fieldExternalId')}</dt>
            <dd>
              <code>{who.externalId}</code>
            </dd>
          </>
        )}
        <dt>{t('fieldCreated')}</dt>
        <dd>
          <RelativeTime iso={who.createdAt} compact />
        </dd>
        <dt>{t('fieldAssignedTo')}</dt>
        <dd>{who.assignedTo ?? <span className="muted">{t('unassigned')}</span>}</dd>
      </dl>
    </>
  );
}

export function WhoSection({ section, email }: { section: Section<CustomerDetails>; email: string }) {
  return (
    <ContextSection name="who" title={t('sectionWho')} section={section} failed={t('failedWho')}>
      {(who) => <Details who={who} email={email} />}
    </ContextSection>
  );
}
