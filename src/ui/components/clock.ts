/**
 * One clock for every time a view shows ("Updated 6 seconds ago", "Created 6 seconds ago"): the
 * moment its state was drawn, given by the view (CustomerView) to each time in it. Without it,
 * each part read the time when it was drawn, and a part kept from an earlier drawing (a story
 * section unchanged, ContextView's memo) told a different "now" beside a fresh one.
 */
import { createContext, useContext } from 'react';

export const Clock = createContext<number | null>(null);

/** The view's moment, or now where no view gives one. */
export function useNow(): number {
  return useContext(Clock) ?? Date.now();
}
