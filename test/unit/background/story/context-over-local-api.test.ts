/**
 * The real context operations, sent by the real client to the local API (whose schema is a subset
 * of Plain's) and read by the real section readers: every component type of the seed's cards comes
 * through, rows and containers included. Catches an operation whose selection drops a member (a
 * `__typename` missing where a fragment does not apply) that answers built by hand would not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, DEMO_API_KEY, type ApiServer } from '../../../../api/server';
import { createApiClient } from '../../../../src/background/transport/api-client';
import { buildContext } from '../../../../src/background/story/build';
import { sendAll } from '../../../../src/background/story/send';
import { requestSlots } from '../../../../src/background/transport/request-slots';
import type { CardComponent, CustomerCard } from '../../../../src/shared/customer-context';

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());

function typesIn(components: CardComponent[], into = new Set<string>()): Set<string> {
  for (const c of components) {
    into.add(c.type);
    if (c.type === 'row') typesIn([...c.main, ...c.aside], into);
    if (c.type === 'container') typesIn(c.content, into);
  }
  return into;
}

describe('the context from the local API', () => {
  it("Jane's story: every section answered, and all 12 component types in her cards", async () => {
    const jane = api.seed.customers.find((c) => c.email === 'jane.cooper@acme.io')!;
    const client = createApiClient(api.url, DEMO_API_KEY);
    const host = new URL(api.url).host;
    // A card Plain is still loading answers Loading once: the second ask has them all.
    await sendAll(client, requestSlots(), jane.id, host);
    const context = buildContext(await sendAll(client, requestSlots(), jane.id, host), Date.now());
    for (const name of ['who', 'company', 'tenants', 'groups', 'threads', 'cards'] as const) expect(context[name].status, name).toBe('ok');
    const cards = (context.cards as { data: CustomerCard[] }).data;
    const loaded = cards.flatMap((c) => (c.state === 'loaded' ? c.components : []));
    expect([...typesIn(loaded)].sort()).toEqual(
      [
        'badge',
        'container',
        'copyButton',
        'dateTime',
        'divider',
        'linkButton',
        'plainText',
        'row',
        'spacer',
        'text',
        'user',
        'workflowButton',
      ].sort(),
    );
    expect(cards.some((c) => c.state === 'error')).toBe(true);
  });
});
