/**
 * Logging the open e-mail through the background's door (background/log/), with the browser API
 * faked and the real local API behind it: offered only for the message's own customer and never
 * a colleague, what the preview showed is what is sent, once however it is clicked or retried,
 * and the mark is read from the timeline once per message.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { startApiServer, type ApiServer } from '../../../../api/server';
import type { LogOffer, LogOutcome, MessageRead } from '../../../../src/shared/contract/log';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts, TAB } = await import('../../support/background-parts');
const { RateLimitGate } = await import('../../../../src/background/transport/rate-limit-gate');
const { LogEngine } = await import('../../../../src/background/log/log-engine');
const { LogStore } = await import('../../../../src/background/log/log-store');
const { MemoryArea } = await import('../../support/memory-area');

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());

const JANE = 'jane.cooper@acme.io';
const JANE_ID = 'c_01K1MZASXNRQ3G4BR9C1VH7BGR';
let apiKey = 'plainApiKey_demo_full';
let n = 0;

/** Jane's message to the support team; each test's its own (a fresh Gmail id). */
const message = (over: Partial<MessageRead> = {}): MessageRead => ({
  subject: 'Invoice INV-2041 was charged twice',
  from: JANE,
  fromShown: `Jane Cooper <${JANE}>`,
  to: ['support@acme-support.com'],
  date: '2026-11-24T10:42:00Z',
  text: '<p>Hello team,</p> our card was charged twice.',
  url: 'https://mail.example.com/mail/u/0/#inbox/1',
  messageIdHeader: null,
  gmailMessageId: `#msg-f:${1785000000000000000n + BigInt((n += 1))}`,
  ...over,
});

/** A worker over `session` (storage.session, which outlives it); `read`: what the tab's page shows. */
function worker(read: (tabId: number) => MessageRead | null, session = new MemoryArea(), neverLog: string[] = []) {
  const settings = async () => ({ apiKey, baseUrl: api.url, cacheTtlMinutes: 5 });
  const ctx = backgroundParts({ settings, session });
  const log = new LogEngine({
    settings,
    clientFor: ctx.clientFor,
    permissions: () => ctx.workspace.permissions(),
    workspace: () => ctx.workspace.workspace(),
    readMessage: async (tabId) => read(tabId),
    neverLog: async () => neverLog,
    store: new LogStore(session),
    gate: new RateLimitGate(),
    slots: ctx.slots,
    timeoutMs: 1_000,
  });
  return Object.assign(ctx, { log });
}
const card: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/card/card.html', tab: TAB, frameId: 3 };
const popup: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/popup/popup.html' };
const panel: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/panel/panel.html' };
const ask = <T>(msg: object, w: ReturnType<typeof worker>, from = card) => handleMessage(msg, from, w) as Promise<T>;
const offer = (w: ReturnType<typeof worker>, email = JANE, from = card) =>
  ask<LogOffer>({ type: 'log-offer', email, customerId: JANE_ID }, w, from);
const confirm = (w: ReturnType<typeof worker>) => ask<LogOutcome>({ type: 'log', email: JANE, customerId: JANE_ID }, w);
const sent = (name: string) => api.requests.filter((r) => (r.json as { operationName?: string } | undefined)?.operationName === name);

