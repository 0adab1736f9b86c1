// createThread: a new TODO thread for an existing customer. Plain: "A thread's externalId is
// unique within a customer", so a client that lost an answer can retry with the same externalId
// (or ask threadByExternalId) without making a second thread. Writes go to the in-memory seed.
import {
  customerOf,
  type CustomerIdentifier,
  iso,
  missingPermission,
  newId,
  problem,
  tooLong,
  validationError,
  type FieldError,
} from './mutation-kit.js';
import type { GraphQLContext } from '../kit.js';
import type { Seed } from '../../seed/seed.js';
import type { SeedThread } from '../../seed/context.js';
import { threadObject } from '../threads.js';

export interface CreateThreadInput {
  customerIdentifier: CustomerIdentifier;
  title?: string | null;
  externalId?: string | null;
  description?: string | null;
  priority?: number | null;
}

/** Plain's schema gives no default title; the local API uses this one for a missing or blank title. */
export const DEFAULT_THREAD_TITLE = 'Untitled';
/** Plain: "defaults to 2 (normal)". */
export const DEFAULT_THREAD_PRIORITY = 2;
const TITLE_MAX = 500;

// The seed's refs run T-1001, T-1002, …; a new thread takes the next number.
function nextRef(seed: Seed): string {
  const numbers = seed.threads.map((t) => Number(/^T-(\d+)$/.exec(t.ref)?.[1] ?? 0));
  return `T-${Math.max(1000, ...numbers) + 1}`;
}

export function createThread({ input }: { input: CreateThreadInput }, ctx: GraphQLContext) {
  const denied = missingPermission(ctx, ['thread:create', 'thread:read']);
  if (denied) return { thread: null, error: denied };

  const { seed } = ctx;
  const customer = customerOf(seed, input.customerIdentifier);
  const problems: FieldError[] = 'field' in customer ? [customer] : [];
  if (input.priority != null && ![0, 1, 2, 3].includes(input.priority)) {
    problems.push(problem('priority', 'VALIDATION', 'priority must be 0, 1, 2 or 3.'));
  }
  problems.push(...tooLong('title', input.title, TITLE_MAX));
  const { externalId = null } = input;
  if (!('field' in customer) && externalId !== null && seed.threadsOf(customer.id).some((t) => t.externalId === externalId)) {
    problems.push(problem('externalId', 'VALIDATION', `A thread with externalId "${externalId}" already exists for this customer.`));
  }
  if (problems.length > 0 || 'field' in customer) return { thread: null, error: validationError(problems) };

  const now = Date.now();
  const thread: SeedThread = {
    id: newId('th_', now),
    ref: nextRef(seed),
    customerId: customer.id,
    title: input.title?.trim() ? input.title : DEFAULT_THREAD_TITLE,
    description: input.description ?? null,
    status: 'TODO',
    priority: input.priority ?? DEFAULT_THREAD_PRIORITY,
    assignee: null,
    externalId,
    createdAt: iso(now),
    updatedAt: iso(now),
    statusChangedAt: iso(now),
  };
  seed.addThread(thread);
  return { thread: threadObject(seed, thread), error: null };
}
