/**
 * Text and plain text. Plain's `text` may carry markdown; we show it as it is written, never
 * parsed, so nothing in it can become markup. Both are React text nodes.
 */
import type { TextColor, TextSize } from '../../../shared/customer-context';

export function CardText({ text, size, color, plain }: { text: string; size: TextSize | null; color: TextColor | null; plain: boolean }) {
  const classes = ['cc-text', `size-${size ?? 'M'}`, `tone-${color ?? 'NORMAL'}`, plain ? 'plain' : ''];
  return <p className={classes.join(' ').trim()}>{text}</p>;
}
