/** Routes each checked message to its handler; anything unchecked is dropped without effect. */
import browser, { type Runtime } from 'webextension-polyfill';
import {
  parseLookupRequest,
  parsePageRequest,
  type BackgroundToPopup,
  type LookupAck,
} from '../shared/messages';
import { isFinal, type LookupState } from '../shared/lookup-state';
import type { LookupCache, SessionArea } from './lookup-cache';
import type { LookupEngine } from './lookup-engine';
import { roomOf, type SenderContext } from './sender';
import { startShowing } from './card-channel';
import { clearRecent, recentCustomers, rememberCustomer } from './recent';

export interface RouterContext {
  engine: LookupEngine;
  cache: LookupCache;
  session: SessionArea;
  sender: SenderContext;
}

export function handleMessage(
  raw: unknown,
  sender: Runtime.MessageSender,
  ctx: RouterContext,
): Promise<unknown> | undefined {
  const room = roomOf(sender, ctx.sender);
  if (room === 'content') {
    const request = parseLookupRequest(raw);
    const tabId = sender.tab?.id;
    if (!request || tabId === undefined) return undefined;
    const show = startShowing(tabId, sender.frameId ?? 0, request.email);
    void lookupAndRemember(ctx, request.email, show);
    return Promise.resolve<LookupAck>({ accepted: true });
  }
  if (room === 'page') {
    const request = parsePageRequest(raw);
    if (!request) return undefined;
    if (request.type === 'recent') return recentCustomers(ctx.session);
    if (request.type === 'clear-cache') {
      return Promise.all([ctx.cache.clear(), clearRecent(ctx.session)]).then(() => ({ cleared: true }));
    }
    return new Promise<LookupState>((resolve) => {
      void lookupAndRemember(ctx, request.email, (s) => isFinal(s) && resolve(s));
    });
  }
  return undefined;
}

export function acceptPopupPort(port: Runtime.Port, ctx: RouterContext): void {
  if (!port.sender?.url?.startsWith(browser.runtime.getURL('')) || port.sender.id !== browser.runtime.id) {
    port.disconnect();
    return;
  }
  let open = true;
  port.onDisconnect.addListener(() => (open = false));
  port.onMessage.addListener((raw: unknown) => {
    const request = parseLookupRequest(raw);
    if (!request) return;
    void lookupAndRemember(ctx, request.email, (state) => {
      const msg: BackgroundToPopup = { type: 'state', email: request.email, state };
      if (open) port.postMessage(msg);
    });
  });
}

async function lookupAndRemember(ctx: RouterContext, email: string, emit: (s: LookupState) => void) {
  await ctx.engine.lookup(email, (state) => {
    emit(state);
    if (state.kind === 'found') void rememberCustomer(ctx.session, state.customer);
  });
}
