/** The value components: a date and time, and a user. */
import { t } from '../../i18n';
import { RelativeTime } from '../RelativeTime';

export function CardDateTime({ iso }: { iso: string }) {
  return (
    <span className="cc-datetime">
      <RelativeTime iso={iso} />
    </span>
  );
}

export function CardUser({ fullName }: { fullName: string | null }) {
  return <span className="cc-user">{fullName ?? t('unknownUser')}</span>;
}
