// Generates api/seed/seed.json. Run: `npx tsx api/seed/generate.ts`.
// A seeded PRNG and a fixed "now" make the output byte-for-byte reproducible,
// so the committed file can be regenerated and checked (see seed.test.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { SeedData, SeedCustomer } from './seed.js';
import type { SeedCustomerContext } from './context.js';
import { generateContext } from './generate-context.js';
import { generateSearchData } from './generate-search.js';
import { prng, randomChars, ulid } from './random.js';

const DAY = 86_400_000;
// updatedAt values fall within the 60 days before this instant.
export const UPDATED_BEFORE = Date.parse('2026-11-20T00:00:00.000Z');
const CREATED_FROM = Date.parse('2023-01-01T00:00:00.000Z');

const FIRST = [
  'Aisha',
  'Ben',
  'Carla',
  'Dmitri',
  'Elena',
  'Farah',
  'Gustavo',
  'Hana',
  'Ivan',
  'Jun',
  'Kemi',
  'Liam',
  'Mei',
  'Noah',
  'Olivia',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
  'Uma',
  'Viktor',
  'Wen',
  'Ximena',
  'Yusuf',
  'Zoë',
  'Amélie',
  'Björn',
  'Chloé',
  'José',
  'Siobhán',
  'Łukasz',
  'Ngozi',
  'Rahul',
  'Sofia',
  'Tomás',
  'Ingrid',
  'Kofi',
  'Leila',
  'Mateo',
  'Nadia',
  'Oscar',
  'Petra',
  'Ravi',
];
const LAST = [
  'Adeyemi',
  'Bauer',
  'Castillo',
  'Dubois',
  'Eriksson',
  'Fernandes',
  'García',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kowalski',
  'Lindqvist',
  'Müller',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quintero',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Ueda',
  'Vasquez',
  'Williams',
  'Xu',
  'Yilmaz',
  'Zhang',
  "O'Brien",
  'Nguyen',
  'Patel',
  'Kim',
  'Murphy',
  'Silva',
  'Cohen',
  'Novak',
  'Santos',
  'Chen',
  'Andersen',
];
// Company domains (fictional) plus common mail providers; includes a
// subdomain, a .dev and a .photography TLD to exercise e-mail detection.
const DOMAINS = [
  'acme.io',
  'globex.com',
  'initech.co.uk',
  'hooli.com',
  'umbrella-corp.com',
  'piedpiper.net',
  'vandelay.org',
  'wayne-enterprises.com',
  'eu.soylent.com',
  'lumon.dev',
  'ferrous.dev',
  'brightlens.photography',
  'tyrell.ai',
  'cyberdyne.de',
  'wonka.co',
  'gmail.com',
  'outlook.com',
  'proton.me',
  'icloud.com',
  'fastmail.fm',
  'yahoo.co.jp',
  'stark.industries',
];
const PLUS_TAGS = ['support', 'billing', 'plain', 'test'];

const FIXED: Array<[string, string]> = [
  ['Jane Cooper', 'jane.cooper@acme.io'],
  ['Devon Lane', 'devon.lane@globex.com'],
  ['Priya Raman', 'priya+support@initech.co.uk'],
  ['Marcus Webb', 'marcus.webb@studio.photography'],
];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace('Ł', 'L')
    .replace('ł', 'l')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

type OwnFields = Omit<SeedCustomer, keyof SeedCustomerContext>;

function customer(fullName: string, email: string, shortName: string | null, rand: () => number): OwnFields {
  const updated = UPDATED_BEFORE - 1 - Math.floor(rand() * 60 * DAY);
  const created = CREATED_FROM + Math.floor(rand() * (updated - CREATED_FROM));
  return {
    id: 'c_' + ulid(created, rand),
    fullName,
    shortName,
    email,
    emailVerified: rand() < 0.9,
    createdAt: new Date(created).toISOString(),
    updatedAt: new Date(updated).toISOString(),
  };
}

