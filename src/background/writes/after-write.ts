/**
 * After a write: the cache knows the new customer at once (no "No customer" left for the cache
 * time, in any tab), every card showing that address is shown it again, and a customer with a
 * new thread has their story asked again, so the thread is listed (in the side panels too).
 */
import { normalizeEmail } from '../../shared/email/detect';
import type { WriteOutcome } from '../../shared/drafts';
import type { Customer, LookupState } from '../../shared/lookup-state';
import { asShown } from '../lookup/as-shown';
import type { LookupCache } from '../lookup/cache';
import { startShowing, tabsShowing } from '../card/channel';
import { lookupAndRemember, type LookupContext } from '../lookup/lookup-and-remember';

type Shown = WriteOutcome & { ok: true };

/** The lookup path the cards and panels are shown by, the cache it reads, and the panels. */
export interface AfterWriteDeps extends LookupContext {
  cache: Pick<LookupCache, 'set'>;
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

function showAgain(ctx: AfterWriteDeps, email: string): Promise<unknown> {
  ctx.panels?.refresh();
  return Promise.all(tabsShowing(email).map(({ tabId, frameId }) => lookupAndRemember(ctx, email, startShowing(tabId, frameId, email), tabId)));
}

/** The state the page that wrote is given: the customer as a card shows them (no story yet). */
function firstFound(ctx: AfterWriteDeps, email: string): Promise<LookupState> {
  return new Promise((resolve) => {
    void lookupAndRemember(ctx, email, (s) => s.kind !== 'loading' && resolve(s), undefined, false);
  });
}

export function afterWrites(ctx: AfterWriteDeps) {
  return {
    /** The cards showing the address are told first (what the agent waits for), then the cache. */
    async customerCreated(customer: Customer): Promise<Shown> {
      const found = await asShown(ctx.workspace)({ kind: 'found' as const, customer });
      for (const { tabId, frameId } of tabsShowing(customer.email)) startShowing(tabId, frameId, customer.email)(found);
      await ctx.cache.set(normalizeEmail(customer.email), { kind: 'found', customer });
      setTimeout(() => void showAgain(ctx, customer.email), STORY_AFTER_CREATE_MS); // the story follows
      return { ok: true, state: found };
    },
    async threadCreated(customerId: string, email: string): Promise<Shown> {
      await ctx.contexts?.forget(customerId);
      void showAgain(ctx, email);
      return { ok: true, state: await firstFound(ctx, email) };
    },
  };
}
