// What the mutations share: Plain answers a refused mutation as DATA (`error` on the output,
// `data` intact, no GraphQL error), so clients read `type`, `code` and `fields` instead of an
// errors array. Also the checks and ids both need.
import { forbiddenMessage, type GraphQLContext } from '../kit.js';
import { ulid } from '../../seed/random.js';
import type { Seed, SeedCustomer } from '../../seed/seed.js';

export type FieldErrorType = 'VALIDATION' | 'REQUIRED' | 'NOT_FOUND';
export interface FieldError {
  field: string;
  message: string;
  type: FieldErrorType;
}
export interface MutationError {
  message: string;
  type: 'VALIDATION' | 'FORBIDDEN' | 'INTERNAL';
  code: string;
  fields: FieldError[];
}

/** FORBIDDEN naming the first of `needed` the key lacks, or null when it has them all. */
export function missingPermission(ctx: GraphQLContext, needed: readonly string[]): MutationError | null {
  const missing = needed.find((p) => !ctx.permissions.includes(p));
  return missing === undefined ? null : { message: forbiddenMessage(missing), type: 'FORBIDDEN', code: 'forbidden', fields: [] };
}

/** One VALIDATION error carrying every problem found, so a form can mark all its fields at once. */
export function validationError(problems: readonly FieldError[]): MutationError {
  // The same rule can trip twice (onCreate and onUpdate both blank): report it once.
  const fields = problems.filter((p, i) => problems.findIndex((q) => q.field === p.field && q.message === p.message) === i);
  const message = fields.length === 1 ? fields[0]!.message : `Input validation failed: ${fields.map((f) => f.message).join(' ')}`;
  return { message, type: 'VALIDATION', code: 'input_validation', fields };
}

export const problem = (field: string, type: FieldErrorType, message: string): FieldError => ({ field, type, message });

/**
 * Deliberately simple and strict: one @, a non-empty local part, a dotted domain with no empty
 * label, no whitespace anywhere. Callers trim first, as customerByEmail does.
 */
export const isEmailAddress = (s: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(s);

/** Checks a string's length (in characters, as a form counts them). */
export function tooLong(field: string, value: string | null | undefined, max: number): FieldError[] {
  return value != null && [...value].length > max ? [problem(field, 'VALIDATION', `${field} must be at most ${max} characters.`)] : [];
}

/** The identifier fields that are set; Plain's identifier inputs take exactly one. */
export const setKeys = (identifier: object) =>
  Object.entries(identifier)
    .filter(([, v]) => v != null)
    .map(([k]) => k);

/** Plain's CustomerIdentifierInput: exactly one of customerId, emailAddress, externalId. */
export interface CustomerIdentifier {
  externalId?: string | null;
  emailAddress?: string | null;
  customerId?: string | null;
}

/** The customer a CustomerIdentifierInput names, or the problem with it (as `customerIdentifier`). */
export function customerOf(seed: Seed, id: CustomerIdentifier): SeedCustomer | FieldError {
  const given = setKeys(id);
  if (given.length !== 1) {
    return problem(
      'customerIdentifier',
      'VALIDATION',
      'customerIdentifier must have exactly one of customerId, emailAddress or externalId.',
    );
  }
  const found =
    id.customerId != null
      ? seed.customerById(id.customerId)
      : id.emailAddress != null
        ? seed.customerByEmail(id.emailAddress)
        : seed.customerByExternalId(id.externalId!);
  const key = given[0] as keyof typeof id;
  return found ?? problem('customerIdentifier', 'NOT_FOUND', `No customer with ${key} "${id[key]}".`);
}

/** Plain-style id: prefix, then a ULID (26 Crockford base32 chars, time first). */
export const newId = (prefix: string, now: number) => prefix + ulid(now, Math.random);

export const iso = (ms: number) => new Date(ms).toISOString();
