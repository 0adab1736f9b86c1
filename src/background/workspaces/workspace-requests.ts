/**
 * The options page's requests about the workspaces after the first (contract/workspaces.ts): the
 * list without keys, a save, a removal, a connection test; and the first's label, colour and switch. Only
 * the options page may change them; a card or the popup asking is refused as a request it may not make.
 */
import type { ConnectionResult } from '../../shared/connection';
import type { WorkspacesAnswers, WorkspacesRequest, WorkspaceSummary } from '../../shared/contract/workspaces';
import type { Semaphore } from '../transport/semaphore';
import { createApiClient } from '../transport/api-client';
import { checkConnectionAndSections } from '../workspace/connection-check';
import type { SavedWorkspaces } from './saved-workspaces';
import type { MoreLookups } from './more-lookups';
import type { FirstWorkspace } from './first-workspace';

type FromPage = { page: string };
export type WorkspacesHandlers = {
  [K in WorkspacesRequest['type']]: (request: Extract<WorkspacesRequest, { type: K }>, from: FromPage) => Promise<WorkspacesAnswers[K]>;
};

class NotFromOptions extends Error {
  constructor() {
    super('Only the options page changes workspaces');
  }
}
const optionsOnly = (from: FromPage): void => {
  if (from.page !== 'options') throw new NotFromOptions();
};

export function workspaceRequests(
  saved: SavedWorkspaces,
  lookups: MoreLookups,
  slots: Semaphore,
  first: FirstWorkspace,
): WorkspacesHandlers {
  return {
    'first-workspace': () => first.look(),
    'first-workspace-save': async ({ label, colour, on }, from) => {
      optionsOnly(from);
      return first.save({ label, colour, on });
    },
    workspaces: async () => {
      const runtimes = await lookups.on();
      const names = new Map(await Promise.all(runtimes.map(async (r) => [r.saved.id, (await r.store.kept())?.name ?? null] as const)));
      const managed = await saved.managed();
      return (await saved.list()).map(({ apiKey, ...w }): WorkspaceSummary => {
        const policy = managed.get(w.id);
        return { ...w, keyLast4: apiKey ? apiKey.slice(-4) : null, name: names.get(w.id) ?? null, ...(policy ? { managed: policy } : {}) };
      });
    },
    'workspace-save': async (request, from) => {
      optionsOnly(from);
      return saved.save(request);
    },
    'workspace-remove': async ({ id }, from) => {
      optionsOnly(from);
      return { removed: await saved.remove(id) };
    },
    'workspace-test': async ({ id }, from): Promise<ConnectionResult> => {
      optionsOnly(from);
      const w = (await saved.list()).find((s) => s.id === id);
      if (!w?.apiKey) return { kind: 'failed', state: { kind: 'no-key' } };
      const result = await checkConnectionAndSections(createApiClient(w.baseUrl, w.apiKey), slots, new URL(w.baseUrl).host);
      // Kept as the workspace's name and permissions, when the workspace is on.
      const runtime = (await lookups.on()).find((r) => r.saved.id === id);
      if (runtime) await runtime.store.remember({ ...(await runtime.settings()), apiKey: w.apiKey }, result);
      return result;
    },
  };
}
