/** The layout components: a row (main and aside), a container, a divider and a spacer. */
import type { ReactNode } from 'react';
import type { SpaceSize } from '../../../shared/customer-context';

export function CardRow({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <div className="cc-row">
      <div className="cc-main">{main}</div>
      <div className="cc-aside">{aside}</div>
    </div>
  );
}

export function CardContainer({ children }: { children: ReactNode }) {
  return <div className="cc-container">{children}</div>;
}

export function CardDivider({ spacing }: { spacing: SpaceSize | null }) {
  return <hr className={`cc-divider space-${spacing ?? 'S'}`} />;
}

export function CardSpacer({ size }: { size: SpaceSize }) {
  return <div className={`cc-spacer space-${size}`} aria-hidden="true" />;
}
