/** The writes' requests from extension pages (messages.ts): drafts kept, discarded, sent. */
import type { WriteAnswers, WriteRequest } from '../../shared/messages';
import type { DraftStore } from './draft-store';
import type { WriteEngine } from './write-engine';

/** One handler per write request, each answering what the contract says (`WriteAnswers`). */
export type WriteHandlers = {
  [K in WriteRequest['type']]: (request: Extract<WriteRequest, { type: K }>) => Promise<WriteAnswers[K]>;
};

export function writeRequests(drafts: DraftStore, writes: Pick<WriteEngine, 'write'>): WriteHandlers {
  return {
    draft: async ({ action, email, customerId }) => {
      const { attempted: _a, externalId: _e, ...view } = await drafts.open(action, email, customerId);
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
    write: (request) => writes.write(request),
  };
}
