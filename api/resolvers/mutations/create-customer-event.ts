// createCustomerEvent: a titled event with components on a customer's timeline, shown in all of
// their threads. Plain: the externalId "must be unique", so a second event with one already
// used (by anyone, for any customer of the workspace) is refused and nothing is written: a
// client that lost an answer can send the same event again without making a second one.
import { componentProblems, isIsoDateTime, storedComponent, type EventComponentInput } from './event-components.js';
import {
  customerOf,
  iso,
  missingPermission,
  newId,
  problem,
  type CustomerIdentifier,
  type FieldError,
  validationError,
} from './mutation-kit.js';
import type { GraphQLContext } from '../kit.js';
import { customerEventObject } from '../../timeline/objects.js';

export interface CreateCustomerEventInput {
  customerIdentifier: CustomerIdentifier;
  externalId?: string | null;
  title: string;
  components: EventComponentInput[];
  timestamp?: string | null;
}

export const eventExistsMessage = (externalId: string) => `A customer event with externalId "${externalId}" already exists.`;

export function createCustomerEvent({ input }: { input: CreateCustomerEventInput }, ctx: GraphQLContext) {
  const denied = missingPermission(ctx, ['customerEvent:create']);
  if (denied) return { customerEvent: null, error: denied };

  const { seed, timeline } = ctx;
  const customer = customerOf(seed, input.customerIdentifier);
  const problems: FieldError[] = 'field' in customer ? [customer] : [];
  if (input.title.trim() === '') problems.push(problem('title', 'REQUIRED', 'title is required.'));
  problems.push(...componentProblems(input.components));
  if (input.timestamp != null && !isIsoDateTime(input.timestamp)) {
    problems.push(problem('timestamp', 'VALIDATION', 'timestamp must be in ISO 8601 format.'));
  }
  const { externalId = null } = input;
  if (externalId !== null && timeline.eventByExternalId(externalId))
    problems.push(problem('externalId', 'VALIDATION', eventExistsMessage(externalId)));
  if (problems.length > 0 || 'field' in customer) return { customerEvent: null, error: validationError(problems) };

  const now = Date.now();
  const event = {
    kind: 'event' as const,
    id: newId('cuev_', now),
    customerId: customer.id,
    externalId,
    title: input.title,
    components: input.components.map(storedComponent),
    createdAt: iso(now),
    timestamp: input.timestamp != null ? new Date(input.timestamp).toISOString() : iso(now),
    by: ctx.actor,
  };
  timeline.add(event);
  return { customerEvent: customerEventObject(event, seed), error: null };
}
