/**
 * The card with more than one workspace: the first workspace's answer as the card has always
 * shown it, under the workspace's name, then one section per other workspace that knows the
 * customer (or failed to answer: said in its section), with their story in that workspace, and
 * the ones that do not, in one line.
 */
import type { ReactNode } from 'react';
import type { WorkspaceSection } from '../../../shared/contract/card';
import { t } from '../../i18n';
import { CustomerView } from '../CustomerView';

export function WorkspaceSections({
  here,
  more,
  email,
  first,
  onRetry,
}: {
  here: string;
  more: WorkspaceSection[];
  email: string;
  first: ReactNode;
  /** A failed story's Retry in another workspace's section: asked again in that workspace. */
  onRetry?: (customerId: string, workspace: string) => void;
}) {
  const notIn = more.filter((s) => s.state.kind === 'not-found');
  return (
    <div className="workspaces" aria-label={t('workspaceSections')} role="group">
      <Section name={here || t('firstWorkspace')} colour={null} id="first">
        {first}
      </Section>
      {more
        .filter((s) => s.state.kind !== 'not-found')
        .map((s) => (
          <Section key={s.id} name={s.name} colour={s.colour} id={s.id}>
            {/* No `scrolls`: the sections scroll together, not each story in its own box; no actions yet. */}
            <CustomerView state={s.state} email={email} onRetry={onRetry && ((customerId) => onRetry(customerId, s.id))} />
          </Section>
        ))}
      {notIn.length > 0 && (
        <p className="not-in" data-testid="not-in">
          {t('notIn', notIn.map((s) => s.name).join(', '))}
        </p>
      )}
    </div>
  );
}

function Section({ name, colour, id, children }: { name: string; colour: string | null; id: string; children: ReactNode }) {
  // The colour marks the section's edge; the name says it, so no one needs to tell colours apart.
  return (
    <section className="workspace" aria-label={name} data-workspace={id} style={colour ? { borderInlineStartColor: colour } : undefined}>
      <h2 className="workspace-name">{name}</h2>
      {children}
    </section>
  );
}
