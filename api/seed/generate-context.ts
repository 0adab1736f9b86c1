// Generates the context part of api/seed/seed.json: agents, tiers, companies, tenants, groups,
// each customer's context fields, threads and cards. Its own PRNG, so the customers' own
// fields stay exactly what they were before the context existed.
import { cardConfigs, cardInstances } from './cards.js';
import type { SeedContextData, SeedCustomerContext, SeedThread, ThreadStatus } from './context.js';
import { prng, randomChars, ulid } from './random.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

type Assignee = 'user0' | 'user1' | 'user2' | 'bot' | null;
type ThreadSpec = [title: string, status: ThreadStatus, priority: number, assignee: Assignee, ageHours: number];

const JANE_THREADS: ThreadSpec[] = [
  ['Cannot export invoices as CSV', 'TODO', 1, 'user0', 2],
  ['SSO login loops back to the sign-in page', 'TODO', 0, 'bot', 26],
  ['Question about the Enterprise SLA', 'SNOOZED', 2, null, 72],
  ['Webhook deliveries delayed by several minutes', 'TODO', 1, 'user1', 120],
  ['Add a second billing contact', 'SNOOZED', 3, 'user0', 192],
  ['Is the API rate limit higher for the EU tenant?', 'TODO', 2, null, 288],
  ['Dashboard charts empty after the update', 'TODO', 3, 'bot', 480],
  ['Refund for a duplicate charge', 'DONE', 2, 'user0', 720],
  ['Password reset e-mail not arriving', 'DONE', 1, 'bot', 1080],
  ['Welcome call', 'DONE', 3, null, 2160],
];
const DEVON_THREADS: ThreadSpec[] = [
  ['Order #4471 arrived damaged', 'TODO', 2, 'user2', 30],
  ['Change of delivery address', 'DONE', 3, 'user2', 400],
];
const MARCUS_THREADS: ThreadSpec[] = [['Photos over 50 MB fail to upload', 'SNOOZED', 1, null, 50]];
const OTHER_TITLES = [
  'Billing question',
  'Cannot log in',
  'Feature request: dark mode',
  'Data export is slow',
  'Invite a teammate',
  'Integration stopped syncing',
  'Cancel my subscription',
  'Bug in the mobile app',
  'Wrong VAT on invoice',
  'API key rotation',
];

