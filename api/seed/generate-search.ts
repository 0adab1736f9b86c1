// Generates the part of api/seed/seed.json that gives a search something to rank: companies
// with their people, and threads about varied things. Appended after the customers, companies
// and threads the other generators make, with its own PRNG, so those stay exactly as they were.
import type { SeedCompany, SeedThread, SeedTier, ThreadStatus } from './context.js';
import type { SeedCustomer } from './seed.js';
import { prng, randomChars, ulid } from './random.js';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

const NAMES = [
  'Kestrel',
  'Harbor',
  'Nimbus',
  'Orchid',
  'Quarry',
  'Saffron',
  'Tundra',
  'Vertex',
  'Willow',
  'Zephyr',
  'Aurora',
  'Basalt',
  'Cobalt',
  'Ember',
  'Fjord',
  'Granite',
  'Halcyon',
  'Indigo',
  'Juniper',
  'Lumen',
  'Meridian',
  'Northwind',
  'Obsidian',
  'Paragon',
  'Riverbend',
  'Sable',
];
const KINDS = ['Labs', 'Logistics', 'Health', 'Systems', 'Foods', 'Studios', 'Analytics', 'Freight'];
const TLDS = ['com', 'io', 'co', 'dev', 'net'];
const FIRST = [
  'Noor',
  'Amara',
  'Bilal',
  'Cyrus',
  'Dalia',
  'Emeka',
  'Fatima',
  'Goran',
  'Hiro',
  'Imani',
  'Jonas',
  'Katya',
  'Lars',
  'Maya',
  'Nikhil',
  'Oren',
  'Priyanka',
  'Rania',
  'Selin',
  'Theo',
  'Valeria',
  'Yara',
];
const LAST = [
  'Abbasi',
  'Brennan',
  'Costa',
  'Delacroix',
  'Estrada',
  'Fischer',
  'Gallo',
  'Hoffman',
  'Iqbal',
  'Jovanović',
  'Karlsson',
  'Lopez',
  'Mendes',
  'Nilsen',
  'Ortiz',
  'Park',
  'Reyes',
  'Sato',
  'Torres',
  'Varga',
];
const TITLES = [
  'Customs paperwork missing for the Rotterdam shipment',
  'Customs hold on order',
  'Invoice shows the wrong currency',
  'Cannot add a teammate to the workspace',
  'Refund not received',
  'Shipment tracking link broken',
  'SSO setup with Okta',
  'Export to CSV times out',
  'Password reset link expired',
  'Upgrade to the annual plan',
  'Webhook signature mismatch',
  'Delivery address change',
  'Bulk import fails on row 40',
  'Question about data retention',
  'Duplicate charge this month',
];

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

export interface SearchData {
  companies: SeedCompany[];
  customers: SeedCustomer[];
  threads: SeedThread[];
}

/** `firstRef`: the number after the seed's last thread ref, so refs stay unique and in order. */
export function generateSearchData(tiers: readonly SeedTier[], now: number, firstRef: number): SearchData {
  const rand = prng(0x5ea4c);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const companies: SeedCompany[] = [];
  for (const name of NAMES) {
    for (const kind of KINDS) {
      // Kestrel Labs always: the demo's and the tests' company to find.
      if (rand() < 0.45 && `${name} ${kind}` !== 'Kestrel Labs') continue;
      const domainName = `${ascii(name)}${ascii(kind)}.${pick(TLDS)}`;
      companies.push({
        id: 'co_' + ulid(now - 500 * DAY, rand),
        name: `${name} ${kind}`,
        domainName,
        tierId: rand() < 0.6 ? pick(tiers).id : null,
      });
    }
  }
  const customers: SeedCustomer[] = [];
  const used = new Set<string>();
  for (let i = 0; i < 220; i++) {
    const co = pick(companies);
    const [first, last] = [pick(FIRST), pick(LAST)];
    let email = `${ascii(first)}.${ascii(last)}@${co.domainName}`;
    for (let n = 2; used.has(email); n++) email = `${ascii(first)}.${ascii(last)}${n}@${co.domainName}`;
    used.add(email);
    const updated = now - 1 - Math.floor(rand() * 60 * DAY);
    const created = updated - Math.floor(rand() * 700 * DAY);
    customers.push({
      id: 'c_' + ulid(created, rand),
      fullName: `${first} ${last}`,
      shortName: first,
      email,
      emailVerified: rand() < 0.9,
      createdAt: iso(created),
      updatedAt: iso(updated),
      externalId: rand() < 0.3 ? 'usr_' + randomChars(8, rand).toLowerCase() : null,
      assignedToUserId: null,
      markedAsSpamAt: null,
      companyId: co.id,
      tenantIds: [],
      customerGroupIds: [],
    });
  }
  const threads: SeedThread[] = [];
  for (let i = 0; i < 260; i++) {
    const created = now - 1 - Math.floor(rand() * 200 * DAY);
    const updated = created + Math.floor(rand() * (now - 1 - created));
    threads.push({
      id: 'th_' + ulid(created, rand),
      ref: `T-${firstRef + i}`,
      customerId: pick(customers).id,
      title: pick(TITLES),
      status: pick(['TODO', 'SNOOZED', 'DONE'] as ThreadStatus[]),
      priority: Math.floor(rand() * 4),
      assignee: null,
      createdAt: iso(created),
      updatedAt: iso(updated),
      statusChangedAt: iso(created + Math.floor((updated - created) * rand())),
    });
  }
  return { companies, customers, threads };
}
