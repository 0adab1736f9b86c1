/**
 * When to warm a lookup: once the pointer has rested on one address for WARM_MS, counted from the
 * frame read that found it there after its last move. Any pointer move stops the count and the
 * next read starts it again, so a pointer brushing across a list asks for nothing, even on a busy
 * page whose frames come late: there a rest counted from the moves alone warmed an address the
 * pointer had already left, its move away still waiting for a frame to be read. One that stays
 * has its answer fetched in the 70 ms before the card opens at hover intent (120 ms), the way
 * instant.page prefetches a link after 65 ms of hover. The background shares and caches the
 * request, so the lookup at intent finds it in flight or done.
 */
export const WARM_MS = 50;

export class WarmUp {
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The address the pointer rests on, until it is warmed. */
  #email: string | null = null;

  readonly #warm: (email: string) => void;

  constructor(warm: (email: string) => void) {
    this.#warm = warm;
  }

  /** A pointer event arrived (before frame throttling): the pointer is moving, no rest counts. */
  moved(): void {
    clearTimeout(this.#timer);
  }

  /** A frame read found the pointer still on the same address: its rest counts again from now. */
  resume(): void {
    this.rest(this.#email);
  }

  /** A frame read found the pointer on `email`; null when on no address, or on the one already shown. */
  rest(email: string | null): void {
    clearTimeout(this.#timer);
    this.#email = email;
    if (email !== null) this.#timer = setTimeout(() => ((this.#email = null), this.#warm(email)), WARM_MS);
  }
}
