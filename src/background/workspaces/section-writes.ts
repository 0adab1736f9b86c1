/**
 * After a write in a workspace after the first (its own WriteEngine, workspace-runtime.ts), as
 * after the first's (writes/after-write.ts): its cache learns a new customer at once, its story of
 * a customer with a new thread is forgotten, and the cards showing the address ask again, the
 * usual way (as a Retry in a section does: the sections come with the card's own lookup). The page
 * that wrote is given the customer as that workspace's section shows them.
 */
import { normalizeEmail } from '../../shared/email/detect';
import type { WriteOutcome } from '../../shared/drafts';
import type { Customer, LookupState } from '../../shared/lookup-state';
import type { DraftRef } from '../../shared/messages';
import type { CardChannel } from '../card/channel';
import { asShown } from '../lookup/as-shown';
import type { LookupCache } from '../lookup/cache';
import type { LookupEngine } from '../lookup/engine';
import type { ContextEngine } from '../story/story-engine';
import type { WorkspaceStore } from '../workspace/store';
import type { WriteDeps } from '../writes/write-engine';

type Shown = WriteOutcome & { ok: true };
type Hooks = Pick<WriteDeps, 'creating' | 'customerCreated' | 'threadCreated' | 'noteCreated' | 'alreadyMade'>;

export interface SectionWriteDeps {
  /** The card frames: those showing the address are asked to look again. */
  cards: Pick<CardChannel, 'tabsShowing' | 'tellContent'>;
  /** The side panels, which show the sections too; without them (a test), none is told. */
  panels?: { refresh(): void };
}

/** The workspace's own lookups, story and store (its runtime's). */
export interface SectionParts {
  engine: Pick<LookupEngine, 'lookup'>;
  cache: Pick<LookupCache, 'set' | 'delete'>;
  contexts: Pick<ContextEngine, 'forget'>;
  store: WorkspaceStore;
}

export function afterSectionWrites(r: SectionParts, deps: SectionWriteDeps): Hooks {
  const askAgain = (email: string, writer?: number) => {
    deps.panels?.refresh();
    for (const { tabId } of deps.cards.tabsShowing(email, writer)) deps.cards.tellContent(tabId, { type: 'ask-again' });
  };
  /** The customer as the section shows them now (no story: the page that wrote only needs them). */
  const firstFound = (email: string): Promise<LookupState> => {
    const shown = asShown(r.store);
    return new Promise((resolve) => {
      void r.engine.lookup(email, (s) => {
        if (s.kind === 'found' || s.kind === 'not-found') resolve(shown(s));
        else if (s.kind !== 'loading') resolve(s);
      });
    });
  };
  const hooks: Hooks = {
    async creating(email) {
      await r.cache.delete(normalizeEmail(email));
    },
    /** Kept before the cards ask again, so that they find the customer. */
    async customerCreated(customer: Customer, writer?: number): Promise<Shown> {
      const found = await asShown(r.store)({ kind: 'found' as const, customer });
      await r.cache.set(normalizeEmail(customer.email), { kind: 'found', customer });
      askAgain(customer.email, writer);
      return { ok: true, state: found };
    },
    async threadCreated(customerId, email, writer): Promise<Shown> {
      await r.contexts.forget(customerId);
      askAgain(email, writer);
      return { ok: true, state: await firstFound(email) };
    },
    async noteCreated(email): Promise<Shown> {
      return { ok: true, state: await firstFound(email) };
    },
    /** The write's draft is gone, so it was made (and its answer lost on the way to the page). */
    async alreadyMade(ref: DraftRef, writer?: number): Promise<WriteOutcome> {
      if (ref.action === 'create-thread') return hooks.threadCreated(ref.customerId ?? '', ref.email, writer);
      if (ref.action === 'create-note') return hooks.noteCreated(ref.email);
      const now = await firstFound(ref.email);
      if (now.kind === 'found') return hooks.customerCreated(now.customer, writer);
      return { ok: false, failure: { kind: 'not-sent' } };
    },
  };
  return hooks;
}
