/**
 * One flight per key however many ask: each caller hears what the flight says, and a caller who
 * joins late hears its last word first. A flight is registered before its first await, so every
 * concurrent caller finds it and joins. Used by the lookups (lookup/engine.ts) and the
 * customers' context (context/context-engine.ts).
 */
export type Listener<T> = (value: T) => void;

export interface Flight<T> {
  /** Tells every caller, and keeps it for those who join later. */
  say(value: T): void;
  /** The first answer went out: `answered` settles. */
  answer(): void;
  /** Still the flight for its key (not forgotten since): its answers are still the key's. */
  live(): boolean;
  /** Settles at `answer()`, or when the flight ends without one. */
  readonly answered: Promise<void>;
  /** Settles when the flight has ended and was taken down (never rejects). */
  readonly ended: Promise<void>;
}

interface Entry<T> extends Flight<T> {
  listeners: Set<Listener<T>>;
  last: { value: T } | null;
}

export class SharedFlights<T> {
  private readonly flights = new Map<string, Entry<T>>();

  /** The flight for `key`, joined by `listener`; null when none is in the air. */
  join(key: string, listener: Listener<T>): Flight<T> | null {
    const flight = this.flights.get(key);
    if (!flight) return null;
    if (flight.last) listener(flight.last.value);
    flight.listeners.add(listener);
    return flight;
  }

  /**
   * Starts the flight for `key` with `listener` as its first caller. `run` is the job; what it
   * returns (settled once the flight was taken down) comes back beside the flight.
   */
  start(key: string, listener: Listener<T>, run: (flight: Flight<T>) => Promise<void>): { flight: Flight<T>; ran: Promise<void> } {
    let answer: () => void = () => undefined;
    let end: () => void = () => undefined;
    const flight: Entry<T> = {
      listeners: new Set([listener]),
      last: null,
      say: (value) => {
        flight.last = { value };
        for (const l of flight.listeners) l(value);
      },
      answer: () => answer(),
      live: () => this.flights.get(key) === flight,
      answered: new Promise<void>((r) => (answer = r)),
      ended: new Promise<void>((r) => (end = r)),
    };
    this.flights.set(key, flight);
    const ran = run(flight).finally(() => {
      // Only its own place: a newer flight for the key (after forget) stays joinable.
      if (this.flights.get(key) === flight) this.flights.delete(key);
      answer();
      end();
    });
    return { flight, ran };
  }

  /** Its answers are wanted no more: its callers hear nothing further, a later ask starts afresh. */
  forget(key: string): void {
    this.flights.get(key)?.listeners.clear();
    this.flights.delete(key);
  }

  /** Settles when no flight is left. */
  async idle(): Promise<void> {
    while (this.flights.size) await Promise.all([...this.flights.values()].map((f) => f.ended));
  }
}
