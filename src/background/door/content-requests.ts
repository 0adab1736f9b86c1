/**
 * What a content script may ask (messages.ts): a lookup, to show in the tab's card or to warm,
 * and the colleague domains. One handler each; the sender is a support site's frame in a tab.
 */
import type { CheckedLookup, ContentAnswers, ContentRequest, LookupAck, PageHints } from '../../shared/messages';
import { isColleague } from '../../shared/settings/colleagues';
import { lookupAndRemember, type LookupContext } from '../lookup/lookup-and-remember';
import type { WarmFailures } from '../lookup/warm-failures';
import type { CardChannel } from '../card/channel';
import { lookupSections } from '../workspaces/sections';
import type { MoreLookups } from '../workspaces/more-lookups';
import type { FirstWorkspace } from '../workspaces/first-workspace';
import type { AnswerTable } from './handler-table';
import type { ContentRoom } from './sender';

export interface ContentDeps extends LookupContext {
  /** The card frames, one per tab. */
  cards: Pick<CardChannel, 'startShowing' | 'arrive'>;
  /** A warm lookup's failure, kept a moment for the lookup at intent. */
  warmFailures: WarmFailures;
  /** Domains whose addresses a page's content script may not have looked up (colleague-domains.ts). */
  colleagues(): Promise<string[]>;
  /**
   * The same, as far as they are known now: a new key's workspace is not waited for. A lookup
   * checks these first, so a known colleague costs nothing and a known customer starts at once.
   */
  colleaguesKnown(): Promise<string[]>;
  /** Whether the list may still grow (a new key's workspace on its way): a lookup then waits for it. */
  colleaguesPending(): Promise<boolean>;
  /**
   * Whether the address is a colleague's in the first workspace. With one workspace such an
   * address is refused above; with more it is looked up in the others only.
   */
  colleagueHere(email: string): Promise<boolean>;
  /** The side panels, told which customer each tab is about. */
  panels: { noted(tabId: number, email: string | null): Promise<void> };
  /** The agent's drafts, given the page's hints for them. */
  drafts: { noteHints(email: string, hints: PageHints, from: { tabId: number; frameId: number }): Promise<void> };
  /** The workspaces after the first, looked up beside it (workspaces/). */
  more: Pick<MoreLookups, 'lookupAll' | 'warm' | 'on'>;
  /** The first workspace's label and colour, for its section beside the others. */
  first: Pick<FirstWorkspace, 'look'>;
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
  // Taken before any read: a lookup to show that arrived later has the card (channel.ts, `arrive`).
  const arrival = request.intent === 'warm' ? null : deps.cards.arrive(tabId);
  const overtaken = () => arrival?.aborted === true;
  // A refusal closes the tab's card; one overtaken is another address's now, and stays open.
  const refused = (): LookupAck => (overtaken() ? { accepted: true } : { accepted: false, reason: 'colleague' });
  if (isColleague(request.email, await deps.colleaguesKnown().catch(() => []))) return refused();
  // A new key's workspace on its way: its domains may make this a colleague's. The card says
  // "Looking up…" at once; the request waits for that read alone, and is never sent for a colleague.
  if (await deps.colleaguesPending().catch(() => false)) {
    if (request.intent !== 'warm' && !overtaken()) deps.cards.startShowing(tabId, frameId, request.email)({ kind: 'loading' });
    if (isColleague(request.email, await deps.colleagues().catch(() => []))) return refused();
  }
  if (request.intent === 'warm') return warm(deps, request.email);
  // Only with more workspaces can a colleague of the first get this far (the check above refuses them otherwise).
  const alsoOthers = (await deps.more.on().catch(() => [])).length > 0;
  // Overtaken: neither shown nor noted as the tab's customer; the later lookup does both.
  if (overtaken()) return { accepted: true };
  void deps.panels.noted(tabId, request.email).catch(() => undefined);
  if (request.hints) void deps.drafts.noteHints(request.email, request.hints, { tabId, frameId }).catch(() => undefined);
  // The first workspace's failure at rest is its answer now; the other workspaces are still asked.
  const failed = deps.warmFailures.take(request.email);
  const show = deps.cards.startShowing(tabId, frameId, request.email, alsoOthers);
  const first = failed
    ? Promise.resolve(show(failed))
    : alsoOthers && (await deps.colleagueHere(request.email).catch(() => false))
      ? Promise.resolve(show({ kind: 'colleague' }))
      : lookupAndRemember(deps, request.email, show, tabId);
  // Answered when the lookups end: if this worker is stopped first, the channel closes and the
  // content script asks once more, waking a new worker that finishes the job.
  await Promise.all([first, lookupSections(deps, request.email, show.more).finally(show.release)]);
  return { accepted: true };
}

/**
 * The pointer rests on an address: fetch it now, so that at hover intent the answer is cached or
 * already in flight (the engine shares it). No card is told and no customer is remembered: the
 * agent has seen nothing yet, and a card open on another customer must stay on it.
 */
function warm(deps: ContentDeps, email: string): Promise<LookupAck> {
  void deps.engine.lookup(email, deps.warmFailures.keep(email)).catch(() => undefined);
  deps.more.warm(email);
  return Promise.resolve({ accepted: true });
}
