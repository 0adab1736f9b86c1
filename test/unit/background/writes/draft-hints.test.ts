/**
 * The page's hints a new draft starts from (writes/draft-store.ts): each look at an address
 * replaces what the last one suggested, and a look with none (a card opened from a row beside
 * another customer's conversation) leaves nothing of an earlier page's subject or name to prefill.
 */
import { describe, expect, it } from 'vitest';
import { DraftStore } from '../../../../src/background/writes/draft-store';
import { MemoryArea } from '../../support/memory-area';

const JANE = 'jane.cooper@acme.io';

describe('the hints a draft starts from', () => {
  it('a later look replaces them, and one with none clears them', async () => {
    const drafts = new DraftStore(new MemoryArea());
    await drafts.noteHints(JANE, { name: 'Jane Cooper', subject: 'Invoice INV-2041 charged twice' });
    expect((await drafts.open('create-thread', JANE, 'c_1')).fields).toMatchObject({ title: 'Invoice INV-2041 charged twice' });
    await drafts.noteHints(JANE, { subject: 'Cannot export invoices as CSV' });
    expect((await drafts.open('create-thread', JANE, 'c_1')).fields).toMatchObject({ title: 'Cannot export invoices as CSV' });
    expect((await drafts.open('create-customer', JANE)).fields).toEqual({ fullName: '', shortName: '' });
    await drafts.noteHints(JANE, {});
    expect((await drafts.open('create-thread', JANE, 'c_1')).fields).toMatchObject({ title: '', text: '' });
  });

  it('a draft the agent kept is theirs: hints change no kept draft', async () => {
    const drafts = new DraftStore(new MemoryArea());
    await drafts.noteHints(JANE, { subject: 'Invoice INV-2041 charged twice' });
    await drafts.put({ ...(await drafts.open('create-thread', JANE, 'c_1')), attempted: false });
    await drafts.noteHints(JANE, {});
    expect((await drafts.open('create-thread', JANE, 'c_1')).fields).toMatchObject({ title: 'Invoice INV-2041 charged twice' });
  });
});
