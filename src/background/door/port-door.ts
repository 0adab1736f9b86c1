/**
 * The ports' door: each port's sender is checked (sender.ts) for the one page its channel
 * serves, or the port is cut before anything is listened to; then each message it sends is
 * checked and handled by its channel's table.
 */
import type { Runtime } from 'webextension-polyfill';
import { dispatch, type PortTable } from './handler-table';
import type { ExtensionPage, PageRoom, SenderCheck } from './sender';

/** Where a port's message came from: the port, and the page that opened it. */
export type PortAt<P extends ExtensionPage> = { port: Runtime.Port; from: PageRoom<P> };

export interface PortChannel<M extends { type: string }, P extends ExtensionPage> {
  /** The one page that may open this port. */
  page: P;
  parse(raw: unknown): M | null;
  /** A checked port, before its first message: what its channel keeps of it. */
  opened?(at: PortAt<P>): void;
  handlers: PortTable<M, PortAt<P>>;
}

export type PortDoor = (port: Runtime.Port) => void;

export function portDoor<M extends { type: string }, P extends ExtensionPage>(senders: SenderCheck, channel: PortChannel<M, P>): PortDoor {
  return (port) => {
    const from = senders.roomOf(port.sender);
    if (from?.room !== 'page' || from.page !== channel.page) return port.disconnect();
    const at: PortAt<P> = { port, from: from as PageRoom<P> };
    channel.opened?.(at);
    port.onMessage.addListener((raw: unknown) => {
      const msg = channel.parse(raw);
      if (msg) dispatch(channel.handlers, msg, at);
    });
  };
}

/** `runtime.onConnect`: each port to the door of its name; a port of no known name is cut. */
export function portsByName(doors: Record<string, PortDoor>): PortDoor {
  return (port) => (Object.hasOwn(doors, port.name) ? doors[port.name]!(port) : port.disconnect());
}
