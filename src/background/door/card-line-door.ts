/**
 * The worker's `message` event: only the card page may hand the worker its direct line
 * (card/line.ts); anything else that comes this way has the channel ends it brought closed.
 */
import type { SenderCheck } from './sender';

export function cardLineDoor(senders: SenderCheck, accept: (event: MessageEvent) => void): (event: MessageEvent) => void {
  return (event) => {
    if (senders.isCardLine(event)) accept(event);
    else for (const port of event.ports) port.close();
  };
}
