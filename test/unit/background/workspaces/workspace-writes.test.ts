/**
 * Writing in a workspace after the first, through the background's door as index.ts wires it, over
 * two real local APIs (different keys, different ids for the same person): a note or a thread sent
 * with `workspace` goes to that workspace's API only, with its key and its id of the customer; at
 * most once there; its drafts are its own and go when it is removed; its key's permissions hold;
 * and a request for a workspace that is not on sends nothing.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { DEMO_API_KEY, type ApiServer } from '../../../../api/server';
import type { CardShow } from '../../../../src/shared/contract/card';
import type { WriteOutcome } from '../../../../src/shared/drafts';
import { SECOND_KEY, SECOND_NO_NOTE_KEY, secondId } from '../../../support/second-workspace';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts, contentSender, TAB } = await import('../../support/background-parts');
const { useBothApis } = await import('../../support/both-apis');
const { CardChannel } = await import('../../../../src/background/card/channel');

let first: ApiServer;
let second: ApiServer;
const made = useBothApis((a, b) => ([first, second] = [a, b]));
beforeEach(() => {
  // The fake has no content scripts to tell (a card asked to look again): only whom it was told is seen.
  vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockResolvedValue(undefined);
});

const options: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/options/options.html' };
const card: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/card/card.html', tab: TAB, frameId: 3 };

/** The first workspace at `first` (its writes throw: none may reach it here), a card port in tab 7. */
function background() {
  const cards = new CardChannel();
  const port = { postMessage: (_: CardShow) => undefined, onDisconnect: { addListener: () => undefined }, disconnect: () => undefined };
  cards.accept(port as unknown as Runtime.Port, TAB.id);
  const parts = backgroundParts({ settings: async () => ({ apiKey: DEMO_API_KEY, baseUrl: first.url, cacheTtlMinutes: 5 }), cards });
  made.push(parts.more);
  const ask = <T = any>(msg: object, from = card) => handleMessage(msg, from, parts) as Promise<T>;
  const addSecond = async (fields: object = {}): Promise<string> => {
    const saved = await ask(
      { type: 'workspace-save', id: null, apiKey: SECOND_KEY, baseUrl: second.url, label: null, colour: null, on: true, ...fields },
      options,
    );
    return saved.id;
  };
  const hover = (email: string) => handleMessage({ type: 'lookup', email }, contentSender(), parts);
  const keys = (prefix: string) => [...parts.session.data.keys()].filter((k) => k.startsWith(prefix));
  return { parts, ask, addSecond, hover, keys };
}

const operation = (r: ApiServer['requests'][number]) => (r.json as { operationName?: string } | undefined)?.operationName;
const sent = (api: ApiServer, name: string) => api.requests.filter((r) => operation(r) === name);
const WRITES = ['createNote', 'createThread', 'upsertCustomer'];
const writesAt = (api: ApiServer) => api.requests.filter((r) => WRITES.includes(operation(r)!));
const inputOf = (r: ApiServer['requests'][number]) => (r.json as { variables: { input: Record<string, unknown> } }).variables.input;

const jane = () => first.seed.customers[0]!;
/** Jane's note in the second workspace: its ref, and the write of it. */
const noteRef = (workspace: string) =>
  ({ action: 'create-note', email: jane().email, customerId: secondId(jane().id), workspace }) as const;
const note = (workspace: string, text: string) => ({ type: 'write', ...noteRef(workspace), fields: { text } }) as const;

