/**
 * The background's router context (`RouterContext`, what `handleMessage` is given) for the unit
 * tests: the real lookup engine, cache and workspace store over in-memory areas, with the parts a
 * test cares about overridable (the settings, the client, the policy, the colleagues, the sender).
 *
 * Import it after `vi.mock('webextension-polyfill', ...)`, as the router itself, so the modules
 * below see the fake browser.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import type { Runtime } from 'webextension-polyfill';
import { createApiClient, type ApiClient } from '../../../src/background/transport/api-client';
import { colleagueDomains } from '../../../src/background/settings/colleague-domains';
import { checkConnection } from '../../../src/background/workspace/connection-check';
import { LookupCache } from '../../../src/background/lookup/cache';
import { LookupEngine, type EngineDeps } from '../../../src/background/lookup/engine';
import { WarmFailures } from '../../../src/background/lookup/warm-failures';
import { CardChannel } from '../../../src/background/card/channel';
import { requestSlots } from '../../../src/background/transport/request-slots';
import type { RouterContext } from '../../../src/background/door/router';
import type { SenderContext } from '../../../src/background/door/sender';
import { WorkspaceStore, type WorkspaceDeps } from '../../../src/background/workspace/store';
import { NO_POLICY, type ApiSettings, type ManagedPolicy } from '../../../src/shared/settings/settings';
import { MemoryArea } from './memory-area';

type KeyedSettings = ApiSettings & { apiKey: string };

export const SUPPORT_SITES = ['https://app.plain.com/*'];
/** An extension whose id is 'ext' (the sender check's view of it). */
export const EXT_SENDER: SenderContext = { extensionId: 'ext', extensionOrigin: 'chrome-extension://ext/', supportSites: SUPPORT_SITES };
/** The fake browser's own extension: for tests whose senders use `fakeBrowser.runtime.id`. */
export const fakeBrowserSender = (): SenderContext => ({
  extensionId: fakeBrowser.runtime.id,
  extensionOrigin: fakeBrowser.runtime.getURL(''),
  supportSites: SUPPORT_SITES,
});

/** Tab 7, where the content scripts of these tests run. */
export const TAB = { id: 7, index: 0, highlighted: false, active: true, pinned: false, incognito: false };
/** A content script in the top frame of a support site's page in TAB. */
export const contentSender = (extensionId = 'ext'): Runtime.MessageSender => ({ id: extensionId, url: 'https://app.plain.com/threads', tab: TAB, frameId: 0 });

/** The client for real HTTP (the local API). */
export const httpClient = (s: KeyedSettings): ApiClient => createApiClient(s.baseUrl, s.apiKey);

export interface RouterContextOptions {
  settings(): Promise<ApiSettings>;
  /** storage.session: the recent customers (and, unless `cacheArea` is given, the lookups). */
  session?: MemoryArea;
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
  /** Default: EXT_SENDER. */
  sender?: SenderContext;
  /** The card frames; default: a channel of this context's own. */
  cards?: CardChannel;
}

export function routerContext(opts: RouterContextOptions) {
  const { settings, policy = async () => NO_POLICY, clientFor = httpClient } = opts;
  const session = opts.session ?? new MemoryArea();
  const cache = new LookupCache(opts.cacheArea ?? session);
  const check = opts.check ?? ((s: KeyedSettings) => checkConnection(clientFor(s), new URL(s.baseUrl).host));
  const workspace = new WorkspaceStore({ area: new MemoryArea(), settings, check });
  const skipColleagues = opts.skipColleagues;
  const none = async (): Promise<string[]> => [];
  const slots = requestSlots();
  return {
    session,
    cache,
    settings,
    policy,
    colleagues: skipColleagues ? () => colleagueDomains({ policy, workspace: () => workspace.workspace(), skipColleagues }) : none,
    colleaguesKnown: skipColleagues ? () => colleagueDomains({ policy, workspace: () => workspace.kept(), skipColleagues }) : none,
    clientFor,
    workspace,
    engine: new LookupEngine({ settings, cache, clientFor, slots, ...opts.engine }),
    slots,
    cards: opts.cards ?? new CardChannel(),
    warmFailures: new WarmFailures(),
    sender: opts.sender ?? EXT_SENDER,
  } satisfies RouterContext;
}
