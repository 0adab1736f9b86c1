/**
 * The actions an agent may write (drafts.ts), and what each needs of the key: below the lookup
 * states, which say which actions a key may not do, and below the drafts, which hold a lookup state
 * in a failure, so neither imports the other. `log-email` is no draft (it sends what the page shows,
 * after a preview), but its permissions are said before the agent acts, as the others' are.
 */
export type WriteAction = 'create-customer' | 'create-thread' | 'create-note';
export const WRITE_ACTIONS: readonly WriteAction[] = ['create-customer', 'create-thread', 'create-note'];
export type Action = WriteAction | 'log-email';
export const ACTIONS: readonly Action[] = [...WRITE_ACTIONS, 'log-email'];

/**
 * Plain's documentation: `upsertCustomer` needs `customer:create` and `customer:edit`;
 * `createThread` needs `thread:create`, and `thread:read` for the thread it answers with;
 * `createNote` needs `note:create`; `createCustomerEvent` needs `customerEvent:create`. Both read
 * the customer's timeline (`timeline:read`): whether a message was logged already, and whether a
 * note whose answer was lost was made (Plain keeps no key for notes), so it is sent at most once.
 */
export const ACTION_PERMISSIONS: Record<Action, readonly string[]> = {
  'create-customer': ['customer:create', 'customer:edit'],
  'create-thread': ['thread:create', 'thread:read'],
  'create-note': ['note:create', 'timeline:read'],
  'log-email': ['customerEvent:create', 'timeline:read'],
};

/**
 * For each action the key cannot do, every permission it lacks: granting only the first named
 * would leave the action failing.
 */
export type MissingPermissions = Partial<Record<Action, string[]>>;

/** The permissions `action` needs that the key lacks (none: it may). */
export function lackedFor(action: Action, permissions: readonly string[]): string[] {
  return ACTION_PERMISSIONS[action].filter((p) => !permissions.includes(p));
}

export function missingPermissions(permissions: readonly string[]): MissingPermissions {
  const missing: MissingPermissions = {};
  for (const action of ACTIONS) {
    const lacking = lackedFor(action, permissions);
    if (lacking.length) missing[action] = lacking;
  }
  return missing;
}
