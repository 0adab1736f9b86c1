/**
 * The workspaces after the first, as kept in `storage.local` (settings/workspaces.ts): read with
 * every entry checked, and written only here, at the options page's request. Removing one forgets
 * its key, its cached answers and what was read of it.
 */
import { checkApiKey } from '../../shared/settings/api-key';
import { checkBaseUrl } from '../../shared/settings/base-url';
import { LOCAL_BUILD } from '../../shared/settings/build-flags';
import {
  MAX_WORKSPACES,
  MORE_WORKSPACES_KEY,
  newWorkspaceId,
  readMoreWorkspaces,
  type MoreWorkspace,
} from '../../shared/settings/workspaces';
import type { WorkspaceSave, WorkspaceSaveAnswer } from '../../shared/contract/workspaces';
import type { SessionArea } from '../transport/session-cache';
import { lookupPrefix } from '../lookup/cache';

/** Where another workspace's name and permissions are kept (workspace/store.ts). */
export const workspaceRecordKey = (id: string): string => `workspace@${id}`;

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
  ) {}

  async list(): Promise<MoreWorkspace[]> {
    return readMoreWorkspaces(await this.local.get(MORE_WORKSPACES_KEY), this.allowLoopbackHttp);
  }

  /** A new workspace needs a key; a saved one keeps its key when none is typed. */
  async save(request: WorkspaceSave): Promise<WorkspaceSaveAnswer> {
    const url = checkBaseUrl(request.baseUrl, this.allowLoopbackHttp);
    if (!url.ok) return { ok: false, reason: 'unknown' };
    const key = request.apiKey === undefined || request.apiKey.trim() === '' ? null : checkApiKey(request.apiKey);
    if (key && !key.ok) return { ok: false, reason: key.reason };
    const list = await this.list();
    const at = request.id === null ? -1 : list.findIndex((w) => w.id === request.id);
    if (request.id !== null && at < 0) return { ok: false, reason: 'unknown' };
    if (at < 0 && list.length >= MAX_WORKSPACES - 1) return { ok: false, reason: 'tooMany' };
    const before = at < 0 ? null : list[at]!;
    const apiKey = key?.ok ? key.key : (before?.apiKey ?? null);
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
    await this.local.set({ [MORE_WORKSPACES_KEY]: at < 0 ? [...list, saved] : list.map((w, i) => (i === at ? saved : w)) });
    return { ok: true, id: saved.id };
  }

  async remove(id: string): Promise<boolean> {
    const list = await this.list();
    if (!list.some((w) => w.id === id)) return false;
    await this.local.set({ [MORE_WORKSPACES_KEY]: list.filter((w) => w.id !== id) });
    await this.forgetAnswers(id);
    return true;
  }

  /** Its cached answers (storage.session) and its kept name and permissions (storage.local). */
  private async forgetAnswers(id: string): Promise<void> {
    const prefix = lookupPrefix(id);
    const kept = Object.keys(await this.session.get(null)).filter((k) => k.startsWith(prefix));
    if (kept.length) await this.session.remove(kept);
    await this.local.remove(workspaceRecordKey(id));
  }
}
