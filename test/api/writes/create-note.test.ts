// createNote over real HTTP, as the extension sends it: a note for a customer (no thread: shown in
// all their threads), on their timeline at once; refusals are data and write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../api/server.js';
import { KEYS } from '../support/http.js';
import { addNote, timeline } from '../support/log.js';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const jane = () => server.seed.customerByEmail('jane.cooper@acme.io')!;
const noteCount = async () =>
  (await timeline(server, jane().id, 100)).body.data.timelineEntries.edges.filter((e: any) => e.node.entry.__typename === 'NoteEntry')
    .length;

describe('createNote', () => {
  it('makes a note for the customer, listed on their timeline', async () => {
    const before = await noteCount();
    const { note, error } = await addNote(server, {
      customerId: jane().id,
      text: 'Asked about the double charge by phone.',
      markdown: 'Asked about the **double charge** by phone.',
    });
    expect(error).toBeNull();
    expect(note.id).toMatch(/^n_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(await noteCount()).toBe(before + 1);
  });

  it("a thread of the customer is accepted; another customer's thread or an unknown one is NOT_FOUND", async () => {
    const own = server.seed.threadsOf(jane().id)[0]!;
    expect((await addNote(server, { customerId: jane().id, threadId: own.id, text: 'On the thread.' })).error).toBeNull();
    const devon = server.seed.customerByEmail('devon.lane@globex.com')!;
    const theirs = server.seed.threadsOf(devon.id)[0]!;
    for (const threadId of [theirs.id, 'th_nope']) {
      const { note, error } = await addNote(server, { customerId: jane().id, threadId, text: 'Wrong thread.' });
      expect(note).toBeNull();
      expect(error.fields).toEqual([{ field: 'threadId', type: 'NOT_FOUND', message: `No thread "${threadId}" for this customer.` }]);
    }
  });

  it('blank text is REQUIRED, an unknown customer NOT_FOUND; nothing is written', async () => {
    const before = await noteCount();
    expect((await addNote(server, { customerId: jane().id, text: '  ' })).error).toMatchObject({
      type: 'VALIDATION',
      fields: [{ field: 'text', type: 'REQUIRED' }],
    });
    expect((await addNote(server, { customerId: 'c_nope', text: 'Hello' })).error.fields).toEqual([
      { field: 'customerId', type: 'NOT_FOUND', message: 'No customer with customerId "c_nope".' },
    ]);
    expect(await noteCount()).toBe(before);
  });

  it('a key without note:create: FORBIDDEN naming it', async () => {
    const before = await noteCount();
    const { note, error } = await addNote(server, { customerId: jane().id, text: 'Hello' }, KEYS.customersOnly);
    expect(note).toBeNull();
    expect(error).toEqual({
      message: 'Insufficient permissions, missing "note:create".',
      type: 'FORBIDDEN',
      code: 'forbidden',
      fields: [],
    });
    expect(await noteCount()).toBe(before);
  });
});
