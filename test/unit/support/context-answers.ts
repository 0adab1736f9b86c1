/** Answers to the three context operations, shaped as Plain's published schema says. */
const at = (iso8601: string) => ({ iso8601, unixTimestamp: String(Date.parse(iso8601)) });
export const CUSTOMER_ID = 'c_01J2XYZCUSTOMER';

export const customer = (id = CUSTOMER_ID) => ({ id, fullName: 'Jane Cooper', updatedAt: at('2026-11-01T10:00:00.000Z') });

export const whoAnswer = {
  id: CUSTOMER_ID,
  externalId: 'ext-42',
  email: { isVerified: true },
  createdAt: at('2025-03-04T05:06:07.000Z'),
  assignedToUser: { user: { fullName: 'Sam Agent' } },
  markedAsSpamAt: null,
};

export const contextData = () => ({
  who: whoAnswer,
  company: { id: CUSTOMER_ID, company: { name: 'Acme', domainName: 'acme.io', tier: { name: 'Enterprise', color: '#FABADA' } } },
  tenants: {
    id: CUSTOMER_ID,
    tenantMemberships: { edges: [{ node: { tenant: { name: 'Acme EU', tier: null } } }] },
  },
  groups: {
    id: CUSTOMER_ID,
    customerGroupMemberships: { edges: [{ node: { customerGroup: { name: 'VIP', color: '#00FF00' } } }] },
  },
});

export const thread = (n: number, over: Record<string, unknown> = {}) => ({
  id: `th_${n}`,
  ref: `T-${n}`,
  title: `Thread ${n}`,
  status: 'TODO',
  priority: 2,
  updatedAt: at(`2026-11-0${n}T00:00:00.000Z`),
  assignedTo: { __typename: 'User', fullName: 'Sam Agent' },
  ...over,
});

export const threadsData = (nodes = [thread(1), thread(2, { status: 'SNOOZED', assignedTo: null })], totalCount = nodes.length) => ({
  threads: { totalCount, edges: nodes.map((node) => ({ node })) },
});

const config = (key: string) => ({ key, title: `Card ${key}` });
export const loadedCard = (
  key: string,
  components: unknown[] | null = [{ __typename: 'ComponentText', text: 'Plan: Pro', textSize: 'M', textColor: 'NORMAL' }],
) => ({
  __typename: 'CustomerCardInstanceLoaded',
  id: `cci_${key}`,
  customerCardConfig: config(key),
  expiresAt: at('2026-11-02T00:00:00.000Z'),
  components,
});
export const loadingCard = (key: string) => ({
  __typename: 'CustomerCardInstanceLoading',
  id: `cci_${key}`,
  customerCardConfig: config(key),
  createdAt: at('2026-11-01T00:00:00.000Z'),
});
export const errorCard = (key: string, message: string) => ({
  __typename: 'CustomerCardInstanceError',
  id: `cci_${key}`,
  customerCardConfig: config(key),
  errorDetail: { __typename: 'CustomerCardInstanceStatusCodeErrorDetail', message },
});
export const cardsData = (instances: unknown[] = [loadedCard('billing')]) => ({ customerCardInstances: instances });
