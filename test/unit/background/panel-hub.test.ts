/**
 * The side panels' hub (background/panel/panel-hub.ts), its port through the door
 * (door/panel-port.ts): who may follow a tab, what a panel is told for the tab it follows, and
 * that it is told nothing stale, nothing for other tabs, and nothing once it is gone.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { LookupState } from '../../../src/shared/lookup-state';
import type { BackgroundToPanel } from '../../../src/shared/contract/panel';
import { MemoryArea, TaskArea } from '../support/memory-area';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { PanelHub } = await import('../../../src/background/panel/panel-hub');
const { TabCustomers } = await import('../../../src/background/panel/tab-customers');
const { SenderCheck } = await import('../../../src/background/door/sender');
const { portDoor } = await import('../../../src/background/door/port-door');
const { panelPort } = await import('../../../src/background/door/panel-port');
type ShowCustomer = import('../../../src/background/panel/panel-hub').ShowCustomer;
type Hub = InstanceType<typeof PanelHub>;

const PANEL_URL = () => fakeBrowser.runtime.getURL('src/ui/panel/panel.html');
/** A panel's port to `hub`, through the door as the background's index.ts wires it. */
function accept(hub: Hub, port: Runtime.Port): void {
  const senders = new SenderCheck({ id: fakeBrowser.runtime.id, origin: fakeBrowser.runtime.getURL('') }, () => []);
  portDoor(senders, panelPort(hub))(port);
}
const found = (email: string): LookupState => ({
  kind: 'found',
  customer: { id: `c_${email}`, fullName: email, email, updatedAt: '2026-01-01T00:00:00Z' },
});
const LOADING: LookupState = { kind: 'loading' };

/** Lets the hub's storage reads and answers run (the memory area answers in microtasks). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A runtime port as the background sees it: what it was sent, whether it was cut. */
function fakePort(sender: Runtime.MessageSender = { id: fakeBrowser.runtime.id, url: PANEL_URL() }) {
  const messageListeners: Array<(raw: unknown) => void> = [];
  const disconnectListeners: Array<() => void> = [];
  const port = {
    name: 'panel',
    sender,
    postMessage: vi.fn<(msg: BackgroundToPanel) => void>(),
    onMessage: { addListener: vi.fn((f: (raw: unknown) => void) => void messageListeners.push(f)) },
    onDisconnect: { addListener: vi.fn((f: () => void) => void disconnectListeners.push(f)) },
    disconnect: vi.fn(),
  };
  return {
    port,
    asPort: port as unknown as Runtime.Port,
    send: (raw: unknown) => messageListeners.forEach((f) => f(raw)),
    drop: () => disconnectListeners.forEach((f) => f()),
    sent: () => port.postMessage.mock.calls.map(([m]) => m),
  };
}

/** A `show` that emits what it is given for each address, at once. */
function instantShow(states: Record<string, LookupState[]>) {
  return vi.fn<ShowCustomer>(async (email, emit) => {
    for (const s of states[email] ?? []) emit(s);
  });
}

/** A `show` whose every call the test drives: its `emit`, and when it ends. */
function drivenShow() {
  const calls: Array<{ email: string; emit: (s: LookupState) => void; end: () => void }> = [];
  const show = vi.fn<ShowCustomer>((email, emit) => new Promise<void>((end) => void calls.push({ email, emit, end: () => end() })));
  return { show, calls };
}

let area: MemoryArea;
let tabs: InstanceType<typeof TabCustomers>;

beforeEach(async () => {
  fakeBrowser.reset();
  area = new MemoryArea();
  tabs = new TabCustomers(area);
});

