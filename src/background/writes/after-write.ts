/**
 * After a write: the cache knows the new customer at once (no "No customer" left for the cache
 * time, in any tab), every card showing that address is shown it again, and a customer with a
 * new thread has their story asked again, so the thread is listed (in the side panels too).
 */
import { normalizeEmail } from '../../shared/email/detect';
import type { WriteOutcome } from '../../shared/drafts';
import type { Customer, LookupState } from '../../shared/lookup-state';
import { asShown } from '../as-shown';
import { startShowing, tabsShowing } from '../card-channel';
import type { RouterContext } from '../router';
import { lookupAndRemember } from '../lookup-and-remember';

type Shown = WriteOutcome & { ok: true };

function showAgain(ctx: RouterContext, email: string): Promise<unknown> {
  ctx.panels?.refresh();
  return Promise.all(tabsShowing(email).map(({ tabId, frameId }) => lookupAndRemember(ctx, email, startShowing(tabId, frameId, email), tabId)));
}

/** The state the page that wrote is given: the customer as a card shows them (no story yet). */
function firstFound(ctx: RouterContext, email: string): Promise<LookupState> {
  return new Promise((resolve) => {
    void lookupAndRemember(ctx, email, (s) => s.kind !== 'loading' && resolve(s), undefined, false);
  });
}

export function afterWrites(ctx: RouterContext) {
  return {
    /** The cards showing the address are told first (what the agent waits for), then the cache. */
    async customerCreated(customer: Customer): Promise<Shown> {
      const found = await asShown(ctx.workspace)({ kind: 'found' as const, customer });
      for (const { tabId, frameId } of tabsShowing(customer.email)) startShowing(tabId, frameId, customer.email)(found);
      await ctx.cache.set(normalizeEmail(customer.email), { kind: 'found', customer });
      void showAgain(ctx, customer.email); // the story follows
      return { ok: true, state: found };
    },
    async threadCreated(customerId: string, email: string): Promise<Shown> {
      await ctx.contexts?.forget(customerId);
      void showAgain(ctx, email);
      return { ok: true, state: await firstFound(ctx, email) };
    },
  };
}
