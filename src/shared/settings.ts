/**
 * Where settings live. Secrets (key, base URL) sit in `storage.local`, which the background
 * locks to trusted contexts; the one display preference a content script needs (the underline)
 * sits in `storage.sync`, because a content script cannot read `storage.local` at all.
 */
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
} as const;

export const SYNC_KEYS = {
  highlight: 'highlight',
} as const;

export interface ApiSettings {
  apiKey: string | null;
  baseUrl: string;
  cacheTtlMinutes: number;
}

export function readApiSettings(raw: Record<string, unknown>): ApiSettings {
  const key = raw[LOCAL_KEYS.apiKey];
  const base = raw[LOCAL_KEYS.baseUrl];
  const ttl = raw[LOCAL_KEYS.cacheTtlMinutes];
  return {
    apiKey: typeof key === 'string' && key.trim() !== '' ? key.trim() : null,
    baseUrl: typeof base === 'string' && base !== '' ? base : DEFAULT_BASE_URL,
    cacheTtlMinutes:
      typeof ttl === 'number' && Number.isFinite(ttl) && ttl >= 0 ? ttl : DEFAULT_CACHE_TTL_MINUTES,
  };
}

export function readExtraSites(raw: Record<string, unknown>): string[] {
  const sites = raw[LOCAL_KEYS.supportSites];
  return Array.isArray(sites) ? sites.filter((s): s is string => typeof s === 'string') : [];
}