describe('who may connect', () => {
  it.each<[string, Runtime.MessageSender]>([
    ['another extension', { id: 'other-extension', url: 'chrome-extension://other-extension/src/ui/panel/panel.html' }],
    ['another extension at our URL', { id: 'other-extension', url: PANEL_URL() }],
    ['a web page (a content script)', { id: fakeBrowser.runtime.id, url: 'https://app.plain.com/threads/1' }],
    [
      'a look-alike extension origin',
      { id: fakeBrowser.runtime.id, url: `chrome-extension://${fakeBrowser.runtime.id}.evil.example/src/ui/panel/panel.html` },
    ],
    ['another of our pages (the popup)', { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('src/ui/popup/popup.html') }],
    ['a sender without a URL', { id: fakeBrowser.runtime.id }],
  ])('disconnects %s, and listens to nothing from it', async (_name, sender) => {
    const show = instantShow({ 'jane@acme.io': [found('jane@acme.io')] });
    await tabs.note(1, 'jane@acme.io');
    const hub = new PanelHub(tabs, show);
    const p = fakePort(sender);
    accept(hub, p.asPort);
    expect(p.port.disconnect).toHaveBeenCalledTimes(1);
    expect(p.port.onMessage.addListener).not.toHaveBeenCalled();
    p.send({ type: 'follow', tabId: 1 });
    hub.refresh();
    await hub.noted(1, 'devon@globex.com');
    await settle();
    expect(p.port.postMessage).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
  });

  it('keeps a port from its own page, and answers it', async () => {
    const hub = new PanelHub(tabs, instantShow({}));
    const p = fakePort();
    accept(hub, p.asPort);
    expect(p.port.disconnect).not.toHaveBeenCalled();
    expect(p.port.onMessage.addListener).toHaveBeenCalledTimes(1);
    p.send({ type: 'follow', tabId: 2 });
    await settle();
    expect(p.sent()).toEqual([{ type: 'tab-customer', tabId: 2, email: null }]);
  });
});

describe('following a tab', () => {
  it('a tab without a customer: email null, nothing looked up', async () => {
    const show = instantShow({});
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    accept(hub, p.asPort);
    await settle();
    expect(p.port.postMessage).not.toHaveBeenCalled(); // nothing before a follow
    p.send({ type: 'follow', tabId: 4 });
    await settle();
    expect(p.sent()).toEqual([{ type: 'tab-customer', tabId: 4, email: null }]);
    expect(show).not.toHaveBeenCalled();
  });

  it('a tab with a customer: each state `show` emits, in order, with the tab and address', async () => {
    await tabs.note(4, 'jane@acme.io');
    const show = instantShow({ 'jane@acme.io': [LOADING, found('jane@acme.io')] });
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 4 });
    await settle();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show.mock.calls[0]![0]).toBe('jane@acme.io');
    expect(p.sent()).toEqual([
      { type: 'tab-customer', tabId: 4, email: 'jane@acme.io', state: LOADING },
      { type: 'tab-customer', tabId: 4, email: 'jane@acme.io', state: found('jane@acme.io') },
    ]);
  });

  it('finds the customer a former worker noted (storage.session)', async () => {
    await new TabCustomers(area).note(6, 'jane@acme.io');
    const show = instantShow({ 'jane@acme.io': [found('jane@acme.io')] });
    const hub = new PanelHub(new TabCustomers(area), show);
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 6 });
    await settle();
    expect(p.sent()).toEqual([{ type: 'tab-customer', tabId: 6, email: 'jane@acme.io', state: found('jane@acme.io') }]);
  });

  it('an invalid message does nothing, and keeps the tab followed', async () => {
    await tabs.note(1, 'jane@acme.io');
    const show = instantShow({ 'jane@acme.io': [found('jane@acme.io')] });
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    accept(hub, p.asPort);
    for (const raw of [
      { type: 'follow', tabId: -1 },
      { type: 'follow', tabId: 1.5 },
      { type: 'follow', tabId: '1' },
      { type: 'follow', tabId: 1, x: 1 },
      null,
      'follow',
    ]) {
      p.send(raw);
    }
    await settle();
    expect(p.port.postMessage).not.toHaveBeenCalled();
    expect(show).not.toHaveBeenCalled();
    expect(p.port.disconnect).not.toHaveBeenCalled();

    p.send({ type: 'follow', tabId: 1 });
    await settle();
    expect(p.sent()).toHaveLength(1);
    p.send({ type: 'follow', tabId: -1 });
    await settle();
    expect(p.sent()).toHaveLength(1); // nothing for the invalid one
    hub.refresh();
    await settle();
    expect(p.sent()).toEqual([
      { type: 'tab-customer', tabId: 1, email: 'jane@acme.io', state: found('jane@acme.io') },
      { type: 'tab-customer', tabId: 1, email: 'jane@acme.io', state: found('jane@acme.io') },
    ]); // still tab 1
  });
});

