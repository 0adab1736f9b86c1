// What every resolver file shares: the request context, the FORBIDDEN error Plain answers
// for a missing permission, and Plain's DateTime shape.
import { GraphQLError } from 'graphql';
import type { Seed } from '../seed/seed.js';
import type { SeedMachineUser, SeedUser } from '../seed/context.js';
import type { TimelineStore } from '../timeline/store.js';

export interface GraphQLContext {
  seed: Seed;
  permissions: readonly string[];
  /** Asks per "customerId cardKey" in this server process: slow cards answer Loading first. */
  cardAsks: Map<string, number>;
  /** The events and notes written to this server process. */
  timeline: TimelineStore;
  /** Who this request's key writes as (resolvers/actor.ts). */
  actor: SeedMachineUser;
}

export const forbiddenMessage = (permission: string) => `Insufficient permissions, missing "${permission}".`;

/** Throws on the field being resolved, so GraphQL's own null propagation decides what is lost. */
export function requirePermission(ctx: GraphQLContext, permission: string): void {
  if (!ctx.permissions.includes(permission)) {
    throw new GraphQLError(forbiddenMessage(permission), { extensions: { code: 'FORBIDDEN' } });
  }
}

export const badUserInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

// Plain's DateTime.unixTimestamp is milliseconds, as a string.
export const dateTime = (iso: string) => ({ iso8601: iso, unixTimestamp: String(Date.parse(iso)) });
export const maybeDateTime = (iso: string | null) => (iso === null ? null : dateTime(iso));

export const userObject = (u: SeedUser) => ({ id: u.id, fullName: u.fullName, publicName: u.publicName, email: u.email });
