/**
 * The workspaces after the first, through the background's door as index.ts wires it, over two
 * real local APIs (two workspaces, different keys, different ids for the same person): each hover
 * is looked up in both, each key goes to its own API only, and a page never gets a key back.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../../../api/server';
import type { CardShow } from '../../../../src/shared/contract/card';
import type { CustomerContext, OpenThreads } from '../../../../src/shared/customer-context';
import { SECOND_KEY, SECOND_NAME, secondId, secondWorkspaceSeed } from '../../../support/second-workspace';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts, contentSender } = await import('../../support/background-parts');
const { useBothApis } = await import('../../support/both-apis');
const { CardChannel } = await import('../../../../src/background/card/channel');
const { MemoryArea } = await import('../../support/memory-area');

let first: ApiServer;
let second: ApiServer;
const made = useBothApis((a, b) => ([first, second] = [a, b]));

const options: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/options/options.html' };
const popup: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/popup/popup.html' };

/** The background's parts with the first workspace at `first`, and a card port in tab 7 that records what it is shown. */
function background() {
  const cards = new CardChannel();
  const shown: CardShow[] = [];
  const port = { postMessage: (m: CardShow) => shown.push(m), onDisconnect: { addListener: () => undefined }, disconnect: () => undefined };
  cards.accept(port as unknown as Runtime.Port, 7);
  const parts = backgroundParts({ settings: async () => ({ apiKey: DEMO_API_KEY, baseUrl: first.url, cacheTtlMinutes: 5 }), cards });
  made.push(parts.more);
  const ask = (msg: object, from = options) => handleMessage(msg, from, parts) as Promise<any>;
  const addSecond = (fields: object = {}) =>
    ask({ type: 'workspace-save', id: null, apiKey: SECOND_KEY, baseUrl: second.url, label: null, colour: '#16a34a', on: true, ...fields });
  const hover = async (email: string) => {
    await handleMessage({ type: 'lookup', email }, contentSender(), parts);
    return shown.at(-1)!;
  };
  return { parts, shown, ask, addSecond, hover };
}

const operation = (r: ApiServer['requests'][number]) => (r.json as { operationName?: string } | undefined)?.operationName;
const lookupsAt = (api: ApiServer) => api.requests.filter((r) => operation(r) === 'customerByEmail');
const STORY_OPERATIONS = ['customerContext', 'customerOpenThreads', 'customerCards'];
const storiesAt = (api: ApiServer) => api.requests.filter((r) => STORY_OPERATIONS.includes(operation(r)!));

describe('one hover, every workspace', () => {
  it('a customer both workspaces know: a section each, with each workspace its own id; each key only to its own API', async () => {
    const bg = background();
    expect(await bg.addSecond()).toEqual({ ok: true, id: expect.stringMatching(/^w[a-z0-9]{10}$/) });
    const jane = first.seed.customers[0]!;
    const card = await bg.hover(jane.email);
    expect(card.state).toMatchObject({ kind: 'found', customer: { id: jane.id } });
    expect(card.more).toEqual([
      expect.objectContaining({
        colour: '#16a34a',
        state: expect.objectContaining({ kind: 'found', customer: expect.objectContaining({ id: secondId(jane.id) }) }),
      }),
    ]);
    expect(lookupsAt(first)).toHaveLength(1);
    expect(lookupsAt(second)).toHaveLength(1);
    expect(first.requests.every((r) => r.headers.authorization === `Bearer ${DEMO_API_KEY}`)).toBe(true);
    expect(second.requests.every((r) => r.headers.authorization === `Bearer ${SECOND_KEY}`)).toBe(true);
    // Its name, read once for its key, names its section from then on.
    await vi.waitFor(async () => expect((await bg.ask({ type: 'workspaces' }))[0].name).toBe(SECOND_NAME));
    expect((await bg.hover(jane.email)).more?.[0]?.name).toBe(SECOND_NAME);
    expect(lookupsAt(second)).toHaveLength(1); // the second hover was answered from its own cache
  });

  it('a customer one workspace knows: "not found" in the other section; one API down: only its section says so', async () => {
    const bg = background();
    await bg.addSecond({ label: 'Globex' });
    const devon = first.seed.customers[1]!;
    const card = await bg.hover(devon.email);
    expect(card.state.kind).toBe('found');
    expect(card.more?.[0]).toMatchObject({ name: 'Globex', state: { kind: 'not-found' } });

    const down = await startApiServer({ dataFile: secondWorkspaceSeed() });
    const url = down.url;
    await down.close();
    const other = background();
    await other.addSecond({ baseUrl: url });
    const jane = await other.hover(first.seed.customers[0]!.email);
    expect(jane.state.kind).toBe('found');
    expect(jane.more?.[0]?.state).toMatchObject({ kind: 'unreachable' });
  });

  it('with no other workspace, the card is shown as it always was: no sections', async () => {
    const card = await background().hover(first.seed.customers[0]!.email);
    expect(card.state.kind).toBe('found');
    expect(card).not.toHaveProperty('more');
    expect(lookupsAt(second)).toHaveLength(0);
  });

  it('a workspace switched off is not asked', async () => {
    const bg = background();
    await bg.addSecond({ on: false });
    expect((await bg.hover(first.seed.customers[0]!.email)).more).toBeUndefined();
    expect(second.requests).toHaveLength(0);
  });
});

