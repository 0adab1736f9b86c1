/** A counting semaphore: `acquire` resolves with a release function once a slot is free. */
export class Semaphore {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly slots: number) {}

  /** `ahead`: before everyone already waiting (what the agent asked for, before background work). */
  async acquire({ ahead = false } = {}): Promise<() => void> {
    if (this.active >= this.slots) {
      await new Promise<void>((resolve) => (ahead ? this.waiting.unshift(resolve) : this.waiting.push(resolve)));
    } else {
      this.active += 1;
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next)
        next(); // hand the slot straight over
      else this.active -= 1;
    };
  }
}
