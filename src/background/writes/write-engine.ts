/**
 * Runs the agent's writes, at most once each:
 * - one write per draft at a time: a second click, or a second page asking, joins the first;
 * - nothing is sent for an action the key's permissions do not allow, or while the key's rate
 *   limit is spent;
 * - the draft is kept as sent (`attempted`, `sentAt`) before its request leaves, so after a
 *   timeout or a worker stopped mid-request the write is finished or checked, never made twice:
 *   a customer is upserted by its address (unique in Plain), a thread is first looked for by the
 *   draft's `externalId`, again while the earlier send may still land;
 * - what the agent typed stays in the draft until the write succeeds or the agent discards it.
 */
import { lackedFor, type CreatedThread, type DraftFields, type WriteFailure, type WriteOutcome } from '../../shared/drafts';
import type { Customer } from '../../shared/lookup-state';
import type { DraftRef } from '../../shared/messages';
import type { ApiSettings } from '../../shared/settings/settings';
import type { ApiClient } from '../transport/api-client';
import { gateId, type RateLimitGate } from '../transport/rate-limit-gate';
import { REQUEST_TIMEOUT_MS } from '../lookup/query-customer';
import type { Semaphore } from '../transport/semaphore';
import { SingleFlight } from '../transport/single-flight';
import { draftKey, mayHaveLanded, type DraftStore, type StoredDraft } from './draft-store';
import { createThread, findThread, upsertCustomer, type Answer, type Target } from './mutations';
import { createNote, recentEntries } from '../log/log-api';
import { earlierThread } from './earlier-thread';
import { bringUpToDate } from './thread-edits';

type Shown = WriteOutcome & { ok: true };

export interface WriteDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  drafts: DraftStore;
  /** The key's permissions, or null when not known (the service then says what is missing). */
  permissions(): Promise<string[] | null>;
  gate: RateLimitGate;
  /** A create of this address is about to be sent: no "no customer" is kept for it from now on. */
  creating(email: string): Promise<void>;
  /** A customer now exists for this address: caches and cards (`writer`: the writing card's tab) learn it. */
  customerCreated(customer: Customer, writer?: number): Promise<Shown>;
  /** The background's one limit on requests in flight (request-slots.ts): a write goes ahead of those waiting. */
  slots: Semaphore;
  /** A thread was opened for this customer: their open threads are asked again. */
  threadCreated(customerId: string, email: string, writer?: number): Promise<Shown>;
  /** A note was added for this customer. */
  noteCreated(email: string): Promise<Shown>;
  /** A page lost the answer to a write whose draft is gone: it was made; what is there now. */
  alreadyMade(ref: DraftRef, writer?: number): Promise<WriteOutcome>;
  newExternalId?: () => string;
  /** Each request's time limit; the documented one (query-customer.ts) unless a test shortens it. */
  timeoutMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

type Request = DraftRef & { fields: DraftFields };

export class WriteEngine {
  /** One write per draft at a time: a second click joins the first. */
  private readonly inFlight = new SingleFlight<WriteOutcome>();

  constructor(private readonly deps: WriteDeps) {}

  /** The agent's click: the draft sent with these fields (or the send of it under way, joined). */
  write(request: Request, writer?: number): Promise<WriteOutcome> {
    return this.once(request, () => this.run(request, writer, true));
  }

  /**
   * A page lost the answer to its write: the write this worker still runs, joined; else the one a
   * stopped worker had sent (the draft says so) finished, with what was sent, not asked again.
   */
  check(ref: DraftRef, writer?: number): Promise<WriteOutcome> {
    return this.once(ref, async () => {
      const draft = await this.deps.drafts.get(ref.action, ref.email);
      if (draft?.sentAt !== undefined) return this.run({ ...ref, fields: draft.fields }, writer, false);
      if (draft) return fail(draft.failure ?? { kind: 'not-sent' });
      return this.deps.alreadyMade(ref, writer);
    });
  }

  private once(ref: DraftRef, job: () => Promise<WriteOutcome>): Promise<WriteOutcome> {
    return this.inFlight.run(draftKey(ref.action, ref.email), job);
  }

