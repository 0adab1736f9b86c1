/**
 * The customer's story beside the documented lookup: who they are in more detail, where they
 * belong, what is open with them, and the workspace's own customer cards. Plain data only, so it
 * crosses between the rooms by structured cloning; the background builds it from the API's
 * answers (checked, never trusted) and the card and popup render it through one component.
 *
 * Each section has its own state: a key may read customers but not threads, and one missing
 * permission must never hide what the key may read.
 */

/**
 * `permission` is taken from the API's own FORBIDDEN answer (null when it names none).
 * `rateLimitedUntil`: the section failed because the key's requests are spent until then (epoch
 * ms), said as such rather than as a failure with no reason. `reason`: why it failed, as the
 * lookup states say it (a story kept before reasons were does not have one).
 */
export type Section<T> =
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'forbidden'; permission: string | null }
  | { status: 'failed'; reason?: SectionFailure; rateLimitedUntil?: number };

/** Why a section's request failed: a lookup state's kind (see lookup-state.ts). */
export type SectionFailure =
  | 'server-error'
  | 'timeout'
  | 'unreachable'
  | 'bad-response'
  | 'unauthorized'
  | 'forbidden'
  | 'wrong-base-url'
  | 'rate-limited'
  | 'switched-off';

export interface TierInfo {
  name: string;
  /** A hex colour as Plain keeps it (`#FABADA`); the renderer checks it before using it. */
  color: string;
}

export interface CustomerDetails {
  emailVerified: boolean;
  externalId: string | null;
  /** ISO 8601. */
  createdAt: string;
  /** The assigned agent's full name. */
  assignedTo: string | null;
  /** ISO 8601 when the customer is marked as spam. */
  markedAsSpamAt: string | null;
}

export interface CompanyInfo {
  name: string;
  domainName: string;
  tier: TierInfo | null;
}

export interface TenantInfo {
  name: string;
  tier: TierInfo | null;
}

export interface GroupInfo {
  name: string;
  color: string;
}

export type OpenThreadStatus = 'TODO' | 'SNOOZED';

export interface OpenThread {
  id: string;
  ref: string;
  title: string;
  status: OpenThreadStatus;
  /** 0 urgent, 1 high, 2 normal, 3 low. */
  priority: 0 | 1 | 2 | 3;
  /** ISO 8601: the thread's `updatedAt`. */
  lastActivityAt: string;
  /** The assignee's name (a user or a machine user), null when unassigned. */
  assignee: string | null;
}

export interface OpenThreads {
  /** All open threads (TODO and SNOOZED), however many are listed. */
  total: number;
  /** Newest first, at most `MAX_FETCHED_THREADS`. */
  threads: OpenThread[];
}
export const MAX_OPEN_THREADS = 5;
/** Fetched and kept: the side panel lists them all, the card the newest `MAX_OPEN_THREADS`. */
export const MAX_FETCHED_THREADS = 25;

export type TextSize = 'S' | 'M' | 'L';
export type TextColor = 'NORMAL' | 'MUTED' | 'SUCCESS' | 'WARNING' | 'ERROR';
export type BadgeColor = 'GREY' | 'GREEN' | 'YELLOW' | 'RED' | 'BLUE';
export type SpaceSize = 'XS' | 'S' | 'M' | 'L' | 'XL';

/**
 * Plain's customer card component model (`CustomerCardComponent` and the unions inside rows and
 * containers), one member per component type. Text stays text: nothing here is ever parsed as
 * markup, and a link's URL is checked by the renderer (only `https:` becomes a link).
 */
export type CardComponent =
  | { type: 'text'; text: string; size: TextSize | null; color: TextColor | null }
  | { type: 'plainText'; text: string; size: TextSize | null; color: TextColor | null }
  | { type: 'spacer'; size: SpaceSize }
  | { type: 'divider'; spacing: SpaceSize | null }
  | { type: 'linkButton'; url: string; label: string }
  | { type: 'workflowButton'; label: string }
  | { type: 'row'; main: CardComponent[]; aside: CardComponent[] }
  | { type: 'container'; content: CardComponent[] }
  | { type: 'badge'; label: string; color: BadgeColor | null }
  | { type: 'copyButton'; value: string; tooltip: string | null }
  | { type: 'dateTime'; iso: string }
  | { type: 'user'; fullName: string | null };

export type CustomerCard =
  | { key: string; title: string; state: 'loaded'; components: CardComponent[] }
  /** Plain is still fetching it from the workspace's own API: the background asks again. */
  | { key: string; title: string; state: 'loading' }
  /** One line about what went wrong; the other cards still show. */
  | { key: string; title: string; state: 'error'; message: string };

/** A failure of the API as a whole, for the "as of" line of a last known answer. */
export type FailureKind = 'unreachable' | 'server-error' | 'timeout';

export interface CustomerContext {
  /** Epoch ms of the answers shown. */
  fetchedAt: number;
  who: Section<CustomerDetails>;
  /** `null` data: the customer belongs to no company. */
  company: Section<CompanyInfo | null>;
  tenants: Section<TenantInfo[]>;
  groups: Section<GroupInfo[]>;
  threads: Section<OpenThreads>;
  cards: Section<CustomerCard[]>;
  /** This is the last known context: the refresh failed. */
  stale?: { failure: FailureKind };
}

export const CONTEXT_SECTIONS = ['who', 'company', 'tenants', 'groups', 'threads', 'cards'] as const;
export type SectionName = (typeof CONTEXT_SECTIONS)[number];

/** Every section loading: what the card shows between the lookup's answer and the context's. */
export function loadingContext(now: number): CustomerContext {
  const loading = { status: 'loading' } as const;
  return { fetchedAt: now, who: loading, company: loading, tenants: loading, groups: loading, threads: loading, cards: loading };
}

/** Plain's thread page for "open in Plain" on a listed thread. */
export function threadUrl(workspaceId: string, threadId: string): string {
  return `https://app.plain.com/workspace/${encodeURIComponent(workspaceId)}/thread/${encodeURIComponent(threadId)}`;
}