describe("each workspace's story", () => {
  it("a section's customer is followed by their story in that workspace: its ids, its key, its API, kept under its own prefix", async () => {
    const bg = background();
    const { id } = await bg.addSecond();
    const jane = first.seed.customers[0]!;
    const janeThere = secondId(jane.id);
    const card = await bg.hover(jane.email);
    const state = card.more?.[0]?.state;
    expect(state).toMatchObject({ kind: 'found', customer: { id: janeThere }, workspaceId: second.seed.workspace.id });
    const context = (state as { context?: CustomerContext }).context;
    expect(context?.threads.status).toBe('ok');
    const open = second.seed.threadsOf(janeThere).filter((t) => t.status === 'TODO' || t.status === 'SNOOZED');
    expect((context!.threads as { data: OpenThreads }).data.total).toBe(open.length);
    const company = second.seed.companies.find((c) => c.id === second.seed.customerById(janeThere)!.companyId)!;
    expect(context!.company).toMatchObject({ status: 'ok', data: { name: company.name } });
    // Asked of the second API only, for its own id of her, with its own key.
    expect(new Set(storiesAt(second).map(operation))).toEqual(new Set(STORY_OPERATIONS));
    expect(storiesAt(second).every((r) => (r.json as { variables: { customerId: string } }).variables.customerId === janeThere)).toBe(true);
    expect(second.requests.every((r) => r.headers.authorization === `Bearer ${SECOND_KEY}`)).toBe(true);
    expect(first.requests.some((r) => r.body.includes(janeThere))).toBe(false);
    // The section's states in order: looking up, the customer, then the customer with their story.
    const states = bg.shown.flatMap((m) => (m.more ? [m.more[0]!.state] : []));
    const storyIn = (s: (typeof states)[number]) => s.kind === 'found' && s.context?.threads.status === 'ok';
    const customerAt = states.findIndex((s) => s.kind === 'found');
    const storyAt = states.findIndex(storyIn);
    expect(customerAt).toBeGreaterThan(0);
    expect(storyAt).toBeGreaterThan(customerAt);
    expect(states.slice(0, customerAt).every((s) => s.kind === 'loading')).toBe(true);
    expect(states.slice(customerAt).every((s) => s.kind === 'found')).toBe(true);
    expect(states.slice(storyAt).every(storyIn)).toBe(true);
    // Kept under its own prefix: the next hover asks the second API neither for her nor for her story
    // (only a customer card Plain was still loading is asked for again, a second later).
    const keys = () => [...bg.parts.session.data.keys()];
    await vi.waitFor(() => expect(keys().filter((k) => k.startsWith('context'))).toEqual([`context@${id}:${janeThere}`]));
    const contextsAsked = () => second.requests.filter((r) => operation(r) === 'customerContext').length;
    expect(contextsAsked()).toBe(1);
    expect((await bg.hover(jane.email)).more?.[0]?.state).toMatchObject({ context: { threads: { status: 'ok' } } });
    expect(lookupsAt(second)).toHaveLength(1);
    expect(contextsAsked()).toBe(1);
    // Retry in its section (card-port.ts): its story of her, and only that, is asked for afresh.
    await bg.parts.more.forgetStory(id, janeThere);
    expect(keys().filter((k) => k.startsWith('context'))).toEqual([]);
    expect((await bg.hover(jane.email)).more?.[0]?.state).toMatchObject({ context: { threads: { status: 'ok' } } });
    expect(lookupsAt(second)).toHaveLength(1);
    expect(contextsAsked()).toBe(2);
    await vi.waitFor(() => expect(keys().filter((k) => k.startsWith('context'))).toEqual([`context@${id}:${janeThere}`]));
    // Removed: its stories go with its answers.
    await bg.ask({ type: 'workspace-remove', id });
    expect(keys().filter((k) => k.startsWith('context'))).toEqual([]);
  });
});

