/**
 * The workspaces after the first: those an organisation's policy lists, then the agent's own, as
 * kept in `storage.local` (settings/workspaces.ts, policy-entries.ts): read with every entry
 * checked, and written only here, at the options page's request. Removing one forgets its key,
 * its cached answers and stories, the drafts for it, its log records, and what was read of it.
 */
import { checkApiKey } from '../../shared/settings/api-key';
import { checkBaseUrl } from '../../shared/settings/base-url';
import { LOCAL_BUILD } from '../../shared/settings/build-flags';
import { NO_POLICY, type ManagedPolicy } from '../../shared/settings/settings';
import { MAX_WORKSPACES, MORE_WORKSPACES_KEY, newWorkspaceId, type MoreWorkspace } from '../../shared/settings/workspaces';
import type { WorkspaceSave, WorkspaceSaveAnswer } from '../../shared/contract/workspaces';
import type { SessionArea } from '../transport/session-cache';
import { lookupPrefix } from '../lookup/cache';
import { contextPrefix } from '../story/story-cache';
import { draftPrefix } from '../writes/draft-store';
import { logPrefixes } from '../log/log-store';
import { searchPrefix } from '../search/answer-cache';
import { entryFor, fromPolicy, splitStored, type StoredEntries } from './policy-entries';

/** Where another workspace's name and permissions are kept (workspace/store.ts). */
export const workspaceRecordKey = (id: string): string => `workspace@${id}`;
export const isWorkspaceRecordKey = (key: string): boolean => key.startsWith('workspace@');

export interface LocalArea {
  get(keys: null | string | string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export class SavedWorkspaces {
  constructor(
    private readonly local: LocalArea,
    private readonly session: SessionArea,
    private readonly allowLoopbackHttp = LOCAL_BUILD,
    private readonly policy: () => Promise<ManagedPolicy> = async () => NO_POLICY,
  ) {}

  /** The policy's first, then the agent's own: MAX_WORKSPACES - 1 in all, the agent's beyond that not looked up. */
  async list(): Promise<MoreWorkspace[]> {
    const [stored, policy] = await Promise.all([this.stored(), this.policy()]);
    return [...policy.workspaces.map((p) => fromPolicy(p, stored.forPolicy)), ...stored.own].slice(0, MAX_WORKSPACES - 1);
  }

  /** The ids of the policy's workspaces, each with whether the policy gives its key too. */
  async managed(): Promise<Map<string, { withKey: boolean }>> {
    return new Map((await this.policy()).workspaces.map((w) => [w.id, { withKey: w.apiKey !== null }]));
  }

  /**
   * A new workspace needs a key; a saved one keeps its key when none is typed. For a policy's
   * workspace, only the agent's part is saved (policy-entries.ts), and a key only when the policy gives none.
   */
  async save(request: WorkspaceSave): Promise<WorkspaceSaveAnswer> {
    const [stored, policy] = await Promise.all([this.stored(), this.policy()]);
    const managed = policy.workspaces.find((w) => w.id === request.id);
    const url = checkBaseUrl(managed?.baseUrl ?? request.baseUrl, this.allowLoopbackHttp);
    if (!url.ok) return { ok: false, reason: 'unknown' };
    const key = request.apiKey === undefined || request.apiKey.trim() === '' ? null : checkApiKey(request.apiKey);
    if (key && !key.ok) return { ok: false, reason: key.reason };
    const typed = key?.ok ? key.key : null;
    if (managed) {
      const before = stored.forPolicy.find((w) => w.id === managed.id);
      const entry = entryFor(managed, request, typed, before);
      if (!managed.apiKey && !entry.apiKey) return { ok: false, reason: 'keyRequired' };
      if (before && before.apiKey !== entry.apiKey) await this.forgetAnswers(before.id);
      await this.write({ own: stored.own, forPolicy: [entry, ...stored.forPolicy.filter((w) => w.id !== entry.id)] }, policy);
      return { ok: true, id: managed.id };
    }
    const list = stored.own;
    const at = request.id === null ? -1 : list.findIndex((w) => w.id === request.id);
    if (request.id !== null && at < 0) return { ok: false, reason: 'unknown' };
    if (at < 0 && policy.workspaces.length + list.length >= MAX_WORKSPACES - 1) return { ok: false, reason: 'tooMany' };
    const before = at < 0 ? null : list[at]!;
    const apiKey = typed ?? before?.apiKey ?? null;
    if (!apiKey) return { ok: false, reason: 'keyRequired' };
    const saved: MoreWorkspace = {
      id: before?.id ?? newWorkspaceId(),
      apiKey,
      baseUrl: url.url,
      label: request.label,
      colour: request.colour,
      on: request.on,
    };
    // A new key or API: what was kept for the old one is not this one's to show.
    if (before && (before.apiKey !== apiKey || before.baseUrl !== saved.baseUrl)) await this.forgetAnswers(before.id);
    await this.write({ ...stored, own: at < 0 ? [...list, saved] : list.map((w, i) => (i === at ? saved : w)) }, policy);
    return { ok: true, id: saved.id };
  }

  /** The agent's own only: a policy's workspace is the organisation's to take away (the agent may switch it off). */
  async remove(id: string): Promise<boolean> {
    const [stored, policy] = await Promise.all([this.stored(), this.policy()]);
    if (policy.workspaces.some((w) => w.id === id) || !stored.own.some((w) => w.id === id)) return false;
    await this.write({ ...stored, own: stored.own.filter((w) => w.id !== id) }, policy);
    await this.forgetAnswers(id);
    return true;
  }

  private async stored(): Promise<StoredEntries> {
    return splitStored(await this.local.get(MORE_WORKSPACES_KEY), this.allowLoopbackHttp);
  }

  /**
   * The agent's entries for workspaces the policy no longer lists are kept (a policy that could not
   * be read must not cost the agent their keys), after today's, as many as the reader keeps.
   */
  private async write({ own, forPolicy }: StoredEntries, policy: ManagedPolicy): Promise<void> {
    const listed = (w: MoreWorkspace) => policy.workspaces.some((p) => p.id === w.id);
    const ordered = [...forPolicy.filter(listed), ...forPolicy.filter((w) => !listed(w))];
    await this.local.set({ [MORE_WORKSPACES_KEY]: [...own, ...ordered.slice(0, MAX_WORKSPACES - 1)] });
    for (const dropped of ordered.slice(MAX_WORKSPACES - 1)) await this.forgetAnswers(dropped.id);
  }

  /**
   * Its cached answers, searches and stories, the agent's drafts for it and its log records
   * (storage.session: a draft or a log is for one workspace's customers, with its key), and its
   * kept name and permissions (storage.local).
   */
  private async forgetAnswers(id: string): Promise<void> {
    const prefixes = [lookupPrefix(id), contextPrefix(id), draftPrefix(id), searchPrefix(id), ...Object.values(logPrefixes(id))];
    const kept = Object.keys(await this.session.get(null)).filter((k) => prefixes.some((p) => k.startsWith(p)));
    if (kept.length) await this.session.remove(kept);
    await this.local.remove(workspaceRecordKey(id));
  }
}
