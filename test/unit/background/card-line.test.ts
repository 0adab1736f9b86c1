/**
 * The card's direct line from the worker (background/card/line.ts, ui/card/card-line.ts): who may
 * pair one, that `show`s then go by it, and that the card keeps them in the background's order.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { BackgroundToCard, CardShow } from '../../../src/shared/messages';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { cardUrl, forgetTab, startShowing } = await import('../../../src/background/card/channel');
const { acceptLine } = await import('../../../src/background/card/line');
const { connectCardPort, fakeBrowserSenders } = await import('../support/background-parts');
const { cardLineDoor } = await import('../../../src/background/door/card-line-door');
const { parseCardLine } = await import('../../../src/shared/messages');
const { inOrder } = await import('../../../src/ui/card/card-line');

const ORIGIN = `chrome-extension://${fakeBrowser.runtime.id}`;
const tab = { id: 3, index: 0, highlighted: false, active: true, pinned: false, incognito: false };
const found = (id: string) => ({ kind: 'found', customer: { id, fullName: id, email: 'a@b.co', updatedAt: '2026-01-01T00:00:00Z' } }) as const;

/** A card's runtime port as the background sees it: what it was sent, and whether it was cut. */
function cardPort() {
  const sent: BackgroundToCard[] = [];
  const disconnects: Array<() => void> = [];
  const port = {
    name: 'card',
    sender: { id: fakeBrowser.runtime.id, tab, url: cardUrl() },
    postMessage: (m: BackgroundToCard) => sent.push(m),
    onMessage: { addListener: () => undefined },
    onDisconnect: { addListener: (f: () => void) => disconnects.push(f) },
    disconnect: () => undefined,
  };
  connectCardPort(port as unknown as Runtime.Port);
  return { sent, drop: () => disconnects.forEach((f) => f()) };
}

/** One end of a channel as the worker receives it. */
function channelEnd() {
  const sent: BackgroundToCard[] = [];
  const end = { closed: false, postMessage: (m: BackgroundToCard) => sent.push(m), close: () => void (end.closed = true) };
  return { end, sent };
}

/** The worker's `message` event: through the door, as index.ts wires it. */
const lineDoor = cardLineDoor(fakeBrowserSenders(), (event) => acceptLine(event));
function offer(data: unknown, ports: unknown[], over: { origin?: string; url?: string } = {}): void {
  const event = { data, ports, origin: over.origin ?? ORIGIN, source: { url: over.url ?? cardUrl() } };
  lineDoor(event as unknown as MessageEvent);
}

const tokenOf = (sent: BackgroundToCard[]) => (sent[0]?.type === 'line' ? sent[0].token : undefined);
/** The card's offer of a new channel with the token its port was given; the worker's end. */
function pair(card: { sent: BackgroundToCard[] }, token = tokenOf(card.sent)) {
  const line = channelEnd();
  offer({ type: 'card-line', token }, [line.end]);
  return line;
}
const show = (email = 'a@b.co') => startShowing(tab.id, 0, email)(found(email));

describe('in a service worker (Chromium)', () => {
  beforeEach(() => {
    vi.stubGlobal('ServiceWorkerGlobalScope', class { static [Symbol.hasInstance] = () => true });
    vi.stubGlobal('location', { origin: ORIGIN }); // as the worker's, which Node's URL would give as "null"
  });
  afterEach(() => {
    forgetTab(tab.id);
    vi.unstubAllGlobals();
  });

  it("offers a token first, and a card holding it pairs a line: later `show`s go by it, numbered", () => {
    const card = cardPort();
    const token = tokenOf(card.sent);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    const line = pair(card);
    show('a@b.co');
    show('c@d.co');
    expect(card.sent).toHaveLength(1); // the token only
    expect(line.sent.map((m) => m.type === 'show' && m.email)).toEqual(['a@b.co', 'c@d.co']);
    const [first, second] = line.sent as CardShow[];
    expect(second!.seq).toBeGreaterThan(first!.seq);
  });

  it('pairs nothing for a wrong, reused or malformed offer, or one not from the card page', () => {
    const card = cardPort();
    const token = tokenOf(card.sent)!;
    const refused = [
      () => offer({ type: 'card-line', token: crypto.randomUUID() }, [channelEnd().end]),
      () => offer({ type: 'card-line', token }, [channelEnd().end], { origin: 'https://app.plain.com' }),
      () => offer({ type: 'card-line', token }, [channelEnd().end], { url: `${ORIGIN}/src/ui/popup/popup.html` }),
      () => offer({ type: 'card-line', token }, []),
      () => offer({ type: 'card-line', token }, [channelEnd().end, channelEnd().end]),
      () => offer({ type: 'card-line', token, extra: 1 }, [channelEnd().end]),
    ];
    for (const attempt of refused) attempt();
    show();
    expect(card.sent.map((m) => m.type)).toEqual(['line', 'show']); // still by the port

    // The right offer pairs once; the same token again does not take the tab's line away.
    const line = pair(card);
    const again = pair(card);
    expect(again.end.closed).toBe(true);
    show();
    expect(line.sent).toHaveLength(1);
  });

  it("a refused offer's channel is closed; a card port that goes closes its line", () => {
    const card = cardPort();
    const stranger = channelEnd();
    offer({ type: 'card-line', token: crypto.randomUUID() }, [stranger.end]);
    expect(stranger.end.closed).toBe(true);
    const line = pair(card);
    card.drop();
    expect(line.end.closed).toBe(true);
    show();
    expect(line.sent).toHaveLength(0);
  });

  it("a new card port in the tab gets a new token; the old card's line and token are gone", () => {
    const old = cardPort();
    const oldLine = pair(old);
    const fresh = cardPort();
    expect(tokenOf(fresh.sent)).not.toBe(tokenOf(old.sent));
    expect(oldLine.end.closed).toBe(true);
    const late = pair(old);
    expect(late.end.closed).toBe(true);
    show();
    expect(fresh.sent.map((m) => m.type)).toEqual(['line', 'show']);
  });
});

describe('not a service worker (Firefox)', () => {
  it('offers no line: the port carries every `show`', () => {
    const card = cardPort();
    show();
    expect(card.sent.map((m) => m.type)).toEqual(['show']);
    forgetTab(tab.id);
  });
});

describe('the card takes `show`s in order', () => {
  it('drops one that a later one overtook, and anything that is not a numbered `show`', () => {
    const taken: Array<[string, string]> = [];
    const take = inOrder((msg, line) => taken.push([msg.email, line]));
    const msg = (seq: unknown, email: string) => ({ type: 'show', seq, email, state: found(email) });
    take(msg(2, 'new@x.co'), 'direct');
    take(msg(1, 'old@x.co'), 'port'); // sent earlier, by the slower line
    take(msg(2, 'again@x.co'), 'port');
    take(msg('3', 'text@x.co'), 'direct');
    take({ type: 'line', token: 'x' }, 'port');
    take(null, 'direct');
    take(msg(3, 'next@x.co'), 'port');
    expect(taken).toEqual([['new@x.co', 'direct'], ['next@x.co', 'port']]);
  });
});

describe('parseCardLine', () => {
  it('accepts exactly a type and a UUID token', () => {
    const token = crypto.randomUUID();
    expect(parseCardLine({ type: 'card-line', token })).toEqual({ type: 'card-line', token });
    for (const bad of [null, [], { type: 'card-line' }, { type: 'card-line', token: 5 }, { type: 'card-line', token: 'x'.repeat(36) }, { type: 'show', token }, { type: 'card-line', token, more: true }]) {
      expect(parseCardLine(bad)).toBeNull();
    }
  });
});
