// Who a write is by. At Plain an API key belongs to a machine user, so what a key writes is
// by a MachineUserActor; here each key of the seed stands for its own machine user, named by
// its place in the seed (never by the key itself: answers must not carry a secret).
import { createHash } from 'node:crypto';
import type { Seed } from '../seed/seed.js';
import type { SeedMachineUser } from '../seed/context.js';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The machine user a key acts as: the same for the same key in every server process. */
export function machineUserOfKey(seed: Seed, key: string): SeedMachineUser {
  const digest = createHash('sha256').update(key).digest();
  const id = 'mu_' + [...digest.subarray(0, 26)].map((b) => CROCKFORD[b % 32]).join('');
  const n = seed.keys.findIndex((k) => k.key === key) + 1;
  return { id, fullName: `API key ${n}`, publicName: `API key ${n}`, description: null };
}

/** Plain's MachineUserActor, as Actor and InternalActor answer it. */
export const machineUserActor = (m: SeedMachineUser) => ({
  __typename: 'MachineUserActor',
  machineUserId: m.id,
  machineUser: { id: m.id, fullName: m.fullName, publicName: m.publicName, description: m.description },
});
