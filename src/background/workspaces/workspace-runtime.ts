/**
 * One workspace after the first, as its lookups and writes run: its own client (its key goes only
 * to its own base URL), its own cache prefixes for answers, stories and drafts, its own rate-limit
 * wait and its own requests in flight, so one that is rate limited or down holds up no other. Its
 * searches go the same way, kept under its own prefix. Its writes and its Log to Plain are at most
 * once there and checked against its own key's permissions, as the first's are: a message logged in
 * one workspace is still to be logged in another.
 */
import type { MessageRead } from '../../shared/contract/log';
import type { ApiSettings } from '../../shared/settings/settings';
import type { MoreWorkspace } from '../../shared/settings/workspaces';
import { createApiClient } from '../transport/api-client';
import { LookupCache, lookupPrefix } from '../lookup/cache';
import { LookupEngine } from '../lookup/engine';
import { ContextCache, contextPrefix } from '../story/story-cache';
import { ContextEngine } from '../story/story-engine';
import { requestSlots } from '../transport/request-slots';
import { RateLimitGate } from '../transport/rate-limit-gate';
import { checkConnection } from '../workspace/connection-check';
import { WorkspaceStore } from '../workspace/store';
import type { SessionArea } from '../transport/session-cache';
import { DraftStore, draftPrefix } from '../writes/draft-store';
import { SearchEngine } from '../search/search-engine';
import { searchPrefix } from '../search/answer-cache';
import { WriteEngine } from '../writes/write-engine';
import { LogEngine } from '../log/log-engine';
import { LogStore } from '../log/log-store';
import { workspaceRecordKey, type LocalArea } from './saved-workspaces';
import { afterSectionWrites, type SectionWriteDeps } from './section-writes';

/** One workspace's lookups, made when the list is read and dropped when it changes. */
export interface WorkspaceRuntime {
  saved: MoreWorkspace;
  engine: LookupEngine;
  cache: LookupCache;
  /** Its customers' stories, asked with its own key and kept under its own prefix. */
  contexts: ContextEngine;
  contextCache: ContextCache;
  store: WorkspaceStore;
  /** What the agent types for this workspace, kept under its own prefix until sent or discarded. */
  drafts: DraftStore;
  writes: WriteEngine;
  /** Log to Plain in this workspace: its key, its own domains, its "logged" marks (under its own prefixes). */
  log: LogEngine;
  /** The search box's queries here: its key, gate and slots, its answers kept under its own prefix. */
  search: SearchEngine;
  settings(): Promise<ApiSettings>;
  /** Set when the list changed: a lookup still running for it ends with no key, and keeps nothing. */
  dropped: boolean;
}

export interface RuntimeDeps extends SectionWriteDeps {
  local: LocalArea;
  session: SessionArea;
  /** The first workspace's settings: the cache time is the agent's one setting for all. */
  settings(): Promise<ApiSettings>;
  /** The first workspace's drafts, where the page's hints are noted: a new draft here starts from them too. */
  hints?: DraftStore;
  /** A tab's open message (log/message-reader.ts): the page is the same whichever workspace logs it. */
  readMessage(tabId: number): Promise<MessageRead | null>;
  /** The domains never offered for logging (the agent's list or the policy's): one list for every workspace. */
  neverLog(): Promise<string[]>;
}

export function workspaceRuntime(saved: MoreWorkspace, deps: RuntimeDeps): WorkspaceRuntime {
  const client = createApiClient(saved.baseUrl, saved.apiKey!);
  // The same object while nothing changes: the store reads it by identity (workspace/store.ts).
  let last: ApiSettings | null = null;
  const settings = async (): Promise<ApiSettings> => {
    const ttl = (await deps.settings()).cacheTtlMinutes;
    const apiKey = runtime.dropped ? null : saved.apiKey;
    if (last?.cacheTtlMinutes !== ttl || last.apiKey !== apiKey) last = { apiKey, baseUrl: saved.baseUrl, cacheTtlMinutes: ttl };
    return last;
  };
  const store = new WorkspaceStore({
    area: deps.local,
    settings,
    check: () => checkConnection(client, new URL(saved.baseUrl).host),
    storageKey: workspaceRecordKey(saved.id),
  });
  // Its lookups and its stories wait together on its rate limit and share its requests in flight, as the first's do.
  const gate = new RateLimitGate();
  const slots = requestSlots();
  const drafts = new DraftStore(deps.session, undefined, draftPrefix(saved.id), deps.hints);
  const cache = new LookupCache(deps.session, 1000, Date.now, lookupPrefix(saved.id));
  // A create sent here whose outcome is not known keeps no "no customer" here, as in the first.
  const mayExist = (email: string) => drafts.mayHaveLanded('create-customer', email);
  const engine = new LookupEngine({ settings, clientFor: () => client, cache, gate, slots, mayExist });
  const contextCache = new ContextCache(deps.session, 300, Date.now, contextPrefix(saved.id));
  const contexts = new ContextEngine({ settings, clientFor: () => client, cache: contextCache, gate, slots });
  const writes = new WriteEngine({
    settings,
    clientFor: () => client,
    drafts,
    permissions: () => store.permissions(),
    gate,
    slots,
    ...afterSectionWrites({ engine, cache, contexts, store }, deps),
  });
  // Its own domains are never offered (a colleague there), and its externalId names its workspace.
  const log = new LogEngine({
    settings,
    clientFor: () => client,
    permissions: () => store.permissions(),
    workspace: () => store.workspace(),
    readMessage: deps.readMessage,
    neverLog: deps.neverLog,
    store: new LogStore(deps.session, saved.id),
    gate,
    slots,
  });
  const search = new SearchEngine({ settings, clientFor: () => client, gate, slots, area: deps.session, prefix: searchPrefix(saved.id) });
  const runtime: WorkspaceRuntime = {
    saved,
    engine,
    cache,
    contexts,
    contextCache,
    store,
    drafts,
    writes,
    log,
    search,
    settings,
    dropped: false,
  };
  // Its name, read once for its key and kept: the card names the section without asking again.
  void store.ensure().catch(() => undefined);
  return runtime;
}
