/**
 * When to warm a lookup: once the pointer has rested on one address for WARM_MS. The rest is
 * measured from the first animation-frame read that found the address; any other read (another
 * address, none) starts over. So a pointer brushing across a list asks for nothing, and one that
 * stays has its answer fetched in the 70 ms before the card opens at hover intent (120 ms), the
 * way instant.page prefetches a link after 65 ms of hover. The background shares and caches the
 * request, so the lookup at intent finds it in flight or done.
 */
export const WARM_MS = 50;

export class WarmUp {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly warm: (email: string) => void,
    private readonly delayMs = WARM_MS,
  ) {}

  /** The pointer is now on `email`; null when it is on no address, or on the one already shown. */
  rest(email: string | null): void {
    clearTimeout(this.timer);
    this.timer = email === null ? undefined : setTimeout(() => this.warm(email), this.delayMs);
  }
}
