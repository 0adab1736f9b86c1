// Root `timelineEntries(customerId, first, after, last, before)`: a customer's timeline, oldest
// first as Plain documents it, paged like the other connections, so the newest entries are
// `last: N`. Plain's schema names no permission for it; the local API asks `timeline:read`, the
// read that Plain's permission names pair with its timeline. The field is non-null, so a
// FORBIDDEN nulls `data` as a whole. Only what this server process wrote is listed.
import { connection, type PageArgs } from './pagination.js';
import { requirePermission, type GraphQLContext } from './kit.js';
import { timelineEntryObject } from '../timeline/objects.js';

export const timelineRoot = {
  timelineEntries: ({ customerId, ...page }: PageArgs & { customerId: string }, ctx: GraphQLContext) => {
    requirePermission(ctx, 'timeline:read');
    const entries = ctx.timeline.entriesOf(customerId).map((e) => timelineEntryObject(e, ctx.seed));
    return connection(entries, page, (e) => e.id);
  },
};
