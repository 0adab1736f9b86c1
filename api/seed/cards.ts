// The workspace's customer card configs and each customer's card instances for api/seed/seed.json.
// Jane Cooper gets every card, so every component type, the hostile card, the slow card and
// the failing card are all a hover away in the demo.
import type { SeedComponent } from '../resolvers/card-components.js';
import { c, invoiceCard, lastOrderCard, sentryCard, subscriptionCard, usageCard } from './cards-examples.js';
import type { SeedCardConfig, SeedCardInstance } from './context.js';
import { ulid } from './random.js';

const CARDS: Array<[key: string, title: string]> = [
  ['subscription-status', 'Subscription status'],
  ['usage', 'Usage'],
  ['latest-invoice', 'Latest invoice'],
  ['last-order', 'Last order'],
  ['sentry', 'Sentry errors'],
  ['customer-details', 'Customer details'],
  ['crm-notes', 'Notes from CRM'],
  ['health-score', 'Health score'],
  ['billing-system', 'Billing system'],
];

export function cardConfigs(createdAt: number, rand: () => number): SeedCardConfig[] {
  return CARDS.map(([key, title], order) => ({
    id: 'cc_' + ulid(createdAt, rand),
    key,
    title,
    order,
    defaultTimeToLiveSeconds: 300,
    isEnabled: true,
  }));
}

/** The four component types the examples lack: date-time, plain text, user, workflow button. */
function detailsCard(registeredAt: string, managerId: string): SeedComponent[] {
  return [
    c.spacer('S'),
    c.row([c.text('Registered at', undefined, 'MUTED')], [c.dateTime(registeredAt)]),
    c.spacer('M'),
    c.row([c.text('Last device used', undefined, 'MUTED')], [c.plainText('iPhone 13 🍎 (app 4.2.1)')]),
    c.spacer('M'),
    c.row([c.text('Account manager', undefined, 'MUTED')], [c.user(managerId)]),
    c.divider('S'),
    c.workflow('Escalate to engineering', 'escalate-to-engineering'),
  ];
}

/** Text that must stay text: markup, script URLs (a button's, a markdown link's), a plain-http link and a user who no longer exists. */
function hostileCard(): SeedComponent[] {
  return [
    c.text('<img src=x onerror=alert(1)>'),
    c.text(
      "<b>bold</b> is not bold here; **this** is (Plain's markdown), and [Open the CRM](javascript:alert(1)) is no link",
      'M',
      'NORMAL',
    ),
    c.plainText('<script>alert("plain text")</script>'),
    c.row([c.badge('<i>VIP</i>', 'BLUE')], [c.copy('"><svg onload=alert(1)>', '<u>copy</u>')]),
    c.link('Open in CRM', 'javascript:alert(1)'),
    c.link('Legacy dashboard', 'http://crm.example.com/customers/1'),
    c.row([c.text('Owner (deleted)', 'S', 'MUTED')], [c.user('u_deleted_01H0000000000000000000000')]),
  ];
}

function healthCard(): SeedComponent[] {
  return [
    c.row([c.text('Health score', 'M')], [c.badge('82 / 100', 'GREEN')]),
    c.text('Up 6 points since last month, [see the trend](https://health.example.com/trend)', 'S', 'SUCCESS'),
  ];
}

interface CardOwners {
  jane: string;
  devon: string;
  marcus: string;
  agentId: string;
  janeRegisteredAt: string;
}

export function cardInstances(o: CardOwners, createdAt: number, rand: () => number): SeedCardInstance[] {
  const id = () => 'cci_' + ulid(createdAt, rand);
  const loaded = (customerId: string, cardKey: string, components: SeedComponent[] | null, loadingAsks = 0): SeedCardInstance => ({
    id: id(),
    customerId,
    cardKey,
    state: 'loaded',
    loadingAsks,
    components,
  });
  return [
    loaded(o.jane, 'subscription-status', subscriptionCard('Enterprise', 'GREEN', '07 Jan, 2027')),
    loaded(o.jane, 'usage', usageCard(593, 1000, 46, 297)),
    loaded(o.jane, 'latest-invoice', invoiceCard()),
    loaded(o.jane, 'last-order', lastOrderCard()),
    loaded(o.jane, 'sentry', sentryCard()),
    loaded(o.jane, 'customer-details', detailsCard(o.janeRegisteredAt, o.agentId)),
    loaded(o.jane, 'crm-notes', hostileCard()),
    loaded(o.jane, 'health-score', healthCard(), 1),
    {
      id: id(),
      customerId: o.jane,
      cardKey: 'billing-system',
      state: 'error',
      errorDetail: {
        __typename: 'CustomerCardInstanceStatusCodeErrorDetail',
        message: 'The card API answered with status code 502',
        statusCode: 502,
      },
    },
    loaded(o.devon, 'subscription-status', subscriptionCard('Starter', 'YELLOW', '07 Jan, 2027')),
    loaded(o.devon, 'usage', null),
    loaded(o.marcus, 'subscription-status', subscriptionCard('Trial', 'GREY', '30 Nov, 2026')),
    {
      id: id(),
      customerId: o.marcus,
      cardKey: 'billing-system',
      state: 'error',
      errorDetail: {
        __typename: 'CustomerCardInstanceTimeoutErrorDetail',
        message: 'The card API did not answer within 15 seconds',
        timeoutSeconds: 15,
      },
    },
  ];
}
