/**
 * When to warm a lookup: once the pointer has rested on one address for WARM_MS. A rest is both:
 * the same address since the first animation-frame read that found it (any other read starts
 * over), and no pointer movement for WARM_MS. The second matters on a busy page: when frames come
 * late, a pointer sweeping over a list can sit on one address for several frame reads while it
 * is in fact still moving. So a pointer brushing across a list asks for nothing, and one that
 * stays has its answer fetched in the 70 ms before the card opens at hover intent (120 ms), the
 * way instant.page prefetches a link after 65 ms of hover. The background shares and caches the
 * request, so the lookup at intent finds it in flight or done.
 */
export const WARM_MS = 50;

export class WarmUp {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastMove = -Infinity;

  constructor(
    private readonly warm: (email: string) => void,
    private readonly delayMs = WARM_MS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** A pointer event arrived (before frame throttling): the pointer is moving. */
  moved(): void {
    this.lastMove = this.now();
  }

  /** The pointer is now on `email`; null when it is on no address, or on the one already shown. */
  rest(email: string | null): void {
    clearTimeout(this.timer);
    this.timer = email === null ? undefined : setTimeout(() => this.check(email), this.delayMs);
  }

  private check(email: string): void {
    const still = this.now() - this.lastMove;
    if (still >= this.delayMs) this.warm(email);
    else this.timer = setTimeout(() => this.check(email), this.delayMs - still);
  }
}
