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

/**
 * For each action the key cannot do, every permission it lacks: granting only the first named
 * would leave the action failing.
 */
export type MissingPermissions = Partial<Record<WriteAction, string[]>>;

/** The permissions `action` needs that the key lacks (none: it may). */
export function lackedFor(action: WriteAction, permissions: readonly string[]): string[] {
  return ACTION_PERMISSIONS[action].filter((p) => !permissions.includes(p));
}

export function missingPermissions(permissions: readonly string[]): MissingPermissions {
  const missing: MissingPermissions = {};
  for (const action of WRITE_ACTIONS) {
    const lacking = lackedFor(action, permissions);
    if (lacking.length) missing[action] = lacking;
  }
  return missing;
}
