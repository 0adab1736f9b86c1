/**
 * Whether a send has been on its way long enough to show it. An answer within a tenth of a second
 * feels immediate, and the usual one changes the form once, Confirm to "Logged": a "Logging…"
 * drawn at the click is gone 30 ms later, and having drawn, the card's frame with the answer
 * waits for the display's next tick (docs/performance.md, part J). Meanwhile `aria-busy` says it
 * at once to assistive technology, and a second click does nothing.
 */
import { useEffect, useState } from 'react';

const SHOW_BUSY_AFTER_MS = 100;

export function useShownBusy(sending: boolean): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    setLong(false);
    if (!sending) return undefined;
    const timer = setTimeout(() => setLong(true), SHOW_BUSY_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sending]);
  return sending && long;
}
