/**
 * The background's door (background/door/): a message reaches the one handler its type has in its
 * sender's room, or nothing; a port opens only for the page its channel serves; and a handler
 * table that leaves a type out does not compile (the `@ts-expect-error` lines, checked by tsc).
 */
import { describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { CardToBackground, ContentAnswers, ContentRequest, PageAnswers, PageRequest } from '../../../src/shared/messages';
import { SenderCheck, type ContentRoom, type PageRoom } from '../../../src/background/door/sender';
import { runtimeDoor } from '../../../src/background/door/runtime-door';
import { portDoor, portsByName, type PortChannel } from '../../../src/background/door/port-door';
import type { AnswerTable, PortTable } from '../../../src/background/door/handler-table';

const ORIGIN = 'chrome-extension://ext/';
const senders = new SenderCheck({ id: 'ext', origin: ORIGIN }, () => ['https://app.plain.com/*']);
const tab = { id: 7, index: 0, highlighted: false, active: true, pinned: false, incognito: false };
const page = (name: string): Runtime.MessageSender => ({ id: 'ext', url: `${ORIGIN}src/ui/${name}/${name}.html`, tab });
const content: Runtime.MessageSender = { id: 'ext', url: 'https://app.plain.com/threads/1', tab, frameId: 0 };

/** A handler for every page request, each a spy that answers its own type's name. */
function pageSpies() {
  const spy = (type: string) => vi.fn(async () => type as never);
  return {
    lookup: spy('lookup'),
    recent: spy('recent'),
    'clear-cache': spy('clear-cache'),
    settings: spy('settings'),
    'test-connection': spy('test-connection'),
    workspace: spy('workspace'),
    draft: spy('draft'),
    'draft-save': spy('draft-save'),
    'draft-discard': spy('draft-discard'),
    write: spy('write'),
    'write-check': spy('write-check'),
    'last-create': spy('last-create'),
    search: spy('search'),
    'company-customers': spy('company-customers'),
    'log-offer': spy('log-offer'),
    log: spy('log'),
    workspaces: spy('workspaces'),
    'workspace-save': spy('workspace-save'),
    'workspace-remove': spy('workspace-remove'),
    'workspace-test': spy('workspace-test'),
    'first-workspace': spy('first-workspace'),
    'first-workspace-save': spy('first-workspace-save'),
  };
}
const contentSpies = () => ({
  lookup: vi.fn(async () => ({ accepted: true }) as const),
  'colleague-domains': vi.fn(async () => ({ domains: [] })),
});

describe('runtime messages', () => {
  it('a page message of an unknown type is dropped: no answer, no handler run', async () => {
    const pages = pageSpies();
    const answer = runtimeDoor(senders, { content: contentSpies(), page: pages });
    for (const type of [
      'nope',
      'toString',
      'constructor',
      '__proto__',
      'hasOwnProperty',
      'Settings',
      'colleague-domains',
      'state',
      'follow',
    ]) {
      expect(answer({ type }, page('popup'))).toBeUndefined();
    }
    expect(Object.values(pages).filter((h) => h.mock.calls.length > 0)).toEqual([]);
    // A known one reaches its handler, and only it, with the room it came from.
    expect(await answer({ type: 'settings' }, page('options'))).toBe('settings');
    expect(pages.settings).toHaveBeenCalledWith({ type: 'settings' }, { room: 'page', page: 'options', tabId: 7 });
    expect(Object.values(pages).filter((h) => h.mock.calls.length > 0)).toHaveLength(1);
  });

  it("each room's messages go to its own table only", async () => {
    const pages = pageSpies();
    const contents = contentSpies();
    const answer = runtimeDoor(senders, { content: contents, page: pages });
    expect(answer({ type: 'settings' }, content)).toBeUndefined();
    expect(answer({ type: 'colleague-domains' }, page('popup'))).toBeUndefined();
    expect(await answer({ type: 'lookup', email: 'jane@acme.io' }, content)).toEqual({ accepted: true });
    expect(contents.lookup).toHaveBeenCalledWith(
      { type: 'lookup', email: 'jane@acme.io', intent: 'show' },
      { room: 'content', tabId: 7, frameId: 0 },
    );
    expect(pages.lookup).not.toHaveBeenCalled();
    expect(answer({ type: 'settings' }, { id: 'other', url: page('popup').url })).toBeUndefined();
    expect(pages.settings).not.toHaveBeenCalled();
  });

  it('a table that leaves a message type out does not compile', () => {
    const { workspace: _workspace, ...noWorkspace } = pageSpies();
    // @ts-expect-error: the page table has no handler for `workspace`.
    const pages: AnswerTable<PageRequest, PageAnswers, PageRoom> = noWorkspace;
    const { 'colleague-domains': _domains, ...noDomains } = contentSpies();
    // @ts-expect-error: the content table has no handler for `colleague-domains`.
    const contents: AnswerTable<ContentRequest, ContentAnswers, ContentRoom> = noDomains;
    const noHold = { resize: () => undefined, close: () => undefined, retry: () => undefined };
    // @ts-expect-error: the card port's table has no handler for `hold`.
    const card: PortTable<CardToBackground, unknown> = noHold;
    const { 'first-workspace-save': _firstSave, ...noFirstSave } = pageSpies();
    // @ts-expect-error: the page table has no handler for `first-workspace-save`.
    const pagesNoFirst: AnswerTable<PageRequest, PageAnswers, PageRoom> = noFirstSave;
    expect([pages, contents, card, pagesNoFirst].map((t) => Object.keys(t).length)).toEqual([21, 1, 3, 21]);
  });
});

/** A port as the background gets it: its sender and name; whether it was cut; its listeners. */
function fakePort(name: string, sender: Runtime.MessageSender) {
  const listeners: Array<(raw: unknown) => void> = [];
  const port = {
    name,
    sender,
    disconnect: vi.fn(),
    onMessage: { addListener: vi.fn((f: (raw: unknown) => void) => void listeners.push(f)) },
  };
  return { port, asPort: port as unknown as Runtime.Port, send: (raw: unknown) => listeners.forEach((f) => f(raw)) };
}

/** A channel for `page` whose one message is `{ type: 'ping' }`. */
function pingChannel<P extends 'card' | 'popup' | 'panel'>(page: P) {
  const opened = vi.fn();
  const ping = vi.fn();
  const channel: PortChannel<{ type: 'ping' }, P> = {
    page,
    parse: (raw) => ((raw as { type?: unknown })?.type === 'ping' ? { type: 'ping' } : null),
    opened,
    handlers: { ping },
  };
  return { channel, opened, ping };
}

describe('ports', () => {
  it('each port opens only for the page its channel serves; others are cut before anything listens', () => {
    const channels = { card: pingChannel('card'), popup: pingChannel('popup'), panel: pingChannel('panel') };
    const connect = portsByName({
      card: portDoor(senders, channels.card.channel),
      popup: portDoor(senders, channels.popup.channel),
      panel: portDoor(senders, channels.panel.channel),
    });
    const refused = [
      fakePort('popup', page('options')),
      fakePort('popup', page('panel')),
      fakePort('panel', page('popup')),
      fakePort('card', page('popup')),
      fakePort('card', { id: 'ext', url: `${ORIGIN}src/ui/card/card.html` }), // not in a tab
      fakePort('panel', { id: 'other', url: page('panel').url }),
      fakePort('popup', content),
      fakePort('toString', page('popup')),
      fakePort('other', page('popup')),
    ];
    for (const p of refused) {
      connect(p.asPort);
      expect(p.port.disconnect).toHaveBeenCalledTimes(1);
      expect(p.port.onMessage.addListener).not.toHaveBeenCalled();
    }
    expect(Object.values(channels).map((c) => c.opened.mock.calls.length)).toEqual([0, 0, 0]);

    const card = fakePort('card', page('card'));
    connect(card.asPort);
    expect(card.port.disconnect).not.toHaveBeenCalled();
    expect(channels.card.opened).toHaveBeenCalledWith({ port: card.port, from: { room: 'page', page: 'card', tabId: 7 } });
    card.send({ type: 'unknown' });
    card.send({ type: 'ping' });
    expect(channels.card.ping).toHaveBeenCalledTimes(1);
  });
});
