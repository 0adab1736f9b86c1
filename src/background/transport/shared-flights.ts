/**
 * One flight per key however many ask (a job of single-flight.ts that speaks as it goes): each
 * caller hears what the flight says, and a caller who joins late hears its last word first. A
 * flight is registered before its first await, so every concurrent caller finds it and joins.
 * Used by the lookups (lookup/engine.ts) and the customers' stories (story/story-engine.ts).
 */
import { Wanted } from '../../shared/wanted';
import { SingleFlight } from './single-flight';

export type Listener<T> = (value: T) => void;

export interface Flight<T> {
  /** Tells every caller, and keeps it for those who join later. */
  say(value: T): void;
  /** The first answer went out: `answered` settles. */
  answer(): void;
  /** Aborted once the flight is forgotten: its answers are no longer its key's (shared/wanted.ts). */
  readonly wanted: AbortSignal;
  /** Settles at `answer()`, or when the flight ends without one. */
  readonly answered: Promise<void>;
  /** Settles when the flight has ended and was taken down (never rejects). */
  readonly ended: Promise<void>;
}

interface Entry<T> extends Flight<T> {
  listeners: Set<Listener<T>>;
  last: { value: T } | null;
  forgotten: Wanted;
}

export class SharedFlights<T> {
  private readonly flights = new SingleFlight<void, Entry<T>>();

  /** The flight for `key`, joined by `listener`; null when none is in the air. */
  join(key: string, listener: Listener<T>): Flight<T> | null {
    const flight = this.flights.current(key)?.flight;
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
    const forgotten = new Wanted();
    const flight: Entry<T> = {
      listeners: new Set([listener]),
      last: null,
      forgotten,
      say: (value) => {
        flight.last = { value };
        for (const l of flight.listeners) l(value);
      },
      answer: () => answer(),
      wanted: forgotten.signal,
      answered: new Promise<void>((r) => (answer = r)),
      ended: new Promise<void>((r) => (end = r)),
    };
    const ran = this.flights.start(key, flight, run).over.finally(() => {
      answer();
      end();
    });
    return { flight, ran };
  }

  /** Its answers are wanted no more: its callers hear nothing further, a later ask starts afresh. */
  forget(key: string): void {
    const flight = this.flights.current(key)?.flight;
    flight?.listeners.clear();
    flight?.forgotten.drop();
    this.flights.forget(key);
  }

  /** Settles when no flight is left. */
  idle(): Promise<void> {
    return this.flights.idle();
  }
}
