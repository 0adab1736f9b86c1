/**
 * The domains whose addresses are left alone: the workspace's own (its agents', unless the agent
 * turned that off) and those the organisation's policy names. The background is the authority:
 * it refuses a content script's lookup of such an address, and tells content scripts the list so
 * they neither underline nor ask (a list of domains is no secret).
 */
import browser from 'webextension-polyfill';
import type { Workspace } from '../../shared/connection';
import { LOCAL_KEYS, readSkipColleagues, type ManagedPolicy } from '../../shared/settings/settings';

export interface ColleagueSources {
  policy(): Promise<ManagedPolicy>;
  /** The workspace of the key in force (stored once per key; see workspace/store.ts). */
  workspace(): Promise<Workspace | null>;
  /** The options page's switch (on by default). */
  skipColleagues(): Promise<boolean>;
}

export async function colleagueDomains(from: ColleagueSources): Promise<string[]> {
  const [policy, skip] = await Promise.all([from.policy(), from.skipColleagues()]);
  const own = skip ? ((await from.workspace())?.domainNames ?? []) : [];
  return [...new Set([...own, ...policy.ignoreDomains])];
}

const skipColleagues = () => browser.storage.local.get(LOCAL_KEYS.skipColleagues).then(readSkipColleagues);

/** The list from the settings in force (the policy, the options page's switch) and the workspace `workspaceNow` gives. */
export function colleaguesWith(
  policy: () => Promise<ManagedPolicy>,
  workspaceNow: () => Promise<Workspace | null>,
): () => Promise<string[]> {
  return () => colleagueDomains({ policy, workspace: workspaceNow, skipColleagues });
}

/**
 * Whether the list may still grow by the workspace's own domains: nothing is kept yet for the
 * key in force (`workspaceUnknown`: its read is on its way), and the agent's colleagues are left
 * alone. An address the list known now does not settle then waits for that read, and for nothing else.
 */
export function colleaguesPendingWith(workspaceUnknown: () => Promise<boolean>): () => Promise<boolean> {
  return async () => (await workspaceUnknown()) && (await skipColleagues());
}
