/**
 * The background's parts for the unit tests (the lookup engine, cache and workspace store, real,
 * over in-memory areas; the colleagues, the sender check), with the parts a test cares about
 * overridable (the settings, the client, the policy, the colleagues, the senders), and
 * `handleMessage`: the runtime door as src/background/index.ts wires it, over such parts.
 *
 * Import it after `vi.mock('webextension-polyfill', ...)`, as the background itself, so the modules
 * below see the fake browser.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import type { Runtime } from 'webextension-polyfill';
import { createApiClient, type ApiClient } from '../../../src/background/transport/api-client';
import { colleagueDomains, colleagueInWith } from '../../../src/background/settings/colleague-domains';
import { otherDomains } from '../../../src/background/workspaces/colleagues';
import { checkConnection } from '../../../src/background/workspace/connection-check';
import { LookupCache } from '../../../src/background/lookup/cache';
import { LookupEngine, type EngineDeps } from '../../../src/background/lookup/engine';
import { SearchEngine } from '../../../src/background/search/search-engine';
import { RateLimitGate } from '../../../src/background/transport/rate-limit-gate';
import type { LookupContext } from '../../../src/background/lookup/lookup-and-remember';
import { SenderCheck } from '../../../src/background/door/sender';
import { runtimeDoor } from '../../../src/background/door/runtime-door';
import { portDoor } from '../../../src/background/door/port-door';
import { cardPort } from '../../../src/background/door/card-port';
import { contentRequests, type ContentDeps } from '../../../src/background/door/content-requests';
import { pageRequests, type PageDeps } from '../../../src/background/door/page-requests';
import { DraftStore } from '../../../src/background/writes/draft-store';
import { WarmFailures } from '../../../src/background/lookup/warm-failures';
import { CardChannel } from '../../../src/background/card/channel';
import { requestSlots } from '../../../src/background/transport/request-slots';
import { WorkspaceStore, type WorkspaceDeps } from '../../../src/background/workspace/store';
import { NO_POLICY, type ApiSettings, type ManagedPolicy } from '../../../src/shared/settings/settings';
import { MemoryArea } from './memory-area';
import { SavedWorkspaces } from '../../../src/background/workspaces/saved-workspaces';
import { MoreLookups } from '../../../src/background/workspaces/more-lookups';
import { workspaceRequests } from '../../../src/background/workspaces/workspace-requests';
import { FirstWorkspace, settingsInForce } from '../../../src/background/workspaces/first-workspace';
import type { SessionArea } from '../../../src/background/transport/session-cache';
import type { MessageRead } from '../../../src/shared/contract/log';

type KeyedSettings = ApiSettings & { apiKey: string };

export const SUPPORT_SITES = ['https://app.plain.com/*'];
/** The sender check of an extension whose id is 'ext'. */
export const EXT_SENDERS = new SenderCheck({ id: 'ext', origin: 'chrome-extension://ext/' }, () => SUPPORT_SITES);
/** The fake browser's own extension: for tests whose senders use `fakeBrowser.runtime.id`. */
export const fakeBrowserSenders = () =>
  new SenderCheck({ id: fakeBrowser.runtime.id, origin: fakeBrowser.runtime.getURL('') }, () => SUPPORT_SITES);

/** Tab 7, where the content scripts of these tests run. */
export const TAB = { id: 7, index: 0, highlighted: false, active: true, pinned: false, incognito: false };
/** A content script in the top frame of a support site's page in TAB. */
export const contentSender = (extensionId = 'ext'): Runtime.MessageSender => ({
  id: extensionId,
  url: 'https://app.plain.com/threads',
  tab: TAB,
  frameId: 0,
});

/** The client for real HTTP (the local API). */
export const httpClient = (s: KeyedSettings): ApiClient => createApiClient(s.baseUrl, s.apiKey);

export interface BackgroundPartsOptions {
  settings(): Promise<ApiSettings>;
  /** storage.session: the recent customers (and, unless `cacheArea` is given, the lookups). */
  session?: MemoryArea;
  /** Where the search answers are kept, when not in `session` (fakeBrowser's storage.session). */
  searchArea?: SessionArea;
  /** Where the lookups are cached, when not in `session`. */
  cacheArea?: MemoryArea;
  /** Default: real HTTP. */
  clientFor?: (s: KeyedSettings) => ApiClient;
  /** How the workspace is read. Default: the connection check over `clientFor`. */
  check?: WorkspaceDeps['check'];
  /** More for the lookup engine (a gate, a sleep). */
  engine?: Pick<EngineDeps, 'gate' | 'sleep'>;
  /** Default: no policy. */
  policy?: () => Promise<ManagedPolicy>;
  /**
   * With it, the colleagues are the real list (the workspace's domains when this says so, and the
   * policy's); without it, there are none and the workspace is never read for them.
   */
  skipColleagues?: () => Promise<boolean>;
  /** Default: EXT_SENDERS. */
  senders?: SenderCheck;
  /** The card frames; default: a channel of these parts' own. */
  cards?: CardChannel;
  /** storage.local, where the workspaces after the first are kept (and their names). */
  local?: MemoryArea;
  /** What a tab's page shows as its open message, for the other workspaces' Log to Plain. Default: none. */
  readMessage?: (tabId: number) => Promise<MessageRead | null>;
}

