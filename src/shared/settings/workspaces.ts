/**
 * The agent's workspaces. The first is the one of today's settings (`apiKey`, `baseUrl`): it
 * stays where it always was, so an install from before several workspaces reads as a list of
 * one and nothing moves. The others (`moreWorkspaces` in `storage.local`) are written only by the
 * background, at the options page's request: a page never reads a key back.
 */
import { storedApiKey } from './api-key';
import { checkBaseUrl } from './base-url';
import { record } from '../contract/checks';

/** The first workspace and up to four more. */
export const MAX_WORKSPACES = 5;
export const MORE_WORKSPACES_KEY = 'moreWorkspaces';

/** Colours a workspace may be shown in: few, distinct, and readable on the card's light and dark themes. */
export const WORKSPACE_COLOURS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#db2777', '#0891b2'] as const;

export interface MoreWorkspace {
  /** Made by the background when the workspace is added; names its cache entries and drafts. */
  id: string;
  apiKey: string | null;
  baseUrl: string;
  /** The agent's own name for it; without one, the name Plain gives the workspace. */
  label: string | null;
  colour: string | null;
  /** Switched off: kept, never asked. */
  on: boolean;
}

export const WORKSPACE_ID = /^w[a-z0-9]{4,20}$/;
export const MAX_LABEL_LENGTH = 40;

/** A label as the agent typed it: trimmed, at most MAX_LABEL_LENGTH characters; empty is none. */
export function cleanLabel(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const label = raw.trim().slice(0, MAX_LABEL_LENGTH);
  return label === '' ? null : label;
}

export function isWorkspaceColour(raw: unknown): raw is string {
  return typeof raw === 'string' && (WORKSPACE_COLOURS as readonly string[]).includes(raw);
}

/** The workspaces after the first, as stored; an entry of the wrong shape is left out, never trusted. */
export function readMoreWorkspaces(raw: Record<string, unknown>, allowLoopbackHttp: boolean): MoreWorkspace[] {
  const list = raw[MORE_WORKSPACES_KEY];
  if (!Array.isArray(list)) return [];
  const seen = new Set<string>();
  const out: MoreWorkspace[] = [];
  for (const item of list) {
    const w = record(item);
    if (!w || typeof w.id !== 'string' || !WORKSPACE_ID.test(w.id) || seen.has(w.id) || typeof w.baseUrl !== 'string') continue;
    const url = checkBaseUrl(w.baseUrl, allowLoopbackHttp);
    if (!url.ok) continue;
    seen.add(w.id);
    out.push({
      id: w.id,
      apiKey: storedApiKey(w.apiKey),
      baseUrl: url.url,
      label: cleanLabel(w.label),
      colour: isWorkspaceColour(w.colour) ? w.colour : null,
      on: w.on !== false,
    });
    if (out.length === MAX_WORKSPACES - 1) break;
  }
  return out;
}

/** A new workspace's id: random, so that a removed workspace's leftovers never match a new one. */
export function newWorkspaceId(random: () => number = Math.random): string {
  let id = 'w';
  while (id.length < 11) id += Math.floor(random() * 36).toString(36);
  return id;
}

/** What a workspace is called wherever it is shown: the agent's label, else the name Plain gives it, else its API's host. */
export function workspaceName(w: { label: string | null; name: string | null | undefined; baseUrl: string }): string {
  return w.label ?? w.name ?? new URL(w.baseUrl).host;
}
