/**
 * The background: the only code that reads the API key and talks to the API. Listeners are
 * registered synchronously at start-up, as a service worker that was stopped must find them.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { builtInSupportSites } from '../shared/settings/support-sites';
import { PORT_CARD, PORT_POPUP } from '../shared/messages';
import { keptClient } from './transport/api-client';
import { LookupCache } from './lookup/cache';
import { LookupEngine } from './lookup/engine';
import { RateLimitGate } from './transport/rate-limit-gate';
import { ContextCache } from './story/story-cache';
import { ContextEngine } from './story/story-engine';
import { SettingsStore, lockStorageToTrustedContexts } from './settings/store';
import { colleaguesWith } from './settings/colleague-domains';
import { CardChannel } from './card/channel';
import { checkConnection } from './workspace/connection-check';
import { WorkspaceStore } from './workspace/store';
import { forgetTabCustomers } from './lookup/recent';
import { listenForOtherWaysIn } from './sites/other-ways-in';
import { supportSitesSync } from './sites/support-sites-sync';
import { colleagueDomainsPush, tellTabs } from './sites/tell-tabs';
import { watchApiSettings, watchSitesAndColleagues } from './settings/watch';
import { forgetAnswers } from './settings/forget-answers';
import { handleMessage, acceptPopupPort, type RouterContext } from './door/router';
import { lookupAndRemember } from './lookup/lookup-and-remember';
import { DraftStore } from './writes/draft-store';
import { WriteEngine } from './writes/write-engine';
import { afterWrites } from './writes/after-write';
import { PanelHub } from './panel/panel-hub';
import { TabCustomers } from './panel/tab-customers';
import { readConversation } from './panel/conversation-reader';
import { PORT_PANEL } from '../shared/contract/panel';
import { requestSlots } from './transport/request-slots';
import { WarmFailures } from './lookup/warm-failures';

void lockStorageToTrustedContexts();

// What the background keeps while it runs is in the objects made here, each made once.
const settingsStore = new SettingsStore(browser.storage);
const loadApiSettings = settingsStore.api;
const loadPolicy = settingsStore.policy;
const { clientFor, forget: forgetClient } = keptClient();
// The one limit on requests in flight: lookups, stories and writes share it.
const slots = requestSlots();
const cache = new LookupCache(browser.storage.session);
// Kept in storage.local (no secret): "Open in Plain" works after any restart without asking again.
const workspace = new WorkspaceStore({
  area: browser.storage.local,
  settings: loadApiSettings,
  check: (s) => checkConnection(clientFor(s), new URL(s.baseUrl).host),
});
const gate = new RateLimitGate();
const engine = new LookupEngine({ settings: loadApiSettings, cache, clientFor, gate, slots });
const contextCache = new ContextCache(browser.storage.session);
const contexts = new ContextEngine({ settings: loadApiSettings, cache: contextCache, clientFor, gate, slots });
const colleagues = colleaguesWith(loadPolicy, () => workspace.workspace());
const drafts = new DraftStore(browser.storage.session);
const cards = new CardChannel({ forgetStory: (customerId) => contexts.forget(customerId) });
const panels = new PanelHub(
  new TabCustomers(browser.storage.session),
  (email, emit) => lookupAndRemember(context, email, emit),
  (tabId) => readConversation(tabId, context.colleaguesKnown),
);
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
  colleaguesKnown: colleaguesWith(loadPolicy, () => workspace.kept()),
  settings: loadApiSettings,
  policy: loadPolicy,
  session: browser.storage.session,
  slots,
  cards,
  warmFailures: new WarmFailures(),
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
  slots,
  ...afterWrites(context),
});

// The support sites in force (the sender check, the scripts and the menu follow them); the colleague domains' push.
const applySupportSites = supportSitesSync(context.sender, loadPolicy);
const pushColleagueDomains = colleagueDomainsPush(colleagues);
const ready = applySupportSites().catch(() => undefined);

// Until the agent's own sites are known, a content script there would fail the sender check.
browser.runtime.onMessage.addListener((raw: unknown, sender: Runtime.MessageSender) =>
  ready.then(() => handleMessage(raw, sender, context)),
);
browser.runtime.onConnect.addListener((port) => {
  if (port.name === PORT_CARD) cards.accept(port);
  else if (port.name === PORT_POPUP) acceptPopupPort(port, context);
  else if (port.name === PORT_PANEL) panels.accept(port);
  else port.disconnect();
});
browser.tabs.onRemoved.addListener((tabId) => {
  cards.forgetTab(tabId);
  void forgetTabCustomers(browser.storage.session, tabId);
  void panels.forget(tabId);
});

listenForOtherWaysIn();
// Access taken away, or granted later (the options page's "Grant access" for a site the policy names).
browser.permissions.onRemoved.addListener(() => void applySupportSites());
browser.permissions.onAdded.addListener(() => void applySupportSites());

// A new agent's first step is the key: show them where it goes.
browser.runtime.onInstalled.addListener(async ({ reason }) => {
  await ready;
  if (reason !== 'install') return;
  if (!(await loadApiSettings()).apiKey) await browser.runtime.openOptionsPage();
});

watchSitesAndColleagues(browser.storage.onChanged, {
  any: settingsStore.forget, // registered before the watcher below, so it reads the new values
  supportSites: () => void applySupportSites(),
  colleagues: () => void pushColleagueDomains(),
});
watchApiSettings(browser.storage.onChanged, () => {
  forgetClient();
  // Once the old answers are gone, open cards ask again (with the new key or base URL).
  void forgetAnswers({ engine, contexts, cache, contextCache }).then(() => (panels.refresh(), tellTabs({ type: 'ask-again' })));
  void workspace.ensure().catch(() => undefined); // the new key's workspace, fetched once now
});
// At every start: a key in force with nothing stored for it (whatever set the key: the options
// page, or a policy) gets its workspace now. Stored, this is one storage read and no request.
void workspace.ensure().catch(() => undefined);
