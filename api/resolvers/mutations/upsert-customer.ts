// upsertCustomer: idempotent by its identifier. A matching customer is returned as it is (NOOP)
// or with onUpdate applied (UPDATED); only when none matches is one CREATED from onCreate. So a
// retried or doubled request never makes a second customer. Writes go to the in-memory seed.
import { customerObject } from '../context.js';
import {
  isEmailAddress,
  iso,
  missingPermission,
  newId,
  problem,
  setKeys,
  tooLong,
  validationError,
  type FieldError,
  type MutationError,
} from './mutation-kit.js';
import type { GraphQLContext } from '../kit.js';
import { normalizeEmail, type Seed, type SeedCustomer } from '../../seed/seed.js';

interface EmailInput {
  email: string;
  isVerified: boolean;
}
export interface UpsertCustomerInput {
  identifier: { externalId?: string | null; emailAddress?: string | null; customerId?: string | null };
  onCreate: { externalId?: string | null; fullName: string; shortName?: string | null; email: EmailInput };
  onUpdate: {
    externalId?: { value?: string | null } | null;
    fullName?: { value: string } | null;
    shortName?: { value?: string | null } | null;
    email?: EmailInput | null;
  };
}

const NAME_MAX = 200;
const failed = (error: MutationError) => ({ result: null, customer: null, error });

function fullNameProblems(value: string): FieldError[] {
  if (value.trim() === '') return [problem('fullName', 'REQUIRED', 'fullName is required.')];
  return tooLong('fullName', value, NAME_MAX);
}

function emailProblems(value: string | null | undefined): FieldError[] {
  if (value == null || isEmailAddress(value.trim())) return [];
  return [problem('email', 'VALIDATION', `"${value}" is not a valid email address.`)];
}

/** Everything that can be said about the input without looking at the stored customers. */
function inputProblems({ identifier, onCreate, onUpdate }: UpsertCustomerInput): FieldError[] {
  const found: FieldError[] = [];
  if (setKeys(identifier).length !== 1) {
    found.push(problem('identifier', 'VALIDATION', 'identifier must have exactly one of emailAddress, externalId or customerId.'));
  }
  found.push(...emailProblems(identifier.emailAddress), ...emailProblems(onCreate.email.email), ...emailProblems(onUpdate.email?.email));
  const [idEmail, newEmail] = [identifier.emailAddress, onCreate.email.email];
  if (
    idEmail != null &&
    isEmailAddress(idEmail.trim()) &&
    isEmailAddress(newEmail.trim()) &&
    normalizeEmail(idEmail) !== normalizeEmail(newEmail)
  ) {
    found.push(problem('email', 'VALIDATION', 'identifier.emailAddress and onCreate.email.email must be the same address.'));
  }
  if (identifier.externalId != null && onCreate.externalId != null && identifier.externalId !== onCreate.externalId) {
    found.push(problem('externalId', 'VALIDATION', 'identifier.externalId and onCreate.externalId must be the same.'));
  }
  found.push(...fullNameProblems(onCreate.fullName), ...tooLong('shortName', onCreate.shortName, NAME_MAX));
  if (onUpdate.fullName) found.push(...fullNameProblems(onUpdate.fullName.value));
  found.push(...tooLong('shortName', onUpdate.shortName?.value, NAME_MAX));
  return found;
}

// Plain guarantees uniqueness of both e-mail and externalId across customers.
function clashes(seed: Seed, c: Pick<SeedCustomer, 'id' | 'email' | 'externalId'>): FieldError[] {
  const found: FieldError[] = [];
  const sameEmail = seed.customerByEmail(c.email);
  if (sameEmail && sameEmail.id !== c.id) found.push(problem('email', 'VALIDATION', `A customer with email "${c.email}" already exists.`));
  const sameExternal = c.externalId === null ? undefined : seed.customerByExternalId(c.externalId);
  if (sameExternal && sameExternal.id !== c.id)
    found.push(problem('externalId', 'VALIDATION', `A customer with externalId "${c.externalId}" already exists.`));
  return found;
}

/** onUpdate applied to `c`; only what it sets and differs counts as a change. */
function updated(c: SeedCustomer, onUpdate: UpsertCustomerInput['onUpdate']): SeedCustomer | null {
  const next = { ...c };
  if (onUpdate.fullName) next.fullName = onUpdate.fullName.value;
  if (onUpdate.shortName) next.shortName = onUpdate.shortName.value ?? null;
  if (onUpdate.externalId) next.externalId = onUpdate.externalId.value ?? null;
  if (onUpdate.email) [next.email, next.emailVerified] = [onUpdate.email.email.trim(), onUpdate.email.isVerified];
  const keys = ['fullName', 'shortName', 'externalId', 'email', 'emailVerified'] as const;
  return keys.some((k) => next[k] !== c[k]) ? next : null;
}

export function upsertCustomer({ input }: { input: UpsertCustomerInput }, ctx: GraphQLContext) {
  const denied = missingPermission(ctx, ['customer:create', 'customer:edit']);
  if (denied) return failed(denied);
  const invalid = inputProblems(input);
  if (invalid.length > 0) return failed(validationError(invalid));

  const { seed } = ctx;
  const { identifier, onCreate, onUpdate } = input;
  const existing =
    identifier.emailAddress != null
      ? seed.customerByEmail(identifier.emailAddress)
      : identifier.externalId != null
        ? seed.customerByExternalId(identifier.externalId)
        : seed.customerById(identifier.customerId!);
  // A customer id cannot be chosen, so one that matches nobody cannot be created either.
  if (!existing && identifier.customerId != null) {
    return failed(validationError([problem('identifier', 'NOT_FOUND', `No customer with id "${identifier.customerId}".`)]));
  }

  const now = Date.now();
  if (existing) {
    const next = updated(existing, onUpdate);
    if (!next) return { result: 'NOOP', customer: customerObject(existing, seed), error: null };
    const clash = clashes(seed, next);
    if (clash.length > 0) return failed(validationError(clash));
    // Strictly later, so a client comparing updatedAt sees the change even within one millisecond.
    next.updatedAt = iso(Math.max(now, Date.parse(existing.updatedAt) + 1));
    seed.replaceCustomer(next);
    return { result: 'UPDATED', customer: customerObject(next, seed), error: null };
  }

  const created: SeedCustomer = {
    id: newId('c_', now),
    fullName: onCreate.fullName,
    shortName: onCreate.shortName ?? null,
    email: onCreate.email.email.trim(),
    emailVerified: onCreate.email.isVerified,
    createdAt: iso(now),
    updatedAt: iso(now),
    externalId: onCreate.externalId ?? identifier.externalId ?? null,
    assignedToUserId: null,
    markedAsSpamAt: null,
    companyId: null,
    tenantIds: [],
    customerGroupIds: [],
  };
  const clash = clashes(seed, created);
  if (clash.length > 0) return failed(validationError(clash));
  seed.addCustomer(created);
  return { result: 'CREATED', customer: customerObject(created, seed), error: null };
}