describe("a tab's customer changes", () => {
  it('the follower of that tab gets the new customer; a follower of another tab gets nothing', async () => {
    await tabs.note(1, 'jane@acme.io');
    await tabs.note(2, 'priya@initech.co.uk');
    const show = instantShow({
      'jane@acme.io': [found('jane@acme.io')],
      'devon@globex.com': [LOADING, found('devon@globex.com')],
      'priya@initech.co.uk': [found('priya@initech.co.uk')],
    });
    const hub = new PanelHub(tabs, show);
    const one = fakePort();
    const two = fakePort();
    accept(hub, one.asPort);
    accept(hub, two.asPort);
    one.send({ type: 'follow', tabId: 1 });
    two.send({ type: 'follow', tabId: 2 });
    await settle();
    one.port.postMessage.mockClear();
    two.port.postMessage.mockClear();

    await hub.noted(1, 'devon@globex.com');
    await settle();
    expect(one.sent()).toEqual([
      { type: 'tab-customer', tabId: 1, email: 'devon@globex.com', state: LOADING },
      { type: 'tab-customer', tabId: 1, email: 'devon@globex.com', state: found('devon@globex.com') },
    ]);
    expect(two.port.postMessage).not.toHaveBeenCalled();
    expect(await tabs.of(1)).toBe('devon@globex.com');
  });

  it('the same customer again (any case), or none, tells nobody', async () => {
    await tabs.note(1, 'jane@acme.io');
    const show = instantShow({ 'jane@acme.io': [found('jane@acme.io')] });
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 1 });
    await settle();
    expect(p.sent()).toHaveLength(1);
    await hub.noted(1, 'jane@acme.io');
    await hub.noted(1, 'JANE@acme.io');
    await hub.noted(1, null);
    await settle();
    expect(p.sent()).toHaveLength(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('a tab that had none: its follower gets the first customer', async () => {
    const show = instantShow({ 'jane@acme.io': [found('jane@acme.io')] });
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 9 });
    await settle();
    await hub.noted(9, 'jane@acme.io');
    await settle();
    expect(p.sent()).toEqual([
      { type: 'tab-customer', tabId: 9, email: null },
      { type: 'tab-customer', tabId: 9, email: 'jane@acme.io', state: found('jane@acme.io') },
    ]);
  });
});

describe('stale answers', () => {
  it('states of an earlier answer that arrive after a newer follow are dropped', async () => {
    await tabs.note(1, 'jane@acme.io');
    await tabs.note(2, 'devon@globex.com');
    const { show, calls } = drivenShow();
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    accept(hub, p.asPort);

    p.send({ type: 'follow', tabId: 1 });
    await settle();
    expect(calls.map((c) => c.email)).toEqual(['jane@acme.io']);
    calls[0]!.emit(LOADING); // still current: posted
    expect(p.sent()).toEqual([{ type: 'tab-customer', tabId: 1, email: 'jane@acme.io', state: LOADING }]);

    p.send({ type: 'follow', tabId: 2 });
    await settle();
    expect(calls.map((c) => c.email)).toEqual(['jane@acme.io', 'devon@globex.com']);
    calls[0]!.emit(found('jane@acme.io')); // overtaken: dropped
    calls[1]!.emit(found('devon@globex.com'));
    calls[0]!.emit(found('jane@acme.io')); // still dropped after the newer one spoke
    calls[0]!.end();
    calls[1]!.end();
    await settle();
    expect(p.sent()).toEqual([
      { type: 'tab-customer', tabId: 1, email: 'jane@acme.io', state: LOADING },
      { type: 'tab-customer', tabId: 2, email: 'devon@globex.com', state: found('devon@globex.com') },
    ]);
  });

  it('an earlier answer for the same tab is dropped once the tab is followed again', async () => {
    await tabs.note(1, 'jane@acme.io');
    const { show, calls } = drivenShow();
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 1 });
    await settle();
    p.send({ type: 'follow', tabId: 1 });
    await settle();
    expect(calls).toHaveLength(2);
    calls[0]!.emit(found('jane@acme.io'));
    expect(p.port.postMessage).not.toHaveBeenCalled();
    calls[1]!.emit(found('jane@acme.io'));
    expect(p.sent()).toHaveLength(1);
  });

  it("a follow of a tab without a customer drops the earlier answer's states too", async () => {
    await tabs.note(1, 'jane@acme.io');
    const { show, calls } = drivenShow();
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 1 });
    await settle();
    p.send({ type: 'follow', tabId: 3 });
    await settle();
    calls[0]!.emit(found('jane@acme.io'));
    expect(p.sent()).toEqual([{ type: 'tab-customer', tabId: 3, email: null }]);
  });

  it("one panel's newer follow does not drop another panel's answer", async () => {
    await tabs.note(1, 'jane@acme.io');
    await tabs.note(2, 'devon@globex.com');
    const { show, calls } = drivenShow();
    const hub = new PanelHub(tabs, show);
    const a = fakePort();
    const b = fakePort();
    accept(hub, a.asPort);
    accept(hub, b.asPort);
    a.send({ type: 'follow', tabId: 1 });
    await settle();
    b.send({ type: 'follow', tabId: 2 });
    await settle();
    calls[0]!.emit(found('jane@acme.io'));
    calls[1]!.emit(found('devon@globex.com'));
    expect(a.sent()).toEqual([{ type: 'tab-customer', tabId: 1, email: 'jane@acme.io', state: found('jane@acme.io') }]);
    expect(b.sent()).toEqual([{ type: 'tab-customer', tabId: 2, email: 'devon@globex.com', state: found('devon@globex.com') }]);
  });
});

