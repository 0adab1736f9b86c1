/**
 * Search answers kept per query and key for the cache time the agent chose (the lookups'), in
 * the background's memory: a search is asked again within a session, not across restarts of the
 * worker, and nothing of it needs to outlive one. At most MAX_KEPT, the oldest dropped first.
 */
export const MAX_KEPT = 100;

export class AnswerCache {
  private readonly kept = new Map<string, { at: number; answer: unknown }>();

  constructor(private readonly now: () => number) {}

  get(id: string, ttlMinutes: number): unknown {
    const entry = this.kept.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.at > ttlMinutes * 60_000) {
      this.kept.delete(id);
      return undefined;
    }
    return entry.answer;
  }

  set(id: string, answer: unknown): void {
    this.kept.delete(id);
    this.kept.set(id, { at: this.now(), answer });
    if (this.kept.size > MAX_KEPT) this.kept.delete(this.kept.keys().next().value!);
  }

  clear(): void {
    this.kept.clear();
  }
}
