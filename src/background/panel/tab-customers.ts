/**
 * Which customer each tab is about, for the side panel: the address of the card the agent
 * opened there last, or of the conversation the page opened since, whichever came last. Beside
 * it, the page the tab showed when it was noted (its URL), so that a conversation found open later
 * can be told apart: opened since (the page moved on) or there already (the same page).
 * Kept in storage.session (a stopped worker keeps it; the browser's end clears it), with a copy in
 * memory so that the same address again writes nothing: a card opens on every hover.
 * One call at a time: a read begun before a note must not put back what the note replaced.
 */
import type { SessionArea } from '../lookup/cache';

const keyOf = (tabId: number) => `panelTab:${tabId}`;
const pageKeyOf = (tabId: number) => `panelTabPage:${tabId}`;

type Noted = { email: string; page: string | null };

export class TabCustomers {
  private readonly known = new Map<number, Noted | null>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly area: SessionArea) {}

  /**
   * Returns whether the tab's customer changed (and so a panel following it must be told).
   * `page`: what the tab shows now, where known; the same customer on a new page keeps the new page.
   */
  note(tabId: number, email: string | null, page: string | null = null): Promise<boolean> {
    return this.inTurn(async () => {
      const before = await this.read(tabId);
      // A page that closes its conversation keeps the customer the agent last had there.
      if (email === null) return false;
      const same = before?.email.toLowerCase() === email.toLowerCase();
      if (same && (page === null || page === before.page)) return false;
      const noted = { email: same ? before.email : email, page: page ?? (same ? before.page : null) };
      this.known.set(tabId, noted);
      await this.area.set({ [keyOf(tabId)]: noted.email, ...(noted.page === null ? {} : { [pageKeyOf(tabId)]: noted.page }) });
      if (noted.page === null && before?.page) await this.area.remove(pageKeyOf(tabId));
      return !same;
    });
  }

  of(tabId: number): Promise<string | null> {
    return this.inTurn(async () => (await this.read(tabId))?.email ?? null);
  }

  /** The page the tab showed when its customer was noted, where it was known. */
  pageOf(tabId: number): Promise<string | null> {
    return this.inTurn(async () => (await this.read(tabId))?.page ?? null);
  }

  forget(tabId: number): Promise<void> {
    return this.inTurn(async () => {
      this.known.delete(tabId);
      await this.area.remove([keyOf(tabId), pageKeyOf(tabId)]);
    });
  }

  private async read(tabId: number): Promise<Noted | null> {
    if (this.known.has(tabId)) return this.known.get(tabId) ?? null;
    const stored = await this.area.get([keyOf(tabId), pageKeyOf(tabId)]);
    const email = stored[keyOf(tabId)];
    const page = stored[pageKeyOf(tabId)];
    const noted = typeof email === 'string' ? { email, page: typeof page === 'string' ? page : null } : null;
    this.known.set(tabId, noted);
    return noted;
  }

  private inTurn<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job, job);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
