/**
 * What a content script may ask (messages.ts): a lookup, to show in the tab's card or to warm,
 * and the colleague domains. One handler each; the sender is a support site's frame in a tab.
 */
import type { CheckedLookup, ContentAnswers, ContentRequest, LookupAck, PageHints } from '../../shared/messages';
import { isColleague } from '../../shared/settings/colleagues';
import { lookupAndRemember, type LookupContext } from '../lookup/lookup-and-remember';
import { keepWarmFailure, takeWarmFailure } from '../lookup/warm-failures';
import { startShowing } from '../card/channel';
import type { AnswerTable } from './handler-table';
import type { ContentRoom } from './sender';

export interface ContentDeps extends LookupContext {
  /** Domains whose addresses a page's content script may not have looked up (colleague-domains.ts). */
  colleagues(): Promise<string[]>;
  /**
   * The same, as far as they are known now: a new key's workspace is not waited for. A lookup
   * checks these, so it starts at once; until the workspace is in, a colleague may cost one request.
   */
  colleaguesKnown(): Promise<string[]>;
  /** The side panels, told which customer each tab is about. */
  panels: { noted(tabId: number, email: string | null): Promise<void> };
  /** The agent's drafts, given the page's hints for them. */
  drafts: { noteHints(email: string, hints: PageHints): Promise<void> };
}

export function contentRequests(deps: ContentDeps): AnswerTable<ContentRequest, ContentAnswers, ContentRoom> {
  return {
    lookup: (request, from) => contentLookup(deps, request, from),
    'colleague-domains': () => deps.colleagues().then((domains) => ({ domains })),
  };
}

/**
 * A colleague's address is refused before anything else: no request, no card, nothing kept (the
 * content script should not have asked; this holds even if it did, or its list is out of date).
 */
async function contentLookup(deps: ContentDeps, request: CheckedLookup, { tabId, frameId }: ContentRoom): Promise<LookupAck> {
  if (isColleague(request.email, await deps.colleaguesKnown().catch(() => []))) return { accepted: false, reason: 'colleague' };
  if (request.intent === 'warm') return warm(deps, request.email);
  void deps.panels.noted(tabId, request.email).catch(() => undefined);
  if (request.hints) void deps.drafts.noteHints(request.email, request.hints).catch(() => undefined);
  const show = startShowing(tabId, frameId, request.email);
  const failed = takeWarmFailure(request.email);
  if (failed) {
    show(failed);
    return { accepted: true };
  }
  // Answered when the lookup ends: if this worker is stopped first, the channel closes and the
  // content script asks once more, waking a new worker that finishes the job.
  await lookupAndRemember(deps, request.email, show, tabId);
  return { accepted: true };
}

/**
 * The pointer rests on an address: fetch it now, so that at hover intent the answer is cached or
 * already in flight (the engine shares it). No card is told and no customer is remembered: the
 * agent has seen nothing yet, and a card open on another customer must stay on it.
 */
function warm(deps: LookupContext, email: string): Promise<LookupAck> {
  void deps.engine.lookup(email, keepWarmFailure(email)).catch(() => undefined);
  return Promise.resolve({ accepted: true });
}