describe('the workspaces on the options page', () => {
  it('the list says the last 4 characters of a key, never the key; a new workspace needs a key that can work', async () => {
    const bg = background();
    expect(await bg.addSecond({ apiKey: '' })).toEqual({ ok: false, reason: 'keyRequired' });
    expect(await bg.addSecond({ apiKey: 'plainApiKey a' })).toEqual({ ok: false, reason: 'keyInnerSpace' });
    const { id } = await bg.addSecond({ apiKey: `Bearer ${SECOND_KEY}`, label: '  Globex  ' });
    // Its name is read for the new key after the save answers: the list is taken once it is in.
    await vi.waitFor(async () => expect((await bg.ask({ type: 'workspaces' }))[0].name).toBe(SECOND_NAME));
    const list = await bg.ask({ type: 'workspaces' });
    expect(list).toEqual([{ id, keyLast4: 'full', baseUrl: second.url, label: 'Globex', colour: '#16a34a', on: true, name: SECOND_NAME }]);
    expect(JSON.stringify(list)).not.toContain('plainApiKey');
    // Saved again without a key: the key stays.
    expect(await bg.ask({ type: 'workspace-save', id, baseUrl: second.url, label: 'G', colour: null, on: true })).toEqual({ ok: true, id });
    expect((bg.parts.local.data.get('moreWorkspaces') as Array<{ apiKey: string }>)[0]!.apiKey).toBe(SECOND_KEY);
  });

  it('at most four more; only the options page may save, remove or test one', async () => {
    const bg = background();
    for (let i = 0; i < 4; i++) expect((await bg.addSecond()).ok).toBe(true);
    expect(await bg.addSecond()).toEqual({ ok: false, reason: 'tooMany' });
    const [{ id }] = await bg.ask({ type: 'workspaces' });
    await expect(bg.ask({ type: 'workspace-remove', id }, popup)).rejects.toThrow(/options page/);
    await expect(bg.ask({ type: 'workspace-test', id }, popup)).rejects.toThrow(/options page/);
    expect(await bg.ask({ type: 'workspaces' }, popup)).toHaveLength(4);
  });

  it('removing one forgets its key, its cached answers and its name; the first workspace keeps its own', async () => {
    const bg = background();
    const { id } = await bg.addSecond();
    await bg.hover(first.seed.customers[0]!.email);
    await vi.waitFor(() => expect(bg.parts.local.data.has(`workspace@${id}`)).toBe(true));
    const keys = () => [...bg.parts.session.data.keys()];
    expect(keys().filter((k) => k.startsWith(`lookup@${id}:`))).toHaveLength(1);
    expect(await bg.ask({ type: 'workspace-remove', id })).toEqual({ removed: true });
    expect(keys().filter((k) => k.startsWith(`lookup@${id}:`))).toEqual([]);
    expect(keys().filter((k) => k.startsWith('lookup:'))).toHaveLength(1);
    expect(bg.parts.local.data.get('moreWorkspaces')).toEqual([]);
    expect(bg.parts.local.data.has(`workspace@${id}`)).toBe(false);
  });

  it('"Clear cache" clears every workspace\'s answers', async () => {
    const bg = background();
    const { id } = await bg.addSecond();
    await bg.hover(first.seed.customers[0]!.email);
    const kept = () => [...bg.parts.session.data.keys()].filter((k) => k.startsWith('lookup') || k.startsWith('context'));
    await vi.waitFor(() => expect(kept().filter((k) => k.startsWith(`context@${id}:`))).toHaveLength(1));
    expect(kept().sort()).toEqual([
      expect.stringMatching(new RegExp(`^context@${id}:`)),
      expect.stringMatching(/^lookup:/),
      expect.stringMatching(new RegExp(`^lookup@${id}:`)),
    ]);
    expect(await bg.ask({ type: 'clear-cache' })).toEqual({ cleared: true });
    expect(kept()).toEqual([]);
  });

  it('Test connection names the workspace, with its own key at its own API', async () => {
    const bg = background();
    const { id } = await bg.addSecond();
    const result = await bg.ask({ type: 'workspace-test', id });
    expect(result).toMatchObject({ kind: 'connected', workspace: { name: SECOND_NAME }, canReadCustomers: true });
    expect(first.requests).toHaveLength(0);
  });
});

