/**
 * A link from a customer card (a link button, or a link in a text's markdown): an `<a>` opening
 * in a new tab without a referrer, only for an `https:` URL (safe-url.ts); otherwise its words.
 */
import type { ReactNode } from 'react';
import { safeHttpsUrl } from './safe-url';

export function HttpsLink({
  url,
  className,
  wordsClassName,
  children,
}: {
  url: string;
  className?: string;
  wordsClassName?: string;
  children: ReactNode;
}) {
  const href = safeHttpsUrl(url);
  if (!href) return <span className={wordsClassName}>{children}</span>;
  return (
    <a className={className} href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}
