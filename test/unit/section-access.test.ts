/**
 * "Test connection" says which context sections the key unlocks, from the API's own answers:
 * FORBIDDEN names the missing permission, data unlocks, anything else cannot tell.
 */
import { describe, expect, it } from 'vitest';
import { checkConnectionAndSections } from '../../src/background/connection-check';
import { PROBE_CUSTOMER_ID, sectionAccess } from '../../src/background/context/section-access';
import { CUSTOMER_ID, cardsData, contextData, threadsData } from './support/context-answers';
import { fakeGraphql, forbidden, ok, serverError } from './support/fake-graphql';

describe('section access', () => {
  it('a customer to ask about: each section unlocked or forbidden with the permission the API names', async () => {
    const fake = fakeGraphql({
      customerContext: () => ok({ ...contextData(), tenants: null, company: { id: 'c', company: null } }, [
        forbidden(['tenants', 'tenantMemberships'], 'tenant:read'),
        forbidden(['company', 'company'], 'company:read'),
      ]),
      customerOpenThreads: () => ok(null, [forbidden(['threads'], 'thread:read')]),
      customerCards: () => ok(cardsData()),
    });
    expect(await sectionAccess(fake.client(), 'api.test', CUSTOMER_ID)).toEqual({
      who: 'unlocked',
      company: { forbidden: 'company:read' },
      tenants: { forbidden: 'tenant:read' },
      groups: 'unlocked',
      threads: { forbidden: 'thread:read' },
      cards: 'unlocked',
    });
    expect(fake.sent.every((s) => s.variables.customerId === CUSTOMER_ID)).toBe(true);
  });

  it('no such customer: what sits below the customer cannot tell; a failed request cannot either', async () => {
    const fake = fakeGraphql({
      customerContext: () => ok({ who: null, company: null, tenants: null, groups: null }),
      customerOpenThreads: () => ok(threadsData([], 0)),
      customerCards: () => serverError,
    });
    expect(await sectionAccess(fake.client(), 'api.test')).toEqual({
      who: 'unlocked',
      company: 'unknown',
      tenants: 'unknown',
      groups: 'unknown',
      threads: 'unlocked',
      cards: 'unknown',
    });
    expect(fake.sent[0]!.variables.customerId).toBe(PROBE_CUSTOMER_ID);
  });

  it('a key refused customers: who forbidden (no permission named)', async () => {
    const fake = fakeGraphql({
      customerContext: () => ok({ who: null, company: null, tenants: null, groups: null }, ['who', 'company', 'tenants', 'groups'].map((a) => forbidden([a]))),
      customerOpenThreads: () => ok(threadsData()),
      customerCards: () => ok(cardsData()),
    });
    expect(await sectionAccess(fake.client(), 'api.test')).toMatchObject({ who: { forbidden: null }, groups: { forbidden: null } });
  });

  it('rides on the connected result as `sections`; a failed connection has none', async () => {
    const fake = fakeGraphql({
      connectionCheck: () => ok({ myPermissions: { permissions: ['customer:read'] }, myWorkspace: null }),
      customerContext: () => ok(contextData()),
      customerOpenThreads: () => ok(threadsData()),
      customerCards: () => ok(cardsData()),
    });
    expect(await checkConnectionAndSections(fake.client(), 'api.test', CUSTOMER_ID)).toMatchObject({
      kind: 'connected',
      sections: { who: 'unlocked', company: 'unlocked', tenants: 'unlocked', groups: 'unlocked', threads: 'unlocked', cards: 'unlocked' },
    });
    fake.handlers.set('connectionCheck', () => ({ status: 401, body: { errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED' } }] } }));
    const failed = await checkConnectionAndSections(fake.client(), 'api.test', CUSTOMER_ID);
    expect(failed).toEqual({ kind: 'failed', state: { kind: 'unauthorized' } });
  });
});
