/**
 * The first workspace's label and colour, through the background's door as index.ts wires it,
 * over two real local APIs: kept beside the first's settings without moving them, checked on the
 * way in and on every read, saved only at the options page's request, and naming and edging the
 * first's section beside the others on the card, in the popup and in search (never with one workspace).
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { DEMO_API_KEY, type ApiServer } from '../../../../api/server';
import type { CardShow } from '../../../../src/shared/contract/card';
import type { BackgroundToPopup } from '../../../../src/shared/messages';
import { readFirstWorkspace } from '../../../../src/shared/settings/first-workspace';
import { SECOND_KEY } from '../../../support/second-workspace';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts, contentSender } = await import('../../support/background-parts');
const { useBothApis } = await import('../../support/both-apis');
const { CardChannel } = await import('../../../../src/background/card/channel');
const { popupPort } = await import('../../../../src/background/door/popup-port');

let first: ApiServer;
let second: ApiServer;
const made = useBothApis((a, b) => ([first, second] = [a, b]));

const page = (name: string): Runtime.MessageSender => ({ id: 'ext', url: `chrome-extension://ext/src/ui/${name}/${name}.html` });
const options = page('options');
const AMBER = '#d97706';

/** The background's parts with the first workspace at `first`, a card port in tab 7 that records what it is shown. */
function background() {
  const cards = new CardChannel();
  const shown: CardShow[] = [];
  const port = { postMessage: (m: CardShow) => shown.push(m), onDisconnect: { addListener: () => undefined }, disconnect: () => undefined };
  cards.accept(port as unknown as Runtime.Port, 7);
  const parts = backgroundParts({ settings: async () => ({ apiKey: DEMO_API_KEY, baseUrl: first.url, cacheTtlMinutes: 5 }), cards });
  made.push(parts.more);
  const ask = (msg: object, from = options) => handleMessage(msg, from, parts) as Promise<any> | undefined;
  const addSecond = () =>
    ask({ type: 'workspace-save', id: null, apiKey: SECOND_KEY, baseUrl: second.url, label: 'Globex', colour: '#16a34a', on: true });
  const hover = async (email: string) => {
    await handleMessage({ type: 'lookup', email }, contentSender(), parts);
    return shown.at(-1)!;
  };
  return { parts, ask, addSecond, hover };
}

describe("the first workspace's label and colour", () => {
  it('are kept beside its settings, the label trimmed; read back by any page; the key and base URL stay where they were', async () => {
    const bg = background();
    await bg.parts.local.set({ apiKey: DEMO_API_KEY, baseUrl: first.url });
    expect(await bg.ask({ type: 'first-workspace' }, page('popup'))).toEqual({ label: null, colour: null, on: true });
    expect(await bg.ask({ type: 'first-workspace-save', label: '  Acme EU  ', colour: AMBER, on: true })).toEqual({
      label: 'Acme EU',
      colour: AMBER,
      on: true,
    });
    expect(bg.parts.local.data.get('firstWorkspace')).toEqual({ label: 'Acme EU', colour: AMBER, on: true });
    expect(await bg.ask({ type: 'first-workspace' })).toEqual({ label: 'Acme EU', colour: AMBER, on: true });
    expect(bg.parts.local.data.get('apiKey')).toBe(DEMO_API_KEY);
    expect(bg.parts.local.data.get('baseUrl')).toBe(first.url);
    // Empty is none.
    expect(await bg.ask({ type: 'first-workspace-save', label: '   ', colour: null, on: true })).toEqual({
      label: null,
      colour: null,
      on: true,
    });
  });

  it('a colour not of the list, or a request of the wrong shape, is refused: nothing is kept', async () => {
    const bg = background();
    for (const bad of [
      { type: 'first-workspace-save', label: 'Acme', colour: 'red', on: true },
      { type: 'first-workspace-save', label: 'Acme', colour: '#D97706', on: true },
      { type: 'first-workspace-save', label: 7, colour: null, on: true },
      { type: 'first-workspace-save', label: 'Acme', on: true },
      { type: 'first-workspace-save', label: 'Acme', colour: null },
      { type: 'first-workspace-save', label: 'Acme', colour: null, on: 'no' },
      { type: 'first-workspace-save', label: 'Acme', colour: null, on: true, apiKey: 'plainApiKey_x' },
      { type: 'first-workspace', label: 'Acme' },
    ]) {
      expect(bg.ask(bad)).toBeUndefined();
    }
    expect(bg.parts.local.data.has('firstWorkspace')).toBe(false);
  });

  it('only the options page may save them', async () => {
    const bg = background();
    for (const from of [page('popup'), page('panel'), { ...page('card'), tab: { id: 7 } } as Runtime.MessageSender]) {
      await expect(bg.ask({ type: 'first-workspace-save', label: 'Mine', colour: null, on: false }, from)).rejects.toThrow(/options page/);
    }
    // A content script may not ask at all.
    expect(
      handleMessage({ type: 'first-workspace-save', label: 'Mine', colour: null, on: false }, contentSender(), bg.parts),
    ).toBeUndefined();
    expect(bg.parts.local.data.has('firstWorkspace')).toBe(false);
  });

  it('stored of the wrong shape, they read as none, and the workspace as on (as stored before it could be switched off)', () => {
    const none = { label: null, colour: null, on: true };
    expect(readFirstWorkspace({})).toEqual(none);
    expect(readFirstWorkspace({ firstWorkspace: 'Acme' })).toEqual(none);
    expect(readFirstWorkspace({ firstWorkspace: { label: 7, colour: 'red', on: 'no' } })).toEqual(none);
    expect(readFirstWorkspace({ firstWorkspace: { label: ' Acme ', colour: AMBER } })).toEqual({ label: 'Acme', colour: AMBER, on: true });
    expect(readFirstWorkspace({ firstWorkspace: { label: null, colour: null, on: false } })).toEqual({ ...none, on: false });
  });
});

