/**
 * The popup's look-up of one address, its answers streamed over a port (a rate-limit retry comes
 * later). A new look-up drops the last one's port: an answer still on its way for the previous
 * customer must not arrive under the new one. `again` looks the last address up once more (a
 * write changed what it should show).
 */
import { useEffect, useRef } from 'react';
import browser, { type Runtime } from 'webextension-polyfill';
import type { WorkspaceSection } from '../../shared/contract/card';
import type { LookupState } from '../../shared/lookup-state';
import { PORT_POPUP, type BackgroundToPopup } from '../../shared/messages';

/** The other workspaces' sections for the address, when more workspaces are on. */
export type Sections = { here: string; more: WorkspaceSection[] };

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
      if (m?.type === 'sections' && m.email === value && Array.isArray(m.more)) onSections(value, { here: String(m.here), more: m.more });
    });
    p.postMessage({ type: 'lookup', email: value });
    port.current = p;
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void (again && looked.current && lookUp(looked.current)), [again]);
  return lookUp;
}
