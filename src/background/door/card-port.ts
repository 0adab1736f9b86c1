/**
 * The card's port: kept per tab (card/channel.ts), which pushes what the card shows; the card asks
 * the content script, through here, to resize, close, hold or release its frame, and may ask for its story
 * again.
 */
import { parseCardMessage, type CardToBackground } from '../../shared/messages';
import type { CardChannel } from '../card/channel';
import type { PortChannel } from './port-door';

/**
 * `forgetStory`: drops what is kept of a customer's story, so that a Retry asks the API again;
 * `workspace` names the section's workspace (none: the first's).
 */
export function cardPort(
  cards: CardChannel,
  forgetStory: (customerId: string, workspace?: string) => Promise<void>,
): PortChannel<CardToBackground, 'card'> {
  return {
    page: 'card',
    parse: parseCardMessage,
    opened: ({ port, from }) => cards.accept(port, from.tabId),
    handlers: {
      resize: (msg, { from }) => cards.tellContent(from.tabId, { type: 'card-resize', height: msg.height }),
      close: (_msg, { from }) => cards.tellContent(from.tabId, { type: 'card-close' }),
      hold: (_msg, { from }) => cards.tellContent(from.tabId, { type: 'card-hold' }),
      release: (_msg, { from }) => cards.tellContent(from.tabId, { type: 'card-release' }),
      // The content script asks for the card's address again, the usual way, once the story is
      // forgotten (a read; the card cannot name another tab's customer to anyone).
      retry: (msg, { from }) =>
        void forgetStory(msg.customerId, msg.workspace)
          .catch(() => undefined)
          .then(() => cards.tellContent(from.tabId, { type: 'ask-again' })),
    },
  };
}
