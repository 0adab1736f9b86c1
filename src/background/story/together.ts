/**
 * With nothing known, an operation slower than the others does not hold up their sections: what
 * has come shows once TOGETHER_MS passed without the rest. Answers that come together show
 * together (one drawing of the card, not three in a row).
 */
import type { Reply } from './reply';
import type { Replies } from './send';

/**
 * How long answers that came are held for the others: answers this close show together (one
 * drawing of the card; less than an agent tells apart), a slower operation does not hold up the
 * rest for longer.
 */
export const TOGETHER_MS = 100;

export interface PartsTogether {
  /** For `sendAll`: each reply as it comes. */
  onReply(name: keyof Replies, reply: Reply): void;
  /** All are in: nothing held is shown any more. */
  stop(): void;
}

/** `show`: the replies come so far, while some are still missing. */
export function partsTogether(show: (come: Partial<Replies>) => void): PartsTogether {
  const come: Partial<Replies> = {};
  let partial: ReturnType<typeof setTimeout> | undefined;
  return {
    onReply(name, reply) {
      come[name] = reply;
      if (partial) return;
      partial = setTimeout(() => {
        partial = undefined;
        if (Object.keys(come).length < 3) show(come);
      }, TOGETHER_MS);
    },
    stop: () => clearTimeout(partial),
  };
}
