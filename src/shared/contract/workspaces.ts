/**
 * The options page's requests about the workspaces after the first (settings/workspaces.ts), and
 * the first's label and colour (settings/first-workspace.ts). The page sends a key once and never
 * gets it back: the background answers with its last 4 characters.
 */
import type { ConnectionResult } from '../connection';
import type { FirstWorkspaceSettings } from '../settings/first-workspace';
import { cleanLabel, isWorkspaceColour, WORKSPACE_ID as ID } from '../settings/workspaces';

export interface WorkspaceSave {
  type: 'workspace-save';
  /** Null: a new workspace. */
  id: string | null;
  /** Absent: the saved key stays. */
  apiKey?: string;
  baseUrl: string;
  label: string | null;
  colour: string | null;
  on: boolean;
}

/** The first workspace's label and colour (each null for none) and switch; its key and base URL are saved as they always were. */
export type FirstWorkspaceSave = { type: 'first-workspace-save' } & FirstWorkspaceSettings;

export type WorkspacesRequest =
  | { type: 'workspaces' }
  | WorkspaceSave
  | { type: 'workspace-remove'; id: string }
  | { type: 'workspace-test'; id: string }
  | { type: 'first-workspace' }
  | FirstWorkspaceSave;

/** What a page may know of a workspace after the first: never its key. */
export interface WorkspaceSummary {
  id: string;
  keyLast4: string | null;
  baseUrl: string;
  label: string | null;
  colour: string | null;
  on: boolean;
  /** The name Plain gives it, once the background has read it. */
  name: string | null;
  /**
   * Listed by the organisation's policy (absent for the agent's own): its name and base URL are the
   * policy's and it cannot be removed here; `withKey`: the policy gives its key too.
   */
  managed?: { withKey: boolean };
}

export type WorkspaceSaveAnswer = { ok: true; id: string } | { ok: false; reason: 'keyRequired' | 'keyInnerSpace' | 'tooMany' | 'unknown' };

export type WorkspacesAnswers = {
  workspaces: WorkspaceSummary[];
  'workspace-save': WorkspaceSaveAnswer;
  'workspace-remove': { removed: boolean };
  'workspace-test': ConnectionResult;
  'first-workspace': FirstWorkspaceSettings;
  /** What was saved, as cleaned (the label trimmed). */
  'first-workspace-save': FirstWorkspaceSettings;
};

export const WORKSPACES_REQUESTS = new Set([
  'workspaces',
  'workspace-save',
  'workspace-remove',
  'workspace-test',
  'first-workspace',
  'first-workspace-save',
]);

/** One of the six, with exactly its fields; the base URL is checked again where it is saved. */
export function parseWorkspacesRequest(msg: Record<string, unknown>): WorkspacesRequest | null {
  const keys = Object.keys(msg);
  if (msg.type === 'workspaces' || msg.type === 'first-workspace') return keys.length === 1 ? { type: msg.type } : null;
  if (msg.type === 'first-workspace-save') return parseFirstSave(msg);
  if (msg.type === 'workspace-remove' || msg.type === 'workspace-test') {
    return keys.length === 2 && typeof msg.id === 'string' && ID.test(msg.id) ? { type: msg.type, id: msg.id } : null;
  }
  if (msg.type !== 'workspace-save') return null;
  const { id, apiKey, baseUrl, label, colour, on } = msg;
  const fields = ['type', 'id', 'baseUrl', 'label', 'colour', 'on', ...(apiKey === undefined ? [] : ['apiKey'])];
  if (keys.length !== fields.length || !keys.every((k) => fields.includes(k))) return null;
  if (!(id === null || (typeof id === 'string' && ID.test(id)))) return null;
  if (apiKey !== undefined && (typeof apiKey !== 'string' || apiKey.length > 500)) return null;
  if (typeof baseUrl !== 'string' || baseUrl.length > 2000 || typeof on !== 'boolean') return null;
  if (!(label === null || typeof label === 'string') || !(colour === null || isWorkspaceColour(colour))) return null;
  return { type: 'workspace-save', id, ...(apiKey === undefined ? {} : { apiKey }), baseUrl, label: cleanLabel(label), colour, on };
}

/** Exactly a label (text or null), a colour of WORKSPACE_COLOURS (or null) and `on`: anything else is refused, not made none. */
function parseFirstSave(msg: Record<string, unknown>): FirstWorkspaceSave | null {
  const { label, colour, on } = msg;
  if (Object.keys(msg).length !== 4 || !('label' in msg) || !('colour' in msg) || typeof on !== 'boolean') return null;
  if (!(label === null || (typeof label === 'string' && label.length <= 500)) || !(colour === null || isWorkspaceColour(colour)))
    return null;
  return { type: 'first-workspace-save', label: cleanLabel(label), colour, on };
}
