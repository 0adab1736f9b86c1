/**
 * The card's side of the message contract (messages.ts lists every channel): its port `card`
 * to the background, both ways. Each side checks what it receives; nothing is trusted because it
 * type-checks at the sender.
 */
import type { LookupState } from '../lookup-state';
import { record, validEmail } from './checks';
import { isWorkspaceColour, MAX_WORKSPACES, WORKSPACE_ID } from '../settings/workspaces';

export type CardToBackground =
  | { type: 'resize'; height: number }
  | { type: 'close' }
  /** A form opened in the card (the first of any): it stays open while the agent types. */
  | { type: 'hold' }
  /** The card's last open form closed: it may go again as any card does. */
  | { type: 'release' }
  /**
   * The agent pressed Retry on a story that failed: this customer's story is asked for again, in
   * `workspace` (a section's) when given, else in the first workspace.
   */
  | { type: 'retry'; customerId: string; workspace?: string };
/** Another workspace's answer for the card's address (settings/workspaces.ts), in a section of its own. */
export interface WorkspaceSection {
  id: string;
  /** The agent's label, else the name Plain gives the workspace, else its API's host. */
  name: string;
  colour: string | null;
  state: LookupState;
}
/**
 * The first workspace's section beside the others: `here` names it (the agent's label, else the
 * name Plain gives it, '' while neither is known) and `hereColour` edges it (null: none).
 */
export interface Here {
  here: string;
  hereColour: string | null;
}
/**
 * `state`: the first workspace's answer, as the card has always shown it. With more workspaces
 * on, `here` and `hereColour` mark the first and `more` holds the others' sections, in the agent's order.
 */
export type CardShow = { type: 'show'; email: string; state: LookupState; more?: WorkspaceSection[] } & Partial<Here>;
export type BackgroundToCard = CardShow;

/** The card's frame is never taller than this: the story scrolls inside it. */
export const CARD_MAX_HEIGHT = 600;

export function parseCardMessage(raw: unknown): CardToBackground | null {
  const msg = record(raw);
  if (!msg) return null;
  if (msg.type === 'close' && Object.keys(msg).length === 1) return { type: 'close' };
  if ((msg.type === 'hold' || msg.type === 'release') && Object.keys(msg).length === 1) return { type: msg.type };
  if (msg.type === 'retry' && typeof msg.customerId === 'string' && /^[\w-]{1,100}$/.test(msg.customerId)) {
    const { customerId, workspace } = msg;
    if (Object.keys(msg).length === 2) return { type: 'retry', customerId };
    if (Object.keys(msg).length === 3 && typeof workspace === 'string' && WORKSPACE_ID.test(workspace)) {
      return { type: 'retry', customerId, workspace };
    }
  }
  if (msg.type === 'resize' && typeof msg.height === 'number' && Number.isFinite(msg.height)) {
    return { type: 'resize', height: Math.min(Math.max(Math.round(msg.height), 40), CARD_MAX_HEIGHT) };
  }
  return null;
}

/** What the card takes from the background on its port: a `show` with a valid address and a state that names its `kind`. */
export function parseBackgroundToCard(raw: unknown): BackgroundToCard | null {
  const msg = record(raw);
  if (msg?.type !== 'show') return null;
  const { email, state } = msg;
  if (!validEmail(email)) return null;
  if (!isState(state)) return null;
  const shown: CardShow = { type: 'show', email, state };
  if (msg.more === undefined) return shown;
  const sections = parseSections(msg);
  return sections ? { ...shown, ...sections } : null;
}

/**
 * `here`, `hereColour` and `more` as a card, the popup or the side panel takes them: every section
 * checked, or none taken; a colour not of WORKSPACE_COLOURS edges nothing.
 */
export function parseSections(msg: Record<string, unknown>): (Here & { more: WorkspaceSection[] }) | null {
  const more = Array.isArray(msg.more) && msg.more.length < MAX_WORKSPACES ? msg.more.map(parseSection) : [null];
  if (typeof msg.here !== 'string' || more.some((s) => s === null)) return null;
  const hereColour = isWorkspaceColour(msg.hereColour) ? msg.hereColour : null;
  return { here: msg.here.slice(0, 100), hereColour, more: more as WorkspaceSection[] };
}

const isState = (raw: unknown): raw is LookupState => typeof record(raw)?.kind === 'string';

function parseSection(raw: unknown): WorkspaceSection | null {
  const s = record(raw);
  if (!s || typeof s.id !== 'string' || !WORKSPACE_ID.test(s.id) || typeof s.name !== 'string' || !isState(s.state)) return null;
  return { id: s.id, name: s.name.slice(0, 100), colour: isWorkspaceColour(s.colour) ? s.colour : null, state: s.state };
}