  /** `clicked`: the agent's own send, whose fields may differ from what an earlier send of the draft sent. */
  private async run(request: Request, writer: number | undefined, clicked: boolean): Promise<WriteOutcome> {
    // Read side by side, not one after another: the agent is waiting from the click on.
    const drafted = this.draftFor(request);
    drafted.catch(() => undefined); // awaited below unless a check ends the write first
    const [settings, permissions] = await Promise.all([this.deps.settings(), this.deps.permissions()]);
    if (!settings.apiKey) return fail({ kind: 'state', state: { kind: 'no-key' } });
    const keyed = { ...settings, apiKey: settings.apiKey };
    const lacking = permissions ? lackedFor(request.action, permissions) : [];
    if (lacking.length) return fail({ kind: 'forbidden', permissions: lacking });
    const resetAt = this.deps.gate.until(gateId(keyed));
    if (resetAt) return this.keep(await drafted, { kind: 'state', state: { kind: 'rate-limited', retryAt: resetAt, gaveUp: true } });

    const before = await drafted;
    const now = this.deps.now ?? Date.now;
    const draft: StoredDraft = { ...before, attempted: true, sentAt: now(), failure: undefined };
    if (draft.action === 'create-thread') draft.externalId ??= (this.deps.newExternalId ?? newExternalId)();
    // In storage before the request leaves: a worker stopped mid-way leaves what a new one must
    // know (it was sent, when, with what), and no "no customer" for an address that may now have one.
    const stored = Promise.all([this.deps.drafts.put(draft), draft.action === 'create-customer' && this.deps.creating(draft.email)]);
    // A customer is made once however often theirs is sent (the upsert is keyed by the address), so
    // their request does not wait for the writes' answers: asked first, in this task, they are the
    // browser's to carry out (a worker stopped after this point does not undo them).
    if (draft.action !== 'create-customer') await stored;
    const timeoutMs = this.deps.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const to = { client: this.deps.clientFor(keyed), slots: this.deps.slots, host: new URL(keyed.baseUrl).host, timeoutMs };
    const noted = <T>(answer: Answer<T>) => (this.deps.gate.noteHeaders(gateId(keyed), answer.headers), answer);

    if (draft.action === 'create-customer') {
      const answer = noted(await upsertCustomer(to, draft.email, draft.fields));
      await stored;
      if (!answer.ok) return this.keep(draft, answer.failure);
      const shown = this.deps.customerCreated(answer.value, writer); // the cards first
      await Promise.all([shown, this.deps.drafts.discard(draft.action, draft.email)]);
      return shown;
    }
    if (draft.action === 'create-note') return this.note(draft, mayHaveLanded(before), to, noted);
    const { customerId, externalId } = draft as StoredDraft & { customerId: string; externalId: string };
    const look = () => findThread(to, customerId, externalId).then(noted);
    // Sent before, with no answer seen: the thread may exist already, or be on its way still.
    const sleep = this.deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    const earlier = before.attempted ? await earlierThread(look, { sentAt: before.sentAt, timeoutMs, now, sleep }) : null;
    if (earlier && !earlier.ok) return this.keep(draft, earlier.failure);
    let found = earlier?.ok ? earlier.value : null;
    let thread: CreatedThread | null = null;
    if (!found) {
      const answer = noted(await createThread(to, customerId, externalId, draft.fields));
      // Refused as a second thread with this externalId: the first one is ours.
      const again = !answer.ok && answer.failure.kind === 'fields' && 'externalId' in answer.failure.fields ? await look() : null;
      found = again?.ok ? again.value : null;
      thread = answer.ok ? answer.value : null;
      if (!found && !thread) return this.keep(draft, answer.ok ? { kind: 'state', state: { kind: 'bad-response' } } : answer.failure);
    }
    // Made by an earlier send: brought up to what the agent typed since, and the agent told so.
    const upToDate = found && (await bringUpToDate(to, found, draft.fields, noted));
    await this.deps.drafts.discard(draft.action, draft.email);
    const shown = await this.deps.threadCreated(customerId, draft.email, writer);
    if (!upToDate) return { ...shown, thread: thread! };
    return { ...shown, thread: upToDate.thread, ...(clicked ? { earlier: upToDate.earlier } : {}) };
  }

  /**
   * A note: Plain promises no idempotency for notes, so one an earlier send may have made (its
   * answer lost) is first looked for among the customer's latest entries by its text.
   */
  private async note(draft: StoredDraft & { action: 'create-note' }, earlier: boolean, to: Target, noted: <T>(a: Answer<T>) => Answer<T>) {
    const text = draft.fields.text.trim();
    let there = false;
    if (earlier) {
      const entries = noted(await recentEntries(to, draft.customerId));
      if (!entries.ok) return this.keep(draft, entries.failure);
      there = entries.value.some((e) => e.noteText?.trim() === text);
    }
    if (!there) {
      const answer = noted(await createNote(to, draft.customerId, text));
      if (!answer.ok) return this.keep(draft, answer.failure);
    }
    await this.deps.drafts.discard(draft.action, draft.email);
    return this.deps.noteCreated(draft.email);
  }

  private async draftFor(request: Request): Promise<StoredDraft> {
    const kept = await this.deps.drafts.open(request.action, request.email, request.customerId);
    return { ...kept, fields: request.fields } as StoredDraft;
  }

  /** The answer is in: the draft is no longer on its way, and keeps why it failed. */
  private async keep(draft: StoredDraft, failure: WriteFailure): Promise<WriteOutcome> {
    await this.deps.drafts.put({ ...draft, sentAt: undefined, failure });
    return fail(failure);
  }
}

const fail = (failure: WriteFailure): WriteOutcome => ({ ok: false, failure });

/** Ours, and unique: `customer-lens-` and a random UUID. */
export function newExternalId(): string {
  return `customer-lens-${crypto.randomUUID()}`;
}
