/**
 * The popup's answer for a typed address: the first workspace's, and the others' sections when
 * more are on, each with its actions in its own workspace, as on the card.
 */
import { useMemo } from 'react';
import type { LookupState } from '../../shared/lookup-state';
import { CustomerView } from '../components/CustomerView';
import { WorkspaceSections } from '../components/workspaces/WorkspaceSections';
import { createChoices } from '../components/actions/create-in';
import type { Sections } from './port-lookup';

export function Looked({
  result,
  sections,
  onWritten,
  onLookAgain,
}: {
  result: { email: string; state: LookupState };
  sections: Sections | null;
  /** A write in the first workspace: its answer, shown at once (the address is looked up again after). */
  onWritten: (o: { state: LookupState }) => void;
  /** A write elsewhere: the address is looked up again in every workspace. */
  onLookAgain: () => void;
}) {
  // With other workspaces on, each section acts in its own, and Create customer asks where: the
  // address is then looked up again in all of them (`onLookAgain`), which shows where it went.
  const choices = useMemo(() => createChoices(sections?.here, sections?.more), [sections?.here, sections?.more]);
  const firstActions = useMemo(
    () => (choices ? { onWritten: onLookAgain, createIn: choices } : { onWritten }),
    [choices, onWritten, onLookAgain],
  );
  const sectionActions = useMemo(() => ({ onWritten: onLookAgain }), [onLookAgain]);
  const first = <CustomerView email={result.email} state={result.state} actions={firstActions} />;
  if (!sections) return first;
  return (
    <WorkspaceSections
      here={sections.here}
      hereColour={sections.hereColour}
      more={sections.more}
      email={result.email}
      first={first}
      firstOff={result.state.kind === 'switched-off'}
      actions={sectionActions}
    />
  );
}
