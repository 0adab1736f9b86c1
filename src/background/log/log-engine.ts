/**
 * Logging the open e-mail to a customer's timeline, once:
 * - `offer`: the page's open message read (message-reader.ts), offered or not (offer.ts), what
 *   would be sent prepared and kept (log-store.ts), and whether it is logged already, read from
 *   the customer's recent timeline once per message;
 * - `log`: the agent's Confirm sends what the preview showed. One send per message at a time (a
 *   double click joins the first); the message's identity is the event's externalId, which Plain
 *   keeps unique, so a retry after a timeout, a stopped worker or a second agent makes no second
 *   event: the refusal means "already logged", and the timeline says when.
 */
import { lackedFor } from '../../shared/drafts';
import type { LoggedMark, LogOffer, LogOutcome, LogPreview, MessageRead } from '../../shared/contract/log';
import type { Workspace } from '../../shared/connection';
import { customerEventInput, type LoggedEmail } from '../../shared/log/event';
import { messageExcerpt } from '../../shared/log/excerpt';
import { messageExternalId } from '../../shared/log/message-identity';
import type { ApiSettings } from '../../shared/settings/settings';
import type { ApiClient } from '../transport/api-client';
import { gateId, type RateLimitGate } from '../transport/rate-limit-gate';
import type { Semaphore } from '../transport/semaphore';
import { SingleFlight } from '../transport/single-flight';
import type { Target } from '../writes/mutations';
import { createCustomerEvent, recentEntries } from './log-api';
import { logOffered } from './offer';
import type { LogStore, Prepared } from './log-store';

export interface LogDeps {
  settings(): Promise<ApiSettings>;
  clientFor(settings: ApiSettings & { apiKey: string }): ApiClient;
  /** The key's permissions, or null when not known. */
  permissions(): Promise<string[] | null>;
  workspace(): Promise<Workspace | null>;
  readMessage(tabId: number): Promise<MessageRead | null>;
  /** Domains never offered for logging besides the workspace's own: the options page's list or the policy's. */
  neverLog(): Promise<string[]>;
  store: LogStore;
  gate: RateLimitGate;
  slots: Semaphore;
  timeoutMs?: number;
  now?: () => number;
}

type Ref = { email: string; customerId: string };
type Keyed = ApiSettings & { apiKey: string };

const isoOrNull = (date: string) => (date && !Number.isNaN(Date.parse(date)) ? new Date(date).toISOString() : null);

export function loggedEmail(message: MessageRead): LoggedEmail {
  return {
    subject: message.subject,
    from: message.fromShown || message.from,
    to: message.to,
    date: isoOrNull(message.date),
    visibleText: message.text,
    url: message.url,
  };
}

export class LogEngine {
  private readonly sends = new SingleFlight<LogOutcome>();
  private readonly reads = new SingleFlight<LoggedMark | null | 'unknown'>();

  constructor(private readonly deps: LogDeps) {}

  async offer(ref: Ref, tabId: number | undefined): Promise<LogOffer> {
    const prepared = tabId === undefined ? null : await this.prepare(ref, tabId);
    if (!prepared) return { offered: false };
    const logged = await this.status(ref.customerId, prepared.externalId);
    return logged === 'unknown'
      ? { offered: true, preview: prepared.preview, logged: null, unknown: true }
      : { offered: true, preview: prepared.preview, logged };
  }

  /** The agent's Confirm: what the preview showed, sent once (a second click joins the first). */
  async log(ref: Ref, tabId: number | undefined): Promise<LogOutcome> {
    const prepared =
      tabId === undefined
        ? null
        : ((await this.deps.store.preparedFor(tabId, ref.email, ref.customerId)) ?? (await this.prepare(ref, tabId)));
    if (!prepared) return { ok: false, failure: { kind: 'not-sent' } };
    return this.sends.run(prepared.externalId, () => this.send(ref.customerId, prepared));
  }

  private async prepare(ref: Ref, tabId: number): Promise<Prepared | null> {
    const [message, workspace, neverLog] = await Promise.all([this.deps.readMessage(tabId), this.deps.workspace(), this.deps.neverLog()]);
    if (!message || !workspace) return null;
    if (!logOffered({ email: ref.email, message, ownDomains: workspace.domainNames, neverLog })) return null;
    const externalId = await messageExternalId(workspace.id, { ...message });
    const email = loggedEmail(message);
    const input = customerEventInput(ref.customerId, externalId, email);
    const preview: LogPreview = {
      title: input.title,
      from: email.from,
      to: [...email.to],
      date: email.date,
      excerpt: messageExcerpt(email.visibleText),
      url: email.url,
    };
    const prepared = { externalId, input, preview };
    await this.deps.store.prepare(tabId, ref.email, ref.customerId, prepared);
    return prepared;
  }

