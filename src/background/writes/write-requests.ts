/**
 * The writes' requests from extension pages (messages.ts): drafts kept, discarded, sent, and a
 * write whose answer was lost checked. `writer`: the tab of the card that asks (none for the popup).
 */
import type { WriteAnswers, WriteRequest } from '../../shared/messages';
import type { DraftStore } from './draft-store';
import type { WriteEngine } from './write-engine';

/** The page that asks: a card is in a tab, and that tab's card is shown the write's outcome. */
type WriterPage = { page: string; tabId?: number };
const writerTab = (from: WriterPage) => (from.page === 'card' ? from.tabId : undefined);

/** One handler per write request, each answering what the contract says (`WriteAnswers`). */
export type WriteHandlers = {
  [K in WriteRequest['type']]: (request: Extract<WriteRequest, { type: K }>, from: WriterPage) => Promise<WriteAnswers[K]>;
};

export function writeRequests(drafts: DraftStore, writes: Pick<WriteEngine, 'write' | 'check'>): WriteHandlers {
  return {
    draft: async ({ action, email, customerId }) => {
      const { attempted: _a, externalId: _e, sentAt: _s, ...view } = await drafts.open(action, email, customerId);
      return view;
    },
    'draft-save': async ({ action, email, customerId, fields }) => {
      const kept = await drafts.open(action, email, customerId);
      await drafts.put({ ...kept, fields } as typeof kept);
      return { saved: true };
    },
    'draft-discard': async ({ action, email }) => {
      await drafts.discard(action, email);
      return { discarded: true };
    },
    // A card's tab: its card is shown the write's outcome, even by a worker that never saw it.
    write: (request, from) => writes.write(request, writerTab(from)),
    'write-check': (request, from) => writes.check(request, writerTab(from)),
  };
}
