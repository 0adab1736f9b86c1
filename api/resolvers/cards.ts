// Root `customerCardInstances`: the workspace's cards for one customer, in config order, as
// Plain's CustomerCardInstance interface (Loaded, Loading, Error; `__typename` picks the
// member). A card with `loadingAsks` answers Loading for that many asks per customer in this
// server process, then Loaded, as Plain does while it fetches a card from the workspace's API.
import type { SeedComponent } from './card-components.js';
import { dateTime, requirePermission, userObject, type GraphQLContext } from './kit.js';
import type { Seed } from '../seed/seed.js';
import type { SeedCardConfig, SeedCardInstance } from '../seed/context.js';

/** Plain resolves dates and users at read time; everything else is served as stored. */
export function componentObject(c: SeedComponent, seed: Seed): Record<string, unknown> {
  switch (c.__typename) {
    case 'ComponentDateTime':
      return { __typename: c.__typename, dateTimeIso8601: dateTime(c.dateTimeIso8601) };
    case 'ComponentUser': {
      const user = seed.index.users.get(c.userId);
      return { __typename: c.__typename, user: user ? userObject(user) : null };
    }
    case 'ComponentRow':
      return {
        __typename: c.__typename,
        rowMainContent: c.rowMainContent.map((x) => componentObject(x, seed)),
        rowAsideContent: c.rowAsideContent.map((x) => componentObject(x, seed)),
      };
    case 'ComponentContainer':
      return { __typename: c.__typename, containerContent: c.containerContent.map((x) => componentObject(x, seed)) };
    default:
      return structuredClone(c);
  }
}

const configObject = (c: SeedCardConfig) => ({ ...c });

function instanceObject(i: SeedCardInstance, config: SeedCardConfig, threadId: string | null, ctx: GraphQLContext, now: number) {
  const stamp = dateTime(new Date(now).toISOString());
  const base = {
    id: i.id,
    customerId: i.customerId,
    threadId,
    customerCardConfig: configObject(config),
    createdAt: stamp,
    updatedAt: stamp,
  };
  if (i.state === 'error') return { __typename: 'CustomerCardInstanceError', ...base, errorDetail: { ...i.errorDetail } };
  const askKey = `${i.customerId} ${i.cardKey}`;
  const asks = (ctx.cardAsks.get(askKey) ?? 0) + 1;
  ctx.cardAsks.set(askKey, asks);
  if (asks <= i.loadingAsks) return { __typename: 'CustomerCardInstanceLoading', ...base };
  return {
    __typename: 'CustomerCardInstanceLoaded',
    ...base,
    components: i.components === null ? null : i.components.map((c) => componentObject(c, ctx.seed)),
    loadedAt: stamp,
    expiresAt: dateTime(new Date(now + config.defaultTimeToLiveSeconds * 1000).toISOString()),
  };
}

export const cardRoot = {
  customerCardInstances: ({ customerId, threadId }: { customerId: string; threadId?: string | null }, ctx: GraphQLContext) => {
    requirePermission(ctx, 'customerCard:read');
    const now = Date.now();
    const configOf = (i: SeedCardInstance) => ctx.seed.index.configByKey.get(i.cardKey)!;
    return ctx.seed
      .cardInstancesOf(customerId)
      .filter((i) => configOf(i).isEnabled)
      .sort((a, b) => configOf(a).order - configOf(b).order || (configOf(a).id < configOf(b).id ? -1 : 1))
      .map((i) => instanceObject(i, configOf(i), threadId ?? null, ctx, now));
  },
};
