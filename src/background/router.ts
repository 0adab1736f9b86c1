/** Routes each checked message to its handler; anything unchecked is dropped without effect. */
import browser, { type Runtime } from 'webextension-polyfill';
import {
  parseLookupRequest,
  parsePageRequest,
  type BackgroundToPopup,
  type LookupAck,
} from '../shared/messages';
import { isFinal, type LookupState } from '../shared/lookup-state';
import type { LookupEngine } from './lookup-engine';
import { answerPageRequest, type PageContext } from './page-requests';
import { roomOf, type SenderContext } from './sender';
import { startShowing } from './card-channel';
import { rememberCustomer } from './recent';
import { keepWarmFailure, takeWarmFailure } from './warm-failures';

export interface RouterContext extends PageContext {
  engine: LookupEngine;
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
    if (request.intent === 'warm') return warm(ctx, request.email);
    const show = startShowing(tabId, sender.frameId ?? 0, request.email);
    const failed = takeWarmFailure(request.email);
    if (failed) {
      show(failed);
      return Promise.resolve<LookupAck>({ accepted: true });
    }
    // Answered when the lookup ends: if this worker is stopped first, the channel closes and the
    // content script asks once more, waking a new worker that finishes the job.
    return lookupAndRemember(ctx, request.email, show, tabId).then((): LookupAck => ({ accepted: true }));
  }
  if (room === 'page') {
    const request = parsePageRequest(raw);
    if (!request) return undefined;
    if (request.type !== 'lookup') return answerPageRequest(request, ctx);
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

/**
 * The pointer rests on an address: fetch it now, so that at hover intent the answer is cached or
 * already in flight (the engine shares it). No card is told and no customer is remembered: the
 * agent has seen nothing yet, and a card open on another customer must stay on it.
 */
function warm(ctx: RouterContext, email: string): Promise<LookupAck> {
  void ctx.engine.lookup(email, keepWarmFailure(email)).catch(() => undefined);
  return Promise.resolve({ accepted: true });
}

/**
 * Runs a lookup, adds the workspace (for "Open in Plain") to a found customer, remembers it.
 * The workspace is stored once per key (workspace-store.ts), so reading it costs no request,
 * except the one shared fetch when none is stored yet for the key in force. It is read beside
 * the lookup, not before it: the lookup starts at once (joining a warm one in flight), and only
 * a found customer waits for the workspace; states still reach the card in the engine's order.
 */
export async function lookupAndRemember(
  ctx: RouterContext,
  email: string,
  emit: (s: LookupState) => void,
  tabId?: number,
): Promise<void> {
  const workspace = ctx.workspace.workspace();
  let delivered = Promise.resolve();
  await ctx.engine.lookup(email, (state) => {
    delivered = delivered.then(async () => {
      if (state.kind !== 'found') return emit(state);
      const ws = await workspace;
      emit(ws ? { ...state, workspaceId: ws.id } : state);
      void rememberCustomer(ctx.session, state.customer, tabId);
    });
  });
  await delivered;
}
