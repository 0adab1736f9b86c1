/**
 * Where settings live. Secrets (key, base URL) sit in `storage.local`, which the background
 * locks to trusted contexts; the one display preference a content script needs (the underline)
 * sits in `storage.sync`, because a content script cannot read `storage.local` at all.
 */
import { storedApiKey } from './api-key';
import { checkBaseUrl } from './base-url';
import { LOCAL_BUILD } from './build-flags';
import { domainList } from './colleagues';
import { readPolicyWorkspaces, type ManagedWorkspace } from './policy-workspaces';
import { isValidMatchPattern } from './support-sites';

export const DEFAULT_BASE_URL = 'https://core-api.uk.plain.com';
export const DEFAULT_CACHE_TTL_MINUTES = 5;
/** A day: the options page saves nothing longer. */
export const MAX_CACHE_TTL_MINUTES = 1440;

/** The cache time the agent typed, in minutes, or null if it is not one the page may save. */
export function parseCacheTtlMinutes(text: string): number | null {
  const minutes = Number(text.trim());
  const ok = text.trim() !== '' && Number.isFinite(minutes) && minutes >= 0 && minutes <= MAX_CACHE_TTL_MINUTES;
  return ok ? minutes : null;
}

export const LOCAL_KEYS = {
  apiKey: 'apiKey',
  baseUrl: 'baseUrl',
  cacheTtlMinutes: 'cacheTtlMinutes',
  /** Support sites the agent added, beyond the built-in ones (match patterns). */
  supportSites: 'supportSites',
  /** Whether addresses on the workspace's own domains are left alone (default: on). */
  skipColleagues: 'skipColleagues',
  /** Domains whose messages are never offered for logging to Plain (normalised, each once). */
  neverLogDomains: 'neverLogDomains',
} as const;

/**
 * What an organisation may set by browser policy (`storage.managed`; the schema is
 * public/managed-schema.json). Managed values win over the agent's own, and the managed key is
 * never copied anywhere: the background reads it from `storage.managed` each worker life.
 */
export const MANAGED_KEYS = {
  apiBaseUrl: 'apiBaseUrl',
  apiKey: 'apiKey',
  supportSites: 'supportSites',
  ignoreDomains: 'ignoreDomains',
  neverLogDomains: 'neverLogDomains',
  lockSettings: 'lockSettings',
  /** Workspaces after the first (policy-workspaces.ts): name, base URL, and the key or not. */
  workspaces: 'workspaces',
} as const;

export interface ManagedPolicy {
  apiKey: string | null;
  /** Null when unset, or when it is not a base URL this build may use (then the agent's holds). */
  baseUrl: string | null;
  supportSites: string[];
  ignoreDomains: string[];
  /** Null when the policy does not set it; a list (even empty) replaces the agent's own. */
  neverLogDomains: string[] | null;
  locked: boolean;
  /** Listed before the agent's own workspaces after the first; their keys are never written anywhere either. */
  workspaces: ManagedWorkspace[];
}

export const NO_POLICY: ManagedPolicy = {
  apiKey: null,
  baseUrl: null,
  supportSites: [],
  ignoreDomains: [],
  neverLogDomains: null,
  locked: false,
  workspaces: [],
};

/** A policy as the browser gives it: anything of the wrong type is left out, never trusted. */
export function readManagedPolicy(raw: Record<string, unknown>, allowLoopbackHttp = LOCAL_BUILD): ManagedPolicy {
  const key = raw[MANAGED_KEYS.apiKey];
  const base = raw[MANAGED_KEYS.apiBaseUrl];
  const url = typeof base === 'string' && base.trim() !== '' ? checkBaseUrl(base, allowLoopbackHttp) : null;
  const sites = raw[MANAGED_KEYS.supportSites];
  return {
    // Read as the options page saves a key (api-key.ts): a policy's `Bearer …` works too.
    apiKey: storedApiKey(key),
    baseUrl: url?.ok ? url.url : null,
    supportSites: Array.isArray(sites)
      ? [...new Set(sites.filter((s): s is string => typeof s === 'string' && isValidMatchPattern(s.trim())).map((s) => s.trim()))]
      : [],
    ignoreDomains: domainList(raw[MANAGED_KEYS.ignoreDomains]),
    neverLogDomains: Array.isArray(raw[MANAGED_KEYS.neverLogDomains]) ? domainList(raw[MANAGED_KEYS.neverLogDomains]) : null,
    locked: raw[MANAGED_KEYS.lockSettings] === true,
    workspaces: readPolicyWorkspaces(raw[MANAGED_KEYS.workspaces], allowLoopbackHttp),
  };
}

/** The settings in force: the policy's key and base URL over the agent's. */
export function withPolicy(own: ApiSettings, policy: ManagedPolicy): ApiSettings {
  if (!policy.apiKey && !policy.baseUrl) return own;
  return { ...own, apiKey: policy.apiKey ?? own.apiKey, baseUrl: policy.baseUrl ?? own.baseUrl };
}

export const SYNC_KEYS = {
  highlight: 'highlight',
} as const;

export interface ApiSettings {
  apiKey: string | null;
  baseUrl: string;
  cacheTtlMinutes: number;
  /** The first workspace switched off beside others (first-workspace.ts): no key in force, and not for want of one. */
  off?: true;
}

export function readApiSettings(raw: Record<string, unknown>): ApiSettings {
  const key = raw[LOCAL_KEYS.apiKey];
  const base = raw[LOCAL_KEYS.baseUrl];
  const ttl = raw[LOCAL_KEYS.cacheTtlMinutes];
  return {
    // A key saved before the options page cleaned keys may still hold `Bearer ` or quotes.
    apiKey: storedApiKey(key),
    baseUrl: typeof base === 'string' && base !== '' ? base : DEFAULT_BASE_URL,
    cacheTtlMinutes: typeof ttl === 'number' && Number.isFinite(ttl) && ttl >= 0 ? ttl : DEFAULT_CACHE_TTL_MINUTES,
  };
}

export function readExtraSites(raw: Record<string, unknown>): string[] {
  const sites = raw[LOCAL_KEYS.supportSites];
  return Array.isArray(sites) ? sites.filter((s): s is string => typeof s === 'string') : [];
}

/**
 * The never-log list in force: the policy's when it sets one (an organisation decides what is
 * never logged, and an agent cannot take a domain off it), else the agent's own.
 */
export function readNeverLogDomains(raw: Record<string, unknown>, policy: ManagedPolicy): string[] {
  return policy.neverLogDomains ?? domainList(raw[LOCAL_KEYS.neverLogDomains]);
}

/** Colleagues' addresses are left alone unless the agent turned that off. */
export function readSkipColleagues(raw: Record<string, unknown>): boolean {
  return raw[LOCAL_KEYS.skipColleagues] !== false;
}
