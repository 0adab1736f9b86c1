/**
 * The background: the only code that reads the API key and talks to the API. Listeners are
 * registered synchronously at start-up, as a service worker that was stopped must find them.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { PORT_CARD, PORT_POPUP } from '../shared/messages';
import { keptClient } from './transport/api-client';
import { LookupCache } from './lookup/cache';
import { LookupEngine } from './lookup/engine';
import { RateLimitGate } from './transport/rate-limit-gate';
import { ContextCache } from './story/story-cache';
import { ContextEngine } from './story/story-engine';
import { SettingsStore, lockStorageToTrustedContexts } from './settings/store';
import { LOCAL_BUILD } from '../shared/settings/build-flags';
import { colleagueInWith, colleaguesPendingWith, colleaguesWith } from './settings/colleague-domains';
import { otherDomains } from './workspaces/colleagues';
import { CardChannel } from './card/channel';
import { checkConnection } from './workspace/connection-check';
import { WorkspaceStore } from './workspace/store';
import { forgetTabCustomers } from './lookup/recent';
import { listenForOtherWaysIn } from './sites/other-ways-in';
import { supportSitesSync } from './sites/support-sites-sync';
import { colleagueDomainsPush, tellTabs } from './sites/tell-tabs';
import { watchApiSettings, watchSitesAndColleagues } from './settings/watch';
import { forgetAnswers } from './settings/forget-answers';
import { lookupAndRemember, type LookupContext } from './lookup/lookup-and-remember';
import { readConversationSubject } from './writes/conversation-subject';
import { DraftStore } from './writes/draft-store';
import { WriteEngine } from './writes/write-engine';
import { afterWrites } from './writes/after-write';
import { PanelHub } from './panel/panel-hub';
import { TabCustomers } from './panel/tab-customers';
import { readConversation } from './panel/conversation-reader';
import { PORT_PANEL } from '../shared/contract/panel';
import { SenderCheck } from './door/sender';
import { runtimeDoor } from './door/runtime-door';
import { contentRequests } from './door/content-requests';
import { pageRequests } from './door/page-requests';
import { portDoor, portsByName } from './door/port-door';
import { cardPort } from './door/card-port';
import { popupPort } from './door/popup-port';
import { panelPort } from './door/panel-port';
import { requestSlots } from './transport/request-slots';
import { WarmFailures } from './lookup/warm-failures';
import { SearchEngine } from './search/search-engine';
import { LogEngine } from './log/log-engine';
import { LogStore } from './log/log-store';
import { joinedReads } from './log/message-reader';
import { SavedWorkspaces } from './workspaces/saved-workspaces';
import { MoreLookups } from './workspaces/more-lookups';
import { workspaceRequests } from './workspaces/workspace-requests';
import { lookupSections } from './workspaces/sections';
import { FirstWorkspace, settingsInForce } from './workspaces/first-workspace';
import { watchFirstWorkspace, watchMoreWorkspaces } from './workspaces/watch';

void lockStorageToTrustedContexts();

// What the background keeps while it runs is in the objects made here, each made once.
const settingsStore = new SettingsStore(browser.storage);
const loadApiSettings = settingsStore.api;
// The first's label, colour and switch: its engines below see no key while it is switched off.
const first = new FirstWorkspace(browser.storage.local);
const firstInForce = settingsInForce(loadApiSettings, first);
const loadPolicy = settingsStore.policy;
const session = browser.storage.session;
const { clientFor, forget: forgetClient } = keptClient();
// The one limit on requests in flight: lookups, stories and writes share it.
const slots = requestSlots();
const cache = new LookupCache(session);
// Kept in storage.local (no secret): "Open in Plain" works after any restart without asking again.
const workspace = new WorkspaceStore({
  area: browser.storage.local,
  settings: loadApiSettings,
  check: (s) => checkConnection(clientFor(s), new URL(s.baseUrl).host),
});
const gate = new RateLimitGate();
const drafts = new DraftStore(session, readConversationSubject);
// An address a create was sent for keeps no "no customer" until the write's outcome is known.
const engine = new LookupEngine({
  settings: firstInForce,
  cache,
  clientFor,
  gate,
  slots,
  mayExist: (email) => drafts.mayHaveLanded('create-customer', email),
});
const contextCache = new ContextCache(session);
const contexts = new ContextEngine({ settings: firstInForce, cache: contextCache, clientFor, gate, slots });
const lookup: LookupContext = { engine, contexts, workspace, session };
// The workspaces after the first: each looked up beside it, with its own key, cache and limits.
const savedWorkspaces = new SavedWorkspaces(browser.storage.local, session, LOCAL_BUILD, loadPolicy);
const readMessage = joinedReads();
const cards = new CardChannel();
// Each writes in its own workspace too, its new drafts starting from the hints the page gave the first's.
const more = new MoreLookups({
  saved: savedWorkspaces,
  local: browser.storage.local,
  session,
  settings: loadApiSettings,
  hints: drafts,
  // Log to Plain reads the same page and honours the same never-log list in every workspace.
  readMessage,
  neverLog: settingsStore.neverLog,
  cards,
  panels: { refresh: () => panels.refresh() },
});
const colleagues = colleaguesWith(
  loadPolicy,
  () => workspace.workspace(),
  () => otherDomains(more),
);
const colleaguesKnown = colleaguesWith(
  loadPolicy,
  () => workspace.kept(),
  () => otherDomains(more),
);
const colleagueHere = colleagueInWith(() => workspace.kept());
const colleaguesPending = colleaguesPendingWith(() => workspace.unknownYet());
const warmFailures = new WarmFailures();
const search = new SearchEngine({ settings: firstInForce, clientFor, gate, slots, area: session });
const panels = new PanelHub(
  new TabCustomers(session),
  (email, emit, sections) =>
    Promise.all([lookupAndRemember(lookup, email, emit), sections && lookupSections({ ...lookup, more, first }, email, sections)]).then(
      () => undefined,
    ),
  (tabId) => readConversation(tabId, colleaguesKnown),
);
const writes = new WriteEngine({
  settings: firstInForce,
  clientFor,
  drafts,
  permissions: () => workspace.permissions(),
  gate,
  slots,
  ...afterWrites({ ...lookup, cache, cards, panels }),
});

const log = new LogEngine({
  settings: firstInForce,
  clientFor,
  permissions: () => workspace.permissions(),
  workspace: () => workspace.workspace(),
  readMessage,
  neverLog: settingsStore.neverLog,
  store: new LogStore(session),
  gate,
  slots,
});

// The support sites in force (the sender check, the scripts and the menu follow them); the colleague domains' push.
const supportSites = supportSitesSync(loadPolicy);
const pushColleagueDomains = colleagueDomainsPush(colleagues);
const ready = supportSites.apply().catch(() => undefined);
const senders = new SenderCheck({ id: browser.runtime.id, origin: browser.runtime.getURL('') }, supportSites.current);

const answer = runtimeDoor(senders, {
  content: contentRequests({
    ...lookup,
    cards,
    warmFailures,
    colleagues,
    colleaguesKnown,
    colleaguesPending,
    colleagueHere,
    panels,
    drafts,
    more,
    first,
  }),
  page: pageRequests({
    ...lookup,
    cache,
    contextCache,
    settings: loadApiSettings,
    policy: loadPolicy,
    clientFor,
    slots,
    drafts,
    writes,
    search,
    log,
    workspaces: workspaceRequests(savedWorkspaces, more, slots, first),
    more,
    first,
  }),
});
// Until the agent's own sites are known, a content script there would fail the sender check.
browser.runtime.onMessage.addListener((raw: unknown, sender: Runtime.MessageSender) => ready.then(() => answer(raw, sender)));
browser.runtime.onConnect.addListener(
  portsByName({
    [PORT_CARD]: portDoor(
      senders,
      // A Retry in another workspace's section forgets that workspace's story only.
      cardPort(cards, (customerId, workspace) => (workspace ? more.forgetStory(workspace, customerId) : contexts.forget(customerId))),
    ),
    [PORT_POPUP]: portDoor(senders, popupPort({ ...lookup, more, first })),
    [PORT_PANEL]: portDoor(senders, panelPort(panels)),
  }),
);
browser.tabs.onRemoved.addListener((tabId) => {
  cards.forgetTab(tabId);
  void forgetTabCustomers(browser.storage.session, tabId);
  void panels.forget(tabId);
});

listenForOtherWaysIn();
// Access taken away, or granted later (the options page's "Grant access" for a site the policy names).
browser.permissions.onRemoved.addListener(() => void supportSites.apply());
browser.permissions.onAdded.addListener(() => void supportSites.apply());

// A new agent's first step is the key: show them where it goes.
async function welcome(reason: string): Promise<void> {
  await ready;
  if (reason !== 'install') return;
  if (!(await loadApiSettings()).apiKey) await browser.runtime.openOptionsPage();
}
browser.runtime.onInstalled.addListener(({ reason }) => void welcome(reason).catch(() => undefined));

watchSitesAndColleagues(browser.storage.onChanged, {
  any: settingsStore.forget, // registered before the watcher below, so it reads the new values
  supportSites: () => void supportSites.apply(),
  colleagues: () => void pushColleagueDomains(),
});
watchApiSettings(browser.storage.onChanged, () => {
  forgetClient();
  search.forget();
  // Once the old answers are gone, open cards ask again (with the new key or base URL).
  void forgetAnswers({ engine, contexts, cache, contextCache }).then(() => (panels.refresh(), tellTabs({ type: 'ask-again' })));
  void workspace.ensure().catch(() => undefined); // the new key's workspace, fetched once now
});
// Another workspace added, changed or removed (by the agent, or by the policy: registered after
// `any` above, so the policy is read anew): its lookups start anew, and open cards ask again.
// Each is built at once, so a new one's name is read now (once per key), not at the first hover.
watchMoreWorkspaces(browser.storage.onChanged, () => void more.forget().then(() => (tellTabs({ type: 'ask-again' }), more.on())));
watchFirstWorkspace(browser.storage.onChanged, () => void (panels.refresh(), tellTabs({ type: 'ask-again' })));
void more.on().catch(() => undefined);
// At every start: a key in force with nothing stored for it (whatever set the key: the options
// page, or a policy) gets its workspace now. Stored, this is one storage read and no request.
void workspace.ensure().catch(() => undefined);
