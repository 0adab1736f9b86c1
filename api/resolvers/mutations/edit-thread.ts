// updateThreadTitle and changeThreadPriority: a thread's title and priority after the fact, as
// Plain's schema has them. Each needs thread:edit (and thread:read for the thread it answers
// with); a refusal comes as data, as createThread's does. Edits go to the in-memory seed.
import { iso, missingPermission, problem, tooLong, validationError, type FieldError } from './mutation-kit.js';
import type { GraphQLContext } from '../kit.js';
import type { SeedThread } from '../../seed/context.js';
import { threadObject } from '../threads.js';

const TITLE_MAX = 500;

function edit(ctx: GraphQLContext, threadId: string, problems: FieldError[], change: (t: SeedThread) => void) {
  const denied = missingPermission(ctx, ['thread:edit', 'thread:read']);
  if (denied) return { thread: null, error: denied };
  const thread = ctx.seed.threadById(threadId);
  if (!thread) problems.unshift(problem('threadId', 'NOT_FOUND', `No thread with id "${threadId}".`));
  if (!thread || problems.length > 0) return { thread: null, error: validationError(problems) };
  change(thread);
  thread.updatedAt = iso(Date.now());
  return { thread: threadObject(ctx.seed, thread), error: null };
}

export function updateThreadTitle({ input }: { input: { threadId: string; title: string } }, ctx: GraphQLContext) {
  const problems = input.title.trim()
    ? tooLong('title', input.title, TITLE_MAX)
    : [problem('title', 'VALIDATION', 'title must not be blank.')];
  return edit(ctx, input.threadId, problems, (t) => (t.title = input.title));
}

export function changeThreadPriority({ input }: { input: { threadId: string; priority: number } }, ctx: GraphQLContext) {
  const problems = [0, 1, 2, 3].includes(input.priority) ? [] : [problem('priority', 'VALIDATION', 'priority must be 0, 1, 2 or 3.')];
  return edit(ctx, input.threadId, problems, (t) => (t.priority = input.priority));
}
