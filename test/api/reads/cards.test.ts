// Root customerCardInstances over real HTTP: jane's cards cover every component type, the
// hostile card's text comes back verbatim, the failing card carries its error detail, and the
// slow card answers Loading for the first ask per customer in a server process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_COMPONENT } from '../../../api/resolvers/card-components.js';
import { ask, customerId } from '../support/context.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { post } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const JANE = 'jane.cooper@acme.io';
const cardsOf = async (email: string, on = server) =>
  (await ask(on, 'customerCards', customerId(on, email))).body.data.customerCardInstances;

/** Every component in a card, nested rows and containers included. */
function flatten(components: any[]): any[] {
  return components.flatMap((c) => [
    c,
    ...flatten([...(c.rowMainContent ?? []), ...(c.rowAsideContent ?? []), ...(c.containerContent ?? [])]),
  ]);
}

describe('customerCardInstances for jane.cooper@acme.io', () => {
  let cards: any[];
  beforeAll(async () => {
    // Past the slow card's two Loading asks (the progression itself is checked on a fresh server below).
    await cardsOf(JANE);
    await cardsOf(JANE);
    cards = await cardsOf(JANE);
  });
  const card = (key: string) => cards.find((c) => c.customerCardConfig.key === key);

  it('serves every card in config order', () => {
    expect(cards.map((c) => c.customerCardConfig.title)).toEqual([
      'Subscription status',
      'Usage',
      'Latest invoice',
      'Last order',
      'Sentry errors',
      'Customer details',
      'Notes from CRM',
      'Health score',
      'Billing system',
    ]);
    // `order` is not in the extension's selection: the keys against the seed's configs by order instead.
    const byOrder = [...server.seed.cardConfigs].sort((a, b) => a.order - b.order);
    expect(cards.map((c) => c.customerCardConfig.key)).toEqual(byOrder.map((c) => c.key));
  });

  it('uses all 12 members of CustomerCardComponent', () => {
    const loaded = cards.filter((c) => c.__typename === 'CustomerCardInstanceLoaded');
    const types = new Set(flatten(loaded.flatMap((c) => c.components)).map((c) => c.__typename));
    expect([...types].sort()).toEqual([...CARD_COMPONENT].sort());
    expect(CARD_COMPONENT).toHaveLength(12);
  });

  it('resolves date-times, users (null when the user no longer exists) and workflow buttons', () => {
    const details = flatten(card('customer-details').components);
    expect(details.find((c) => c.__typename === 'ComponentUser').user).toEqual({ fullName: 'Alex Morgan' });
    expect(details.find((c) => c.__typename === 'ComponentDateTime').dateTimeIso8601.iso8601).toBe(
      server.seed.customerByEmail(JANE)!.createdAt,
    );
    expect(details.find((c) => c.__typename === 'ComponentWorkflowButton')).toEqual({
      __typename: 'ComponentWorkflowButton',
      workflowButtonLabel: 'Escalate to engineering',
    });
    expect(flatten(card('crm-notes').components).find((c) => c.__typename === 'ComponentUser').user).toBeNull();
  });

  it("keeps the hostile card's markup and links exactly as sent", () => {
    const hostile = flatten(card('crm-notes').components);
    const texts = hostile.map((c) => c.text ?? c.plainText ?? c.badgeLabel ?? c.copyButtonValue).filter(Boolean);
    expect(texts).toEqual(
      expect.arrayContaining([
        '<img src=x onerror=alert(1)>',
        '<script>alert("plain text")</script>',
        '<i>VIP</i>',
        '"><svg onload=alert(1)>',
      ]),
    );
    expect(texts.some((t: string) => t.startsWith('<b>bold</b>'))).toBe(true);
    expect(hostile.filter((c) => c.__typename === 'ComponentLinkButton').map((c) => c.linkButtonUrl)).toEqual([
      'javascript:alert(1)',
      'http://crm.example.com/customers/1',
    ]);
  });

  it('the billing card is in error with a status-code detail', () => {
    expect(card('billing-system')).toMatchObject({
      __typename: 'CustomerCardInstanceError',
      errorDetail: { __typename: 'CustomerCardInstanceStatusCodeErrorDetail', message: 'The card API answered with status code 502' },
    });
  });
});

describe('the slow card (health-score)', () => {
  it('is Loading for the first ask per customer in a server process, then Loaded', async () => {
    const fresh = await startApiServer();
    try {
      const health = async () => (await cardsOf(JANE, fresh)).find((c: any) => c.customerCardConfig.key === 'health-score');
      expect((await health()).__typename).toBe('CustomerCardInstanceLoading');
      const loaded = await health();
      expect(loaded.__typename).toBe('CustomerCardInstanceLoaded');
      expect(
        flatten(loaded.components)
          .map((c) => c.badgeLabel)
          .filter(Boolean),
      ).toEqual(['82 / 100']);
    } finally {
      await fresh.close();
    }
  });
});

describe('other customers', () => {
  it('devon has two cards (one with no components), priya none, and threadId is echoed', async () => {
    expect((await cardsOf('devon.lane@globex.com')).map((c: any) => [c.customerCardConfig.key, c.components])).toEqual([
      ['subscription-status', expect.any(Array)],
      ['usage', null],
    ]);
    expect(await cardsOf('priya+support@initech.co.uk')).toEqual([]);
    // With a thread, which the extension never asks for: a document of its own.
    const res = await post(server, {
      query: `{ customerCardInstances(customerId: "${customerId(server, JANE)}", threadId: "th_1") { threadId } }`,
    });
    expect(new Set((await res.json()).data.customerCardInstances.map((c: any) => c.threadId))).toEqual(new Set(['th_1']));
  });
});
