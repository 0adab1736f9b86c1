/**
 * What a card adds to an answer before showing it: the workspace (for "Open in Plain") and the
 * actions the key's permissions do not allow. Both are kept per key (workspace/store.ts),
 * so this costs no request once they are known; they are asked for at once, beside the lookup.
 */
import { missingPermissions } from '../../shared/drafts';
import type { WorkspaceStatus } from '../../shared/connection';
import type { LookupState } from '../../shared/lookup-state';
import type { WorkspaceStore } from '../workspace/store';

type Answer = Extract<LookupState, { kind: 'found' } | { kind: 'not-found' }>;

export function asShown(workspace: WorkspaceStore): <S extends Answer>(state: S) => Promise<S> {
  // One read of what is kept for the key: the workspace and its permissions come together.
  const status = workspace.ensure().catch((): WorkspaceStatus => ({ kind: 'none' }));
  return async (state) => {
    const known = await status;
    const permissions = known.kind === 'known' || known.kind === 'refused' ? known.permissions : undefined;
    const missing = permissions ? missingPermissions(permissions) : undefined;
    if (state.kind === 'not-found') return { ...state, missing };
    return { ...state, missing, ...(known.kind === 'known' ? { workspaceId: known.workspace.id } : {}) };
  };
}
