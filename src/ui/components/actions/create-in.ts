/**
 * Where "Create customer" may create the customer when more workspaces are on: the first
 * workspace (whose card offers it: the customer is not there), and each other workspace that
 * does not know the address either and whose key may create customers. The one the agent sent
 * the last new customer to comes first (the background keeps it: `last-create`).
 */
import { useEffect, useState } from 'react';
import type { WorkspaceSection } from '../../../shared/contract/card';
import { ask } from '../../ask';
import { t } from '../../i18n';

/** `id`: a workspace after the first; null: the first. */
export type CreateChoice = { id: string | null; name: string };

/** The workspaces after the first that do not know the address, and whose key may create customers. */
function othersWithout(more: WorkspaceSection[] | undefined): CreateChoice[] {
  return (more ?? [])
    .filter((s) => s.state.kind === 'not-found' && !s.state.missing?.['create-customer'])
    .map((s) => ({ id: s.id, name: s.name }));
}

/** The choices the card's sections give; none when the first workspace is the only one without the customer. */
export function createChoices(here: string | undefined, more: WorkspaceSection[] | undefined): CreateChoice[] | undefined {
  const others = othersWithout(more);
  return others.length ? [{ id: null, name: here || t('firstWorkspace') }, ...others] : undefined;
}

/** The first workspace switched off: only the others may get the customer; none when none may. */
export function createElsewhere(more: WorkspaceSection[]): CreateChoice[] | undefined {
  const others = othersWithout(more);
  return others.length ? others : undefined;
}

export interface CreateIn {
  /** False while the last choice is being read: the form waits, so it opens on the right workspace's draft. */
  ready: boolean;
  /** The choices, the last chosen first (empty without choices). */
  ordered: CreateChoice[];
  /** Where the create goes now. */
  where: string | null;
  pick(id: string | null): void;
}

export function useCreateIn(choices: CreateChoice[] | undefined): CreateIn {
  const [last, setLast] = useState<string | null | undefined>(undefined);
  const [picked, setPicked] = useState<string | null | undefined>(undefined);
  // Asked at once, with choices or not: sections that come while the agent types add the choice without a wait.
  useEffect(() => {
    let live = true;
    void ask({ type: 'last-create' }).then(
      (answer) => live && setLast(answer?.workspace ?? null),
      () => live && setLast(null),
    );
    return () => void (live = false);
  }, []);
  return { ready: !choices || last !== undefined, ...ordered(choices ?? [], last, picked), pick: setPicked };
}

/** The last chosen first; where the create goes: the one picked while it is offered, else the first offered. */
export function ordered(choices: CreateChoice[], last: string | null | undefined, picked: string | null | undefined) {
  const lastOne = choices.find((c) => c.id === last);
  const all = lastOne ? [lastOne, ...choices.filter((c) => c !== lastOne)] : choices;
  // A workspace picked that is no longer offered (it found the customer meanwhile) is not kept.
  const where = all.some((c) => c.id === picked) ? picked! : (all[0]?.id ?? null);
  return { ordered: all, where };
}
