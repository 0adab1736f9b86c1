// The committed seed must be exactly what the generator produces and must
// meet the fixture requirements the extension's tests and demos rely on.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generateSeed, renderSeed, SEED_FILE } from '../../../api/seed/generate.js';
import { createSeed, loadSeed, type SeedData } from '../../../api/seed/seed.js';

const committed = readFileSync(SEED_FILE, 'utf8');
const data = JSON.parse(committed) as SeedData;

describe('api/seed/seed.json', () => {
  it('is reproducible: regenerating gives the committed file byte for byte', () => {
    expect(renderSeed(generateSeed())).toBe(committed);
  });

  it('has the demo keys and the workspace', () => {
    const READS = [
      'customer:read',
      'workspace:read',
      'company:read',
      'tenant:read',
      'customerGroup:read',
      'thread:read',
      'customerCard:read',
      'timeline:read',
    ];
    const WRITES = ['customer:create', 'customer:edit', 'thread:create', 'thread:edit', 'customerEvent:create', 'note:create'];
    expect(data.keys.map((k) => [k.key, k.permissions])).toEqual([
      ['plainApiKey_demo_full', [...READS, ...WRITES]],
      ['plainApiKey_demo_customers_only', ['customer:read', 'workspace:read']],
      ['plainApiKey_demo_no_customer_read', ['workspace:read']],
      ['plainApiKey_demo_no_workspace', ['customer:read']],
      ['plainApiKey_demo_no_thread_create', [...READS, ...WRITES.filter((p) => p !== 'thread:create')]],
      ['plainApiKey_demo_no_customer_event_create', [...READS, ...WRITES.filter((p) => p !== 'customerEvent:create')]],
    ]);
    expect(data.workspace).toMatchObject({ name: 'Acme Support', domainNames: ['acme-support.com'] });
    expect(data.workspace.id).toMatch(/^w_01HQ3Z[0-9A-HJKMNP-TV-Z]{20}$/);
  });

  it('has 520 customers, the fixed ones first, with Plain-style ids and dates', () => {
    const c = data.customers;
    expect(c).toHaveLength(520);
    expect(c.slice(0, 4).map((x) => `${x.fullName} <${x.email}>`)).toEqual([
      'Jane Cooper <jane.cooper@acme.io>',
      'Devon Lane <devon.lane@globex.com>',
      'Priya Raman <priya+support@initech.co.uk>',
      'Marcus Webb <marcus.webb@studio.photography>',
    ]);
    const windowEnd = Date.parse('2026-11-20T00:00:00.000Z');
    for (const x of c) {
      expect(x.id).toMatch(/^c_01[0-9A-HJKMNP-TV-Z]{24}$/);
      expect(x.email).toBe(x.email.toLowerCase());
      expect(x.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      const updated = Date.parse(x.updatedAt);
      expect(new Date(updated).toISOString()).toBe(x.updatedAt);
      expect(updated).toBeLessThan(windowEnd);
      expect(updated).toBeGreaterThanOrEqual(windowEnd - 60 * 86_400_000);
      expect(Date.parse(x.createdAt)).toBeLessThanOrEqual(updated);
    }
    expect(new Set(c.map((x) => x.id)).size).toBe(520);
    expect(new Set(c.map((x) => x.email)).size).toBe(520);
  });

  it('has varied e-mail shapes: plus addressing, a subdomain, .dev and .photography', () => {
    const emails = data.customers.map((x) => x.email);
    expect(emails.filter((e) => e.includes('+')).length).toBeGreaterThanOrEqual(3);
    expect(emails.some((e) => e.endsWith('.dev'))).toBe(true);
    expect(emails.some((e) => e.endsWith('.photography'))).toBe(true);
    // a subdomain: at least three labels after the @ that is not a two-part public suffix like co.uk
    expect(emails.some((e) => /@[a-z-]+\.[a-z-]+\.(com|org|net|io)$/.test(e))).toBe(true);
    expect(new Set(emails.map((e) => e.split('@')[1])).size).toBeGreaterThanOrEqual(15);
  });
});

describe('api/seed/seed.json: the customer context', () => {
  const seed = loadSeed();
  const threadsOf = (email: string) => seed.threadsOf(seed.customerByEmail(email)!.id);
  const count = (email: string, statuses: string[]) => threadsOf(email).filter((t) => statuses.includes(t.status)).length;

  it('has the fixture customers the brief names', () => {
    const [jane, devon, priya] = data.customers;
    expect(count('jane.cooper@acme.io', ['TODO', 'SNOOZED'])).toBe(7);
    expect(count('jane.cooper@acme.io', ['DONE'])).toBe(3);
    expect(jane).toMatchObject({ externalId: 'usr_acme_0001', emailVerified: true, markedAsSpamAt: null });
    expect([jane!.companyId, jane!.assignedToUserId, jane!.tenantIds.length, jane!.customerGroupIds.length]).toEqual([
      expect.any(String),
      expect.any(String),
      2,
      2,
    ]);
    expect(seed.index.companies.get(jane!.companyId!)!.tierId).not.toBeNull();
    expect(count('devon.lane@globex.com', ['TODO', 'SNOOZED'])).toBe(1);
    expect(seed.index.companies.get(devon!.companyId!)!.tierId).toBeNull();
    expect(devon!.tenantIds).toEqual([]);
    expect(priya).toMatchObject({ companyId: null, markedAsSpamAt: expect.any(String) });
    expect(threadsOf('priya+support@initech.co.uk')).toEqual([]);
    expect(seed.cardInstancesOf(jane!.id).map((i) => i.cardKey)).toEqual(seed.cardConfigs.map((c) => c.key));
  });

  it('has enough to search: a few hundred customers, companies with their people, threads; refs unique', () => {
    expect(data.companies.length).toBeGreaterThanOrEqual(100);
    expect(data.threads.length).toBeGreaterThanOrEqual(300);
    expect(new Set(data.threads.map((t) => t.ref)).size).toBe(data.threads.length);
    const kestrel = data.companies.find((co) => co.name === 'Kestrel Labs')!;
    expect(data.customers.filter((c) => c.companyId === kestrel.id).length).toBeGreaterThanOrEqual(2);
    expect(data.customers.filter((c) => c.fullName.startsWith('Noor ')).length).toBeGreaterThanOrEqual(2);
  });

  it('has threads in every status and priority, assigned to users, a machine user or nobody', () => {
    expect(new Set(data.threads.map((t) => t.status))).toEqual(new Set(['TODO', 'SNOOZED', 'DONE']));
    expect(new Set(data.threads.map((t) => t.priority))).toEqual(new Set([0, 1, 2, 3]));
    expect(new Set(data.threads.map((t) => t.assignee?.type ?? null))).toEqual(new Set(['User', 'MachineUser', null]));
    expect(data.tenants.some((t) => t.tierId === null) && data.tenants.some((t) => t.tierId !== null)).toBe(true);
  });

  it("rejects context data that points nowhere or breaks Plain's component unions", () => {
    const jane = data.customers[0]!;
    expect(() => createSeed({ ...data, customers: [{ ...jane, companyId: 'co_nope' }, ...data.customers.slice(1)] })).toThrow(
      /unknown companyId/,
    );
    const rowInRow = {
      __typename: 'ComponentRow',
      rowMainContent: [{ __typename: 'ComponentRow', rowMainContent: [], rowAsideContent: [] }],
      rowAsideContent: [],
    };
    const cards = data.cardInstances.map((i, n) => (n === 0 ? { ...i, components: [rowInRow] } : i)) as SeedData['cardInstances'];
    expect(() => createSeed({ ...data, cardInstances: cards })).toThrow(/rowMainContent\[0\]\.__typename must be one of/);
    const badThread = data.threads.map((t, n) => (n === 0 ? { ...t, status: 'OPEN' } : t)) as SeedData['threads'];
    expect(() => createSeed({ ...data, threads: badThread })).toThrow(/bad thread entry/);
  });
});

describe('seed loading', () => {
  it('looks customers up by trimmed, case-insensitive e-mail', () => {
    const seed = loadSeed();
    expect(seed.customerByEmail('  Jane.COOPER@Acme.io ')?.fullName).toBe('Jane Cooper');
    expect(seed.customerByEmail('nobody@acme.io')).toBeUndefined();
    expect(seed.permissionsFor('plainApiKey_demo_no_workspace')).toEqual(['customer:read']);
    expect(seed.permissionsFor('nope')).toBeUndefined();
  });

  // Threads and cards point at customers: keep only those of the customers kept.
  const withCustomers = (customers: SeedData['customers']): SeedData => {
    const ids = new Set(customers.map((c) => c.id));
    return {
      ...data,
      customers,
      threads: data.threads.filter((t) => ids.has(t.customerId)),
      cardInstances: data.cardInstances.filter((i) => ids.has(i.customerId)),
    };
  };

  it('rejects broken data with a clear message', () => {
    const dup = withCustomers([data.customers[0]!, { ...data.customers[0]!, id: 'c_other', email: 'JANE.cooper@acme.io' }]);
    expect(() => createSeed(dup)).toThrow(/duplicate customer e-mail/);
    const badDate = withCustomers([{ ...data.customers[0]!, updatedAt: '2026-11-01' }]);
    expect(() => createSeed(badDate)).toThrow(/ISO 8601/);
    expect(() => loadSeed('/nonexistent/seed.json')).toThrow(/Cannot read seed data/);
  });
});