describe('beside the others', () => {
  it("the card's first section is named by the label, over Plain's name, and edged in the colour", async () => {
    const bg = background();
    await bg.addSecond();
    await bg.ask({ type: 'workspace' }); // the first's name, read from Plain once for its key
    const jane = first.seed.customers[0]!.email;
    expect(await bg.hover(jane)).toMatchObject({ here: 'Acme Support', hereColour: null });
    await bg.ask({ type: 'first-workspace-save', label: 'Acme EU', colour: AMBER, on: true });
    const card = await bg.hover(jane);
    expect(card).toMatchObject({ here: 'Acme EU', hereColour: AMBER, more: [expect.objectContaining({ name: 'Globex' })] });
    expect(card.state.kind).toBe('found');
  });

  it("the popup's sections and the search answer carry them too", async () => {
    const bg = background();
    await bg.addSecond();
    await bg.ask({ type: 'first-workspace-save', label: 'Acme EU', colour: AMBER, on: true });
    const posted: BackgroundToPopup[] = [];
    const port = { postMessage: (m: BackgroundToPopup) => posted.push(m), onDisconnect: { addListener: () => undefined } };
    const at = { port: port as unknown as Runtime.Port, from: { room: 'page', page: 'popup' } as const };
    popupPort(bg.parts).handlers.lookup({ type: 'lookup', email: first.seed.customers[0]!.email, intent: 'show' }, at);
    await vi.waitFor(() => expect(posted.some((m) => m.type === 'sections' && m.more[0]?.state.kind === 'found')).toBe(true));
    expect(posted.filter((m) => m.type === 'sections').every((m) => m.here === 'Acme EU' && m.hereColour === AMBER)).toBe(true);
    const answer = await bg.ask({ type: 'search', box: 'box-1', query: 'jane' }, page('popup'));
    expect(answer).toMatchObject({ here: 'Acme EU', hereColour: AMBER });
  });

  it('switched off: the first is asked nothing, its section says so, and the others are looked up and searched as before', async () => {
    const bg = background();
    await bg.addSecond();
    await bg.ask({ type: 'first-workspace-save', label: 'Acme EU', colour: null, on: false });
    // Its name, read once per key as at any start (kept; not asked again while it is off).
    await bg.ask({ type: 'workspace' });
    first.resetRequests();
    const jane = first.seed.customers[0]!.email;
    const card = await bg.hover(jane);
    expect(card.state).toEqual({ kind: 'switched-off' });
    expect(card).toMatchObject({
      here: 'Acme EU',
      more: [expect.objectContaining({ name: 'Globex', state: expect.objectContaining({ kind: 'found' }) })],
    });
    const answer = await bg.ask({ type: 'search', box: 'box-1', query: 'jane' }, page('popup'));
    expect(answer.customers).toEqual({ status: 'failed', reason: 'switched-off' });
    expect(answer.more[0].results.customers.status).toBe('ok');
    expect(first.requests.map((r) => (r.json as { operationName?: string })?.operationName)).toEqual([]);
    // On again: asked as before.
    await bg.ask({ type: 'first-workspace-save', label: 'Acme EU', colour: null, on: true });
    expect((await bg.hover(jane)).state.kind).toBe('found');
    expect(first.requests.length).toBeGreaterThan(0);
  });

  it("the first's answer at rest (a failure, kept for the hover) still lets the others' sections come", async () => {
    const bg = background();
    await bg.addSecond();
    await bg.ask({ type: 'first-workspace-save', label: null, colour: null, on: false });
    const jane = first.seed.customers[0]!.email;
    await handleMessage({ type: 'lookup', email: jane, intent: 'warm' }, contentSender(), bg.parts);
    // Its lookup sends nothing and ends within the tasks already queued: its answer is kept for the hover.
    await new Promise((r) => setTimeout(r, 0));
    const card = await bg.hover(jane);
    expect(card.state).toEqual({ kind: 'switched-off' });
    expect(card.more).toEqual([expect.objectContaining({ name: 'Globex', state: expect.objectContaining({ kind: 'found' }) })]);
  });

  it('with one workspace the card is as it was: no name, no colour, whatever is saved', async () => {
    const bg = background();
    await bg.ask({ type: 'first-workspace-save', label: 'Acme EU', colour: AMBER, on: true });
    const card = await bg.hover(first.seed.customers[0]!.email);
    expect(card.state.kind).toBe('found');
    expect(card).not.toHaveProperty('here');
    expect(card).not.toHaveProperty('hereColour');
    expect(card).not.toHaveProperty('more');
  });
});
