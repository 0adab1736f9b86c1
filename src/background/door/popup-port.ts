/** The popup's port: the agent's typed address, looked up, its states posted back as they come. */
import type { Runtime } from 'webextension-polyfill';
import { parseLookupRequest, type BackgroundToPopup, type CheckedLookup } from '../../shared/messages';
import { lookupAndRemember, type LookupContext } from '../lookup/lookup-and-remember';
import type { PortChannel } from './port-door';

export function popupPort(lookup: LookupContext): PortChannel<CheckedLookup, 'popup'> {
  const closed = new WeakSet<Runtime.Port>();
  return {
    page: 'popup',
    parse: parseLookupRequest,
    opened: ({ port }) => port.onDisconnect.addListener(() => closed.add(port)),
    handlers: {
      lookup: (request, { port }) =>
        void lookupAndRemember(lookup, request.email, (state) => {
          if (!closed.has(port)) port.postMessage({ type: 'state', email: request.email, state } satisfies BackgroundToPopup);
        }),
    },
  };
}
