/**
 * "Add note" as a draft write (writes/write-engine.ts) through the background's door, with the
 * real local API behind it: the page's selected text prefilled, one note however the send is
 * clicked, and a retry after a lost answer finds the note made rather than adding it twice (Plain
 * promises no idempotency for notes).
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { startApiServer, type ApiServer } from '../../../../api/server';
import type { WriteOutcome } from '../../../../src/shared/drafts';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, contentSender, backgroundParts, TAB } = await import('../../support/background-parts');
const { RateLimitGate } = await import('../../../../src/background/transport/rate-limit-gate');
const { DraftStore } = await import('../../../../src/background/writes/draft-store');
const { WriteEngine } = await import('../../../../src/background/writes/write-engine');
const { afterWrites } = await import('../../../../src/background/writes/after-write');
const { MemoryArea } = await import('../../support/memory-area');

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());

const JANE = 'jane.cooper@acme.io';
const JANE_ID = 'c_01K1MZASXNRQ3G4BR9C1VH7BGR';

function worker(session = new MemoryArea()) {
  const settings = async () => ({ apiKey: 'plainApiKey_demo_full', baseUrl: api.url, cacheTtlMinutes: 5 });
  const gate = new RateLimitGate();
  const drafts = new DraftStore(session);
  const ctx = { ...backgroundParts({ settings, session, engine: { gate } }), drafts };
  const writes = new WriteEngine({
    settings,
    clientFor: ctx.clientFor,
    drafts,
    gate,
    slots: ctx.slots,
    timeoutMs: 1_000,
    permissions: () => ctx.workspace.permissions(),
    ...afterWrites(ctx),
  });
  return Object.assign(ctx, { writes });
}
const card: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/card/card.html', tab: TAB, frameId: 3 };
const ask = <T>(msg: object, w: ReturnType<typeof worker>, from = card) => handleMessage(msg, from, w) as Promise<T>;
const note = (text: string) => ({ type: 'write', action: 'create-note', email: JANE, customerId: JANE_ID, fields: { text } }) as const;
const notesSent = () => api.requests.filter((r) => (r.json as { operationName?: string } | undefined)?.operationName === 'createNote');

/** The notes on Jane's timeline with this text. */
async function notesWith(text: string): Promise<number> {
  const res = await fetch(`${api.url}/graphql/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer plainApiKey_demo_full' },
    body: JSON.stringify({
      query: `query { timelineEntries(customerId: "${JANE_ID}", last: 100) { edges { node { entry { ... on NoteEntry { text } } } } } }`,
    }),
  });
  const body = (await res.json()) as { data: { timelineEntries: { edges: Array<{ node: { entry: { text?: string } } }> } } };
  return body.data.timelineEntries.edges.filter((e) => e.node.entry.text === text).length;
}

beforeEach(() => {
  fakeBrowser.reset();
  api.resetRequests();
  api.faults.clear();
});

describe('Add note', () => {
  it("starts from the page's selected text, and a content script may not send one", async () => {
    const w = worker();
    await handleMessage({ type: 'lookup', email: JANE, hints: { selection: 'We refunded the second charge.' } }, contentSender(), w);
    await vi.waitFor(async () =>
      expect(await ask({ type: 'draft', action: 'create-note', email: JANE, customerId: JANE_ID }, w)).toMatchObject({
        fields: { text: 'We refunded the second charge.' },
      }),
    );
    expect(handleMessage(note('From a page'), contentSender(), w)).toBeUndefined();
    expect(notesSent()).toHaveLength(0);
  });

  it('a double click adds one note, and the draft is gone after', async () => {
    const w = worker();
    const text = 'Refund agreed on the phone (double click)';
    const [a, b] = await Promise.all([ask<WriteOutcome>(note(text), w), ask<WriteOutcome>(note(text), w)]);
    expect(a).toEqual(b);
    expect(a.ok).toBe(true);
    expect(notesSent()).toHaveLength(1);
    expect(await notesWith(text)).toBe(1);
    expect(await ask({ type: 'draft', action: 'create-note', email: JANE, customerId: JANE_ID }, w)).toMatchObject({
      fields: { text: '' },
    });
  });

  it('an answer lost after the note was made: the retry finds it and adds none', async () => {
    const w = worker();
    const text = 'Refund agreed on the phone (lost answer)';
    api.faults.set({ kind: 'drop-answer', operations: ['createNote'], times: 1 });
    expect(await ask<WriteOutcome>(note(text), w)).toMatchObject({ ok: false, failure: { kind: 'state', state: { kind: 'timeout' } } });
    expect(await ask<WriteOutcome>(note(text), w)).toMatchObject({ ok: true });
    expect(notesSent()).toHaveLength(1);
    expect(await notesWith(text)).toBe(1);
  });

  it('an empty note is refused by the service beside its field, and the draft kept', async () => {
    const w = worker();
    expect(await ask<WriteOutcome>(note('   '), w)).toMatchObject({
      ok: false,
      failure: { kind: 'fields', fields: { text: expect.any(String) } },
    });
    expect(notesSent()).toHaveLength(1);
  });
});
