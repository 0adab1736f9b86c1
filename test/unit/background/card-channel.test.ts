/**
 * The card channel (card/channel.ts): what each tab's card is sent on its port, and which
 * lookup's states are still wanted there (shared/wanted.ts): only those of the tab's latest.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { BackgroundToCard } from '../../../src/shared/messages';
import type { LookupState } from '../../../src/shared/lookup-state';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { CardChannel } = await import('../../../src/background/card/channel');
const { cardUrl } = await import('../../../src/background/card/url');

const TAB = { id: 5, index: 0, highlighted: false, active: true, pinned: false, incognito: false };
const found = (email: string): LookupState => ({
  kind: 'found',
  customer: { id: `c_${email}`, fullName: email, email, updatedAt: '2026-01-01T00:00:00Z' },
});

/** A card's port as the background sees it: the emails of what it was sent, in order. */
function connect(cards: InstanceType<typeof CardChannel>, tab = TAB): string[] {
  const sent: string[] = [];
  const port = {
    name: 'card',
    sender: { id: fakeBrowser.runtime.id, tab, url: cardUrl() },
    postMessage: (m: BackgroundToCard) => sent.push(`${m.email}:${m.state.kind}`),
    onMessage: { addListener: () => undefined },
    onDisconnect: { addListener: () => undefined },
    disconnect: () => undefined,
  };
  cards.accept(port as unknown as Runtime.Port, tab.id);
  return sent;
}

let cards = new CardChannel();
beforeEach(() => {
  fakeBrowser.reset();
  cards = new CardChannel();
});

describe('the card channel', () => {
  it("sends each state of the tab's lookup to its card; a card that connects later is sent the last one first", () => {
    const sent = connect(cards);
    const show = cards.startShowing(TAB.id, 0, 'jane@acme.io');
    show({ kind: 'loading' });
    show(found('jane@acme.io'));
    expect(sent).toEqual(['jane@acme.io:loading', 'jane@acme.io:found']);
    const again = connect(cards);
    expect(again).toEqual(['jane@acme.io:found']);
  });

  it("drops an older lookup's states once the tab shows another, even of the same address", () => {
    const sent = connect(cards);
    const jane = cards.startShowing(TAB.id, 0, 'jane@acme.io');
    jane({ kind: 'loading' });
    const devon = cards.startShowing(TAB.id, 0, 'devon@globex.com');
    jane(found('jane@acme.io')); // slower, and no longer wanted
    devon(found('devon@globex.com'));
    const janeAgain = cards.startShowing(TAB.id, 0, 'jane@acme.io');
    devon({ kind: 'loading' });
    jane({ kind: 'not-found' }); // the first lookup of this same address: overtaken, dropped too
    janeAgain(found('jane@acme.io'));
    expect(sent).toEqual(['jane@acme.io:loading', 'devon@globex.com:found', 'jane@acme.io:found']);
  });

  it("another tab's lookup does not make this tab's unwanted", () => {
    const other = { ...TAB, id: 6 };
    const here = connect(cards);
    const there = connect(cards, other);
    const jane = cards.startShowing(TAB.id, 0, 'jane@acme.io');
    const devon = cards.startShowing(other.id, 0, 'devon@globex.com');
    jane(found('jane@acme.io'));
    devon(found('devon@globex.com'));
    expect(here).toEqual(['jane@acme.io:found']);
    expect(there).toEqual(['devon@globex.com:found']);
    expect(cards.tabsShowing('JANE@acme.io')).toEqual([{ tabId: TAB.id, frameId: 0 }]);
  });

  it('a forgotten tab (closed) is sent nothing more, and shows no address', () => {
    const sent = connect(cards);
    const jane = cards.startShowing(TAB.id, 2, 'jane@acme.io');
    expect(cards.tabsShowing('jane@acme.io')).toEqual([{ tabId: TAB.id, frameId: 2 }]);
    cards.forgetTab(TAB.id);
    jane(found('jane@acme.io'));
    expect(sent).toEqual([]);
    expect(cards.tabsShowing('jane@acme.io')).toEqual([]);
  });
});

describe('the card channel, with more workspaces on', () => {
  const section = (kind: 'loading' | 'found') => ({
    id: 'wglobex',
    name: 'Globex',
    colour: null,
    state: kind === 'found' ? found('jane@acme.io') : { kind },
  });
  const messages = (tab = TAB) => {
    const sent: BackgroundToCard[] = [];
    const port = {
      name: 'card',
      sender: { id: fakeBrowser.runtime.id, tab, url: cardUrl() },
      postMessage: (m: BackgroundToCard) => sent.push(m),
      onMessage: { addListener: () => undefined },
      onDisconnect: { addListener: () => undefined },
      disconnect: () => undefined,
    };
    cards.accept(port as unknown as Runtime.Port, tab.id);
    return sent;
  };

  it("holds the first workspace's state for the sections' first word: the card changes once, with both", () => {
    const sent = messages();
    const show = cards.startShowing(TAB.id, 0, 'jane@acme.io', true);
    show(found('jane@acme.io'));
    expect(sent).toEqual([]);
    show.more({ here: 'Acme', hereColour: '#d97706' }, [section('found')]);
    expect(sent).toEqual([
      { type: 'show', email: 'jane@acme.io', state: found('jane@acme.io'), here: 'Acme', hereColour: '#d97706', more: [section('found')] },
    ]);
    show.release();
    expect(sent).toHaveLength(1);
  });

  it('the sections first and the state after: still one message, with both', () => {
    const sent = messages();
    const show = cards.startShowing(TAB.id, 0, 'jane@acme.io', true);
    show.more({ here: 'Acme', hereColour: null }, [section('found')]);
    expect(sent).toEqual([]);
    show(found('jane@acme.io'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ state: { kind: 'found' }, here: 'Acme', more: [section('found')] });
  });

  it('lets the state go when the sections end without a word, and holds nothing for an address shown again with its sections', () => {
    const sent = messages();
    const show = cards.startShowing(TAB.id, 0, 'jane@acme.io', true);
    show(found('jane@acme.io'));
    show.release();
    expect(sent.map((m) => m.state.kind)).toEqual(['found']);
    show.more({ here: 'Acme', hereColour: '#d97706' }, [section('loading')]);
    const again = cards.startShowing(TAB.id, 0, 'jane@acme.io', true);
    again(found('jane@acme.io'));
    // The first's name and colour stay with the sections.
    expect(sent.at(-1)).toMatchObject({ state: { kind: 'found' }, here: 'Acme', hereColour: '#d97706', more: [section('loading')] });
  });
});