describe("today's settings", () => {
  it('read as the first workspace, with nothing lost; adding another changes none of them', async () => {
    const { readApiSettings, readExtraSites } = await import('../../../../src/shared/settings/settings');
    const { readMoreWorkspaces } = await import('../../../../src/shared/settings/workspaces');
    const { SavedWorkspaces } = await import('../../../../src/background/workspaces/saved-workspaces');
    // The layout an install kept before there were several workspaces.
    const today = {
      apiKey: DEMO_API_KEY,
      baseUrl: first.url,
      cacheTtlMinutes: 12,
      supportSites: ['https://support.example.com/*'],
      skipColleagues: false,
      neverLogDomains: ['bank.example'],
    };
    const local = new MemoryArea();
    await local.set(today);
    const raw = await local.get(null);
    expect(readApiSettings(raw)).toEqual({ apiKey: DEMO_API_KEY, baseUrl: first.url, cacheTtlMinutes: 12 });
    expect(readExtraSites(raw)).toEqual(today.supportSites);
    expect(readMoreWorkspaces(raw, true)).toEqual([]);
    const saved = new SavedWorkspaces(local, new MemoryArea(), true);
    const answer = await saved.save({
      type: 'workspace-save',
      id: null,
      apiKey: SECOND_KEY,
      baseUrl: second.url,
      label: null,
      colour: null,
      on: true,
    });
    expect(answer.ok).toBe(true);
    const after = await local.get(null);
    expect(Object.fromEntries(Object.keys(today).map((k) => [k, after[k]]))).toEqual(today);
    expect(await saved.list()).toEqual([
      { id: expect.any(String), apiKey: SECOND_KEY, baseUrl: second.url, label: null, colour: null, on: true },
    ]);
  });

  it('a stored entry of the wrong shape is left out, never trusted', async () => {
    const { readMoreWorkspaces } = await import('../../../../src/shared/settings/workspaces');
    const good = { id: 'wabcde', apiKey: 'k1', baseUrl: 'https://eu.example.com/', label: ' EU ', colour: '#2563eb', on: false };
    const raw = {
      moreWorkspaces: [
        good,
        { ...good }, // the same id again
        { ...good, id: 'wother', baseUrl: 'http://example.com' }, // a key never goes over plain http
        { ...good, id: 'BAD' },
        { ...good, id: 'wcolour', colour: 'red', label: 7 },
        'nope',
      ],
    };
    expect(readMoreWorkspaces(raw, false)).toEqual([
      { id: 'wabcde', apiKey: 'k1', baseUrl: 'https://eu.example.com', label: 'EU', colour: '#2563eb', on: false },
      { id: 'wcolour', apiKey: 'k1', baseUrl: 'https://eu.example.com', label: null, colour: null, on: false },
    ]);
  });
});