/** The events on Jane's timeline whose externalId is the last one sent. */
async function eventsOnTimeline(): Promise<number> {
  const last = sent('createCustomerEvent').at(-1)!.json as { variables: { input: { externalId: string } } };
  const res = await fetch(`${api.url}/graphql/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer plainApiKey_demo_full' },
    body: JSON.stringify({
      query: `query { timelineEntries(customerId: "${JANE_ID}", last: 100) { edges { node { entry { ... on CustomerEventEntry { externalId } } } } } }`,
    }),
  });
  const body = (await res.json()) as { data: { timelineEntries: { edges: Array<{ node: { entry: { externalId?: string } } }> } } };
  return body.data.timelineEntries.edges.filter((e) => e.node.entry.externalId === last.variables.input.externalId).length;
}

beforeEach(() => {
  fakeBrowser.reset();
  api.resetRequests();
  api.faults.clear();
  apiKey = 'plainApiKey_demo_full';
});

describe('whether Log is offered', () => {
  it("the sender's card is offered a preview of what will be sent", async () => {
    const answer = await offer(worker(() => message()));
    expect(answer).toEqual({
      offered: true,
      logged: null,
      preview: {
        title: 'E-mail: Invoice INV-2041 was charged twice',
        from: `Jane Cooper <${JANE}>`,
        to: ['support@acme-support.com'],
        date: '2026-11-24T10:42:00.000Z',
        excerpt: 'Hello team, our card was charged twice.',
        url: 'https://mail.example.com/mail/u/0/#inbox/1',
      },
    });
  });

  it("a recipient's card is offered too; a customer the message does not name, a colleague and the popup are not", async () => {
    const toJane = () => message({ from: 'lena@acme-support.com', fromShown: 'Lena <lena@acme-support.com>', to: [JANE] });
    expect((await offer(worker(toJane))).offered).toBe(true);
    expect(
      (
        await offer(
          worker(() => message()),
          'devon.lane@globex.com',
        )
      ).offered,
    ).toBe(false);
    const colleague = () => message({ from: 'lena@acme-support.com', to: [JANE] });
    expect((await offer(worker(colleague), 'lena@acme-support.com')).offered).toBe(false);
    expect(
      (
        await offer(
          worker(() => message()),
          JANE,
          popup,
        )
      ).offered,
    ).toBe(false);
    expect((await offer(worker(() => null))).offered).toBe(false);
    expect(sent('createCustomerEvent')).toHaveLength(0);
  });

  it('a customer on a never-log domain (or a subdomain of one), or a message sent from one, is not offered', async () => {
    const jane = JANE.split('@')[1]!;
    expect((await offer(worker(() => message(), new MemoryArea(), [jane]))).offered).toBe(false);
    expect(
      (
        await offer(
          worker(() => message({ from: `jane@eu.${jane}` }), new MemoryArea(), [jane]),
          `jane@eu.${jane}`,
        )
      ).offered,
    ).toBe(false);
    const fromPartner = () => message({ from: 'ops@partner.io', fromShown: 'Ops <ops@partner.io>', to: [JANE] });
    expect((await offer(worker(fromPartner, new MemoryArea(), ['partner.io']))).offered).toBe(false);
    expect((await offer(worker(() => message(), new MemoryArea(), ['partner.io']))).offered).toBe(true);
  });

  it("the side panel's message is its followed tab's; a card's is its own tab's, whatever it names", async () => {
    const tabs: number[] = [];
    const w = worker((tabId) => (tabs.push(tabId), message()));
    expect((await ask<LogOffer>({ type: 'log-offer', email: JANE, customerId: JANE_ID, tabId: 42 }, w, panel)).offered).toBe(true);
    expect((await ask<LogOffer>({ type: 'log-offer', email: JANE, customerId: JANE_ID }, w, panel)).offered).toBe(false);
    await ask({ type: 'log-offer', email: JANE, customerId: JANE_ID, tabId: 42 }, w, card);
    expect(tabs).toEqual([42, TAB.id]);
  });

  it('a log request with a bad address, customer id or tab, or an extra field, is dropped', () => {
    const w = worker(() => message());
    for (const bad of [
      { type: 'log', email: 'nope', customerId: JANE_ID },
      { type: 'log', email: JANE, customerId: 'c 1' },
      { type: 'log', email: JANE, customerId: JANE_ID, tabId: -1 },
      { type: 'log', email: JANE, customerId: JANE_ID, text: 'hi' },
    ]) {
      expect(handleMessage(bad, card, w)).toBeUndefined();
    }
  });
});

describe('logging once', () => {
  it('a double click sends one event; the card then says logged by you, with no second read', async () => {
    const same = message();
    const w = worker(() => same);
    await offer(w);
    const [a, b] = await Promise.all([confirm(w), confirm(w)]);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ ok: true, already: false, logged: { by: 'you' } });
    expect(sent('createCustomerEvent')).toHaveLength(1);
    const reads = sent('timelineEntries').length;
    expect(await offer(w)).toMatchObject({ offered: true, logged: { by: 'you' } });
    expect(sent('timelineEntries')).toHaveLength(reads);
  });

  it('what the preview showed is sent, though the page moved on since', async () => {
    let shown = message();
    const w = worker(() => shown);
    const preview = await offer(w);
    shown = message({ subject: 'Another message' });
    await confirm(w);
    const input = (sent('createCustomerEvent')[0]!.json as { variables: { input: { title: string } } }).variables.input;
    expect(preview.offered && preview.preview.title).toBe(input.title);
  });

  it('a second agent (another browser) logging the same message is told "already logged", by someone, and makes no second event', async () => {
    const same = message();
    await confirm(worker(() => same));
    const other = worker(() => same);
    expect(await offer(other)).toMatchObject({ offered: true, logged: { by: 'someone' } });
    const again = await confirm(other);
    expect(again).toMatchObject({ ok: true, already: true, logged: { by: 'someone' } });
    expect(sent('createCustomerEvent')).toHaveLength(2);
    expect(await eventsOnTimeline()).toBe(1);
  });

  it('an answer lost (a timeout, or a stopped worker): the retry is "already logged" by you, one event', async () => {
    const session = new MemoryArea();
    const same = message();
    const first = worker(() => same, session);
    await offer(first);
    api.faults.set({ kind: 'drop-answer', operations: ['createCustomerEvent'], times: 1 });
    expect(await confirm(first)).toMatchObject({ ok: false, failure: { kind: 'state', state: { kind: 'timeout' } } });
    // A new worker over the same storage.session: it knows this browser sent it.
    const again = await confirm(worker(() => same, session));
    expect(again).toMatchObject({ ok: true, already: true, logged: { by: 'you' } });
    expect(await eventsOnTimeline()).toBe(1);
  });

  it('the mark that this browser sent the event is kept by the time the request reaches Plain (a worker stopped then still knows it as its own)', async () => {
    const session = new MemoryArea();
    const w = worker(() => message(), session);
    await offer(w);
    api.faults.set({ kind: 'held', operations: ['createCustomerEvent'] });
    const confirmed = confirm(w);
    await vi.waitUntil(() => sent('createCustomerEvent').length === 1, { timeout: 5_000 });
    const marks = [...session.data.keys()].filter((k) => k.startsWith('log-sent:'));
    api.faults.clear();
    expect(marks).toHaveLength(1);
    expect(await confirmed).toMatchObject({ ok: true, already: false });
  });

  it('a key without customerEvent:create sends nothing and names it', async () => {
    apiKey = 'plainApiKey_demo_no_customer_event_create';
    const w = worker(() => message());
    await offer(w);
    expect(await confirm(w)).toEqual({ ok: false, failure: { kind: 'forbidden', permissions: ['customerEvent:create'] } });
    expect(sent('createCustomerEvent')).toHaveLength(0);
  });
});
