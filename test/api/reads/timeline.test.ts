// timelineEntries over real HTTP, as the extension reads it (`last: N`, the newest): the events
// and notes made in this server, oldest first as Plain lists them, each with who made it; a
// logged e-mail is a CustomerEventEntry carrying its externalId. Needs timeline:read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { KEYS, post } from '../support/http.js';
import { addNote, emailEvent, freshExternalId, logEvent, timeline } from '../support/log.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const customer = (email: string) => server.seed.customerByEmail(email)!;

describe('timelineEntries', () => {
  it('a customer nobody wrote to has none', async () => {
    const { status, body } = await timeline(server, customer('priya+support@initech.co.uk').id);
    expect(status).toBe(200);
    expect(body.data.timelineEntries).toEqual({ edges: [], pageInfo: { hasPreviousPage: false, startCursor: null } });
  });

  it('lists the events and notes made, oldest first, with their externalId and actor', async () => {
    const marcus = customer('marcus.webb@studio.photography').id;
    const [first, second] = [freshExternalId(), freshExternalId()];
    await logEvent(server, emailEvent(marcus, first));
    await addNote(server, { customerId: marcus, text: 'Called back.' });
    await logEvent(server, emailEvent(marcus, second), KEYS.noThreadCreate);
    const nodes = (await timeline(server, marcus)).body.data.timelineEntries.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => [n.entry.__typename, n.entry.externalId ?? null])).toEqual([
      ['CustomerEventEntry', first],
      ['NoteEntry', null],
      ['CustomerEventEntry', second],
    ]);
    const timestamps = nodes.map((n: any) => n.timestamp.iso8601);
    expect([...timestamps].sort()).toEqual(timestamps);
    // Each key writes as its own machine user, the same one every time; the key itself is never shown.
    const actors = nodes.map((n: any) => n.actor);
    expect(actors[0]).toEqual({
      __typename: 'MachineUserActor',
      machineUserId: expect.stringMatching(/^mu_/),
      machineUser: { fullName: 'API key 1' },
    });
    expect(actors[1]).toEqual(actors[0]);
    expect(actors[2].machineUserId).not.toBe(actors[0].machineUserId);
    expect(JSON.stringify(actors)).not.toContain('plainApiKey');
  });

  it('last: N gives the newest N, and pages back with before', async () => {
    const devon = customer('devon.lane@globex.com').id;
    const ids = [freshExternalId(), freshExternalId(), freshExternalId()];
    for (const id of ids) await logEvent(server, emailEvent(devon, id));
    const newest = (await timeline(server, devon, 2)).body.data.timelineEntries;
    expect(newest.edges.map((e: any) => e.node.entry.externalId)).toEqual(ids.slice(1));
    expect(newest.pageInfo.hasPreviousPage).toBe(true);
    const older = await post(server, {
      query:
        'query($c: ID!, $b: String) { timelineEntries(customerId: $c, last: 1, before: $b) { edges { node { entry { ... on CustomerEventEntry { externalId } } } } } }',
      variables: { c: devon, b: newest.pageInfo.startCursor },
    });
    expect((await older.json()).data.timelineEntries.edges.map((e: any) => e.node.entry.externalId)).toEqual([ids[0]]);
  });

  it('a backdated event (timestamp) takes its place in the order', async () => {
    const jane = customer('jane.cooper@acme.io').id;
    const [now, backdated] = [freshExternalId(), freshExternalId()];
    await logEvent(server, emailEvent(jane, now));
    await logEvent(server, { ...emailEvent(jane, backdated), timestamp: '2024-10-28T18:30:00Z' });
    const nodes = (await timeline(server, jane, 100)).body.data.timelineEntries.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.entry.externalId).filter((id: string) => id === now || id === backdated)).toEqual([backdated, now]);
    expect(nodes.find((n: any) => n.entry.externalId === backdated).timestamp.iso8601).toBe('2024-10-28T18:30:00.000Z');
  });

  it('without timeline:read: FORBIDDEN naming it, and data null (the field is non-null)', async () => {
    const { status, body } = await timeline(server, customer('jane.cooper@acme.io').id, 25, KEYS.customersOnly);
    expect(status).toBe(200);
    expect(body.data).toBeNull();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: 'Insufficient permissions, missing "timeline:read".',
        path: ['timelineEntries'],
        extensions: { code: 'FORBIDDEN' },
      }),
    ]);
  });
});
