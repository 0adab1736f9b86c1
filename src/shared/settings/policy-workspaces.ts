/**
 * The workspaces an organisation's policy lists (`storage.managed` `workspaces`), after the first.
 * Each gets an id made from its name and base URL, so its cache entries, its kept name and the
 * agent's own entry for it (its key, when the policy gives none) stay the same across worker
 * lives, and a policy that moves it to another API gives it a new id: a key saved for one API
 * never goes to another.
 */
import { record } from '../contract/checks';
import { storedApiKey } from './api-key';
import { checkBaseUrl } from './base-url';
import { cleanLabel, MAX_WORKSPACES } from './workspaces';

export interface ManagedWorkspace {
  id: string;
  name: string;
  baseUrl: string;
  /** Null: the agent saves one for it (their own entry in `moreWorkspaces`, under the same id). */
  apiKey: string | null;
}

/**
 * 'wp' and 7 characters: WORKSPACE_ID, and never an id the agent's workspaces get (newWorkspaceId
 * makes 11 characters), so an entry the agent saved for a policy's workspace is told apart by its id.
 */
export const POLICY_WORKSPACE_ID = /^wp[a-z0-9]{7}$/;

/** FNV-1a (32 bits) of name and base URL, in base 36: synchronous, and the same in every browser. */
export function policyWorkspaceId(name: string, baseUrl: string): string {
  let hash = 0x811c9dc5;
  for (const ch of `${name}\n${baseUrl}`) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `wp${hash.toString(36).padStart(7, '0')}`;
}

/** The policy's list as the browser gives it: an entry of the wrong shape is left out, never trusted. */
export function readPolicyWorkspaces(raw: unknown, allowLoopbackHttp: boolean): ManagedWorkspace[] {
  if (!Array.isArray(raw)) return [];
  const out: ManagedWorkspace[] = [];
  for (const item of raw) {
    const w = record(item);
    const name = cleanLabel(w?.name);
    if (!w || name === null || typeof w.apiBaseUrl !== 'string' || (w.apiKey !== undefined && typeof w.apiKey !== 'string')) continue;
    const url = checkBaseUrl(w.apiBaseUrl, allowLoopbackHttp);
    if (!url.ok) continue;
    const id = policyWorkspaceId(name, url.url);
    if (out.some((o) => o.id === id)) continue;
    // Read as the options page saves a key (api-key.ts): a policy's `Bearer …` works too.
    out.push({ id, name, baseUrl: url.url, apiKey: storedApiKey(w.apiKey) });
    if (out.length === MAX_WORKSPACES - 1) break;
  }
  return out;
}
