/**
 * The writes' requests from extension pages (messages.ts): drafts kept, discarded, sent, and a
 * write whose answer was lost checked. `writer`: the tab of the card that asks (none for the popup).
 */
import type { WriteAnswers, WriteRequest } from '../../shared/messages';
import type { DraftStore } from './draft-store';
import type { WriteEngine } from './write-engine';

export async function answerWriteRequest(request: WriteRequest, ctx: { drafts: DraftStore; writes: WriteEngine }, writer?: number): Promise<unknown> {
  const { action, email, customerId } = request;
  switch (request.type) {
    case 'draft': {
      const { attempted: _a, externalId: _e, sentAt: _s, ...view } = await ctx.drafts.open(action, email, customerId);
      return view satisfies WriteAnswers['draft'];
    }
    case 'draft-save': {
      const kept = await ctx.drafts.open(action, email, customerId);
      await ctx.drafts.put({ ...kept, fields: request.fields } as typeof kept);
      return { saved: true } satisfies WriteAnswers['draft-save'];
    }
    case 'draft-discard':
      await ctx.drafts.discard(action, email);
      return { discarded: true } satisfies WriteAnswers['draft-discard'];
    case 'write':
      return ctx.writes.write(request, writer) satisfies Promise<WriteAnswers['write']>;
    case 'write-check':
      return ctx.writes.check(request, writer) satisfies Promise<WriteAnswers['write-check']>;
  }
}
