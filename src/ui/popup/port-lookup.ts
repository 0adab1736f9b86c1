/**
 * The popup's look-up of one address, its answers streamed over a port (a rate-limit retry comes
 * later). A new look-up drops the last one's port: an answer still on its way for the previous
 * customer must not arrive under the new one. `again` looks the last address up once more (a
 * write changed what it should show).
 */
import { useEffect, useRef } from 'react';
import browser, { type Runtime } from 'webextension-polyfill';
import type { Here, WorkspaceSection } from '../../shared/contract/card';
import { record } from '../../shared/contract/checks';
import type { LookupState } from '../../shared/lookup-state';
import { parseSections, PORT_POPUP, type BackgroundToPopup } from '../../shared/messages';

/** The first workspace's name and colour and the other workspaces' sections for the address, when more workspaces are on. */
export type Sections = Here & { more: WorkspaceSection[] };

export function usePortLookup(
  onState: (email: string, state: LookupState) => void,
  again = 0,
  onSections: (email: string, sections: Sections) => void = () => undefined,
): (email: string) => void {
  const port = useRef<Runtime.Port | null>(null);
  const looked = useRef('');
  useEffect(() => () => port.current?.disconnect(), []);

  const lookUp = (value: string) => {
    port.current?.disconnect();
    looked.current = value;
    const p = browser.runtime.connect({ name: PORT_POPUP });
    p.onMessage.addListener((msg: unknown) => {
      const m = msg as BackgroundToPopup;
      if (m?.type === 'state' && m.email === value) onState(value, m.state);
      // Checked as a card checks its own (contract/card.ts): a colour not of the list edges nothing.
      const sections = m?.type === 'sections' && m.email === value ? parseSections(record(msg)!) : null;
      if (sections) onSections(value, sections);
    });
    p.postMessage({ type: 'lookup', email: value });
    port.current = p;
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void (again && looked.current && lookUp(looked.current)), [again]);
  return lookUp;
}