export function backgroundParts(opts: BackgroundPartsOptions) {
  const { settings, policy = async () => NO_POLICY, clientFor = httpClient } = opts;
  const session = opts.session ?? new MemoryArea();
  const cache = new LookupCache(opts.cacheArea ?? session);
  const check = opts.check ?? ((s: KeyedSettings) => checkConnection(clientFor(s), new URL(s.baseUrl).host));
  const workspace = new WorkspaceStore({ area: new MemoryArea(), settings, check });
  const skipColleagues = opts.skipColleagues;
  const none = async (): Promise<string[]> => [];
  const slots = requestSlots();
  const local = opts.local ?? new MemoryArea();
  const savedWorkspaces = new SavedWorkspaces(local, session, true, policy);
  const others = () => otherDomains(more);
  const cards = opts.cards ?? new CardChannel();
  // The other workspaces' writes tell the same cards; their drafts and log records are kept in `session` too.
  const readMessage = opts.readMessage ?? (async () => null);
  const more = new MoreLookups({ saved: savedWorkspaces, local, session, settings, cards, readMessage, neverLog: async () => [] });
  // The first workspace's label, colour and switch, kept in the same `local` as the others; its
  // engines see its settings as index.ts gives them (no key while it is switched off).
  const first = new FirstWorkspace(local);
  const inForce = settingsInForce(settings, first);
  return {
    local,
    more,
    first,
    workspaces: workspaceRequests(savedWorkspaces, more, slots, first),
    session,
    cache,
    settings,
    policy,
    colleagues: skipColleagues ? () => colleagueDomains({ policy, workspace: () => workspace.workspace(), skipColleagues, others }) : none,
    colleaguesKnown: skipColleagues ? () => colleagueDomains({ policy, workspace: () => workspace.kept(), skipColleagues, others }) : none,
    colleagueHere: skipColleagues ? colleagueInWith(() => workspace.kept(), skipColleagues) : async () => false,
    colleaguesPending: skipColleagues ? async () => (await workspace.unknownYet()) && (await skipColleagues()) : async () => false,
    clientFor,
    workspace,
    engine: new LookupEngine({ settings: inForce, cache, clientFor, slots, ...opts.engine }),
    slots,
    cards,
    warmFailures: new WarmFailures(),
    search: new SearchEngine({ settings: inForce, clientFor, gate: new RateLimitGate(), slots, area: opts.searchArea ?? session }),
    senders: opts.senders ?? EXT_SENDERS,
  };
}

/**
 * What `handleMessage` is given: such parts, and those a test adds (the story, drafts, writes,
 * panels, logging). Without drafts, they are kept in `session`; without writes (or logging), a write throws; without
 * panels, none is told.
 */
export type BackgroundParts = LookupContext &
  Omit<ContentDeps, 'panels' | 'drafts'> &
  Omit<PageDeps, 'drafts' | 'writes' | 'log'> &
  Partial<Pick<PageDeps, 'drafts' | 'writes' | 'log'> & Pick<ContentDeps, 'panels'>> & { senders: SenderCheck };

/** A runtime message as the background's listener takes it, over `parts`. */
export function handleMessage(raw: unknown, sender: Runtime.MessageSender, parts: BackgroundParts): Promise<unknown> | undefined {
  const drafts = parts.drafts ?? new DraftStore(parts.session);
  const writes = parts.writes ?? {
    write: () => Promise.reject(new Error('no writes in this test')),
    check: () => Promise.reject(new Error('no writes in this test')),
  };
  const log = parts.log ?? {
    offer: () => Promise.reject(new Error('no logging in this test')),
    log: () => Promise.reject(new Error('no logging in this test')),
  };
  const panels = parts.panels ?? { noted: async () => undefined };
  return runtimeDoor(parts.senders, {
    content: contentRequests({ ...parts, drafts, panels }),
    page: pageRequests({ ...parts, drafts, writes, log }),
  })(raw, sender);
}

/** A card's port to `parts`' card channel, through the door as index.ts wires it, senders the fake browser's (a Retry forgets nothing). */
export function connectCardPort(parts: { cards: CardChannel }, port: Runtime.Port): void {
  portDoor(
    fakeBrowserSenders(),
    cardPort(parts.cards, async () => undefined),
  )(port);
}
