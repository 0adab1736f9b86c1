/**
 * The first workspace beside the others: the agent's label and colour for it, and whether it is
 * on. Its key and base URL stay where they always were (settings.ts); these are kept beside them
 * in `storage.local`, written only by the background at the options page's request, and checked
 * on every read as the other workspaces' are (workspaces.ts): anything else reads as none (on).
 */
import { record } from '../contract/checks';
import { cleanLabel, isWorkspaceColour } from './workspaces';

export const FIRST_WORKSPACE_KEY = 'firstWorkspace';

/** A workspace's label and colour, each null for none. */
export interface WorkspaceLook {
  label: string | null;
  colour: string | null;
}

/** `on` false: switched off on the options page, so it is asked nothing (the others still are). */
export interface FirstWorkspaceSettings extends WorkspaceLook {
  on: boolean;
}

export const FIRST_AS_EVER: FirstWorkspaceSettings = { label: null, colour: null, on: true };

/** The first workspace's label, colour and switch as stored; a wrong label or colour reads as none, anything but `false` as on. */
export function readFirstWorkspace(raw: Record<string, unknown>): FirstWorkspaceSettings {
  const kept = record(raw[FIRST_WORKSPACE_KEY]);
  if (!kept) return FIRST_AS_EVER;
  return { label: cleanLabel(kept.label), colour: isWorkspaceColour(kept.colour) ? kept.colour : null, on: kept.on !== false };
}
