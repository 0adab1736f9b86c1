/**
 * The background: the only code that reads the API key and talks to the API. Listeners are
 * registered synchronously at start-up, as a service worker that was stopped must find them.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { LOCAL_KEYS, MANAGED_KEYS, readExtraSites, readSkipColleagues } from '../shared/settings';
import { WORKSPACE_STORAGE_KEY, type Workspace } from '../shared/connection';
import { builtInSupportSites } from '../shared/support-sites';
import { PORT_CARD, PORT_POPUP, type BackgroundToContent } from '../shared/messages';
import { createApiClient, type ApiClient } from './api-client';
import { LookupCache } from './lookup-cache';
import { LookupEngine } from './lookup-engine';
import { RateLimitGate } from './rate-limit-gate';
import { ContextCache } from './context/context-cache';
import { ContextEngine } from './context/context-engine';
import { forgetApiSettings, loadApiSettings, loadPolicy, lockStorageToTrustedContexts } from './settings-store';
import { colleagueDomains } from './colleague-domains';
import { acceptCardPort, forgetTab } from './card-channel';
import { acceptLine, inServiceWorker } from './card-line';
import { checkConnection } from './connection-check';
import { WorkspaceStore } from './workspace-store';
import { forgetTabCustomers } from './recent';
import { createMenu, listenForOtherWaysIn } from './other-ways-in';
import { syncSiteScripts } from './site-scripts';
import { watchApiSettings } from './settings-watch';
import { forgetAnswers } from './forget-answers';
import { handleMessage, acceptPopupPort, type RouterContext } from './router';
import { lookupAndRemember } from './lookup-and-remember';
import { DraftStore } from './writes/draft-store';
import { WriteEngine } from './writes/write-engine';
import { afterWrites } from './writes/after-write';
import { PanelHub } from './panel/panel-hub';
import { TabCustomers } from './panel/tab-customers';
import { PORT_PANEL } from '../shared/panel-messages';

void lockStorageToTrustedContexts();

let client: { id: string; client: ApiClient } | null = null;
const clientFor = ({ baseUrl, apiKey }: { baseUrl: string; apiKey: string }) => {
  const id = `${baseUrl}\n${apiKey}`;
  if (client?.id !== id) client = { id, client: createApiClient(baseUrl, apiKey) };
  return client.client;
};
const cache = new LookupCache(browser.storage.session);
// Kept in storage.local (no secret): "Open in Plain" works after any restart without asking again.
const workspace = new WorkspaceStore({
  area: browser.storage.local,
  settings: loadApiSettings,
  check: (s) => checkConnection(clientFor(s), new URL(s.baseUrl).host),
});
const gate = new RateLimitGate();
const engine = new LookupEngine({ settings: loadApiSettings, cache, clientFor, gate });
const contextCache = new ContextCache(browser.storage.session);
const contexts = new ContextEngine({ settings: loadApiSettings, cache: contextCache, clientFor, gate });
const colleaguesWith = (workspaceNow: () => Promise<Workspace | null>) => () =>
  colleagueDomains({
    policy: loadPolicy,
    workspace: workspaceNow,
    skipColleagues: () => browser.storage.local.get(LOCAL_KEYS.skipColleagues).then(readSkipColleagues),
  });
const colleagues = colleaguesWith(() => workspace.workspace());
const drafts = new DraftStore(browser.storage.session);
const panels = new PanelHub(new TabCustomers(browser.storage.session), (email, emit) => lookupAndRemember(context, email, emit));
const context: RouterContext = {
  engine,
  drafts,
  contexts,
  cache,
  contextCache,
  workspace,
  clientFor,
  colleagues,
  panels,
  colleaguesKnown: colleaguesWith(() => workspace.kept()),
  settings: loadApiSettings,
  policy: loadPolicy,
  session: browser.storage.session,
  sender: {
    extensionId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL(''),
    supportSites: builtInSupportSites(),
  },
};

context.writes = new WriteEngine({
  settings: loadApiSettings,
  clientFor,
  drafts,
  permissions: () => workspace.permissions(),
  gate,
  ...afterWrites(context),
});

/** Built-in sites plus the agent's own: the sender check, the scripts and the menu follow it. */
let sitesApplied = Promise.resolve();
function applySupportSites(): Promise<void> {
  // One at a time: the menu is rebuilt from scratch and its id must stay unique.
  sitesApplied = sitesApplied.then(applySupportSitesNow, applySupportSitesNow);
  return sitesApplied;
}
async function applySupportSitesNow(): Promise<void> {
  const own = readExtraSites(await browser.storage.local.get(LOCAL_KEYS.supportSites));
  // The organisation's sites need no click: they run wherever the browser grants access.
  const extra = [...new Set([...own, ...(await loadPolicy()).supportSites])];
  context.sender.supportSites = [...builtInSupportSites(), ...extra];
  await syncSiteScripts(extra);
  await createMenu(context.sender.supportSites);
}

