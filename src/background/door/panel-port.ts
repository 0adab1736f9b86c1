/** The side panel's port: which tab it follows; the hub (panel/panel-hub.ts) answers. */
import { parsePanelMessage, type PanelToBackground } from '../../shared/contract/panel';
import type { PanelHub } from '../panel/panel-hub';
import type { PortChannel } from './port-door';

export function panelPort(panels: Pick<PanelHub, 'connect' | 'follow' | 'chose'>): PortChannel<PanelToBackground, 'panel'> {
  return {
    page: 'panel',
    parse: parsePanelMessage,
    opened: ({ port }) => panels.connect(port),
    handlers: {
      follow: (msg, { port }) => panels.follow(port, msg.tabId),
      choose: (msg, { port }) => panels.chose(port, msg.tabId, msg.email),
    },
  };
}
