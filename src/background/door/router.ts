/** Routes each checked message to its handler; anything unchecked is dropped without effect. */
import browser, { type Runtime } from 'webextension-polyfill';
import {
  isColleagueDomainsRequest,
  parseLookupRequest,
  parsePageRequest,
  type BackgroundToPopup,
  type ColleagueDomainsAnswer,
  type LookupAck,
} from '../../shared/messages';
import { isColleague } from '../../shared/settings/colleagues';
import { isFinal, type LookupState } from '../../shared/lookup-state';
import { lookupAndRemember, type LookupContext } from '../lookup/lookup-and-remember';
import { answerPageRequest, type PageContext } from './page-requests';
import { roomOf, type SenderContext } from './sender';
import type { CardChannel } from '../card/channel';
import type { WarmFailures } from '../lookup/warm-failures';
import type { DraftStore } from '../writes/draft-store';
import type { WriteEngine } from '../writes/write-engine';
import { answerWriteRequest } from '../writes/write-requests';

export interface RouterContext extends PageContext, LookupContext {
  sender: SenderContext;
  /** The card frames, one per tab (card/channel.ts). */
  cards: CardChannel;
  /** A warm lookup's failure, kept a moment for the lookup at intent (warm-failures.ts). */
  warmFailures: WarmFailures;
  /** Domains whose addresses a page's content script may not have looked up (colleague-domains.ts). */
  colleagues(): Promise<string[]>;
  /**
   * The same, as far as they are known now: a new key's workspace is not waited for. A lookup
   * checks these, so it starts at once; until the workspace is in, a colleague may cost one request.
   */
  colleaguesKnown(): Promise<string[]>;
  /** The agent's drafts and the page's hints for them, and the writes (issue #32); without them, none. */
  drafts?: DraftStore;
  writes?: WriteEngine;
  /** The side panels, told which customer each tab is about (issue #35); without them, none. */
  panels?: { noted(tabId: number, email: string | null): Promise<void>; refresh(): void };
}

export function handleMessage(
  raw: unknown,
  sender: Runtime.MessageSender,
  ctx: RouterContext,
): Promise<unknown> | undefined {
  const room = roomOf(sender, ctx.sender);
  if (room === 'content') {
    if (isColleagueDomainsRequest(raw)) return ctx.colleagues().then((domains): ColleagueDomainsAnswer => ({ domains }));
    const request = parseLookupRequest(raw);
    const tabId = sender.tab?.id;
    if (!request || tabId === undefined) return undefined;
    return contentLookup(ctx, request, tabId, sender.frameId ?? 0);
  }
  if (room === 'page') {
    const request = parsePageRequest(raw);
    if (!request) return undefined;
    if (request.type === 'draft' || request.type === 'draft-save' || request.type === 'draft-discard' || request.type === 'write') {
      return ctx.drafts && ctx.writes ? answerWriteRequest(request, { drafts: ctx.drafts, writes: ctx.writes }) : undefined;
    }
    if (request.type !== 'lookup') return answerPageRequest(request, ctx);
    // The popup's box looks up whatever the agent typed, a colleague too: that is asked on purpose.
    return new Promise<LookupState>((resolve) => {
      // One answer only: the context (which would come later) is for the card and the popup's port.
      void lookupAndRemember(ctx, request.email, (s) => isFinal(s) && resolve(s), undefined, false);
    });
  }
  return undefined;
}

/**
 * A colleague's address is refused before anything else: no request, no card, nothing kept (the
 * content script should not have asked; this holds even if it did, or its list is out of date).
 */
async function contentLookup(
  ctx: RouterContext,
  request: NonNullable<ReturnType<typeof parseLookupRequest>>,
  tabId: number,
  frameId: number,
): Promise<LookupAck> {
  if (isColleague(request.email, await ctx.colleaguesKnown().catch(() => []))) return { accepted: false, reason: 'colleague' };
  if (request.intent === 'warm') return warm(ctx, request.email);
  void ctx.panels?.noted(tabId, request.email).catch(() => undefined);
  if (request.hints && ctx.drafts) void ctx.drafts.noteHints(request.email, request.hints).catch(() => undefined);
  const show = ctx.cards.startShowing(tabId, frameId, request.email);
  const failed = ctx.warmFailures.take(request.email);
  if (failed) {
    show(failed);
    return { accepted: true };
  }
  // Answered when the lookup ends: if this worker is stopped first, the channel closes and the
  // content script asks once more, waking a new worker that finishes the job.
  await lookupAndRemember(ctx, request.email, show, tabId);
  return { accepted: true };
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
  void ctx.engine.lookup(email, ctx.warmFailures.keep(email)).catch(() => undefined);
  return Promise.resolve({ accepted: true });
}
