/**
 * The card with more than one workspace: the first workspace's answer as the card has always
 * shown it, under the workspace's name (the agent's label, else Plain's) and edged in its colour, then one section per other workspace that knows the
 * customer (or failed to answer: said in its section), with their story in that workspace and
 * (on the card) New thread, Add note and Log to Plain there, and the ones that do not, in one line.
 */
import { useMemo, type ReactNode } from 'react';
import type { WorkspaceSection } from '../../../shared/contract/card';
import { t } from '../../i18n';
import { CustomerView } from '../CustomerView';
import type { ActionHooks } from '../actions/CustomerActions';
import { createElsewhere } from '../actions/create-in';
import type { LookupState } from '../../../shared/lookup-state';

export function WorkspaceSections({
  here,
  hereColour = null,
  more,
  email,
  first,
  firstOff = false,
  onRetry,
  actions,
}: {
  here: string;
  /** The first workspace's colour, as the agent chose it; none: no edge. */
  hereColour?: string | null;
  more: WorkspaceSection[];
  email: string;
  first: ReactNode;
  /** The first workspace is switched off: said in one line, as a workspace that does not know the customer is. */
  firstOff?: boolean;
  /** A failed story's Retry in another workspace's section: asked again in that workspace. */
  onRetry?: (customerId: string, workspace: string) => void;
  /** The card's: each section's customer gets the actions, each writing in its section's workspace. */
  actions?: ActionHooks;
}) {
  const hooks = useSectionHooks(actions, more);
  const createHooks = useCreateElsewhere(firstOff ? actions : undefined, more);
  const notIn = more.filter((s) => s.state.kind === 'not-found');
  const colleagueIn = more.filter((s) => s.state.kind === 'colleague');
  const inLine = new Set([...notIn, ...colleagueIn]);
  return (
    <div className="workspaces" aria-label={t('workspaceSections')} role="group">
      {!firstOff && (
        <Section name={here || t('firstWorkspace')} colour={hereColour} id="first">
          {first}
        </Section>
      )}
      {more
        .filter((s) => !inLine.has(s))
        .map((s) => (
          <Section key={s.id} name={s.name} colour={s.colour} id={s.id}>
            {/* No `scrolls`: the sections scroll together, not each story in its own box; below the
                first, their cards out of sight come after the first frame. */}
            <CustomerView
              state={s.state}
              email={email}
              inSightFirst
              actions={hooks.get(s.id)}
              onRetry={onRetry && ((customerId) => onRetry(customerId, s.id))}
            />
          </Section>
        ))}
      {colleagueIn.length > 0 && (
        <p className="not-in" data-testid="colleague-in">
          {t('colleagueIn', colleagueIn.map((s) => s.name).join(', '))}
        </p>
      )}
      {firstOff && (
        <p className="not-in" data-testid="switched-off">
          {t('switchedOffIn', here || t('firstWorkspace'))}
        </p>
      )}
      {notIn.length > 0 && (
        <p className="not-in" data-testid="not-in">
          {t('notIn', notIn.map((s) => s.name).join(', '))}
        </p>
      )}
      {/* The first switched off, its view (and its Create customer) is not there: the address, and
          Create customer in the others without the customer, come here. */}
      {createHooks && <CustomerView state={NOT_FOUND} email={email} actions={createHooks} />}
    </div>
  );
}

const NOT_FOUND: LookupState = { kind: 'not-found' };

/** With the first switched off: Create customer in the workspaces without the customer (create-in.ts), the same object while they stay. */
function useCreateElsewhere(actions: ActionHooks | undefined, more: WorkspaceSection[]): ActionHooks | null {
  const choices = actions ? createElsewhere(more) : undefined;
  const ids = choices?.map((c) => `${c.id}\n${c.name}`).join('\n') ?? '';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (actions && choices ? { ...actions, createIn: choices } : null), [actions, ids]);
}

/** Each section's hooks, the same objects while its workspaces stay (an open form asks to hold the card at each new one). */
function useSectionHooks(actions: ActionHooks | undefined, more: WorkspaceSection[]): Map<string, ActionHooks> {
  const ids = more.map((s) => s.id).join();
  return useMemo(
    () => new Map(actions && ids ? ids.split(',').map((id) => [id, { ...actions, workspace: id }] as const) : []),
    [actions, ids],
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
