/** "As of 14:32: Can't reach the service": a last known answer, and why it is not fresher. */
import type { FailureKind } from '../../../shared/customer-context';
import { t } from '../../i18n';
import { failureText } from '../state-text';

/** The time alone when it was today, with the date otherwise. */
export function asOfTime(at: number, now = Date.now()): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(undefined, options).format(new Date(at));
}

export function AsOfLine({ at, failure, of = 'lookup' }: { at: number; failure: FailureKind; of?: 'lookup' | 'context' }) {
  const words = [asOfTime(at), failureText(failure)];
  return (
    <p className="as-of" data-as-of={of}>
      {of === 'lookup' ? t('asOf', words) : t('contextAsOf', words)}
    </p>
  );
}
