/** A `<time>` with the exact ISO value, shown as "3 days ago" and the agent's local date. */
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
 * Formatters are made once per locale: making one costs about a millisecond, and a customer's
 * story holds a dozen times.
 */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
let localFormat: Intl.DateTimeFormat | null = null;

export function relativeTime(iso: string, now = Date.now(), locale?: string): string {
  const seconds = (Date.parse(iso) - now) / 1000;
  const key = locale ?? '';
  let format = relativeFormats.get(key);
  if (!format) relativeFormats.set(key, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
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
  localFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  const local = localFormat.format(new Date(iso));
  return (
    <time dateTime={iso} title={local}>
      {relativeTime(iso, now)}
      {!compact && <> <span className="muted">· {local}</span></>}
    </time>
  );
}
