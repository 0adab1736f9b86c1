/**
 * Colleagues with several workspaces, over two real local APIs (the first's own domain
 * acme-support.com, the second's globex-support.com): an address on one workspace's domain is a
 * colleague's there and is asked of the others only; the content script leaves alone only the
 * domains every workspace calls its own.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { DEMO_API_KEY, type ApiServer } from '../../../../api/server';
import type { CardShow } from '../../../../src/shared/contract/card';
import { SECOND_KEY } from '../../../support/second-workspace';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts, contentSender } = await import('../../support/background-parts');
const { useBothApis } = await import('../../support/both-apis');
const { CardChannel } = await import('../../../../src/background/card/channel');

let first: ApiServer;
let second: ApiServer;
const made = useBothApis((a, b) => ([first, second] = [a, b]));

const options: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/options/options.html' };
const lookupsAt = (api: ApiServer) =>
  api.requests.filter((r) => (r.json as { operationName?: string })?.operationName === 'customerByEmail');

/** Both workspaces, each one's own domains read (as the background keeps them once per key), the switch on. */
async function background(withSecond = true) {
  const cards = new CardChannel();
  const shown: CardShow[] = [];
  cards.accept(
    { postMessage: (m: CardShow) => shown.push(m), onDisconnect: { addListener: () => undefined } } as unknown as Runtime.Port,
    7,
  );
  const parts = backgroundParts({
    settings: async () => ({ apiKey: DEMO_API_KEY, baseUrl: first.url, cacheTtlMinutes: 5 }),
    cards,
    skipColleagues: async () => true,
  });
  made.push(parts.more);
  await parts.workspace.ensure();
  if (withSecond) {
    const saved = (await handleMessage(
      { type: 'workspace-save', id: null, apiKey: SECOND_KEY, baseUrl: second.url, label: null, colour: null, on: true },
      options,
      parts,
    )) as { ok: boolean };
    expect(saved.ok).toBe(true);
    await Promise.all((await parts.more.on()).map((r) => r.store.ensure()));
  }
  first.resetRequests();
  second.resetRequests();
  const hover = async (email: string) => {
    const ack = await handleMessage({ type: 'lookup', email }, contentSender(), parts);
    return { ack, card: shown.at(-1) };
  };
  const domains = () => handleMessage({ type: 'colleague-domains' }, contentSender(), parts) as Promise<{ domains: string[] }>;
  const warm = (email: string) => handleMessage({ type: 'lookup', email, intent: 'warm' }, contentSender(), parts);
  return { hover, domains, warm, parts };
}

it('with one workspace, its own domain is left alone everywhere, as before', async () => {
  const bg = await background(false);
  expect((await bg.domains()).domains).toEqual(['acme-support.com']);
  expect((await bg.hover('alex@acme-support.com')).ack).toEqual({ accepted: false, reason: 'colleague' });
  expect(lookupsAt(first)).toEqual([]);
});

it("with two, neither's own domain is left alone everywhere: each is asked only of the other", async () => {
  const bg = await background();
  expect((await bg.domains()).domains).toEqual([]);

  const ours = await bg.hover('alex@acme-support.com');
  expect(ours.card?.state).toEqual({ kind: 'colleague' });
  expect(ours.card?.more?.[0]?.state.kind).toBe('not-found');
  expect([lookupsAt(first).length, lookupsAt(second).length]).toEqual([0, 1]);

  const theirs = await bg.hover('sam@globex-support.com');
  expect(theirs.card?.state.kind).toBe('not-found');
  expect(theirs.card?.more?.[0]?.state).toEqual({ kind: 'colleague' });
  expect([lookupsAt(first).length, lookupsAt(second).length]).toEqual([1, 1]);
});

it("the pointer at rest on one workspace's colleague asks it nothing; the other is warmed", async () => {
  const bg = await background();
  await bg.warm('sam@globex-support.com');
  await vi.waitFor(() => expect(lookupsAt(first)).toHaveLength(1));
  // The second's check ran beside the first's lookup, which is over: nothing was sent to it.
  expect(lookupsAt(second)).toEqual([]);
});

it('a workspace whose domains were never read (put there by a policy): its colleague waits for that one read, and is not asked of it', async () => {
  const bg = await background(false);
  // Its name and domains come slower than a hover's way to the lookup.
  second.faults.set({ kind: 'latency', ms: 300, operations: ['connectionCheck'] });
  await bg.parts.local.set({
    moreWorkspaces: [{ id: 'wsecond01', apiKey: SECOND_KEY, baseUrl: second.url, label: null, colour: null, on: true }],
  });
  await bg.parts.more.forget();
  const theirs = await bg.hover('sam@globex-support.com');
  expect(theirs.card?.more?.[0]?.state).toEqual({ kind: 'colleague' });
  expect(lookupsAt(second)).toEqual([]);
});