describe('refresh', () => {
  it('answers every panel again, each for its own tab', async () => {
    await tabs.note(1, 'jane@acme.io');
    const show = instantShow({ 'jane@acme.io': [found('jane@acme.io')] });
    const hub = new PanelHub(tabs, show);
    const one = fakePort();
    const two = fakePort();
    const idle = fakePort(); // connected, follows nothing yet
    accept(hub, one.asPort);
    accept(hub, two.asPort);
    accept(hub, idle.asPort);
    one.send({ type: 'follow', tabId: 1 });
    two.send({ type: 'follow', tabId: 2 });
    await settle();
    expect(show).toHaveBeenCalledTimes(1);

    hub.refresh();
    await settle();
    expect(show).toHaveBeenCalledTimes(2);
    const first = { type: 'tab-customer', tabId: 1, email: 'jane@acme.io', state: found('jane@acme.io') };
    expect(one.sent()).toEqual([first, first]);
    expect(two.sent()).toEqual([
      { type: 'tab-customer', tabId: 2, email: null },
      { type: 'tab-customer', tabId: 2, email: null },
    ]);
    expect(idle.port.postMessage).not.toHaveBeenCalled();
  });

  it('drops what an answer from before the refresh emits later', async () => {
    await tabs.note(1, 'jane@acme.io');
    const { show, calls } = drivenShow();
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 1 });
    await settle();
    hub.refresh();
    await settle();
    expect(calls).toHaveLength(2);
    calls[0]!.emit(found('jane@acme.io'));
    expect(p.port.postMessage).not.toHaveBeenCalled();
    calls[1]!.emit(LOADING);
    expect(p.sent()).toEqual([{ type: 'tab-customer', tabId: 1, email: 'jane@acme.io', state: LOADING }]);
  });
});

describe('after the panel is gone', () => {
  it('nothing more is posted: not the states under way, not a change, not a refresh', async () => {
    await tabs.note(1, 'jane@acme.io');
    const { show, calls } = drivenShow();
    const hub = new PanelHub(tabs, show);
    const p = fakePort();
    const other = fakePort();
    accept(hub, p.asPort);
    accept(hub, other.asPort);
    p.send({ type: 'follow', tabId: 1 });
    other.send({ type: 'follow', tabId: 1 });
    await settle();
    calls[0]!.emit(LOADING);
    expect(p.sent()).toHaveLength(1);

    p.drop();
    calls[0]!.emit(found('jane@acme.io'));
    hub.refresh();
    await hub.noted(1, 'devon@globex.com');
    p.send({ type: 'follow', tabId: 1 });
    await settle();
    for (const c of calls) c.emit(found(c.email));
    await settle();
    expect(p.sent()).toHaveLength(1);
    // the other panel, still there, is still told
    expect(other.sent().at(-1)).toEqual({ type: 'tab-customer', tabId: 1, email: 'devon@globex.com', state: found('devon@globex.com') });
  });
});

describe('a new worker told of a customer while a panel follows the tab', () => {
  it('the panel ends with the customer, not with "none"', async () => {
    const show = instantShow({ 'jane@acme.io': [found('jane@acme.io')] });
    const hub = new PanelHub(new TabCustomers(new TaskArea()), show);
    const p = fakePort();
    accept(hub, p.asPort);
    const noting = hub.noted(3, 'jane@acme.io'); // the page's conversation, as the worker wakes
    p.send({ type: 'follow', tabId: 3 }); // the open panel, at the same time
    await noting;
    for (let i = 0; i < 5; i++) await settle();
    expect(p.sent().at(-1)).toEqual({ type: 'tab-customer', tabId: 3, email: 'jane@acme.io', state: found('jane@acme.io') });
  });
});