const ready = applySupportSites().catch(() => undefined);

// Until the agent's own sites are known, a content script there would fail the sender check.
browser.runtime.onMessage.addListener((raw: unknown, sender: Runtime.MessageSender) =>
  ready.then(() => handleMessage(raw, sender, context)),
);
browser.runtime.onConnect.addListener((port) => {
  if (port.name === PORT_CARD) acceptCardPort(port, (customerId) => contexts.forget(customerId));
  else if (port.name === PORT_POPUP) acceptPopupPort(port, context);
  else if (port.name === PORT_PANEL) panels.accept(port);
  else port.disconnect();
});
// A card handing over its direct line (Chromium); a worker's handlers must be added at start-up.
if (inServiceWorker()) self.addEventListener('message', acceptLine);
browser.tabs.onRemoved.addListener((tabId) => {
  forgetTab(tabId);
  void forgetTabCustomers(browser.storage.session, tabId);
  void panels.forget(tabId);
});

listenForOtherWaysIn();
browser.permissions.onRemoved.addListener(() => void applySupportSites());
// Access granted later (the options page's "Grant access" for a site the policy names).
browser.permissions.onAdded.addListener(() => void applySupportSites());

/**
 * Content scripts learn the colleague domains by asking once, and by this push when the list
 * changes (a new key's workspace, the switch, a policy): to every tab; where no content script
 * listens the message is simply not delivered.
 */
let colleaguesSent: string | null = null;
async function pushColleagueDomains(): Promise<void> {
  const domains = await colleagues().catch(() => null);
  if (!domains || JSON.stringify(domains) === colleaguesSent) return;
  colleaguesSent = JSON.stringify(domains);
  await tellTabs({ type: 'colleague-domains', domains });
}

/** To every tab's content script; where none listens the message is simply not delivered. */
async function tellTabs(msg: BackgroundToContent): Promise<void> {
  for (const tab of await browser.tabs.query({})) {
    if (tab.id !== undefined) void browser.tabs.sendMessage(tab.id, msg, { frameId: 0 }).catch(() => undefined);
  }
}

// A new agent's first step is the key: show them where it goes.
browser.runtime.onInstalled.addListener(async ({ reason }) => {
  await ready;
  if (reason !== 'install') return;
  if (!(await loadApiSettings()).apiKey) await browser.runtime.openOptionsPage();
});

browser.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local' && area !== 'managed') return;
  forgetApiSettings(); // registered before the watcher below, so it reads the new values
  // A policy's sites use the same key name as the agent's own.
  if (LOCAL_KEYS.supportSites in changes || MANAGED_KEYS.supportSites in changes) void applySupportSites();
  const colleagueKeys = [WORKSPACE_STORAGE_KEY, LOCAL_KEYS.skipColleagues, MANAGED_KEYS.ignoreDomains];
  if (colleagueKeys.some((k) => k in changes)) void pushColleagueDomains();
});
watchApiSettings(browser.storage.onChanged, () => {
  client = null;
  // Once the old answers are gone, open cards ask again (with the new key or base URL).
  void forgetAnswers({ engine, contexts, cache, contextCache }).then(() => (panels.refresh(), tellTabs({ type: 'ask-again' })));
  void workspace.ensure().catch(() => undefined); // the new key's workspace, fetched once now
});
// At every start: a key in force with nothing stored for it (whatever set the key: the options
// page, or a policy) gets its workspace now. Stored, this is one storage read and no request.
void workspace.ensure().catch(() => undefined);
