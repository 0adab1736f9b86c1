/** A badge: a short label in one of Plain's five badge colours (theme.css keeps their contrast). */
import type { BadgeColor } from '../../../shared/customer-context';

export function CardBadge({ label, color }: { label: string; color: BadgeColor | null }) {
  return <span className={`cc-badge badge-${color ?? 'GREY'}`}>{label}</span>;
}
