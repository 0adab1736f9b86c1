// Seed data: the shape of api/seed/seed.json, loading it, and the lookups the
// server needs. Validation is strict so a hand-edited data file fails loudly
// at startup instead of producing odd GraphQL results later. The loaded seed is
// also the server's store: mutations add and replace records in memory only.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  checkCustomerContext,
  indexContext,
  isIso,
  type ContextIndex,
  type SeedCardInstance,
  type SeedContextData,
  type SeedCustomerContext,
  type SeedThread,
} from './context.js';

export interface SeedCustomer extends SeedCustomerContext {
  id: string;
  fullName: string;
  shortName: string | null;
  /** Lower-case in api/seed/seed.json (a created customer keeps the case it was given); lookups are case-insensitive. */
  email: string;
  /** Backs EmailAddress.isVerified (not named in the brief; Plain needs it). */
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SeedKey {
  key: string;
  permissions: string[];
  note: string;
}

export interface SeedData extends SeedContextData {
  workspace: { id: string; name: string; publicName: string; domainNames: string[] };
  keys: SeedKey[];
  customers: SeedCustomer[];
}

export interface Seed extends SeedData {
  customerByEmail(email: string): SeedCustomer | undefined;
  customerById(id: string): SeedCustomer | undefined;
  permissionsFor(key: string): string[] | undefined;
  /** Lookups by id (and card configs by key) over the validated context data. */
  index: ContextIndex;
  threadsOf(customerId: string): SeedThread[];
  cardInstancesOf(customerId: string): SeedCardInstance[];
  customerByExternalId(externalId: string): SeedCustomer | undefined;
  threadById(id: string): SeedThread | undefined;
  /** Appends a new customer (after the seed's, as `customers` lists them). */
  addCustomer(c: SeedCustomer): void;
  /** Replaces a customer by id, re-keying the e-mail lookup if the address changed. */
  replaceCustomer(c: SeedCustomer): void;
  addThread(t: SeedThread): void;
}

export const DEFAULT_SEED_FILE = fileURLToPath(new URL('./seed.json', import.meta.url));
export const DEMO_API_KEY = 'plainApiKey_demo_full';

/** Trim + lower-case: how the API matches e-mails typed or pasted by users. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function loadSeed(file: string = DEFAULT_SEED_FILE): Seed {
  let data: SeedData;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')) as SeedData;
  } catch (err) {
    throw new Error(`Cannot read seed data from ${file}: ${(err as Error).message}`, { cause: err });
  }
  return createSeed(data, file);
}

export function createSeed(data: SeedData, source = 'seed data'): Seed {
  const fail = (why: string): never => {
    throw new Error(`Invalid ${source}: ${why}`);
  };
  if (!data || typeof data !== 'object') fail('not an object');
  const ws = data.workspace;
  if (!ws || ![ws.id, ws.name, ws.publicName].every((v) => typeof v === 'string')) fail('workspace needs id, name, publicName');
  if (!Array.isArray(ws.domainNames) || !ws.domainNames.every((d) => typeof d === 'string')) fail('workspace needs domainNames (strings)');
  if (!Array.isArray(data.keys) || !Array.isArray(data.customers)) fail('keys and customers must be arrays');

  const keys = new Map<string, string[]>();
  for (const k of data.keys) {
    if (typeof k?.key !== 'string' || !k.key || !Array.isArray(k.permissions)) fail(`bad key entry ${JSON.stringify(k)}`);
    keys.set(k.key, [...k.permissions]);
  }
  const byEmail = new Map<string, SeedCustomer>();
  const byId = new Map<string, SeedCustomer>();
  const index = indexContext(data, new Set(data.customers.map((c) => c?.id)), fail);
  for (const c of data.customers) {
    const label = JSON.stringify(c?.email);
    if (typeof c?.id !== 'string' || typeof c.fullName !== 'string' || typeof c.email !== 'string')
      fail(`customer ${label} needs id, fullName, email`);
    if (c.shortName !== null && typeof c.shortName !== 'string') fail(`customer ${label}: shortName must be string or null`);
    if (typeof c.emailVerified !== 'boolean') fail(`customer ${label}: emailVerified must be boolean`);
    if (!isIso(c.createdAt) || !isIso(c.updatedAt)) fail(`customer ${label}: dates must be ISO 8601 with ms and Z`);
    const email = normalizeEmail(c.email);
    if (byEmail.has(email)) fail(`duplicate customer e-mail ${label}`);
    if (byId.has(c.id)) fail(`duplicate customer id ${c.id}`);
    checkCustomerContext(c, index, label, fail);
    byEmail.set(email, c);
    byId.set(c.id, c);
  }
  // (Map.groupBy needs Node 21; the project supports Node 20.)
  const groupBy = <T extends { customerId: string }>(items: T[]) => {
    const out = new Map<string, T[]>();
    for (const x of items) out.set(x.customerId, [...(out.get(x.customerId) ?? []), x]);
    return out;
  };
  const threads = groupBy(data.threads);
  const cards = groupBy(data.cardInstances);
  // Own copies of the lists: writes must never reach the caller's data (or another server's).
  const customers = [...data.customers];
  const allThreads = [...data.threads];
  return {
    ...data,
    customers,
    threads: allThreads,
    index,
    customerByEmail: (email) => byEmail.get(normalizeEmail(email)),
    customerById: (id) => byId.get(id),
    permissionsFor: (key) => keys.get(key),
    threadsOf: (id) => threads.get(id) ?? [],
    cardInstancesOf: (id) => cards.get(id) ?? [],
    // Linear scans: a few hundred records, and these are only asked by writes and single reads.
    customerByExternalId: (externalId) => customers.find((c) => c.externalId === externalId),
    threadById: (id) => allThreads.find((t) => t.id === id),
    addCustomer: (c) => {
      customers.push(c);
      byEmail.set(normalizeEmail(c.email), c);
      byId.set(c.id, c);
    },
    replaceCustomer: (c) => {
      const old = byId.get(c.id)!;
      customers[customers.indexOf(old)] = c;
      byEmail.delete(normalizeEmail(old.email));
      byEmail.set(normalizeEmail(c.email), c);
      byId.set(c.id, c);
    },
    addThread: (t) => {
      allThreads.push(t);
      threads.set(t.customerId, [...(threads.get(t.customerId) ?? []), t]);
    },
  };
}
