/** "Logged to Plain at 10:42 by you": the time alone for today, with the date for another day. */
import type { LoggedMark } from '../../../shared/contract/log';
import { lazy } from '../../../shared/lazy';
import { t } from '../../i18n';

const timeOnly = lazy(() => new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }));
const dateAndTime = lazy(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

export function loggedTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return (at.toDateString() === now.toDateString() ? timeOnly() : dateAndTime()).format(at);
}

export function loggedText(mark: LoggedMark, now?: Date): string {
  if (mark.at === null || Number.isNaN(Date.parse(mark.at))) return t(mark.by === 'you' ? 'loggedByYou' : 'loggedBySomeone');
  return t(mark.by === 'you' ? 'loggedAtByYou' : 'loggedAtBySomeone', loggedTime(mark.at, now));
}
