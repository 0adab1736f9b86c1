/**
 * The last connection check for the saved settings, kept in `storage.session` so a restarted
 * worker still knows the workspace (for "Open in Plain") without asking the API again.
 */
import type { ConnectionResult, Workspace } from '../shared/connection';
import type { SessionArea } from './lookup-cache';

const KEY = 'connection';

export class ConnectionStore {
  private memory: ConnectionResult | null | undefined;

  constructor(private readonly area: SessionArea) {}

  async save(result: ConnectionResult): Promise<void> {
    this.memory = result;
    await this.area.set({ [KEY]: result });
  }

  async current(): Promise<ConnectionResult | null> {
    if (this.memory === undefined) {
      const stored = (await this.area.get(KEY))[KEY] as ConnectionResult | undefined;
      this.memory = stored?.kind === 'connected' || stored?.kind === 'failed' ? stored : null;
    }
    return this.memory;
  }

  async workspace(): Promise<Workspace | null> {
    const result = await this.current();
    return result?.kind === 'connected' ? result.workspace : null;
  }

  async clear(): Promise<void> {
    this.memory = null;
    await this.area.remove(KEY);
  }
}