describe("writing in a section's workspace", () => {
  it('a note and a thread go to its API only, with its key and its id of the customer; its story is asked anew, the card asks again', async () => {
    const bg = background();
    const id = await bg.addSecond();
    const there = secondId(jane().id);
    await bg.hover(jane().email);
    await vi.waitFor(() => expect(bg.keys(`context@${id}:`)).toEqual([`context@${id}:${there}`]));
    const told = vi.mocked(fakeBrowser.tabs.sendMessage);

    const noted = await bg.ask<WriteOutcome>(note(id, 'Called back about the refund'));
    expect(noted).toMatchObject({ ok: true, state: { kind: 'found', customer: { id: there }, workspaceId: second.seed.workspace.id } });
    expect(sent(second, 'createNote').map(inputOf)).toEqual([{ customerId: there, text: 'Called back about the refund' }]);

    const fields = { title: 'Refund for the second charge', text: 'Agreed on the phone.', priority: 1 };
    const thread = await bg.ask<WriteOutcome>({
      type: 'write',
      action: 'create-thread',
      email: jane().email,
      customerId: there,
      fields,
      workspace: id,
    });
    expect(thread).toMatchObject({ ok: true, thread: { title: fields.title }, state: { customer: { id: there } } });
    expect(sent(second, 'createThread').map(inputOf)).toEqual([expect.objectContaining({ customerIdentifier: { customerId: there } })]);
    expect(second.requests.every((r) => r.headers.authorization === `Bearer ${SECOND_KEY}`)).toBe(true);
    expect(writesAt(first)).toEqual([]);
    expect(first.requests.some((r) => r.body.includes(there))).toBe(false);
    // The new thread is in her story there once it is asked again: the card's tab is told to look again.
    expect(bg.keys(`context@${id}:`)).toEqual([]);
    expect(told).toHaveBeenCalledWith(TAB.id, { type: 'ask-again' }, { frameId: 0 });
  });

  it('twice the same click adds one note there', async () => {
    const bg = background();
    const id = await bg.addSecond();
    const [a, b] = await Promise.all([
      bg.ask<WriteOutcome>(note(id, 'One note, two clicks')),
      bg.ask<WriteOutcome>(note(id, 'One note, two clicks')),
    ]);
    expect(a).toEqual(b);
    expect(a.ok).toBe(true);
    expect(sent(second, 'createNote')).toHaveLength(1);
    expect(writesAt(first)).toEqual([]);
  });

  it("its drafts are its own: the first workspace's draft of the same action and address is not it", async () => {
    const bg = background();
    const id = await bg.addSecond();
    const email = 'new.person@example.com';
    const fields = { fullName: 'New Person (Globex)', shortName: '' };
    expect(await bg.ask({ type: 'draft-save', action: 'create-customer', email, fields, workspace: id })).toEqual({ saved: true });
    expect(await bg.ask({ type: 'draft', action: 'create-customer', email, workspace: id })).toMatchObject({ fields });
    expect(await bg.ask({ type: 'draft', action: 'create-customer', email })).toMatchObject({ fields: { fullName: '' } });
    expect(bg.keys('draft')).toEqual([`draft@${id}:create-customer:${email}`]);
  });

  it('a key of that workspace lacking note:create is refused before anything is sent, and the draft kept', async () => {
    const bg = background();
    const id = await bg.addSecond({ apiKey: SECOND_NO_NOTE_KEY });
    await bg.ask({ type: 'draft-save', ...noteRef(id), fields: { text: 'Not allowed here' } }); // as the agent types
    expect(await bg.ask(note(id, 'Not allowed here'))).toEqual({ ok: false, failure: { kind: 'forbidden', permissions: ['note:create'] } });
    expect(sent(second, 'createNote')).toEqual([]);
    // With its key, only the read of its permissions (an earlier test's workspace may still be reading its own).
    const withKey = second.requests.filter((r) => r.headers.authorization === `Bearer ${SECOND_NO_NOTE_KEY}`);
    expect(withKey.map(operation)).toEqual(['connectionCheck']);
    expect(await bg.ask({ type: 'draft', ...noteRef(id) })).toMatchObject({ fields: { text: 'Not allowed here' } });
  });

  it('a new customer made there is known to its section at once, and offered first for the next create', async () => {
    const bg = background();
    const id = await bg.addSecond();
    const devon = first.seed.customers[1]!; // only in the first workspace
    expect(await bg.ask({ type: 'last-create' })).toEqual({ workspace: null });
    const fields = { fullName: devon.fullName, shortName: '' };
    expect(await bg.ask({ type: 'write', action: 'create-customer', email: devon.email, fields, workspace: id })).toMatchObject({
      ok: true,
      state: { kind: 'found', customer: { email: devon.email } },
    });
    expect(sent(second, 'upsertCustomer')).toHaveLength(1);
    expect(await bg.ask({ type: 'last-create' })).toEqual({ workspace: id });
    second.resetRequests();
    await bg.hover(devon.email);
    expect(sent(second, 'customerByEmail')).toEqual([]);
  });
});

describe('a workspace that is not on', () => {
  it('removed: its drafts go with it, the first keeps its own, and it is sent nothing more', async () => {
    const bg = background();
    const id = await bg.addSecond();
    const email = 'new.person@example.com';
    const fields = { fullName: 'Kept for the first', shortName: '' };
    await bg.ask({ type: 'draft-save', action: 'create-customer', email, fields, workspace: id });
    await bg.ask({ type: 'draft-save', action: 'create-customer', email, fields });
    expect(bg.keys('draft').sort()).toEqual([`draft:create-customer:${email}`, `draft@${id}:create-customer:${email}`]);
    expect(await bg.ask({ type: 'workspace-remove', id }, options)).toEqual({ removed: true });
    expect(bg.keys('draft')).toEqual([`draft:create-customer:${email}`]);
    await bg.parts.more.forget(); // as the list's watcher does (index.ts)
    await expect(bg.ask({ type: 'draft', action: 'create-customer', email, workspace: id })).rejects.toThrow(/not on/);
    expect(await bg.ask(note(id, 'Too late'))).toEqual({ ok: false, failure: { kind: 'not-sent' } });
  });

  it('never added, or switched off: a write or its check is not sent, a draft request fails; neither API is asked', async () => {
    const bg = background();
    const off = await bg.addSecond({ on: false });
    for (const id of ['wnothere1', off]) {
      expect(await bg.ask(note(id, 'Nowhere'))).toEqual({ ok: false, failure: { kind: 'not-sent' } });
      expect(await bg.ask({ type: 'write-check', ...noteRef(id) })).toEqual({ ok: false, failure: { kind: 'not-sent' } });
      await expect(bg.ask({ type: 'draft-save', ...noteRef(id), fields: { text: 'x' } })).rejects.toThrow(/not on/);
    }
    expect(second.requests).toEqual([]);
    expect(writesAt(first)).toEqual([]);
  });
});
