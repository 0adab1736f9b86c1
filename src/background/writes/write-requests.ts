/** The writes' requests from extension pages (messages.ts): drafts kept, discarded, sent. */
import type { Draft, WriteFailure } from '../../shared/drafts';
import type { WriteRequest } from '../../shared/messages';
import type { DraftStore } from './draft-store';
import type { WriteEngine } from './write-engine';

/** A draft as a page sees it: what the agent typed, and why its last write failed, if it did. */
export type DraftView = Draft & { failure?: WriteFailure };

export async function answerWriteRequest(request: WriteRequest, ctx: { drafts: DraftStore; writes: WriteEngine }): Promise<unknown> {
  const { action, email, customerId } = request;
  switch (request.type) {
    case 'draft': {
      const { attempted: _a, externalId: _e, ...view } = await ctx.drafts.open(action, email, customerId);
      return view satisfies DraftView;
    }
    case 'draft-save': {
      const kept = await ctx.drafts.open(action, email, customerId);
      await ctx.drafts.put({ ...kept, fields: request.fields } as typeof kept);
      return { saved: true };
    }
    case 'draft-discard':
      await ctx.drafts.discard(action, email);
      return { discarded: true };
    case 'write':
      return ctx.writes.write(request);
  }
}
