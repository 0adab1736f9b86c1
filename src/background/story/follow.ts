/**
 * A shown lookup followed by the customer's context: every state of the lookup goes out as it
 * comes (the customer first, never delayed by the context), and the context follows as later
 * `found` states. States go out one at a time, in order, through `deliver`.
 */
import type { CustomerContext } from '../../shared/customer-context';
import type { LookupState } from '../../shared/lookup-state';
import type { ContextEngine } from './story-engine';

type Found = Extract<LookupState, { kind: 'found' }>;

export interface ContextFollower {
  /** Called with each found state as it is shown: the first one starts the context. */
  shown(found: Found): Found;
  /** Settles when the first context answer went out (or at once when none was started). */
  settled(): Promise<void>;
}

export function followWithContext(
  contexts: ContextEngine,
  deliver: (then: () => void) => void,
  emit: (state: LookupState) => void,
): ContextFollower {
  let latest: Found | null = null;
  let context: { customerId: string; value: CustomerContext } | null = null;
  let started: Promise<void> = Promise.resolve();
  let customerId: string | null = null;
  const withContext = (found: Found): Found =>
    context && context.customerId === found.customer.id ? { ...found, context: context.value } : found;
  return {
    shown(found) {
      latest = found;
      if (customerId === null) {
        const id = (customerId = found.customer.id);
        // Known already (a cached story): it goes out with the customer, one message, one render.
        const known = contexts.peek(id);
        if (known) context = { customerId: id, value: known };
        started = contexts.load(id, (value) =>
          deliver(() => {
            if (context?.customerId === id && context.value === value) return; // went out with the customer
            context = { customerId: id, value };
            if (latest?.customer.id === id) emit(withContext(latest));
          }),
        );
      }
      return withContext(found);
    },
    settled: () => started,
  };
}
