/**
 * The side panel's customer: the first workspace's answer, and the others' sections when more are
 * on, each with its actions in its own workspace, as on the card.
 */
import { useMemo } from 'react';
import { MAX_FETCHED_THREADS } from '../../shared/customer-context';
import type { BackgroundToPanel } from '../../shared/contract/panel';
import { CustomerView } from '../components/CustomerView';
import { WorkspaceSections } from '../components/workspaces/WorkspaceSections';
import type { ActionHooks } from '../components/actions/CustomerActions';
import { createChoices } from '../components/actions/create-in';

/** `actions`: the panel's (the tab whose open message Log offers). */
export function TabCustomer({
  followed,
  email,
  actions,
  tabId,
}: {
  followed: BackgroundToPanel;
  email: string;
  actions: ActionHooks;
  tabId?: number;
}) {
  // As on the card: with other workspaces on, Create customer asks which one, and each section
  // acts in its own workspace (a write's answer reaches the panel from the background).
  const choices = useMemo(() => createChoices(followed.here, followed.more), [followed.here, followed.more]);
  const firstActions = useMemo(() => (choices ? { ...actions, createIn: choices } : actions), [actions, choices]);
  const first = (
    <CustomerView
      key={`${tabId}:${email}`}
      email={email}
      state={followed.state ?? { kind: 'loading' }}
      actions={firstActions}
      threadLimit={MAX_FETCHED_THREADS}
    />
  );
  if (!followed.more) return first;
  return (
    <WorkspaceSections
      here={followed.here ?? ''}
      hereColour={followed.hereColour}
      more={followed.more}
      email={email}
      first={first}
      firstOff={followed.state?.kind === 'switched-off'}
      actions={actions}
    />
  );
}
