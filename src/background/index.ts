/**
 * The background: the only code that reads the API key and talks to the API. Listeners are
 * registered synchronously at start-up, as a service worker that was stopped must find them.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { LOCAL_KEYS } from '../shared/settings';
import { builtInSupportSites } from '../shared/support-sites';
import { PORT_CARD, PORT_POPUP } from '../shared/messages';
import { createApiClient, type ApiClient } from './api-client';
import { LookupCache } from './lookup-cache';
import { LookupEngine } from './lookup-engine';
import { loadApiSettings, lockStorageToTrustedContexts } from './settings-store';
import { acceptCardPort, forgetTab } from './card-channel';
import { handleMessage, acceptPopupPort } from './router';

void lockStorageToTrustedContexts();

let client: { id: string; client: ApiClient } | null = null;
const cache = new LookupCache(browser.storage.session);
const engine = new LookupEngine({
  settings: loadApiSettings,
  cache,
  clientFor: ({ baseUrl, apiKey }) => {
    const id = `${baseUrl}\n${apiKey}`;
    if (client?.id !== id) client = { id, client: createApiClient(baseUrl, apiKey) };
    return client.client;
  },
});
const context = {
  engine,
  cache,
  session: browser.storage.session,
  sender: {
    extensionId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL(''),
    supportSites: builtInSupportSites(),
  },
};

browser.runtime.onMessage.addListener((raw: unknown, sender: Runtime.MessageSender) =>
  handleMessage(raw, sender, context),
);
browser.runtime.onConnect.addListener((port) => {
  if (port.name === PORT_CARD) acceptCardPort(port);
  else if (port.name === PORT_POPUP) acceptPopupPort(port, context);
  else port.disconnect();
});
browser.tabs.onRemoved.addListener(forgetTab);

// A new agent's first step is the key: show them where it goes.
browser.runtime.onInstalled.addListener(async ({ reason }) => {
  if (reason !== 'install') return;
  if (!(await loadApiSettings()).apiKey) await browser.runtime.openOptionsPage();
});

// A new key or API means old answers may be wrong or not the agent's to see.
browser.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local') return;
  if (LOCAL_KEYS.apiKey in changes || LOCAL_KEYS.baseUrl in changes) {
    client = null;
    void cache.clear();
  }
});
