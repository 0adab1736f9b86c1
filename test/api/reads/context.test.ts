// The customerContext operation over real HTTP: each section's data for the seed's fixture
// customers, and each missing permission as a FORBIDDEN on its own field, with GraphQL's
// null propagation taking exactly that alias (or all of `data` for a non-null root field).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, customerId } from '../support/context.js';
import { forbiddenMessage } from '../../../api/graphql.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { KEYS } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const id = (email: string) => customerId(server, email);
const forbidden = (perm: string, path: string[]) =>
  expect.objectContaining({ message: forbiddenMessage(perm), path, extensions: { code: 'FORBIDDEN' } });

describe('customerContext with every permission', () => {
  it('jane.cooper@acme.io: the rich one (company with tier, 2 tenants, 2 groups, agent, externalId)', async () => {
    const { status, body } = await ask(server, 'customerContext', id('jane.cooper@acme.io'));
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data.who).toMatchObject({
      id: id('jane.cooper@acme.io'),
      externalId: 'usr_acme_0001',
      email: { isVerified: true },
      assignedToUser: { user: { fullName: 'Alex Morgan' } },
      markedAsSpamAt: null,
    });
    expect(body.data.company).toEqual({
      id: id('jane.cooper@acme.io'),
      company: { name: 'Acme Inc', domainName: 'acme.io', tier: { name: 'Enterprise', color: '#7C3AED' } },
    });
    expect(body.data.tenants.tenantMemberships.edges.map((e: any) => e.node.tenant)).toEqual([
      { name: 'Acme EU', tier: { name: 'Enterprise', color: '#7C3AED' } },
      { name: 'Acme Labs', tier: null },
    ]);
    expect(body.data.groups.customerGroupMemberships.edges.map((e: any) => e.node.customerGroup)).toEqual([
      { name: 'VIP', color: '#F59E0B' },
      { name: 'Beta testers', color: '#10B981' },
    ]);
  });

  it('devon.lane@globex.com: a company without tier, no tenants, no groups, nobody assigned', async () => {
    const devon = id('devon.lane@globex.com');
    const { body } = await ask(server, 'customerContext', devon);
    expect(body.data.who).toMatchObject({ externalId: null, assignedToUser: null, markedAsSpamAt: null });
    expect(body.data.company).toEqual({ id: devon, company: { name: 'Globex Corporation', domainName: 'globex.com', tier: null } });
    expect(body.data.tenants).toEqual({ id: devon, tenantMemberships: { edges: [] } });
    expect(body.data.groups).toEqual({ id: devon, customerGroupMemberships: { edges: [] } });
  });

  it('priya+support@initech.co.uk: no company, marked as spam', async () => {
    const priya = id('priya+support@initech.co.uk');
    const { body } = await ask(server, 'customerContext', priya);
    expect(body.data.who.markedAsSpamAt).toEqual({ iso8601: '2026-11-02T09:00:00.000Z' });
    expect(body.data.company).toEqual({ id: priya, company: null });
  });

  it('an unknown customer id is null in every alias, with no error', async () => {
    const { body } = await ask(server, 'customerContext', 'c_01NOSUCHCUSTOMER000000000');
    expect(body).toEqual({ data: { who: null, company: null, tenants: null, groups: null } });
  });
});

describe('customerContext with missing permissions', () => {
  it('customer:read only: company is nulled inside its alias; tenants and groups (non-null) null their aliases', async () => {
    const jane = id('jane.cooper@acme.io');
    const { status, body } = await ask(server, 'customerContext', jane, KEYS.customersOnly);
    expect(status).toBe(200);
    expect(body.data.who).toMatchObject({ id: jane, externalId: 'usr_acme_0001', email: { isVerified: true } });
    expect(body.data.company).toEqual({ id: jane, company: null });
    expect(body.data.tenants).toBeNull();
    expect(body.data.groups).toBeNull();
    expect(body.errors).toHaveLength(3);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        forbidden('company:read', ['company', 'company']),
        forbidden('tenant:read', ['tenants', 'tenantMemberships']),
        forbidden('customerGroup:read', ['groups', 'customerGroupMemberships']),
      ]),
    );
  });

  it('without customer:read every alias is null, one FORBIDDEN per alias', async () => {
    const { body } = await ask(server, 'customerContext', id('jane.cooper@acme.io'), KEYS.noCustomerRead);
    expect(body.data).toEqual({ who: null, company: null, tenants: null, groups: null });
    expect(body.errors.map((e: any) => [e.message, e.path])).toEqual(
      ['who', 'company', 'tenants', 'groups'].map((alias) => [forbiddenMessage('customer:read'), [alias]]),
    );
  });

  it('threads without thread:read: FORBIDDEN on the non-null root field nulls data as a whole', async () => {
    const { status, body } = await ask(server, 'customerOpenThreads', id('jane.cooper@acme.io'), KEYS.customersOnly);
    expect(status).toBe(200);
    expect(body).toEqual({ data: null, errors: [forbidden('thread:read', ['threads'])] });
  });

  it('cards without customerCard:read: the same, on customerCardInstances', async () => {
    const { body } = await ask(server, 'customerCards', id('jane.cooper@acme.io'), KEYS.customersOnly);
    expect(body).toEqual({ data: null, errors: [forbidden('customerCard:read', ['customerCardInstances'])] });
  });
});
