/**
 * One job per key at a time: whoever asks for a key while its job runs joins that job rather than
 * start another. The one helper for it: the lookups' and stories' flights (shared-flights.ts),
 * the agent's writes (one per draft, writes/write-engine.ts) and the workspace read (one per key
 * and base URL, workspace/store.ts).
 */
export interface InFlight<R, F> {
  /** What the job's callers share (a flight's listeners); nothing for a plain job. */
  flight: F;
  /** Settles as the job does, once it has left: an ask after that starts afresh. */
  over: Promise<R>;
}

export class SingleFlight<R, F = undefined> {
  private readonly jobs = new Map<string, InFlight<R, F>>();

  /** The job in the air for `key`, or undefined. */
  current(key: string): InFlight<R, F> | undefined {
    return this.jobs.get(key);
  }

  /**
   * Starts `job` for `key` (none in the air: `current` said so). `flight` is registered before the
   * job starts, so an ask made while it runs, from its first step on, finds it and joins.
   */
  start(key: string, flight: F, job: (flight: F) => Promise<R>): InFlight<R, F> {
    const entry: InFlight<R, F> = { flight, over: Promise.resolve() as Promise<R> };
    this.jobs.set(key, entry);
    entry.over = job(flight).finally(() => {
      // Only its own place: a newer job for the key (after `forget`) stays joinable.
      if (this.jobs.get(key) === entry) this.jobs.delete(key);
    });
    return entry;
  }

  /** The job in the air for `key`, joined, or `job` started for it: one answer for all who ask meanwhile. */
  run(key: string, job: () => Promise<R>): Promise<R> {
    return (this.current(key) ?? this.start(key, undefined as F, job)).over;
  }

  /** The job runs on for those who joined it, but a later ask starts afresh. */
  forget(key: string): void {
    this.jobs.delete(key);
  }

  /** Settles when no job is left in the air. */
  async idle(): Promise<void> {
    while (this.jobs.size) await Promise.all([...this.jobs.values()].map((j) => j.over.catch(() => undefined)));
  }
}
