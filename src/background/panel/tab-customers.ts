/**
 * Which customer each tab is about, for the side panel: the address of the card the
 * agent opened there last, or of the conversation the page opened since, whichever came last.
 * Kept in storage.session (a stopped worker keeps it; the browser's end clears it), with a copy in
 * memory so that the same address again writes nothing: a card opens on every hover.
 * One call at a time: a read begun before a note must not put back what the note replaced.
 */
import type { SessionArea } from '../lookup/cache';

const keyOf = (tabId: number) => `panelTab:${tabId}`;

export class TabCustomers {
  private readonly known = new Map<number, string | null>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly area: SessionArea) {}

  /** Returns whether the tab's customer changed (and so a panel following it must be told). */
  note(tabId: number, email: string | null): Promise<boolean> {
    return this.inTurn(async () => {
      const before = await this.read(tabId);
      // A page that closes its conversation keeps the customer the agent last had there.
      if (email === null || before?.toLowerCase() === email.toLowerCase()) return false;
      this.known.set(tabId, email);
      await this.area.set({ [keyOf(tabId)]: email });
      return true;
    });
  }

  of(tabId: number): Promise<string | null> {
    return this.inTurn(() => this.read(tabId));
  }

  forget(tabId: number): Promise<void> {
    return this.inTurn(async () => {
      this.known.delete(tabId);
      await this.area.remove(keyOf(tabId));
    });
  }

  private async read(tabId: number): Promise<string | null> {
    if (this.known.has(tabId)) return this.known.get(tabId) ?? null;
    const stored = (await this.area.get(keyOf(tabId)))[keyOf(tabId)];
    const email = typeof stored === 'string' ? stored : null;
    this.known.set(tabId, email);
    return email;
  }

  private inTurn<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
