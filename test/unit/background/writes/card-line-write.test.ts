/**
 * The agent's write on the card's direct line (card/line.ts, both ends; bench part F): only a
 * `write` as a page may send it is run, on a line the worker paired for a checked card port; its
 * answer comes back by id; a card whose line closes, or whose write threw, hears so at once.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { WriteOutcome } from '../../../../src/shared/drafts';
import type { BackgroundToCard, LineWrite } from '../../../../src/shared/messages';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { cardUrl, forgetTab, startShowing } = await import('../../../../src/background/card/channel');
const { acceptLine } = await import('../../../../src/background/card/line');
const { connectCardPort, fakeBrowserSenders } = await import('../../support/background-parts');
const { cardLineDoor } = await import('../../../../src/background/door/card-line-door');
const { parseLineWrite, parseLineWritten } = await import('../../../../src/shared/messages');
const { openLine } = await import('../../../../src/ui/card/card-line');

const ORIGIN = `chrome-extension://${fakeBrowser.runtime.id}`;
const TAB = { id: 4, index: 0, highlighted: false, active: true, pinned: false, incognito: false };
const WRITE = { type: 'write', action: 'create-customer', email: 'noor@kestrel-labs.io', fields: { fullName: 'Noor Haddad', shortName: '' } } as const;
const FOUND: WriteOutcome = { ok: true, state: { kind: 'found', customer: { id: 'c_1', fullName: 'Noor Haddad', email: WRITE.email, updatedAt: '2026-01-01T00:00:00Z' } } };
const tick = () => new Promise((r) => setTimeout(r, 10));

describe('parseLineWrite / parseLineWritten', () => {
  it('a write as a page may send it, with a whole-number id; nothing else', () => {
    expect(parseLineWrite({ type: 'line-write', id: 1, request: WRITE })).toEqual({ type: 'line-write', id: 1, request: WRITE });
    const bad = [
      null,
      { type: 'line-write', id: 1 },
      { type: 'line-write', id: -1, request: WRITE },
      { type: 'line-write', id: 1.5, request: WRITE },
      { type: 'line-write', id: '1', request: WRITE },
      { type: 'line-write', id: 1, request: WRITE, extra: true },
      { type: 'line-write', id: 1, request: { ...WRITE, type: 'draft-save' } },
      { type: 'line-write', id: 1, request: { type: 'draft-discard', action: 'create-customer', email: WRITE.email } },
      { type: 'line-write', id: 1, request: { ...WRITE, fields: { fullName: 'N', shortName: '', email: 'x@y.io' } } },
      { type: 'line-write', id: 1, request: { ...WRITE, email: 'not an address' } },
      WRITE,
    ];
    for (const raw of bad) expect(parseLineWrite(raw)).toBeNull();
  });

  it("the worker's answer: an id, and an outcome that says ok, or null", () => {
    expect(parseLineWritten({ type: 'line-written', id: 2, outcome: FOUND })).toEqual({ type: 'line-written', id: 2, outcome: FOUND });
    expect(parseLineWritten({ type: 'line-written', id: 2, outcome: null })).toEqual({ type: 'line-written', id: 2, outcome: null });
    for (const raw of [{ type: 'line-written', id: 2 }, { type: 'line-written', id: 2, outcome: {} }, { type: 'line-written', id: 'x', outcome: FOUND }, { type: 'show', id: 2, outcome: FOUND }]) {
      expect(parseLineWritten(raw)).toBeNull();
    }
  });
});

describe('both ends, over a real channel', () => {
  const written: unknown[] = [];
  let answer: (request: LineWrite['request']) => Promise<WriteOutcome> | undefined = async () => FOUND;

  beforeEach(() => {
    written.length = 0;
    vi.stubGlobal('ServiceWorkerGlobalScope', class { static [Symbol.hasInstance] = () => true });
    vi.stubGlobal('location', { origin: ORIGIN });
    // The card's page, whose controller is the worker: its offer comes through the door to acceptLine.
    const controller = {
      postMessage: (data: unknown, ports: MessagePort[]) =>
        cardLineDoor(fakeBrowserSenders(), (event) =>
          acceptLine(event, (request) => {
            written.push(request);
            return answer(request);
          }),
        )({ data, ports, origin: ORIGIN, source: { url: cardUrl() } } as unknown as MessageEvent),
    };
    vi.stubGlobal('navigator', { serviceWorker: { controller } });
  });
  afterEach(() => {
    forgetTab(TAB.id);
    vi.unstubAllGlobals();
  });

  /** A card whose port the background checked: the token it was given pairs its line, and a `show` came by it. */
  async function pairedCard() {
    const sent: BackgroundToCard[] = [];
    const port = { name: 'card', sender: { id: fakeBrowser.runtime.id, tab: TAB, url: cardUrl() }, postMessage: (m: BackgroundToCard) => sent.push(m), onMessage: { addListener: () => undefined }, onDisconnect: { addListener: () => undefined }, disconnect: () => undefined };
    connectCardPort(port as unknown as Runtime.Port);
    const token = sent[0]?.type === 'line' ? sent[0].token : '';
    const shown: unknown[] = [];
    const line = openLine(token, (m) => shown.push(m))!;
    startShowing(TAB.id, 0, WRITE.email)({ kind: 'not-found' });
    await vi.waitFor(() => expect(shown).toHaveLength(1));
    return line;
  }

  it("the card's write is run once, as a page's, and its outcome comes back by id", async () => {
    const line = await pairedCard();
    expect(await line.write(WRITE)).toEqual(FOUND);
    expect(written).toEqual([WRITE]);
    line.close();
  });

  it('a write that threw, or a worker without writes, is answered so: the card does not wait for ever', async () => {
    const line = await pairedCard();
    answer = () => Promise.reject(new Error('storage failed'));
    await expect(line.write(WRITE)).rejects.toThrow();
    answer = () => undefined;
    await expect(line.write(WRITE)).rejects.toThrow();
    answer = async () => FOUND;
    line.close();
  });

  it('a line that closes before the answer rejects the write (as a stopped worker rejects a runtime message)', async () => {
    const line = await pairedCard();
    answer = () => new Promise(() => undefined);
    const pending = line.write(WRITE);
    line.close();
    await expect(pending).rejects.toThrow();
    answer = async () => FOUND;
  });

  it('a line the worker has sent nothing by takes no write (the runtime message serves); a refused one runs nothing', async () => {
    const line = openLine(crypto.randomUUID(), () => undefined)!;
    expect(line.write(WRITE)).toBeNull();
    line.close();
    // The card's page posting on a refused channel all the same: the worker closed its end.
    const channel = new MessageChannel();
    navigator.serviceWorker.controller!.postMessage({ type: 'card-line', token: crypto.randomUUID() }, [channel.port2]);
    channel.port1.postMessage({ type: 'line-write', id: 1, request: WRITE });
    await tick();
    expect(written).toEqual([]);
    channel.port1.close();
  });
});
