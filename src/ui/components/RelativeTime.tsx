/** A `<time>` with the exact ISO value, shown as "3 days ago" and the agent's local date. */
import { lazy } from '../../shared/lazy';
import { useNow } from './clock';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * Formatters are made once, in the agent's locale: making one costs about a millisecond, and a
 * customer's story holds a dozen times.
 */
const relativeFormat = lazy(() => new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }));
const localFormat = lazy(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }));

export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  const format = relativeFormat();
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(Math.round(seconds), 'second');
}

/**
 * `compact` leaves the local date to the tooltip, for lines with little room (a thread's). A value
 * that is no date (a card's `dateTime` comes from the workspace's own API) is shown as it came.
 */
export function RelativeTime({ iso, compact = false }: { iso: string; compact?: boolean }) {
  const now = useNow();
  if (Number.isNaN(Date.parse(iso))) return <span>{iso}</span>;
  const local = localFormat().format(new Date(iso));
  return (
    <time dateTime={iso} title={local}>
      {relativeTime(iso, now)}
      {!compact && (
        <>
          {' '}
          <span className="muted">· {local}</span>
        </>
      )}
    </time>
  );
}
