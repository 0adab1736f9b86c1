// createNote: an internal note for a customer. Without a threadId it shows in all of the
// customer's threads; with one, the thread must be that customer's. Plain promises no
// idempotency for notes: a client guards against sending one twice itself.
import { iso, missingPermission, newId, problem, validationError, type FieldError } from './mutation-kit.js';
import type { GraphQLContext } from '../kit.js';
import { noteObject } from '../../timeline/objects.js';

export interface CreateNoteInput {
  customerId: string;
  threadId?: string | null;
  text: string;
  markdown?: string | null;
}

export function createNote({ input }: { input: CreateNoteInput }, ctx: GraphQLContext) {
  const denied = missingPermission(ctx, ['note:create']);
  if (denied) return { note: null, error: denied };

  const { seed, timeline } = ctx;
  const problems: FieldError[] = [];
  if (!seed.customerById(input.customerId))
    problems.push(problem('customerId', 'NOT_FOUND', `No customer with customerId "${input.customerId}".`));
  const thread = input.threadId == null ? null : seed.threadById(input.threadId);
  if (input.threadId != null && thread?.customerId !== input.customerId) {
    problems.push(problem('threadId', 'NOT_FOUND', `No thread "${input.threadId}" for this customer.`));
  }
  if (input.text.trim() === '') problems.push(problem('text', 'REQUIRED', 'text is required.'));
  if (problems.length > 0) return { note: null, error: validationError(problems) };

  const now = Date.now();
  const note = {
    kind: 'note' as const,
    id: newId('n_', now),
    customerId: input.customerId,
    text: input.text,
    markdown: input.markdown ?? null,
    createdAt: iso(now),
    timestamp: iso(now),
    by: ctx.actor,
  };
  timeline.add(note);
  return { note: noteObject(note), error: null };
}
