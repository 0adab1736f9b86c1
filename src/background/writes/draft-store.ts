/**
 * What the agent typed, kept in `storage.session` until it is sent or discarded: it survives the
 * card closing, the popup closing and the worker stopping. Beside it, the page's hints per
 * address (a name, a subject, the selected text), which a new draft starts from.
 *
 * `attempted`: a write of this draft was started, so it may have happened even if no answer
 * came; a thread's retry then looks for the thread by its `externalId` before creating one.
 * `sentAt`: when its request left, kept until its answer is: a draft that has it, in a worker
 * that is not running its write, had its worker stopped mid-request.
 */
import { normalizeEmail } from '../../shared/email/detect';
import { DEFAULT_PRIORITY, isWriteAction, parseDraftFields, type Draft, type WriteAction, type WriteFailure } from '../../shared/drafts';
import type { PageHints } from '../../shared/messages';
import { SessionCache, type SessionArea } from '../transport/session-cache';

/** The frame a card's address is in, where its page is read. */
export type HintsFrom = { tabId: number; frameId: number };

export type StoredDraft = Draft & { externalId?: string; attempted: boolean; sentAt?: number; failure?: WriteFailure };

function isStoredDraft(v: unknown): v is StoredDraft {
  const d = v as Record<string, unknown> | null;
  if (typeof d !== 'object' || d === null || !isWriteAction(d.action) || typeof d.email !== 'string') return false;
  if (d.sentAt !== undefined && typeof d.sentAt !== 'number') return false;
  return typeof d.attempted === 'boolean' && parseDraftFields(d.action, d.fields) !== null;
}

/**
 * A write of this draft may have been made though no answer said so: its request left and its
 * answer was lost (a stopped worker), or the answer was a failure that does not say nothing was
 * made (no answer in time, the service's error). A refusal (fields, permission) made nothing.
 */
export function mayHaveLanded(draft: StoredDraft): boolean {
  if (!draft.attempted) return false;
  if (draft.sentAt !== undefined || !draft.failure) return true;
  return (
    draft.failure.kind === 'state' &&
    !['no-key', 'unauthorized', 'forbidden', 'rate-limited', 'wrong-base-url'].includes(draft.failure.state.kind)
  );
}

function isHints(v: unknown): v is PageHints {
  return typeof v === 'object' && v !== null && Object.values(v).every((s) => typeof s === 'string');
}

const FOREVER = Number.POSITIVE_INFINITY;

export const draftKey = (action: WriteAction, email: string) => `${action}:${normalizeEmail(email)}`;

/** Where a workspace after the first keeps its drafts: no draft is ever read or sent for another workspace. */
export function draftPrefix(workspaceId: string): string {
  return `draft@${workspaceId}:`;
}

export class DraftStore {
  private readonly drafts: SessionCache<StoredDraft>;
  private readonly hints: SessionCache<PageHints>;

  /** The hints being noted, by address: a draft opened meanwhile waits for them. */
  private readonly noting = new Map<string, Promise<void>>();
  /** Whose hints a new draft starts from: this store's, or (another workspace's) the first's. */
  private readonly page: DraftStore;

  /**
   * `readSubject`: the open conversation's subject where the card's address is, for that address only.
   * `prefix`: the first workspace's drafts are under `draft:`, another's under draftPrefix(id).
   * `hintsFrom`: the store the page's hints are noted in; the page is the same whichever workspace a draft is for.
   */
  constructor(
    area: SessionArea,
    private readonly readSubject: (where: HintsFrom, email: string) => Promise<string> = () => Promise.resolve(''),
    prefix = 'draft:',
    hintsFrom?: DraftStore,
  ) {
    this.drafts = new SessionCache(area, prefix, isStoredDraft, 100);
    this.hints = new SessionCache(area, 'hints:', isHints, 50);
    this.page = hintsFrom ?? this;
  }

  /**
   * The page showed this address with these hints, in this frame: the subject is read from the
   * page here. A later look replaces them, and one with none (a card opened beside another
   * customer's conversation) leaves none of an earlier page's.
   */
  noteHints(email: string, hints: PageHints, from?: HintsFrom): Promise<void> {
    const key = normalizeEmail(email);
    const noted = this.note(key, hints, from).finally(() => {
      if (this.noting.get(key) === noted) this.noting.delete(key);
    });
    this.noting.set(key, noted);
    return noted;
  }

  private async note(key: string, page: PageHints, from?: HintsFrom): Promise<void> {
    // The subject is the background's own reading: none taken from the page's message.
    const hints: PageHints = { ...page };
    delete hints.subject;
    const subject = from ? await this.readSubject(from, key).catch(() => '') : '';
    if (subject) hints.subject = subject;
    if (!Object.keys(hints).length) return this.hints.delete(key);
    // Every card opened on a page with a subject has hints: a second look at the same one writes nothing.
    const kept = this.hints.peek(key, FOREVER)?.state;
    if (kept && JSON.stringify(kept) === JSON.stringify(hints)) return;
    await this.hints.set(key, hints);
  }

  async get(action: WriteAction, email: string): Promise<StoredDraft | null> {
    return (await this.drafts.get(draftKey(action, email), FOREVER))?.state ?? null;
  }

  /** The draft kept for this action and address, or a new one from the page's hints. */
  async open(action: WriteAction, email: string, customerId?: string): Promise<StoredDraft> {
    const kept = await this.get(action, email);
    await this.page.noting.get(normalizeEmail(email))?.catch(() => undefined);
    if (kept && (kept.action === 'create-customer' || kept.customerId === customerId)) return kept;
    const hints = (await this.page.hints.get(normalizeEmail(email), FOREVER))?.state ?? {};
    if (action === 'create-customer') {
      return { action, email, attempted: false, fields: { fullName: hints.name ?? '', shortName: '' } };
    }
    const selection = (hints.selection ?? '').trim();
    if (action === 'create-note') return { action, email, customerId: customerId ?? '', attempted: false, fields: { text: selection } };
    const title = (hints.subject?.trim() || selection.split('\n')[0]?.trim() || '').slice(0, 500);
    return {
      action,
      email,
      customerId: customerId ?? '',
      attempted: false,
      fields: { title, text: selection, priority: DEFAULT_PRIORITY },
    };
  }

  /** Whether a write of this draft may have been made though no answer said so (`mayHaveLanded`). */
  async mayHaveLanded(action: WriteAction, email: string): Promise<boolean> {
    const draft = await this.get(action, email);
    return draft !== null && mayHaveLanded(draft);
  }

  async put(draft: StoredDraft): Promise<void> {
    await this.drafts.set(draftKey(draft.action, draft.email), draft);
  }

  async discard(action: WriteAction, email: string): Promise<void> {
    await this.drafts.delete(draftKey(action, email));
  }
}
