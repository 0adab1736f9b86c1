/**
 * The background: the only code that reads the API key and talks to the API. Listeners are
 * registered synchronously at start-up, as a service worker that was stopped must find them.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { LOCAL_KEYS, readExtraSites } from '../shared/settings';
import { builtInSupportSites } from '../shared/support-sites';
import { PORT_CARD, PORT_POPUP } from '../shared/messages';
import { createApiClient, type ApiClient } from './api-client';
import { LookupCache } from './lookup-cache';
import { LookupEngine } from './lookup-engine';
import { forgetApiSettings, loadApiSettings, lockStorageToTrustedContexts } from './settings-store';
import { acceptCardPort, forgetTab } from './card-channel';
import { checkConnection } from './connection-check';
import { WorkspaceStore } from './workspace-store';
import { forgetTabCustomers } from './recent';
import { createMenu, listenForOtherWaysIn } from './other-ways-in';
import { syncSiteScripts } from './site-scripts';
import { watchApiSettings } from './settings-watch';
import { handleMessage, acceptPopupPort } from './router';

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
const engine = new LookupEngine({ settings: loadApiSettings, cache, clientFor });
const context = {
  engine,
  cache,
  workspace,
  clientFor,
  settings: loadApiSettings,
  session: browser.storage.session,
  sender: {
    extensionId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL(''),
    supportSites: builtInSupportSites(),
  },
};

/** Built-in sites plus the agent's own: the sender check, the scripts and the menu follow it. */
let sitesApplied = Promise.resolve();
function applySupportSites(): Promise<void> {
  // One at a time: the menu is rebuilt from scratch and its id must stay unique.
  sitesApplied = sitesApplied.then(applySupportSitesNow, applySupportSitesNow);
  return sitesApplied;
}
async function applySupportSitesNow(): Promise<void> {
  const extra = readExtraSites(await browser.storage.local.get(LOCAL_KEYS.supportSites));
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
  if (port.name === PORT_CARD) acceptCardPort(port);
  else if (port.name === PORT_POPUP) acceptPopupPort(port, context);
  else port.disconnect();
});
browser.tabs.onRemoved.addListener((tabId) => {
  forgetTab(tabId);
  void forgetTabCustomers(browser.storage.session, tabId);
});

listenForOtherWaysIn();
browser.permissions.onRemoved.addListener(() => void applySupportSites());

// A new agent's first step is the key: show them where it goes.
browser.runtime.onInstalled.addListener(async ({ reason }) => {
  await ready;
  if (reason !== 'install') return;
  if (!(await loadApiSettings()).apiKey) await browser.runtime.openOptionsPage();
});

browser.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local') return;
  forgetApiSettings(); // registered before the watcher below, so it reads the new values
  if (LOCAL_KEYS.supportSites in changes) void applySupportSites();
});
watchApiSettings(browser.storage.onChanged, () => {
  client = null;
  engine.settingsChanged();
  void cache.clear();
  void workspace.ensure().catch(() => undefined); // the new key's workspace, fetched once now
});
// At every start: a key in force with nothing stored for it (whatever set the key: the options
// page, or a policy) gets its workspace now. Stored, this is one storage read and no request.
void workspace.ensure().catch(() => undefined);
