/**
 * After "Create customer" (bench part F), in the background over a fake GraphQL: the
 * card showing the address is shown the new customer before the write is answered, and their
 * story is asked for only STORY_AFTER_CREATE_MS later, out of the way of the card's first frame
 * with the customer. The story still follows, on the same card.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { CardChannel } from '../../../../src/background/card/channel';
import type { LookupState } from '../../../../src/shared/lookup-state';
import { CUSTOMER_ID, cardsData, contextData, customer, threadsData } from '../../support/context-answers';
import { fakeGraphql, ok } from '../../support/fake-graphql';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { cardUrl } = await import('../../../../src/background/card/url');
const { handleMessage, connectCardPort, contentSender, fakeBrowserSenders, backgroundParts, TAB } =
  await import('../../support/background-parts');
const { ContextCache } = await import('../../../../src/background/story/story-cache');
const { ContextEngine } = await import('../../../../src/background/story/story-engine');
const { RateLimitGate } = await import('../../../../src/background/transport/rate-limit-gate');
const { DraftStore } = await import('../../../../src/background/writes/draft-store');
const { WriteEngine } = await import('../../../../src/background/writes/write-engine');
const { afterWrites, STORY_AFTER_CREATE_MS } = await import('../../../../src/background/writes/after-write');
const { MemoryArea } = await import('../../support/memory-area');

const NOOR = 'noor.haddad@kestrel-labs.io';
const WORKSPACE = { id: 'w_1', name: 'Acme', domainNames: ['acme-support.com'] };
const STORY = ['customerContext', 'customerOpenThreads', 'customerCards'];

function background() {
  const fake = fakeGraphql({
    customerByEmail: () => ok({ customerByEmail: null }),
    connectionCheck: () =>
      ok({ myPermissions: { permissions: ['customer:read', 'customer:create', 'customer:edit'] }, myWorkspace: WORKSPACE }),
    upsertCustomer: () => ok({ upsertCustomer: { result: 'CREATED', customer: { ...customer(), fullName: 'Noor Haddad' }, error: null } }),
    customerContext: () => ok(contextData()),
    customerOpenThreads: () => ok(threadsData([])),
    customerCards: () => ok(cardsData()),
  });
  const settings = async () => ({ apiKey: 'key', baseUrl: 'https://api.test', cacheTtlMinutes: 5 });
  const session = new MemoryArea();
  const clientFor = () => fake.client();
  const gate = new RateLimitGate();
  const ctx = backgroundParts({ settings, session, clientFor, engine: { gate }, senders: fakeBrowserSenders() });
  const contexts = new ContextEngine({ settings, cache: new ContextCache(session), clientFor, slots: ctx.slots });
  const drafts = new DraftStore(session);
  const all = { ...ctx, contexts, drafts };
  const permissions = () => ctx.workspace.permissions();
  const writes = new WriteEngine({ settings, clientFor, drafts, gate, slots: ctx.slots, permissions, ...afterWrites(all) });
  return { fake, ctx: { ...all, writes } };
}

/** The tab's card, connected as the card page would: what it is told to show, in a word each. */
function connectCard(ctx: { cards: CardChannel }): string[] {
  const shown: string[] = [];
  const port = {
    name: 'card',
    sender: { id: fakeBrowser.runtime.id, tab: TAB, url: cardUrl() },
    postMessage: (m: { state?: LookupState }) =>
      m.state && shown.push(m.state.kind === 'found' && m.state.context ? 'found+story' : m.state.kind),
    onMessage: { addListener: () => undefined },
    onDisconnect: { addListener: () => undefined },
    disconnect: () => undefined,
  };
  connectCardPort(ctx, port as unknown as Runtime.Port);
  return shown;
}

beforeEach(() => {
  fakeBrowser.reset();
});

it("the card is shown the new customer at once; the story's requests wait until its first frame had its time", async () => {
  const { fake, ctx } = background();
  const shown = connectCard(ctx);
  await handleMessage({ type: 'lookup', email: NOOR }, contentSender(fakeBrowser.runtime.id), ctx);
  expect(shown.at(-1)).toBe('not-found');

  const card: Runtime.MessageSender = { id: fakeBrowser.runtime.id, url: cardUrl(), tab: TAB, frameId: 3 };
  const write = { type: 'write', action: 'create-customer', email: NOOR, fields: { fullName: 'Noor Haddad', shortName: '' } };
  expect(await handleMessage(write, card, ctx)).toMatchObject({ ok: true, state: { kind: 'found', customer: { id: CUSTOMER_ID } } });
  expect(shown.at(-1)).toBe('found');
  // Real time, as in the worker: asked at once, the story's requests would all be out by now.
  await new Promise((r) => setTimeout(r, STORY_AFTER_CREATE_MS / 5));
  expect(STORY.map((op) => fake.count(op))).toEqual([0, 0, 0]);

  await vi.waitFor(() => expect(shown.at(-1)).toBe('found+story'));
  expect(STORY.map((op) => fake.count(op))).toEqual([1, 1, 1]);
  expect(fake.count('upsertCustomer')).toBe(1);
});
