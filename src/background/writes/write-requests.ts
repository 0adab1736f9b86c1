/**
 * The writes' requests from extension pages (messages.ts): drafts kept, discarded, sent, and a
 * write whose answer was lost checked. `writer`: the tab of the card that asks (none for the popup).
 *
 * Each request goes to its workspace's drafts and writes: the first's, or (`workspace`) those of
 * another that is on, each with its own drafts, key, permissions and at-most-once. A request for
 * a workspace that is not on (removed or switched off since the page drew it) sends nothing: a
 * write is answered "not sent", a draft request fails, as no draft of it can be read or kept.
 */
import type { WriteOutcome } from '../../shared/drafts';
import type { DraftRef, WriteAnswers, WriteRequest } from '../../shared/messages';
import type { DraftStore } from './draft-store';
import type { WriteEngine } from './write-engine';

/** The page that asks: a card is in a tab, and that tab's card is shown the write's outcome. */
type WriterPage = { page: string; tabId?: number };
const writerTab = (from: WriterPage) => (from.page === 'card' ? from.tabId : undefined);

/** One handler per write request, each answering what the contract says (`WriteAnswers`). */
export type WriteHandlers = {
  [K in WriteRequest['type']]: (request: Extract<WriteRequest, { type: K }>, from: WriterPage) => Promise<WriteAnswers[K]>;
};

/** One workspace's drafts and writes. */
export interface WritesIn {
  drafts: DraftStore;
  writes: Pick<WriteEngine, 'write' | 'check'>;
}

/** The workspaces after the first (workspaces/more-lookups.ts), and where the agent last created a customer. */
export interface OtherWorkspaces {
  runtime(id: string): Promise<WritesIn | null>;
  lastCreate(): Promise<string | null>;
  createSent(workspace: string | null): Promise<void>;
}

/** A request for a workspace that is not on: it fails, and nothing of it is kept or sent. */
export class WorkspaceNotOn extends Error {
  constructor(id: string) {
    super(`The workspace ${id} is not on: nothing of it is kept or sent`);
  }
}

const NOT_SENT: WriteOutcome = { ok: false, failure: { kind: 'not-sent' } };

export function writeRequests(first: WritesIn, others: OtherWorkspaces): WriteHandlers {
  const inWorkspace = (ref: DraftRef): Promise<WritesIn | null> =>
    ref.workspace === undefined ? Promise.resolve(first) : others.runtime(ref.workspace);
  const draftsOf = async (ref: DraftRef): Promise<DraftStore> => {
    const there = await inWorkspace(ref);
    if (!there) throw new WorkspaceNotOn(ref.workspace!);
    return there.drafts;
  };
  return {
    draft: async ({ action, email, customerId, workspace }) => {
      const drafts = await draftsOf({ action, email, workspace });
      const { attempted: _a, externalId: _e, sentAt: _s, ...view } = await drafts.open(action, email, customerId);
      return view;
    },
    'draft-save': async ({ action, email, customerId, workspace, fields }) => {
      const drafts = await draftsOf({ action, email, workspace });
      const kept = await drafts.open(action, email, customerId);
      await drafts.put({ ...kept, fields } as typeof kept);
      return { saved: true };
    },
    'draft-discard': async ({ action, email, workspace }) => {
      await (await draftsOf({ action, email, workspace })).discard(action, email);
      return { discarded: true };
    },
    // A card's tab: its card is shown the write's outcome, even by a worker that never saw it.
    write: async (request, from) => {
      const there = await inWorkspace(request);
      if (!there) return NOT_SENT;
      // The agent's choice of workspace for a new customer, offered first next time.
      const chosen = request.action === 'create-customer' && others.createSent(request.workspace ?? null).catch(() => undefined);
      const [outcome] = await Promise.all([there.writes.write(request, writerTab(from)), chosen]);
      return outcome;
    },
    'write-check': async (request, from) => (await inWorkspace(request))?.writes.check(request, writerTab(from)) ?? NOT_SENT,
    'last-create': async () => ({ workspace: await others.lastCreate() }),
  };
}
