/**
 * "Test connection" says which context sections the key unlocks, from the API's own answers:
 * FORBIDDEN names the missing permission, data unlocks, anything else cannot tell.
 */
import { describe, expect, it } from 'vitest';
import { checkConnectionAndSections } from '../../../../src/background/workspace/connection-check';
import { PROBE_CUSTOMER_ID, sectionAccess } from '../../../../src/background/story/section-access';
import { requestSlots } from '../../../../src/background/transport/request-slots';
import { CUSTOMER_ID, cardsData, contextData, threadsData } from '../../support/context-answers';
import { fakeGraphql, forbidden, ok, serverError } from '../../support/fake-graphql';

describe('section access', () => {
  it('a customer to ask about: each section unlocked or forbidden with the permission the API names', async () => {
    const fake = fakeGraphql({
      customerContext: () =>
        ok({ ...contextData(), tenants: null, company: { id: 'c', company: null } }, [
          forbidden(['tenants', 'tenantMemberships'], 'tenant:read'),
          forbidden(['company', 'company'], 'company:read'),
        ]),
      customerOpenThreads: () => ok(null, [forbidden(['threads'], 'thread:read')]),
      customerCards: () => ok(cardsData()),
    });
    expect(await sectionAccess(fake.client(), requestSlots(), 'api.test', CUSTOMER_ID)).toEqual({
      who: 'unlocked',
      company: { forbidden: 'company:read' },
      tenants: { forbidden: 'tenant:read' },
      groups: 'unlocked',
      threads: { forbidden: 'thread:read' },
      cards: 'unlocked',
    });
    expect(fake.sent.every((s) => s.variables.customerId === CUSTOMER_ID)).toBe(true);
    // A customer was given (the last looked up): no other customer is listed to ask about.
    expect(fake.count('connectionProbeCustomer')).toBe(0);
  });

  it('no customer looked up yet: one customer is listed first and every section is asked about it', async () => {
    const fake = fakeGraphql({
      connectionProbeCustomer: () => ok({ customers: { edges: [{ node: { id: CUSTOMER_ID } }] } }),
      customerContext: (v) => ok(v.customerId === CUSTOMER_ID ? contextData() : { who: null, company: null, tenants: null, groups: null }),
      customerOpenThreads: () => ok(threadsData()),
      customerCards: () => ok(cardsData()),
    });
    expect(await sectionAccess(fake.client(), requestSlots(), 'api.test')).toEqual({
      who: 'unlocked',
      company: 'unlocked',
      tenants: 'unlocked',
      groups: 'unlocked',
      threads: 'unlocked',
      cards: 'unlocked',
    });
    expect(fake.sent.map((s) => s.operationName)).toEqual([
      'connectionProbeCustomer',
      'customerContext',
      'customerOpenThreads',
      'customerCards',
    ]);
    expect(fake.sent.slice(1).every((s) => s.variables.customerId === CUSTOMER_ID)).toBe(true);
  });

  it('the listing refused or failed: the made-up id, as before', async () => {
    const fake = fakeGraphql({
      connectionProbeCustomer: () => ok(null, [forbidden(['customers'], 'customer:read')]),
      customerContext: () => ok({ who: null, company: null, tenants: null, groups: null }),
      customerOpenThreads: () => ok(threadsData([], 0)),
      customerCards: () => ok(cardsData()),
    });
    await sectionAccess(fake.client(), requestSlots(), 'api.test');
    fake.handlers.set('connectionProbeCustomer', () => serverError);
    await sectionAccess(fake.client(), requestSlots(), 'api.test');
    const asked = fake.sent.filter((s) => s.operationName !== 'connectionProbeCustomer').map((s) => s.variables.customerId);
    expect(asked).toEqual(Array(6).fill(PROBE_CUSTOMER_ID));
    expect(fake.count('connectionProbeCustomer')).toBe(2);
  });

  it('no customer in the workspace: the made-up id; what sits below the customer cannot tell; a failed request cannot either', async () => {
    const fake = fakeGraphql({
      connectionProbeCustomer: () => ok({ customers: { edges: [] } }),
      customerContext: () => ok({ who: null, company: null, tenants: null, groups: null }),
      customerOpenThreads: () => ok(threadsData([], 0)),
      customerCards: () => serverError,
    });
    expect(await sectionAccess(fake.client(), requestSlots(), 'api.test')).toEqual({
      who: 'unlocked',
      company: 'unknown',
      tenants: 'unknown',
      groups: 'unknown',
      threads: 'unlocked',
      cards: 'unknown',
    });
    // The listing goes first; the three context operations then ask about the made-up id.
    expect(fake.sent[0]!.operationName).toBe('connectionProbeCustomer');
    expect(fake.sent.slice(1).map((s) => s.variables.customerId)).toEqual(Array(3).fill(PROBE_CUSTOMER_ID));
  });

  it('a key refused customers: who forbidden (no permission named)', async () => {
    const fake = fakeGraphql({
      connectionProbeCustomer: () => ok(null, [forbidden(['customers'])]),
      customerContext: () =>
        ok(
          { who: null, company: null, tenants: null, groups: null },
          ['who', 'company', 'tenants', 'groups'].map((a) => forbidden([a])),
        ),
      customerOpenThreads: () => ok(threadsData()),
      customerCards: () => ok(cardsData()),
    });
    expect(await sectionAccess(fake.client(), requestSlots(), 'api.test')).toMatchObject({
      who: { forbidden: null },
      groups: { forbidden: null },
    });
  });

  it('rides on the connected result as `sections`; a failed connection has none', async () => {
    const fake = fakeGraphql({
      connectionCheck: () => ok({ myPermissions: { permissions: ['customer:read'] }, myWorkspace: null }),
      customerContext: () => ok(contextData()),
      customerOpenThreads: () => ok(threadsData()),
      customerCards: () => ok(cardsData()),
    });
    expect(await checkConnectionAndSections(fake.client(), requestSlots(), 'api.test', CUSTOMER_ID)).toMatchObject({
      kind: 'connected',
      sections: { who: 'unlocked', company: 'unlocked', tenants: 'unlocked', groups: 'unlocked', threads: 'unlocked', cards: 'unlocked' },
    });
    fake.handlers.set('connectionCheck', () => ({
      status: 401,
      body: { errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] },
    }));
    const failed = await checkConnectionAndSections(fake.client(), requestSlots(), 'api.test', CUSTOMER_ID);
    expect(failed).toEqual({ kind: 'failed', state: { kind: 'unauthorized' } });
  });
});
