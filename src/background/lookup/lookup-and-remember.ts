/**
 * The heart of the data path: a lookup, shown as a card shows it, remembered, and followed by the
 * customer's context. Every way to a customer goes through here: a card, the popup, the side
 * panel, and the cards shown again after a write.
 */
import type { LookupState } from '../../shared/lookup-state';
import type { LookupEngine } from './engine';
import type { ContextEngine } from '../story/story-engine';
import { followWithContext } from '../story/follow';
import type { SessionArea } from './cache';
import type { WorkspaceStore } from '../workspace/store';
import { rememberCustomer } from './recent';
import { asShown } from './as-shown';

export interface LookupContext {
  engine: LookupEngine;
  /** The customers' context; without it, lookups are shown without their context. */
  contexts?: ContextEngine;
  workspace: WorkspaceStore;
  session: SessionArea;
}

/**
 * Runs a lookup, adds the workspace (for "Open in Plain") to a found customer, remembers it, and
 * (unless `withContext` is false) follows a found customer with their context (story/): the
 * customer goes out first, the context as later found states.
 * The workspace is stored once per key (workspace/store.ts), so reading it costs no request,
 * except the one shared fetch when none is stored yet for the key in force. It is read beside
 * the lookup, not before it: the lookup starts at once (joining a warm one in flight), and only
 * a found customer waits for the workspace; states still reach the card in the engine's order.
 */
export async function lookupAndRemember(
  ctx: LookupContext,
  email: string,
  emit: (s: LookupState) => void,
  tabId?: number,
  withContext = true,
): Promise<void> {
  const shown = asShown(ctx.workspace);
  let delivered = Promise.resolve();
  const deliver = (then: () => void | Promise<void>) => {
    delivered = delivered.then(then);
  };
  const follower = withContext && ctx.contexts ? followWithContext(ctx.contexts, deliver, emit) : null;
  await ctx.engine.lookup(email, (state) => {
    deliver(async () => {
      if (state.kind !== 'found' && state.kind !== 'not-found') return emit(state);
      if (state.kind === 'not-found') return emit(await shown(state));
      const found = await shown(state);
      emit(follower ? follower.shown(found) : found);
      void rememberCustomer(ctx.session, state.customer, tabId);
    });
  });
  await delivered;
  // The first context answer is part of the job: a worker stopped before it is woken again.
  await follower?.settled();
  await delivered;
}
