/**
 * How the workspaces an organisation's policy lists (settings/policy-workspaces.ts) meet the
 * agent's own entries in `moreWorkspaces`. The agent's entry for a policy's workspace has the same
 * id and holds only what is theirs to choose: the key when the policy gives none, the colour, on.
 * The policy's key is never in it: it is read from `storage.managed` each worker life, as the first
 * workspace's is (settings/store.ts).
 */
import { record } from '../../shared/contract/checks';
import type { WorkspaceSave } from '../../shared/contract/workspaces';
import { POLICY_WORKSPACE_ID, type ManagedWorkspace } from '../../shared/settings/policy-workspaces';
import { MORE_WORKSPACES_KEY, readMoreWorkspaces, type MoreWorkspace } from '../../shared/settings/workspaces';

export interface StoredEntries {
  /** The agent's own workspaces. */
  own: MoreWorkspace[];
  /** The agent's entries for a policy's workspaces, of today's policy or of one before. */
  forPolicy: MoreWorkspace[];
}

/** Each kind read apart, so that neither's entries count against the other's limit. */
export function splitStored(raw: Record<string, unknown>, allowLoopbackHttp: boolean): StoredEntries {
  const list: unknown[] = Array.isArray(raw[MORE_WORKSPACES_KEY]) ? raw[MORE_WORKSPACES_KEY] : [];
  const isForPolicy = (item: unknown) => {
    const id = record(item)?.id;
    return typeof id === 'string' && POLICY_WORKSPACE_ID.test(id);
  };
  const read = (items: unknown[]) => readMoreWorkspaces({ [MORE_WORKSPACES_KEY]: items }, allowLoopbackHttp);
  return { own: read(list.filter((i) => !isForPolicy(i))), forPolicy: read(list.filter(isForPolicy)) };
}

/** A policy's workspace as it is looked up: its name, its API, its key or else the one the agent saved for it. */
export function fromPolicy(policy: ManagedWorkspace, entries: MoreWorkspace[]): MoreWorkspace {
  // The same id means the same API; the check costs nothing should two ever hash alike.
  const mine = entries.find((w) => w.id === policy.id && w.baseUrl === policy.baseUrl);
  return {
    id: policy.id,
    apiKey: policy.apiKey ?? mine?.apiKey ?? null,
    baseUrl: policy.baseUrl,
    label: policy.name,
    colour: mine?.colour ?? null,
    on: mine?.on ?? true,
  };
}

/**
 * The agent's entry for a policy's workspace after a save: the key they typed (or kept) only when
 * the policy gives none; the policy's base URL and name whatever the page sent.
 */
export function entryFor(
  policy: ManagedWorkspace,
  request: Pick<WorkspaceSave, 'colour' | 'on'>,
  typedKey: string | null,
  before: MoreWorkspace | undefined,
): MoreWorkspace {
  const apiKey = policy.apiKey ? null : (typedKey ?? (before?.baseUrl === policy.baseUrl ? before.apiKey : null));
  return { id: policy.id, apiKey, baseUrl: policy.baseUrl, label: null, colour: request.colour, on: request.on };
}