/** Everything the extension reads: the lookup, the workspace, each context section and the timeline. */
export const READ_PERMISSIONS = [
  'customer:read',
  'workspace:read',
  'company:read',
  'tenant:read',
  'customerGroup:read',
  'thread:read',
  'customerCard:read',
  'timeline:read',
];
/**
 * What the extension's writes need: upsertCustomer (create and edit), createThread, the thread
 * edits a retry applies to a thread an earlier send made (updateThreadTitle, changeThreadPriority),
 * createCustomerEvent and createNote.
 */
export const WRITE_PERMISSIONS = [
  'customer:create',
  'customer:edit',
  'thread:create',
  'thread:edit',
  'customerEvent:create',
  'note:create',
];
export const FULL_PERMISSIONS = [...READ_PERMISSIONS, ...WRITE_PERMISSIONS];

export function generateSeed(count = 300): SeedData {
  const rand = prng(0xc0ffee);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const own: OwnFields[] = FIXED.map(([name, email]) => ({
    ...customer(name, email, name.split(' ')[0] ?? null, rand),
    emailVerified: true,
  }));
  const used = new Set(own.map((c) => c.email));
  while (own.length < count) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const [f, l] = [ascii(first), ascii(last)];
    const style = rand();
    const local = style < 0.5 ? `${f}.${l}` : style < 0.7 ? `${f[0]}${l}` : style < 0.85 ? f : `${f}_${l}`;
    const tag = rand() < 0.04 ? '+' + pick(PLUS_TAGS) : '';
    const domain = pick(DOMAINS);
    let email = `${local}${tag}@${domain}`;
    // Same name twice: add a digit, as people do (jun.xu2@...).
    for (let n = 2; used.has(email); n++) email = `${local}${n}${tag}@${domain}`;
    used.add(email);
    // A few customers have no short name, as Plain allows.
    own.push(customer(`${first} ${last}`, email, rand() < 0.06 ? null : first, rand));
  }
  const workspace = { id: 'w_01HQ3Z' + randomChars(20, rand), name: 'Acme Support', publicName: 'Acme', domainNames: ['acme-support.com'] };
  const { context, customerContext } = generateContext(own, UPDATED_BEFORE);
  const customers: SeedCustomer[] = own.map((c, i) => ({ ...c, ...customerContext[i]! }));
  const more = generateSearchData(context.tiers, UPDATED_BEFORE, 1001 + context.threads.length);
  return {
    workspace,
    keys: [
      {
        key: 'plainApiKey_demo_full',
        permissions: FULL_PERMISSIONS,
        note: 'Demo key: reads customers, the workspace, the whole customer context and the timeline; creates customers, threads, customer events and notes, and edits threads.',
      },
      {
        key: 'plainApiKey_demo_customers_only',
        permissions: ['customer:read', 'workspace:read'],
        note: 'Reads customers and the workspace only; every other context section and every write answers FORBIDDEN.',
      },
      {
        key: 'plainApiKey_demo_no_customer_read',
        permissions: ['workspace:read'],
        note: 'Lacks customer:read; customerByEmail answers FORBIDDEN.',
      },
      {
        key: 'plainApiKey_demo_no_workspace',
        permissions: ['customer:read'],
        note: 'Lacks workspace:read; myWorkspace answers FORBIDDEN.',
      },
      {
        key: 'plainApiKey_demo_no_thread_create',
        permissions: FULL_PERMISSIONS.filter((p) => p !== 'thread:create'),
        note: 'The demo key without thread:create; createThread answers FORBIDDEN.',
      },
      {
        key: 'plainApiKey_demo_no_customer_event_create',
        permissions: FULL_PERMISSIONS.filter((p) => p !== 'customerEvent:create'),
        note: 'The demo key without customerEvent:create; createCustomerEvent answers FORBIDDEN.',
      },
    ],
    customers: [...customers, ...more.customers],
    ...context,
    companies: [...context.companies, ...more.companies],
    threads: [...context.threads, ...more.threads],
  };
}

export const SEED_FILE = fileURLToPath(new URL('./seed.json', import.meta.url));
export const renderSeed = (seed: SeedData) => JSON.stringify(seed, null, 2) + '\n';

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(SEED_FILE, renderSeed(generateSeed()));
  console.log(`wrote ${SEED_FILE}`);
}
