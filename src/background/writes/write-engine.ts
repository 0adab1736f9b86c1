/**
 * Runs the agent's writes, at most once each:
 * - one write per draft at a time: a second click, or a second page asking, joins the first;
 * - nothing is sent for an action the key's permissions do not allow, or while the key's rate
 *   limit is spent;
 * - the draft is marked `attempted` before its request leaves, so after a timeout or a worker
 *   stopped mid-request a retry of a thread first looks for it by the draft's `externalId`
 *   (unique per customer in Plain), and a customer is upserted by its address (unique in Plain);
 * - what the agent typed stays in the draft until the write succeeds or the agent discards it.
 */
import { ACTION_PERMISSIONS, type CustomerFields, type ThreadFields, type WriteFailure, type WriteOutcome } from '../../shared/drafts';
import type { Customer } from '../../shared/lookup-state';
import type { DraftRef } from '../../shared/messages';
import type { ApiSettings } from '../../shared/settings/settings';
import type { ApiClient } from '../transport/api-client';
import { gateId, type RateLimitGate } from '../transport/rate-limit-gate';
import { draftKey, type DraftStore, type StoredDraft } from './draft-store';
import { createThread, findThread, upsertCustomer, type Answer } from './mutations';

export interface WriteDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  drafts: DraftStore;
  /** The key's permissions, or null when not known (the service then says what is missing). */
  permissions(): Promise<string[] | null>;
  gate: RateLimitGate;
  /** A customer now exists for this address: caches and cards learn it. */
  customerCreated(customer: Customer): Promise<WriteOutcome & { ok: true }>;
  /** A thread was opened for this customer: their open threads are asked again. */
  threadCreated(customerId: string, email: string): Promise<WriteOutcome & { ok: true }>;
  newExternalId?: () => string;
  /** Each request's time limit; the documented one (query-customer.ts) unless a test shortens it. */
  timeoutMs?: number;
}

type Request = DraftRef & { fields: CustomerFields | ThreadFields };

export class WriteEngine {
  private readonly inFlight = new Map<string, Promise<WriteOutcome>>();

  constructor(private readonly deps: WriteDeps) {}

  write(request: Request): Promise<WriteOutcome> {
    const key = draftKey(request.action, request.email);
    const joined = this.inFlight.get(key);
    if (joined) return joined;
    const run = this.run(request).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, run);
    return run;
  }

  private async run(request: Request): Promise<WriteOutcome> {
    // Read side by side, not one after another: the agent is waiting from the click on.
    const drafted = this.draftFor(request);
    drafted.catch(() => undefined); // awaited below unless a check ends the write first
    const [settings, permissions] = await Promise.all([this.deps.settings(), this.deps.permissions()]);
    if (!settings.apiKey) return fail({ kind: 'state', state: { kind: 'no-key' } });
    const keyed = { ...settings, apiKey: settings.apiKey };
    const lacking = permissions && ACTION_PERMISSIONS[request.action].find((p) => !permissions.includes(p));
    if (lacking) return fail({ kind: 'forbidden', permission: lacking });
    const resetAt = this.deps.gate.until(gateId(keyed));
    if (resetAt) return this.keep(await drafted, { kind: 'state', state: { kind: 'rate-limited', retryAt: resetAt, gaveUp: true } });

    const before = await drafted;
    const draft: StoredDraft = { ...before, attempted: true, failure: undefined };
    if (draft.action === 'create-thread') draft.externalId ??= (this.deps.newExternalId ?? newExternalId)();
    // A thread's draft is kept as attempted before its request leaves: a worker stopped mid-way
    // then looks the thread up first. A customer's retry is safe as it is (upserted by address).
    const kept = this.deps.drafts.put(draft);
    if (draft.action === 'create-thread') await kept;
    const to = { client: this.deps.clientFor(keyed), host: new URL(keyed.baseUrl).host, timeoutMs: this.deps.timeoutMs };
    const noted = <T>(answer: Answer<T>) => (this.deps.gate.noteHeaders(gateId(keyed), answer.headers), answer);

    if (draft.action === 'create-customer') {
      const answer = noted(await upsertCustomer(to, draft.email, draft.fields));
      await kept;
      if (!answer.ok) return this.keep(draft, answer.failure);
      const shown = this.deps.customerCreated(answer.value); // the cards first
      await Promise.all([shown, this.deps.drafts.discard(draft.action, draft.email)]);
      return shown;
    }
    const { customerId, externalId } = draft as StoredDraft & { customerId: string; externalId: string };
    const look = () => findThread(to, customerId, externalId).then(noted);
    // Sent before, with no answer seen: the thread may exist already.
    const earlier = before.attempted ? await look() : null;
    if (earlier && !earlier.ok) return this.keep(draft, earlier.failure);
    let made = earlier?.ok && earlier.value ? earlier : null;
    if (!made) {
      const answer = noted(await createThread(to, customerId, externalId, draft.fields));
      // Refused as a second thread with this externalId: the first one is ours.
      const again = !answer.ok && answer.failure.kind === 'fields' && 'externalId' in answer.failure.fields ? await look() : null;
      made = again?.ok && again.value ? again : answer.ok ? answer : null;
      if (!made) return this.keep(draft, answer.ok ? { kind: 'state', state: { kind: 'bad-response' } } : answer.failure);
    }
    await this.deps.drafts.discard(draft.action, draft.email);
    const shown = await this.deps.threadCreated(customerId, draft.email);
    return { ...shown, thread: made.value! };
  }

  private async draftFor(request: Request): Promise<StoredDraft> {
    const kept = await this.deps.drafts.open(request.action, request.email, request.customerId);
    return { ...kept, fields: request.fields } as StoredDraft;
  }

  private async keep(draft: StoredDraft, failure: WriteFailure): Promise<WriteOutcome> {
    await this.deps.drafts.put({ ...draft, failure });
    return fail(failure);
  }
}

const fail = (failure: WriteFailure): WriteOutcome => ({ ok: false, failure });

/** Ours, and unique: `customer-lens-` and a random UUID. */
export function newExternalId(): string {
  return `customer-lens-${crypto.randomUUID()}`;
}
