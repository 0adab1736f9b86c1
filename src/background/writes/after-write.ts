/**
 * After a write: the cache knows the new customer at once (no "No customer" left for the cache
 * time, in any tab), every card showing that address is shown it again, and a customer with a
 * new thread has their story asked again, so the thread is listed (in the side panels too).
 * The card that wrote is among them even when a new worker answers it (one whose predecessor
 * was stopped mid-write), which does not know yet what each tab's card shows.
 */
import { normalizeEmail } from '../../shared/email/detect';
import type { WriteOutcome } from '../../shared/drafts';
import type { Customer, LookupState } from '../../shared/lookup-state';
import type { DraftRef } from '../../shared/messages';
import { asShown } from '../lookup/as-shown';
import type { LookupCache } from '../lookup/cache';
import type { CardChannel } from '../card/channel';
import { lookupAndRemember, type LookupContext } from '../lookup/lookup-and-remember';

type Shown = WriteOutcome & { ok: true };

/** The lookup path the cards and panels are shown by, the cache it reads, and the panels. */
export interface AfterWriteDeps extends LookupContext {
  cache: Pick<LookupCache, 'set' | 'delete'>;
  /** The card frames, one per tab: those showing the address are shown what was written. */
  cards: Pick<CardChannel, 'tabsShowing' | 'startShowing'>;
  /** Without them (a test), no panel is told. */
  panels?: { refresh(): void };
}

/**
 * How long after a new customer is shown their story is asked for. The agent waits for the card's
 * first frame with the customer; the story's three requests and the renders of its states, started
 * at once, fell into that frame on a busy machine and delayed it (bench part F: 3–5 ms of its
 * median). The story's own answers take tens of milliseconds, and a new customer's is all but
 * empty: asked three frames later, it is not seen to come later.
 */
export const STORY_AFTER_CREATE_MS = 50;

function showAgain(ctx: AfterWriteDeps, email: string, writer?: number): Promise<unknown> {
  ctx.panels?.refresh();
  return Promise.all(
    ctx.cards
      .tabsShowing(email, writer)
      .map(({ tabId, frameId }) => lookupAndRemember(ctx, email, ctx.cards.startShowing(tabId, frameId, email), tabId)),
  );
}

/** The state the page that wrote is given: the customer as a card shows them (no story yet). */
function firstFound(ctx: AfterWriteDeps, email: string): Promise<LookupState> {
  return new Promise((resolve) => {
    void lookupAndRemember(ctx, email, (s) => s.kind !== 'loading' && resolve(s), undefined, false);
  });
}

export function afterWrites(ctx: AfterWriteDeps) {
  const after = {
    /** Whatever is kept for the address goes: a lookup asks the service again. */
    async creating(email: string): Promise<void> {
      await ctx.cache.delete(normalizeEmail(email));
    },
    /** The cards showing the address are told first (what the agent waits for), then the cache. */
    async customerCreated(customer: Customer, writer?: number): Promise<Shown> {
      const found = await asShown(ctx.workspace)({ kind: 'found' as const, customer });
      for (const { tabId, frameId } of ctx.cards.tabsShowing(customer.email, writer))
        ctx.cards.startShowing(tabId, frameId, customer.email)(found);
      await ctx.cache.set(normalizeEmail(customer.email), { kind: 'found', customer });
      setTimeout(() => void showAgain(ctx, customer.email, writer), STORY_AFTER_CREATE_MS); // the story follows
      return { ok: true, state: found };
    },
    async threadCreated(customerId: string, email: string, writer?: number): Promise<Shown> {
      await ctx.contexts?.forget(customerId);
      void showAgain(ctx, email, writer);
      return { ok: true, state: await firstFound(ctx, email) };
    },
    /** A note was added: nothing the card shows changes; the page is given the customer as shown. */
    async noteCreated(email: string): Promise<Shown> {
      return { ok: true, state: await firstFound(ctx, email) };
    },
    /** The write's draft is gone, so it was made (and its answer lost on the way to the page). */
    async alreadyMade(ref: DraftRef, writer?: number): Promise<WriteOutcome> {
      if (ref.action === 'create-thread') return after.threadCreated(ref.customerId ?? '', ref.email, writer);
      if (ref.action === 'create-note') return after.noteCreated(ref.email);
      const now = await firstFound(ctx, ref.email);
      if (now.kind === 'found') return after.customerCreated(now.customer, writer);
      return { ok: false, failure: { kind: 'not-sent' } };
    },
  };
  return after;
}
