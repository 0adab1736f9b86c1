/**
 * The two actions an agent may write (drafts.ts), and what each needs of the key: below the lookup
 * states, which say which actions a key may not do, and below the drafts, which hold a lookup state
 * in a failure, so neither imports the other.
 */
export type WriteAction = 'create-customer' | 'create-thread';
export const WRITE_ACTIONS: readonly WriteAction[] = ['create-customer', 'create-thread'];

/**
 * Plain's documentation: `upsertCustomer` needs `customer:create` and `customer:edit`;
 * `createThread` needs `thread:create`, and `thread:read` for the thread it answers with.
 */
export const ACTION_PERMISSIONS: Record<WriteAction, readonly string[]> = {
  'create-customer': ['customer:create', 'customer:edit'],
  'create-thread': ['thread:create', 'thread:read'],
};

/** For each action the key cannot do, the first permission it lacks. */
export type MissingPermissions = Partial<Record<WriteAction, string>>;

export function missingPermissions(permissions: readonly string[]): MissingPermissions {
  const missing: MissingPermissions = {};
  for (const action of WRITE_ACTIONS) {
    const lacking = ACTION_PERMISSIONS[action].find((p) => !permissions.includes(p));
    if (lacking) missing[action] = lacking;
  }
  return missing;
}
