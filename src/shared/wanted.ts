/**
 * The one way to say "this answer is still wanted". Work takes the signal of what is wanted when
 * it starts, and drops its answer once that signal has aborted: because something newer is wanted
 * now (`anew`: a new key or base URL, a newer address in the card's tab, a newer answer for a side
 * panel), or nothing is (`drop`: a forgotten flight, a closed panel). An AbortSignal, so the same
 * token also ends a wait or a request (`signal.addEventListener('abort', …)`).
 */
export class Wanted {
  private controller = new AbortController();

  /** What is wanted now: aborts at the next `anew()` or `drop()`. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Something newer is wanted: every signal handed out so far aborts. Returns the new one. */
  anew(): AbortSignal {
    this.controller.abort();
    this.controller = new AbortController();
    return this.controller.signal;
  }

  /** Nothing handed out so far is wanted any more; the next `anew()` wants again. */
  drop(): void {
    this.controller.abort();
  }
}
