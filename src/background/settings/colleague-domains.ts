/**
 * The domains whose addresses are left alone: the workspace's own (its agents', unless the agent
 * turned that off) and those the organisation's policy names. The background is the authority:
 * it refuses a content script's lookup of such an address, and tells content scripts the list so
 * they neither underline nor ask (a list of domains is no secret).
 */
import browser from 'webextension-polyfill';
import type { Workspace } from '../../shared/connection';
import { LOCAL_KEYS, readSkipColleagues, type ManagedPolicy } from '../../shared/settings/settings';
import { isColleague } from '../../shared/settings/colleagues';

export interface ColleagueSources {
  policy(): Promise<ManagedPolicy>;
  /** The workspace of the key in force (stored once per key; see workspace/store.ts). */
  workspace(): Promise<Workspace | null>;
  /** The options page's switch (on by default). */
  skipColleagues(): Promise<boolean>;
  /** The other workspaces' own domains, each as far as it is known (null: not read yet). */
  others?(): Promise<Array<string[] | null>>;
}

/**
 * With more workspaces, a domain is left alone everywhere only when it is every workspace's own:
 * an address on one workspace's domain is still looked up in the others (and said to be a
 * colleague's in its own section). With one workspace, its own domains.
 */
export async function colleagueDomains(from: ColleagueSources): Promise<string[]> {
  const [policy, skip, others] = await Promise.all([from.policy(), from.skipColleagues(), from.others?.() ?? []]);
  const own = skip ? ((await from.workspace())?.domainNames ?? []) : [];
  const everywhere = own.filter((d) => others.every((o) => o?.includes(d)));
  return [...new Set([...everywhere, ...policy.ignoreDomains])];
}

const skipColleagues = () => browser.storage.local.get(LOCAL_KEYS.skipColleagues).then(readSkipColleagues);

/** The list from the settings in force (the policy, the options page's switch) and the workspace `workspaceNow` gives. */
export function colleaguesWith(
  policy: () => Promise<ManagedPolicy>,
  workspaceNow: () => Promise<Workspace | null>,
  others?: () => Promise<Array<string[] | null>>,
): () => Promise<string[]> {
  return () => colleagueDomains({ policy, workspace: workspaceNow, skipColleagues, others });
}

/** Whether an address is a colleague's in one workspace (its own domains, while the switch is on): not looked up there. */
export function colleagueInWith(
  workspaceNow: () => Promise<Workspace | null>,
  skip: () => Promise<boolean> = skipColleagues,
): (email: string) => Promise<boolean> {
  // The domains first (kept in memory): the switch is read from storage only for an address on them.
  return async (email) => isColleague(email, (await workspaceNow())?.domainNames ?? []) && (await skip());
}

/**
 * Whether the list may still grow by the workspace's own domains: nothing is kept yet for the
 * key in force (`workspaceUnknown`: its read is on its way), and the agent's colleagues are left
 * alone. An address the list known now does not settle then waits for that read, and for nothing else.
 */
export function colleaguesPendingWith(workspaceUnknown: () => Promise<boolean>): () => Promise<boolean> {
  return async () => (await workspaceUnknown()) && (await skipColleagues());
}
