/**
 * Log to Plain in a workspace after the first, through the background's door as index.ts wires it,
 * over two real local APIs (different keys, different ids for the same person): a `log` with
 * `workspace` goes to that workspace's API only, with its key and its id of the customer; a message
 * is logged at most once per workspace (logged in the second, it is still to be logged in the
 * first); a workspace's key lacking a permission is refused there only; a workspace that is not on
 * is never logged in another; and a removed workspace's log records go with it.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { DEMO_API_KEY, type ApiServer } from '../../../../api/server';
import type { LogOffer, LogOutcome, MessageRead } from '../../../../src/shared/contract/log';
import type { WorkspaceSection } from '../../../../src/shared/contract/card';
import { SECOND_KEY, SECOND_NO_LOG_KEY, secondId } from '../../../support/second-workspace';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts, TAB } = await import('../../support/background-parts');
const { useBothApis } = await import('../../support/both-apis');
const { LogEngine } = await import('../../../../src/background/log/log-engine');
const { LogStore } = await import('../../../../src/background/log/log-store');
const { RateLimitGate } = await import('../../../../src/background/transport/rate-limit-gate');
const { parseLogRequest } = await import('../../../../src/shared/contract/log');

let first: ApiServer;
let second: ApiServer;
const made = useBothApis((a, b) => ([first, second] = [a, b]));

const options: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/options/options.html' };
const card: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/card/card.html', tab: TAB, frameId: 3 };
const jane = () => first.seed.customers[0]!;
let n = 0;

/** Jane's message to the support team, open in the card's tab; each test's its own (a fresh Gmail id). */
const janesMessage = (): MessageRead => ({
  subject: 'Invoice INV-2041 was charged twice',
  from: jane().email,
  fromShown: `Jane Cooper <${jane().email}>`,
  to: ['support@acme-support.com'],
  date: '2026-11-24T10:42:00Z',
  text: 'Hello team, our card was charged twice.',
  url: 'https://mail.example.com/mail/u/0/#inbox/1',
  messageIdHeader: null,
  gmailMessageId: `#msg-f:${1786000000000000000n + BigInt((n += 1))}`,
});

/** The first workspace at `first` with its own logging (as index.ts makes it), the tab's page showing `message`. */
function background(message: MessageRead) {
  const readMessage = async () => message;
  const settings = async () => ({ apiKey: DEMO_API_KEY, baseUrl: first.url, cacheTtlMinutes: 5 });
  const parts = backgroundParts({ settings, readMessage });
  made.push(parts.more);
  const log = new LogEngine({
    settings,
    clientFor: parts.clientFor,
    permissions: () => parts.workspace.permissions(),
    workspace: () => parts.workspace.workspace(),
    readMessage,
    neverLog: async () => [],
    store: new LogStore(parts.session),
    gate: new RateLimitGate(),
    slots: parts.slots,
  });
  const all = Object.assign(parts, { log });
  const ask = <T = any>(msg: object, from = card) => handleMessage(msg, from, all) as Promise<T>;
  const addSecond = async (apiKey = SECOND_KEY): Promise<string> =>
    (await ask({ type: 'workspace-save', id: null, apiKey, baseUrl: second.url, label: null, colour: null, on: true }, options)).id;
  /** Jane in the first workspace (no `workspace`) or in another, by its id of her. */
  const janeIn = (workspace?: string) =>
    workspace === undefined
      ? { email: jane().email, customerId: jane().id }
      : { email: jane().email, customerId: secondId(jane().id), workspace };
  const offer = (workspace?: string) => ask<LogOffer>({ type: 'log-offer', ...janeIn(workspace) });
  const confirm = (workspace?: string) => ask<LogOutcome>({ type: 'log', ...janeIn(workspace) });
  const keys = (prefix: string) => [...parts.session.data.keys()].filter((k) => k.startsWith(prefix));
  return { parts, ask, addSecond, offer, confirm, keys };
}

