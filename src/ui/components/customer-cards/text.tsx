/**
 * Text and plain text. Plain's `text` carries a subset of markdown (bold, italic, links): it is
 * read into spans (inline-markdown.ts) and drawn as React elements, so its words are text nodes
 * whatever they hold; a link goes only to an `https:` URL, any other shows as its words. Plain
 * text is shown as it was written.
 */
import type { ReactNode } from 'react';
import type { TextColor, TextSize } from '../../../shared/customer-context';
import { parseInline, type Span } from './inline-markdown';
import { HttpsLink } from './https-link';

function draw(spans: Span[]): ReactNode[] {
  return spans.map((span, i) => {
    if (span.kind === 'text') return span.text;
    if (span.kind === 'strong') return <strong key={i}>{draw(span.children)}</strong>;
    if (span.kind === 'em') return <em key={i}>{draw(span.children)}</em>;
    return (
      <HttpsLink key={i} url={span.href}>
        {draw(span.children)}
      </HttpsLink>
    );
  });
}

export function CardText({ text, size, color, plain }: { text: string; size: TextSize | null; color: TextColor | null; plain: boolean }) {
  const classes = ['cc-text', `size-${size ?? 'M'}`, `tone-${color ?? 'NORMAL'}`, plain ? 'plain' : ''];
  return <p className={classes.join(' ').trim()}>{plain ? text : draw(parseInline(text))}</p>;
}
