/**
 * The first workspace's look beside the others: the agent's label and colour for it. Its key and
 * base URL stay where they always were (settings.ts); these are kept beside them in
 * `storage.local`, written only by the background at the options page's request, and checked on
 * every read as the other workspaces' are (workspaces.ts): anything else reads as none.
 */
import { record } from '../contract/checks';
import { cleanLabel, isWorkspaceColour } from './workspaces';

export const FIRST_WORKSPACE_KEY = 'firstWorkspace';

/** A workspace's label and colour, each null for none. */
export interface WorkspaceLook {
  label: string | null;
  colour: string | null;
}

export const NO_LOOK: WorkspaceLook = { label: null, colour: null };

/** The first workspace's label and colour as stored; a wrong shape, label or colour reads as none. */
export function readFirstWorkspace(raw: Record<string, unknown>): WorkspaceLook {
  const kept = record(raw[FIRST_WORKSPACE_KEY]);
  if (!kept) return NO_LOOK;
  return { label: cleanLabel(kept.label), colour: isWorkspaceColour(kept.colour) ? kept.colour : null };
}
