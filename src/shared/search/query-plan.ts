/**
 * What one typed query asks, decided before anything is sent: nothing under 2 characters (Plain's
 * rule for companies and threads, kept for all three so one keystroke never asks); a whole address
 * goes to the documented `customerByEmail`, as the look-up box did; a thread ref (T-1042) asks
 * for that thread by ref beside the searches; anything else is words, searched as typed.
 */
import { isEmail } from '../email/detect';

export const MIN_QUERY_LENGTH = 2;
/** How long the box waits without a keystroke before it asks: a word typed at a person's pace asks once. */
export const SETTLE_MS = 300;
/** How many of each kind are asked for: what a popup shows, with some to rank. */
export const RESULTS_PER_KIND = 10;

const CUSTOMER_FIELDS = ['fullName', 'shortName', 'email', 'externalId'] as const;
type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export type CustomerCondition = Partial<Record<CustomerField, { caseInsensitiveContains: string }>>;

export type QueryPlan =
  | { kind: 'none' }
  | { kind: 'address'; email: string }
  | {
      kind: 'search';
      term: string;
      customers: { or: CustomerCondition[] };
      companies: { term: string };
      threads: { term: string; ref: string | null };
    };

const THREAD_REF = /^t-?(\d{1,9})$/i;

/** The query as it is kept and cached: spaces collapsed, case kept (the API ignores it). */
export const normalQuery = (typed: string) => typed.trim().replace(/\s+/g, ' ');

export function planQuery(typed: string): QueryPlan {
  const term = normalQuery(typed);
  if (term.length < MIN_QUERY_LENGTH) return { kind: 'none' };
  if (isEmail(term)) return { kind: 'address', email: term };
  const ref = THREAD_REF.exec(term);
  return {
    kind: 'search',
    term,
    // One condition per field, OR-ed: "contains" on each (Plain's CustomerSearchCondition).
    customers: { or: CUSTOMER_FIELDS.map((field) => ({ [field]: { caseInsensitiveContains: term } })) },
    companies: { term },
    threads: { term, ref: ref ? `T-${ref[1]}` : null },
  };
}
