// updateThreadTitle and changeThreadPriority over real HTTP: a thread's title and priority changed
// after the fact, seen by every thread read; refusals as data (no such thread, a blank title, a
// priority outside 0–3, a key without thread:edit), and nothing changed whenever there is one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThread, send } from '../support/writes.js';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { KEYS, post } from '../support/http.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const jane = () => server.seed.customerByEmail('jane.cooper@acme.io')!;
const newThread = async () =>
  (await createThread(server, { customerIdentifier: { customerId: jane().id }, title: 'First title', priority: 2 })).thread;
const edit = async (op: 'updateThreadTitle' | 'changeThreadPriority', input: Record<string, unknown>, key?: string) =>
  (await send(server, op, { input }, key)).body.data[op];
/** Plain's `thread(threadId:)`, which the extension does not send: a read the local API keeps beside its own. */
const THREAD_BY_ID = 'query thread($threadId: ID!) { thread(threadId: $threadId) { id ref title priority } }';
const read = async (threadId: string) =>
  (await (await post(server, { query: THREAD_BY_ID, operationName: 'thread', variables: { threadId } })).json()).data.thread;

describe('thread edits', () => {
  it('change the title and the priority, as every read then sees them', async () => {
    const thread = await newThread();
    const titled = await edit('updateThreadTitle', { threadId: thread.id, title: 'Corrected title' });
    expect(titled).toMatchObject({ error: null, thread: { id: thread.id, ref: thread.ref, title: 'Corrected title', priority: 2 } });
    const urgent = await edit('changeThreadPriority', { threadId: thread.id, priority: 0 });
    expect(urgent).toMatchObject({ error: null, thread: { title: 'Corrected title', priority: 0 } });
    expect(await read(thread.id)).toMatchObject({ title: 'Corrected title', priority: 0 });
  });

  it.each([
    ['no such thread', 'updateThreadTitle', { threadId: 'th_none', title: 'x' }, 'threadId', 'NOT_FOUND'],
    ['a blank title', 'updateThreadTitle', { title: '  ' }, 'title', 'VALIDATION'],
    ['a title over 500 characters', 'updateThreadTitle', { title: 't'.repeat(501) }, 'title', 'VALIDATION'],
    ['a priority outside 0–3', 'changeThreadPriority', { priority: 4 }, 'priority', 'VALIDATION'],
  ] as const)('refuse %s as data, and change nothing', async (_, op, input, field, type) => {
    const thread = await newThread();
    const answer = await edit(op, { threadId: thread.id, ...input });
    expect(answer).toMatchObject({ thread: null, error: { type: 'VALIDATION', fields: [{ field, type }] } });
    expect(await read(thread.id)).toMatchObject({ title: 'First title', priority: 2 });
  });

  it('a key without thread:edit is told which permission it lacks', async () => {
    const thread = await newThread();
    const answer = await edit('updateThreadTitle', { threadId: thread.id, title: 'Corrected title' }, KEYS.customersOnly);
    expect(answer).toEqual({
      thread: null,
      error: { message: 'Insufficient permissions, missing "thread:edit".', type: 'FORBIDDEN', code: 'forbidden', fields: [] },
    });
    expect(await read(thread.id)).toMatchObject({ title: 'First title' });
  });
});