const operation = (r: ApiServer['requests'][number]) => (r.json as { operationName?: string } | undefined)?.operationName;
const sent = (api: ApiServer, name: string) => api.requests.filter((r) => operation(r) === name);
type EventInput = { customerIdentifier: { customerId: string }; externalId: string; title: string };
const eventsSent = (api: ApiServer) =>
  sent(api, 'createCustomerEvent').map((r) => (r.json as { variables: { input: EventInput } }).variables.input);

/** How many events with `externalId` are on the customer's timeline at `api`, asked with `key`. */
async function onTimeline(api: ApiServer, key: string, customerId: string, externalId: string): Promise<number> {
  const res = await fetch(`${api.url}/graphql/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({
      query: `query { timelineEntries(customerId: "${customerId}", last: 100) { edges { node { entry { ... on CustomerEventEntry { externalId } } } } } }`,
    }),
  });
  const body = (await res.json()) as { data: { timelineEntries: { edges: Array<{ node: { entry: { externalId?: string } } }> } } };
  return body.data.timelineEntries.edges.filter((e) => e.node.entry.externalId === externalId).length;
}

describe("Log to Plain in a section's workspace", () => {
  it('is offered there and goes to its API only, with its key and its id of the customer', async () => {
    const bg = background(janesMessage());
    const id = await bg.addSecond();
    expect(await bg.offer(id)).toMatchObject({
      offered: true,
      logged: null,
      preview: { title: 'E-mail: Invoice INV-2041 was charged twice' },
    });
    expect(await bg.confirm(id)).toMatchObject({ ok: true, already: false, logged: { by: 'you' } });

    const [event] = eventsSent(second);
    expect(eventsSent(second)).toHaveLength(1);
    expect(event!.customerIdentifier).toEqual({ customerId: secondId(jane().id) });
    // Its externalId names the second workspace (Plain keeps it unique in a workspace).
    expect(event!.externalId).toContain(second.seed.workspace.id);
    expect(second.requests.every((r) => r.headers.authorization === `Bearer ${SECOND_KEY}`)).toBe(true);
    expect(eventsSent(first)).toEqual([]);
    expect(first.requests.some((r) => r.headers.authorization === `Bearer ${SECOND_KEY}` || r.body.includes(secondId(jane().id)))).toBe(
      false,
    );
    expect(await onTimeline(second, SECOND_KEY, secondId(jane().id), event!.externalId)).toBe(1);
  });

  it('at most once per workspace: logged in the second, it is still to log in the first; a second log in the second is "already logged"', async () => {
    const bg = background(janesMessage());
    const id = await bg.addSecond();
    await bg.offer(id);
    expect(await bg.confirm(id)).toMatchObject({ ok: true, already: false });
    // The section says logged; the first workspace's answer is its own: not logged there.
    expect(await bg.offer(id)).toMatchObject({ offered: true, logged: { by: 'you' } });
    expect(await bg.offer()).toMatchObject({ offered: true, logged: null });

    expect(await bg.confirm(id)).toMatchObject({ ok: true, already: true, logged: { by: 'you' } });
    const there = eventsSent(second)[0]!.externalId;
    expect(await onTimeline(second, SECOND_KEY, secondId(jane().id), there)).toBe(1);

    expect(await bg.confirm()).toMatchObject({ ok: true, already: false, logged: { by: 'you' } });
    const here = eventsSent(first).map((e) => [e.customerIdentifier.customerId, e.externalId]);
    expect(here).toEqual([[jane().id, expect.not.stringContaining(second.seed.workspace.id)]]);
    expect(await onTimeline(first, DEMO_API_KEY, jane().id, here[0]![1]!)).toBe(1);
    expect(await onTimeline(second, SECOND_KEY, secondId(jane().id), there)).toBe(1);
  });

  it("a workspace's key lacking customerEvent:create: its section says so and sends nothing; the first logs as ever", async () => {
    const bg = background(janesMessage());
    const id = await bg.addSecond(SECOND_NO_LOG_KEY);
    let sections: WorkspaceSection[] = [];
    await bg.parts.more.lookupAll(jane().email, (s) => (sections = s));
    expect(sections.map((s) => [s.id, s.state.kind === 'found' ? s.state.missing : 'not found'])).toEqual([
      [id, { 'log-email': ['customerEvent:create'] }],
    ]);
    await bg.offer(id);
    expect(await bg.confirm(id)).toEqual({ ok: false, failure: { kind: 'forbidden', permissions: ['customerEvent:create'] } });
    expect(eventsSent(second)).toEqual([]);

    const firstState = await bg.ask<{ kind: string; missing?: object }>({ type: 'lookup', email: jane().email }, options);
    // The first workspace's key lacks nothing: its Log is offered as ever.
    expect(firstState).toMatchObject({ kind: 'found', missing: {} });
    expect(await bg.confirm()).toMatchObject({ ok: true, already: false });
    expect(eventsSent(first)).toHaveLength(1);
  });
});

describe('a workspace that is not on', () => {
  it('never added, or switched off: the offer fails, the log is not sent; neither API is sent an event', async () => {
    const bg = background(janesMessage());
    const off = await bg.ask<{ id: string }>(
      { type: 'workspace-save', id: null, apiKey: SECOND_KEY, baseUrl: second.url, label: null, colour: null, on: false },
      options,
    );
    for (const id of ['wnothere1', off.id]) {
      await expect(bg.offer(id)).rejects.toThrow(/not on/);
      expect(await bg.confirm(id)).toEqual({ ok: false, failure: { kind: 'not-sent' } });
    }
    expect(second.requests).toEqual([]);
    expect(eventsSent(first)).toEqual([]);
  });

  it("removed: its log records go with it, the first's stay, and it is logged nowhere after", async () => {
    const bg = background(janesMessage());
    const id = await bg.addSecond();
    await bg.offer(id);
    await bg.confirm(id);
    await bg.offer();
    await vi.waitFor(() => expect(bg.keys(`log-mark@${id}:`)).toHaveLength(1));
    expect(bg.keys(`log-sent@${id}:`)).toHaveLength(1);
    expect(bg.keys(`log-prepared@${id}:`)).toHaveLength(1);
    expect(bg.keys('log-prepared:')).toHaveLength(1);

    expect(await bg.ask({ type: 'workspace-remove', id }, options)).toEqual({ removed: true });
    expect(bg.keys(`log-mark@${id}:`)).toEqual([]);
    expect(bg.keys(`log-sent@${id}:`)).toEqual([]);
    expect(bg.keys(`log-prepared@${id}:`)).toEqual([]);
    expect(bg.keys('log-prepared:')).toHaveLength(1);
    await bg.parts.more.forget(); // as the list's watcher does (index.ts)
    second.resetRequests();
    expect(await bg.confirm(id)).toEqual({ ok: false, failure: { kind: 'not-sent' } });
    expect(second.requests).toEqual([]);
  });
});

describe('the log requests', () => {
  it('take a workspace id of the settings shape, and nothing else besides the tab', () => {
    const ref = { email: 'jane.cooper@acme.io', customerId: 'c_01K1MZASXNRQ3G4BR9C1VH7BGR' };
    expect(parseLogRequest({ type: 'log', ...ref, workspace: 'wsecond01' })).toEqual({ type: 'log', ...ref, workspace: 'wsecond01' });
    expect(parseLogRequest({ type: 'log-offer', ...ref, tabId: 4, workspace: 'wsecond01' })).toEqual({
      type: 'log-offer',
      ...ref,
      tabId: 4,
      workspace: 'wsecond01',
    });
    for (const workspace of ['', 'first', 'W-SECOND', 42, null]) expect(parseLogRequest({ type: 'log', ...ref, workspace })).toBeNull();
    expect(parseLogRequest({ type: 'log', ...ref, workspace: 'wsecond01', extra: 1 })).toBeNull();
  });
});
