/**
 * What a card adds to an answer before showing it: the workspace (for "Open in Plain") and the
 * actions the key's permissions do not allow (issue #32). Both are kept per key (workspace-store),
 * so this costs no request once they are known; they are asked for at once, beside the lookup.
 */
import { missingPermissions } from '../shared/drafts';
import type { LookupState } from '../shared/lookup-state';
import type { WorkspaceStore } from './workspace-store';

type Answer = Extract<LookupState, { kind: 'found' } | { kind: 'not-found' }>;

export function asShown(workspace: WorkspaceStore): <S extends Answer>(state: S) => Promise<S> {
  const ws = workspace.workspace();
  const permissions = workspace.permissions().catch(() => null);
  return async (state) => {
    const known = await permissions;
    const missing = known ? missingPermissions(known) : undefined;
    if (state.kind === 'not-found') return { ...state, missing };
    const id = (await ws)?.id;
    return { ...state, missing, ...(id ? { workspaceId: id } : {}) };
  };
}
