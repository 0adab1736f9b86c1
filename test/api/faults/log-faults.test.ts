// Faults aimed at logging by operationName: a lost createCustomerEvent answer (the event was
// made: a resend is refused, the timeline shows it once), a slow one, and a slow timeline read.
import { waitUntil } from '../../support/wait-until.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { request } from '../support/documents.js';
import { postAndGiveUp } from '../support/http.js';
import { emailEvent, freshExternalId, logEvent, timeline } from '../support/log.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());
beforeEach(() => server.faults.clear());

const jane = () => server.seed.customerByEmail('jane.cooper@acme.io')!.id;
const logged = async (externalId: string) =>
  (await timeline(server, jane(), 100)).body.data.timelineEntries.edges.filter((e: any) => e.node.entry.externalId === externalId);

describe('faults on logging', () => {
  it('drop-answer on createCustomerEvent: the event is made, its answer lost; the resend is refused, one event', async () => {
    server.faults.set({ kind: 'drop-answer', operations: ['createCustomerEvent'], times: 1 });
    const externalId = freshExternalId();
    expect(String(await postAndGiveUp(server, request('createCustomerEvent', { input: emailEvent(jane(), externalId) })))).toMatch(
      /abort/i,
    );
    // The client gave up; the server runs the write whenever it reaches it (later on a busy machine).
    await waitUntil(async () => (await logged(externalId)).length === 1, 10_000, 'the server running the lost event');
    expect(server.faults.current).toBeNull();
    expect((await logEvent(server, emailEvent(jane(), externalId))).error.fields[0].field).toBe('externalId');
    expect(await logged(externalId)).toHaveLength(1);
  });

  it('drop-answer on createNote: the note is made, its answer lost', async () => {
    const notes = async () =>
      (await timeline(server, jane(), 100)).body.data.timelineEntries.edges.filter((e: any) => e.node.entry.__typename === 'NoteEntry')
        .length;
    const before = await notes();
    server.faults.set({ kind: 'drop-answer', operations: ['createNote'], times: 1 });
    expect(
      String(await postAndGiveUp(server, request('createNote', { input: { customerId: jane(), text: 'Its answer is lost.' } }))),
    ).toMatch(/abort/i);
    await waitUntil(async () => (await notes()) === before + 1, 10_000, 'the server running the lost note');
  });

  it('latency on createCustomerEvent and timelineEntries: both wait, and the fault stays for the next', async () => {
    server.faults.set({ kind: 'latency', ms: 400, operations: ['createCustomerEvent', 'timelineEntries'] });
    let started = performance.now();
    expect((await logEvent(server, emailEvent(jane(), freshExternalId()))).error).toBeNull();
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    started = performance.now();
    expect((await timeline(server, jane())).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    expect(server.faults.current).toMatchObject({ kind: 'latency', ms: 400 });
  });
});
