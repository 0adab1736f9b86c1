/**
 * The side panel's side of the message contract (messages.ts lists every channel), each message
 * with its validator.
 *
 * - panel ⇄ background (port `panel`): the panel says which tab it `follow`s (the tab in front of
 *   its window); the background answers `tab-customer`, then that tab's customer's states as they
 *   come, and again whenever the tab's customer changes. The panel's search box may `choose` a
 *   customer: they become the customer of the tab it follows, as an opened card makes them.
 */
import type { LookupState } from '../lookup-state';
import { record, validEmail } from './checks';
import { parseSections, type Here, type WorkspaceSection } from './card';

export const PORT_PANEL = 'panel';

export type PanelToBackground = { type: 'follow'; tabId: number } | { type: 'choose'; tabId: number; email: string };
/**
 * `email` null: the tab has no customer yet (no card opened, no conversation open). `here`,
 * `hereColour` and `more`: the first's name and colour and the other workspaces' sections, as a
 * card gets them (card.ts), when more are on.
 */
export type BackgroundToPanel = {
  type: 'tab-customer';
  tabId: number;
  email: string | null;
  state?: LookupState;
  more?: WorkspaceSection[];
} & Partial<Here>;

/** Exactly `{ type: 'follow', tabId }` or `{ type: 'choose', tabId, email }`, the id a tab's (a whole number, not negative). */
export function parsePanelMessage(raw: unknown): PanelToBackground | null {
  const msg = record(raw);
  if (!msg || !Number.isSafeInteger(msg.tabId) || (msg.tabId as number) < 0) return null;
  const tabId = msg.tabId as number;
  if (msg.type === 'follow' && Object.keys(msg).length === 2) return { type: 'follow', tabId };
  if (msg.type === 'choose' && Object.keys(msg).length === 3 && validEmail(msg.email)) return { type: 'choose', tabId, email: msg.email };
  return null;
}

/** What the panel takes from its port: the shape, not the state's details (the background's own). */
export function parseBackgroundToPanel(raw: unknown): BackgroundToPanel | null {
  const msg = record(raw);
  if (msg?.type !== 'tab-customer' || !Number.isSafeInteger(msg.tabId)) return null;
  if (msg.email !== null && !validEmail(msg.email)) return null;
  const tabId = msg.tabId as number;
  if (msg.email === null) return { type: 'tab-customer', tabId, email: null };
  const state = record(msg.state);
  const sections = msg.more === undefined ? null : parseSections(msg);
  const shown: BackgroundToPanel = { type: 'tab-customer', tabId, email: msg.email, ...sections };
  if (!state || typeof state.kind !== 'string') return shown;
  return { ...shown, state: state as unknown as LookupState };
}
