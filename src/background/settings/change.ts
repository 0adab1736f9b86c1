/**
 * The one way an answer that a change of key or base URL made stale is dropped: work takes
 * `signal` when it starts and, once the settings changed since, finds it aborted. The lookups
 * (whose rate-limit waits end with it, `pause`) and the customers' context both use it.
 */
export class SettingsChange {
  private controller = new AbortController();

  /** Aborted at the next change of key or base URL. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** The key or base URL changed: every signal handed out so far aborts. */
  changed(): void {
    this.controller.abort();
    this.controller = new AbortController();
  }
}

/** Sleeps `ms`; resolves false at once if `signal` aborts first (the settings changed). */
export function pause(sleep: (ms: number) => Promise<void>, ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
    void sleep(Math.max(ms, 0)).then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    });
  });
}