export function generateContext(
  customers: ReadonlyArray<{ id: string; email: string; createdAt: string }>,
  now: number,
): { context: SeedContextData; customerContext: SeedCustomerContext[] } {
  const rand = prng(0x5eed);
  const at = now - 400 * DAY;
  const id = (prefix: string) => prefix + ulid(at, rand);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;

  const users = [
    ['Alex Morgan', 'Alex'],
    ['Sam Rivera', 'Sam'],
    ['Taylor Brooks', 'Taylor'],
  ].map(([fullName, publicName]) => ({
    id: id('u_'),
    fullName: fullName!,
    publicName: publicName!,
    email: `${publicName!.toLowerCase()}@acme-support.com`,
  }));
  const bot = { id: id('mu_'), fullName: 'Triage Bot', publicName: 'Triage Bot', description: 'Sorts new threads by topic and urgency.' };
  const [enterprise, growth, starter] = [
    ['Enterprise', '#7C3AED'],
    ['Growth', '#0EA5E9'],
    ['Starter', '#84CC16'],
  ].map(([name, color]) => ({ id: id('tier_'), name: name!, externalId: name!.toLowerCase(), color: color! }));
  const company = (name: string, domainName: string, tierId: string | null) => ({ id: id('co_'), name, domainName, tierId });
  const companies = [
    company('Acme Inc', 'acme.io', enterprise!.id),
    company('Globex Corporation', 'globex.com', null),
    company('Hooli', 'hooli.com', growth!.id),
    company('Umbrella Corporation', 'umbrella-corp.com', starter!.id),
    company('Pied Piper', 'piedpiper.net', null),
  ];
  const tenant = (name: string, externalId: string, url: string | null, tierId: string | null) => ({
    id: id('te_'),
    name,
    externalId,
    url,
    tierId,
  });
  const tenants = [
    tenant('Acme EU', 'acme-eu', 'https://eu.acme.io', enterprise!.id),
    tenant('Acme Labs', 'acme-labs', null, null),
    tenant('Hooli XYZ', 'hooli-xyz', 'https://xyz.hooli.com', growth!.id),
  ];
  const group = (name: string, key: string, color: string) => ({ id: id('cg_'), name, key, color, externalId: `grp_${key}` });
  const groups = [
    group('VIP', 'vip', '#F59E0B'),
    group('Beta testers', 'beta-testers', '#10B981'),
    group('Churn risk', 'churn-risk', '#EF4444'),
  ];

  const byDomain = new Map(companies.map((co) => [co.domainName, co.id]));
  const customerContext = customers.map((cu, i): SeedCustomerContext => {
    const domain = cu.email.split('@')[1]!;
    const companyId = i === 2 ? null : (byDomain.get(domain) ?? null);
    const tenantIds = domain === 'hooli.com' && rand() < 0.5 ? [tenants[2]!.id] : [];
    return {
      externalId: rand() < 0.4 ? 'usr_' + randomChars(8, rand).toLowerCase() : null,
      assignedToUserId: rand() < 0.25 ? pick(users).id : null,
      markedAsSpamAt: null,
      companyId,
      tenantIds,
      customerGroupIds: rand() < 0.15 ? [pick(groups).id] : [],
    };
  });
  customerContext[0] = {
    ...customerContext[0]!,
    externalId: 'usr_acme_0001',
    assignedToUserId: users[0]!.id,
    tenantIds: [tenants[0]!.id, tenants[1]!.id],
    customerGroupIds: [groups[0]!.id, groups[1]!.id],
  };
  customerContext[1] = { ...customerContext[1]!, externalId: null, assignedToUserId: null, tenantIds: [], customerGroupIds: [] };
  customerContext[2] = {
    ...customerContext[2]!,
    externalId: null,
    assignedToUserId: null,
    tenantIds: [],
    customerGroupIds: [],
    markedAsSpamAt: iso(now - 18 * DAY + 9 * HOUR),
  };
  customerContext[3] = { ...customerContext[3]!, externalId: 'usr_studio_77', tenantIds: [], customerGroupIds: [groups[2]!.id] };

  const assignees: Record<string, SeedThread['assignee']> = {
    user0: { type: 'User', id: users[0]!.id },
    user1: { type: 'User', id: users[1]!.id },
    user2: { type: 'User', id: users[2]!.id },
    bot: { type: 'MachineUser', id: bot.id },
  };
  const threads: SeedThread[] = [];
  const addThread = (customerId: string, [title, status, priority, assignee, ageHours]: ThreadSpec) => {
    const created = now - ageHours * HOUR - Math.floor(rand() * HOUR);
    const updated = Math.min(now - 1, created + Math.floor(rand() * ageHours * HOUR * 0.8));
    const statusChanged = created + Math.floor((updated - created) * rand());
    threads.push({
      id: 'th_' + ulid(created, rand),
      ref: `T-${1001 + threads.length}`,
      customerId,
      title,
      status,
      priority,
      assignee: assignee ? assignees[assignee]! : null,
      createdAt: iso(created),
      updatedAt: iso(updated),
      statusChangedAt: iso(statusChanged),
    });
  };
  JANE_THREADS.forEach((t) => addThread(customers[0]!.id, t));
  DEVON_THREADS.forEach((t) => addThread(customers[1]!.id, t));
  MARCUS_THREADS.forEach((t) => addThread(customers[3]!.id, t));
  for (const cu of customers.slice(4, 60)) {
    for (let n = Math.floor(rand() * 3); n > 0; n--) {
      addThread(cu.id, [
        pick(OTHER_TITLES),
        pick(['TODO', 'SNOOZED', 'DONE'] as const),
        Math.floor(rand() * 4),
        pick(['user0', 'user1', 'user2', 'bot', null] as const),
        1 + Math.floor(rand() * 900),
      ]);
    }
  }

  const cards = cardInstances(
    {
      jane: customers[0]!.id,
      devon: customers[1]!.id,
      marcus: customers[3]!.id,
      agentId: users[0]!.id,
      janeRegisteredAt: customers[0]!.createdAt,
    },
    at,
    rand,
  );
  return {
    context: {
      users,
      machineUsers: [bot],
      tiers: [enterprise!, growth!, starter!],
      companies,
      tenants,
      customerGroups: groups,
      threads,
      cardConfigs: cardConfigs(at, rand),
      cardInstances: cards,
    },
    customerContext,
  };
}
