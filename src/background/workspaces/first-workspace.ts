/**
 * The first workspace's label, colour and switch (settings/first-workspace.ts): read with every
 * field checked, written only here at the options page's request; how the first is named and
 * edged beside the others (`here`, `hereColour`: the card, the popup, the side panel, search), and
 * the settings its engines see while it is switched off (`settingsInForce`).
 */
import type { Here } from '../../shared/contract/card';
import type { ApiSettings } from '../../shared/settings/settings';
import { FIRST_WORKSPACE_KEY, readFirstWorkspace, type FirstWorkspaceSettings } from '../../shared/settings/first-workspace';
import type { WorkspaceStore } from '../workspace/store';
import type { LocalArea } from './saved-workspaces';

export class FirstWorkspace {
  /**
   * Read once per worker and kept: every hover with more workspaces names the first, and only
   * `save` here writes it, so what is kept is what is stored.
   */
  private kept: Promise<FirstWorkspaceSettings> | null = null;

  constructor(private readonly local: Pick<LocalArea, 'get' | 'set'>) {}

  look(): Promise<FirstWorkspaceSettings> {
    if (!this.kept) {
      const read = this.local.get(FIRST_WORKSPACE_KEY).then(readFirstWorkspace);
      // A failed read is not kept: the next one asks again.
      read.catch(() => this.kept === read && (this.kept = null));
      this.kept = read;
    }
    return this.kept;
  }

  /** All at once, as the options page's form has them: the label cleaned, a colour already checked by the contract. */
  async save(look: FirstWorkspaceSettings): Promise<FirstWorkspaceSettings> {
    this.kept = null;
    await this.local.set({ [FIRST_WORKSPACE_KEY]: { label: look.label, colour: look.colour, on: look.on } });
    this.kept = null;
    return this.look();
  }
}

/**
 * The first workspace's settings as its own engines use them (lookups, stories, search, writes,
 * Log): switched off, it has no key there, and says so (`off`). The options page, the workspace's
 * name and the colleague domains read the settings as stored.
 */
export function settingsInForce(stored: () => Promise<ApiSettings>, first: Pick<FirstWorkspace, 'look'>): () => Promise<ApiSettings> {
  return async () => {
    const [settings, look] = await Promise.all([stored(), first.look().catch(() => null)]);
    return look?.on === false ? { ...settings, apiKey: null, off: true } : settings;
  };
}

export interface HereDeps {
  /** The first workspace's name and id, as kept (never asked for here). */
  workspace: Pick<WorkspaceStore, 'kept'>;
  first: Pick<FirstWorkspace, 'look'>;
}

/**
 * The first's section beside the others: the agent's label wins over the name Plain gives it ('':
 * neither known, the page says "Your first workspace"); a read that fails names and edges nothing.
 */
export async function hereOf(deps: HereDeps): Promise<Here> {
  const [look, kept] = await Promise.all([deps.first.look().catch(() => null), deps.workspace.kept().catch(() => null)]);
  return { here: look?.label ?? kept?.name ?? '', hereColour: look?.colour ?? null };
}
