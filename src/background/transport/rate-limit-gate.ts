/**
 * When the service says a key's requests are spent, lookups with that key wait for the reset
 * instead of sending requests that can only fail. The wait belongs to the key and base URL it
 * came from: a change of either (`reset`) ends it at once, and the lookup engine's settings-change
 * signal (shared/wanted.ts) wakes every lookup waiting on it.
 */

/** Which key at which API a wait belongs to (kept in the background's memory only). */
export function gateId(settings: { baseUrl: string; apiKey: string }): string {
  return `${settings.baseUrl}\n${settings.apiKey}`;
}

export class RateLimitGate {
  private blocked: { id: string; until: number } | null = null;

  /** The reset this key and base URL wait for, or 0 when they may send now. */
  until(id: string, now = Date.now()): number {
    return this.blocked?.id === id && this.blocked.until > now ? this.blocked.until : 0;
  }

  block(id: string, until: number): void {
    if (this.blocked?.id === id) this.blocked.until = Math.max(this.blocked.until, until);
    else this.blocked = { id, until };
  }

  /**
   * `x-ratelimit-remaining: 0` on any answer: later lookups wait for `x-ratelimit-reset`. Any
   * other count means the service takes requests again, whatever our clock says.
   */
  noteHeaders(id: string, headers: Headers | undefined): void {
    const remaining = headers?.get('x-ratelimit-remaining');
    if (remaining !== '0') {
      if (remaining && this.blocked?.id === id) this.blocked = null;
      return;
    }
    const reset = Date.parse(headers!.get('x-ratelimit-reset') ?? '');
    if (Number.isFinite(reset)) this.block(id, reset);
  }

  /** The key or base URL changed: a wait for the old ones is over. */
  reset(): void {
    this.blocked = null;
  }
}
