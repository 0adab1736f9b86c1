/**
 * The page's hints a new draft starts from (writes/draft-store.ts): each look at an address
 * replaces what the last one suggested, and a look with none (a card opened from a row beside
 * another customer's conversation) leaves nothing of an earlier page's subject or name to prefill.
 * The subject is the background's own reading of the frame the address is in, never the page's
 * message; a draft opened while it is read waits for it.
 */
import { describe, expect, it } from 'vitest';
import { DraftStore } from '../../../../src/background/writes/draft-store';
import { MemoryArea } from '../../support/memory-area';

const JANE = 'jane.cooper@acme.io';
const FRAME = { tabId: 4, frameId: 0 };

/** A store whose page shows `subjects[i]` at the i-th reading, and never as fast as a draft is opened. */
function storeReading(...subjects: string[]) {
  const read: Array<{ tabId: number; frameId: number }> = [];
  const drafts = new DraftStore(new MemoryArea(), async (where) => {
    read.push(where);
    await new Promise((r) => setTimeout(r, 20));
    return subjects[read.length - 1] ?? '';
  });
  return { drafts, read };
}

describe('the hints a draft starts from', () => {
  it('a later look replaces them, and one with none clears them', async () => {
    const { drafts, read } = storeReading('Invoice INV-2041 charged twice', 'Cannot export invoices as CSV', '');
    void drafts.noteHints(JANE, { name: 'Jane Cooper' }, FRAME);
    expect((await drafts.open('create-thread', JANE, 'c_1')).fields).toMatchObject({ title: 'Invoice INV-2041 charged twice' });
    expect(read).toEqual([FRAME]);
    await drafts.noteHints(JANE, {}, FRAME);
    expect((await drafts.open('create-thread', JANE, 'c_1')).fields).toMatchObject({ title: 'Cannot export invoices as CSV' });
    expect((await drafts.open('create-customer', JANE)).fields).toEqual({ fullName: '', shortName: '' });
    await drafts.noteHints(JANE, {}, FRAME);
    expect((await drafts.open('create-thread', JANE, 'c_1')).fields).toMatchObject({ title: '', text: '' });
  });

  it("a subject in the page's message is not taken: only the background's reading", async () => {
    const { drafts } = storeReading('');
    await drafts.noteHints(JANE, { subject: 'Pay to this account now' }, FRAME);
    expect((await drafts.open('create-thread', JANE, 'c_1')).fields).toMatchObject({ title: '' });
  });

  it('a draft the agent kept is theirs: hints change no kept draft', async () => {
    const { drafts } = storeReading('Invoice INV-2041 charged twice', '');
    await drafts.noteHints(JANE, {}, FRAME);
    await drafts.put({ ...(await drafts.open('create-thread', JANE, 'c_1')), attempted: false });
    await drafts.noteHints(JANE, {}, FRAME);
    expect((await drafts.open('create-thread', JANE, 'c_1')).fields).toMatchObject({ title: 'Invoice INV-2041 charged twice' });
  });
});
