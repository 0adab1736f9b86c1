/** The popup's port: the agent's typed address, looked up, its states posted back as they come. */
import type { Runtime } from 'webextension-polyfill';
import { parseLookupRequest, type BackgroundToPopup, type CheckedLookup } from '../../shared/messages';
import { lookupAndRemember, type LookupContext } from '../lookup/lookup-and-remember';
import type { PortChannel } from './port-door';
import { lookupSections, type SectionsDeps } from '../workspaces/sections';

export function popupPort(lookup: LookupContext & SectionsDeps): PortChannel<CheckedLookup, 'popup'> {
  const closed = new WeakSet<Runtime.Port>();
  return {
    page: 'popup',
    parse: parseLookupRequest,
    opened: ({ port }) => port.onDisconnect.addListener(() => closed.add(port)),
    handlers: {
      lookup: (request, { port }) => {
        const post = (msg: BackgroundToPopup) => void (closed.has(port) || port.postMessage(msg));
        const { email } = request;
        void lookupAndRemember(lookup, email, (state) => post({ type: 'state', email, state }));
        void lookupSections(lookup, email, (here, more) => post({ type: 'sections', email, ...here, more }));
      },
    },
  };
}