  private async keyed(): Promise<Keyed | null> {
    const settings = await this.deps.settings();
    return settings.apiKey ? { ...settings, apiKey: settings.apiKey } : null;
  }

  private target(keyed: Keyed): Target {
    return {
      client: this.deps.clientFor(keyed),
      slots: this.deps.slots,
      host: new URL(keyed.baseUrl).host,
      timeoutMs: this.deps.timeoutMs,
    };
  }

  /** Whether the message is on the customer's timeline: kept, else read once (joined by those who ask meanwhile). */
  private async status(customerId: string, externalId: string): Promise<LoggedMark | null | 'unknown'> {
    const kept = await this.deps.store.mark(externalId);
    if (kept !== undefined) return kept;
    return this.reads.run(externalId, () => this.readMark(customerId, externalId));
  }

  /** `ours`: whether this browser had sent the event before (the event's actor does not say whose key it was). */
  private async readMark(customerId: string, externalId: string, ours?: boolean): Promise<LoggedMark | null | 'unknown'> {
    const [keyed, permissions] = await Promise.all([this.keyed(), this.deps.permissions()]);
    if (!keyed || (permissions && lackedFor('log-email', permissions).includes('timeline:read'))) return 'unknown';
    const answer = await recentEntries(this.target(keyed), customerId);
    this.deps.gate.noteHeaders(gateId(keyed), answer.headers);
    if (!answer.ok) return 'unknown';
    const entry = answer.value.find((e) => e.externalId === externalId);
    const mine = ours ?? (await this.deps.store.wasSent(externalId));
    const mark = entry ? { at: entry.at, by: mine ? ('you' as const) : ('someone' as const) } : null;
    await this.deps.store.setMark(externalId, mark);
    return mark;
  }

  private async send(customerId: string, prepared: Prepared): Promise<LogOutcome> {
    // Read side by side: the agent is waiting from the click on.
    const { externalId } = prepared;
    const [keyed, permissions, sentBefore] = await Promise.all([
      this.keyed(),
      this.deps.permissions(),
      this.deps.store.wasSent(externalId),
    ]);
    if (!keyed) return { ok: false, failure: { kind: 'state', state: { kind: 'no-key' } } };
    const lacking = permissions ? lackedFor('log-email', permissions) : [];
    if (lacking.length) return { ok: false, failure: { kind: 'forbidden', permissions: lacking } };
    const resetAt = this.deps.gate.until(gateId(keyed));
    if (resetAt) return { ok: false, failure: { kind: 'state', state: { kind: 'rate-limited', retryAt: resetAt, gaveUp: true } } };
    // Kept before the request leaves: a refusal of a later send (this answer lost) is then known
    // as ours; a refusal of this one is ours only if an earlier send of this browser's was made.
    // The write is handed to the browser first and waited for with the answer: the agent is waiting.
    const noted = this.deps.store.noteSent(externalId, (this.deps.now ?? Date.now)());
    const [answer] = await Promise.all([
      createCustomerEvent(this.target(keyed), { ...prepared.input, customerIdentifier: { customerId } }),
      noted,
    ]);
    this.deps.gate.noteHeaders(gateId(keyed), answer.headers);
    if (answer.ok) {
      const logged: LoggedMark = { at: answer.value.at, by: 'you' };
      // Kept for the card's next look, not waited for: the agent's answer goes first.
      void this.deps.store.setMark(externalId, logged).catch(() => undefined);
      return { ok: true, logged, already: false };
    }
    if (!('already' in answer)) return { ok: false, failure: answer.failure };
    // Already on the timeline: what Plain holds, read now (not a mark kept from before).
    const read = await this.readMark(customerId, externalId, sentBefore);
    const logged: LoggedMark = read && read !== 'unknown' ? read : { at: null, by: sentBefore ? 'you' : 'someone' };
    if (!read || read === 'unknown') await this.deps.store.setMark(externalId, logged);
    return { ok: true, logged, already: true };
  }
}