describe("the page's open conversation, read while a panel follows the tab", () => {
  /** A reader the test sets: the conversation each tab shows now, and how often it was read. */
  function pageReader() {
    const open = new Map<number, string | null>();
    const read = vi.fn(async (tabId: number) => open.get(tabId) ?? null);
    return { open, read };
  }
  const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

  it('read when the panel comes to the tab: a conversation open there becomes its customer', async () => {
    const { open, read } = pageReader();
    open.set(4, 'noor@kestrel.io');
    const hub = new PanelHub(tabs, instantShow({ 'noor@kestrel.io': [found('noor@kestrel.io')] }), read);
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 4 });
    await wait(5);
    expect(read).toHaveBeenCalledWith(4);
    expect(p.sent().at(-1)).toEqual({ type: 'tab-customer', tabId: 4, email: 'noor@kestrel.io', state: found('noor@kestrel.io') });
  });

  it('after a retitle of the tab followed, once however many come; a card opened since is kept until a new conversation opens', async () => {
    const { open, read } = pageReader();
    const hub = new PanelHub(tabs, instantShow({}), read);
    const p = fakePort();
    accept(hub, p.asPort);
    open.set(4, 'noor@kestrel.io');
    p.send({ type: 'follow', tabId: 4 });
    await wait(5);
    await hub.noted(4, 'jane@acme.io'); // the agent opened Jane's card in that tab
    read.mockClear();
    for (let i = 0; i < 5; i += 1) await fakeBrowser.tabs.onUpdated.trigger(4, { title: `Inbox (${i})` }, { id: 4 } as never);
    await wait(100);
    expect(read).toHaveBeenCalledTimes(1); // the same conversation: Jane stays
    expect(await tabs.of(4)).toBe('jane@acme.io');
    open.set(4, 'lena@northwind-trade.com');
    await fakeBrowser.tabs.onUpdated.trigger(4, { url: 'https://app.plain.com/threads/2' }, { id: 4 } as never);
    await wait(100);
    expect(await tabs.of(4)).toBe('lena@northwind-trade.com');
  });

  it('a card opened over a conversation already open is the customer when a panel comes to the tab later; a page opened since wins', async () => {
    const { open, read } = pageReader();
    const pages = new Map<number, string>([[4, 'https://mail.example/#inbox/noor']]);
    const lena = 'lena@northwind-trade.com';
    const hub = new PanelHub(tabs, instantShow({ [lena]: [found(lena)] }), read, async (tabId) => pages.get(tabId) ?? null);
    open.set(4, 'noor@kestrel.io'); // the mail open in the tab, no panel yet
    await hub.noted(4, 'lena@northwind-trade.com'); // then the agent opens Lena's card over it
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 4 });
    await wait(5);
    expect(read).toHaveBeenCalledWith(4);
    expect(await tabs.of(4)).toBe('lena@northwind-trade.com');
    expect(p.sent().at(-1)).toEqual({ type: 'tab-customer', tabId: 4, email: lena, state: found(lena) });
    // Away to another tab: the page opens another mail meanwhile; back, that mail is the customer.
    p.send({ type: 'follow', tabId: 5 });
    pages.set(4, 'https://mail.example/#inbox/devon');
    open.set(4, 'devon@globex.com');
    p.send({ type: 'follow', tabId: 4 });
    await wait(5);
    expect(await tabs.of(4)).toBe('devon@globex.com');
  });

  it('reads nothing for a tab no panel follows, and nothing once the last panel is gone', async () => {
    const { read } = pageReader();
    const hub = new PanelHub(tabs, instantShow({}), read);
    const p = fakePort();
    accept(hub, p.asPort);
    p.send({ type: 'follow', tabId: 4 });
    await wait(5);
    read.mockClear();
    await fakeBrowser.tabs.onUpdated.trigger(9, { title: 'Another app' }, { id: 9 } as never);
    await wait(100);
    expect(read).not.toHaveBeenCalled();
    p.drop();
    await fakeBrowser.tabs.onUpdated.trigger(4, { title: 'Thread' }, { id: 4 } as never);
    await wait(100);
    expect(read).not.toHaveBeenCalled();
  });
});
