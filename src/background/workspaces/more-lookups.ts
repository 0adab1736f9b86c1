/**
 * Lookups in the workspaces after the first, each beside the first's and beside each other, each
 * with its own runtime (workspace-runtime.ts). The first workspace's lookup is the one the card
 * has always had (lookup/engine.ts); each other workspace's found customer is followed by their
 * story in that workspace, as the first's is (lookup/lookup-and-remember.ts).
 */
import type { WorkspaceSection } from '../../shared/contract/card';
import type { LookupState } from '../../shared/lookup-state';
import { WORKSPACE_ID } from '../../shared/settings/workspaces';
import { asShown } from '../lookup/as-shown';
import { followWithContext } from '../story/follow';
import { colleagueInWith } from '../settings/colleague-domains';
import { workspaceName } from '../../shared/settings/workspaces';
import type { SavedWorkspaces } from './saved-workspaces';
import { workspaceRuntime, type RuntimeDeps, type WorkspaceRuntime } from './workspace-runtime';

export interface MoreLookupsDeps extends RuntimeDeps {
  saved: SavedWorkspaces;
}

const LAST_CREATE_KEY = 'lastCreateWorkspace';

export class MoreLookups {
  private runtimes: Promise<WorkspaceRuntime[]> | null = null;

  constructor(private readonly deps: MoreLookupsDeps) {}

  /** The workspaces switched on, with a key, in the agent's order. */
  on(): Promise<WorkspaceRuntime[]> {
    this.runtimes ??= this.deps.saved
      .list()
      .then((list) => list.filter((w) => w.on && w.apiKey).map((w) => workspaceRuntime(w, this.deps)));
    return this.runtimes;
  }

  /** The list changed: lookups and stories under way for the old list end, and the next read builds it anew. */
  async forget(): Promise<void> {
    const old = await this.runtimes?.catch(() => []);
    this.runtimes = null;
    for (const r of old ?? []) {
      r.dropped = true;
      r.engine.settingsChanged();
      r.contexts.settingsChanged();
      r.search.forget();
    }
  }

  /**
   * Looks the address up in every workspace after the first, at once; `emit` gets all their
   * sections each time one changes. Resolves when every one has its final state and, for a found
   * customer, the first answer of their story.
   */
  async lookupAll(email: string, emit: (sections: WorkspaceSection[]) => void): Promise<void> {
    const all = await this.on();
    if (all.length === 0) return;
    const sections: WorkspaceSection[] = await Promise.all(
      all.map(async (r) => ({ id: r.saved.id, name: await nameOf(r), colour: r.saved.colour, state: { kind: 'loading' } })),
    );
    // Each message is a render of the whole card: what changes within one task goes out once, and
    // the moment every workspace has answered (kept answers come together) it goes out at once.
    let due: ReturnType<typeof setTimeout> | null = null;
    const flush = () => {
      if (due === null) return;
      clearTimeout(due);
      due = null;
      emit([...sections]);
    };
    const changed = () => {
      due ??= setTimeout(flush, 0);
      if (sections.every((s) => s.state.kind !== 'loading')) flush();
    };
    changed();
    await Promise.all(
      all.map(async (r, i) => {
        const update = (state: LookupState) => {
          sections[i] = { ...sections[i]!, state };
          changed();
        };
        // A colleague's address in this workspace (its own domains) is not asked of it.
        if (await colleagueThere(r, email)) return update({ kind: 'colleague' });
        await lookupIn(r, email, update);
      }),
    );
    flush();
  }

  /** A workspace that is on, by its id (its writes go through it); null when it is not (removed, switched off, without a key). */
  async runtime(id: string): Promise<WorkspaceRuntime | null> {
    return (await this.on()).find((r) => r.saved.id === id) ?? null;
  }

  /** Where the agent last sent a new customer (kept across restarts, no secret): null for the first workspace. */
  async lastCreate(): Promise<string | null> {
    const kept = (await this.deps.local.get(LAST_CREATE_KEY))[LAST_CREATE_KEY];
    return typeof kept === 'string' && WORKSPACE_ID.test(kept) ? kept : null;
  }

  /** A create was sent there: offered first next time. Written only when it changes (every change of `local` is read by the watchers). */
  async createSent(workspace: string | null): Promise<void> {
    if ((await this.lastCreate()) !== workspace) await this.deps.local.set({ [LAST_CREATE_KEY]: workspace });
  }

  /** The card's Retry in a workspace's section: that workspace's story of the customer is asked for afresh. */
  async forgetStory(workspaceId: string, customerId: string): Promise<void> {
    await (await this.on()).find((r) => r.saved.id === workspaceId)?.contexts.forget(customerId);
  }

  /** The options page's "Clear cache": every workspace's answers and stories go, not only the first's. */
  async clearCaches(): Promise<void> {
    await Promise.all((await this.on()).flatMap((r) => [r.cache.clear(), r.contextCache.clear()]));
  }

  /** The pointer rests on an address: every workspace's answer starts now, as the first's does (never a colleague's there). */
  warm(email: string): void {
    const warmIn = async (r: WorkspaceRuntime) => {
      if (!(await colleagueThere(r, email))) await r.engine.lookup(email, () => undefined);
    };
    void this.on().then((all) => all.forEach((r) => void warmIn(r).catch(() => undefined)));
  }
}

/**
 * One workspace's lookup, shown as its section shows it (its own workspace id for "Open in Plain"),
 * a found customer followed by their story in that workspace. States go out one at a time, in order.
 */
async function lookupIn(r: WorkspaceRuntime, email: string, emit: (state: LookupState) => void): Promise<void> {
  const shown = asShown(r.store);
  let delivered = Promise.resolve();
  const deliver = (then: () => void | Promise<void>) => {
    delivered = delivered.then(then);
  };
  const follower = followWithContext(r.contexts, deliver, emit);
  await r.engine.lookup(email, (state) =>
    deliver(async () => {
      if (state.kind === 'not-found') return emit(await shown(state));
      emit(state.kind === 'found' ? follower.shown(await shown(state)) : state);
    }),
  );
  await delivered;
  // As for the first workspace: the story's first answer is part of the job.
  await follower.settled();
  await delivered;
}

/**
 * Whether the address is on the workspace's own domains. Until its name and domains are first
 * read (a workspace just added), that one read is waited for: its colleague is never asked of it.
 */
async function colleagueThere(r: WorkspaceRuntime, email: string): Promise<boolean> {
  const known = async () => (await r.store.kept()) ?? ((await r.store.unknownYet()) ? r.store.workspace() : null);
  return colleagueInWith(known)(email).catch(() => false);
}

/** The agent's label, else the name Plain gives the workspace (kept, never waited for), else its API's host. */
async function nameOf(r: WorkspaceRuntime): Promise<string> {
  const kept = r.saved.label ? null : await r.store.kept().catch(() => null);
  return workspaceName({ ...r.saved, name: kept?.name });
}
