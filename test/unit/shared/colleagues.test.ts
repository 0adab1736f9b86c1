/**
 * Colleagues are not customers: an address on the workspace's own domains (or a domain the
 * policy names) is refused to a content script before any request; the popup may still ask.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import type { CardChannel } from '../../../src/background/card/channel';
import { startApiServer, type ApiServer } from '../../../api/server';
import { domainList, isColleague } from '../../../src/shared/settings/colleagues';
import { NO_POLICY } from '../../../src/shared/settings/settings';
import { parseBackgroundToContent } from '../../../src/shared/messages';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { checkConnection } = await import('../../../src/background/workspace/connection-check');
const { handleMessage, contentSender, httpClient, backgroundParts, connectCardPort, TAB } = await import('../support/background-parts');
const { cardUrl } = await import('../../../src/background/card/url');
const { MemoryArea } = await import('../support/memory-area');

describe('isColleague', () => {
  it('matches the domain and its subdomains, in any case, and nothing else', () => {
    const domains = domainList(['Acme-Support.com', '*.team.example']);
    expect(domains).toEqual(['acme-support.com', 'team.example']);
    expect(isColleague('sam@acme-support.com', domains)).toBe(true);
    expect(isColleague('Sam@EU.Acme-Support.com', domains)).toBe(true);
    expect(isColleague('lee@x.team.example', domains)).toBe(true);
    expect(isColleague('jane@notacme-support.com', domains)).toBe(false);
    expect(isColleague('jane@acme-support.com.evil.io', domains)).toBe(false);
    expect(isColleague('jane.cooper@acme.io', domains)).toBe(false);
  });

  it('the background pushes a list the content script trusts only as domains', () => {
    expect(parseBackgroundToContent({ type: 'colleague-domains', domains: ['acme.com', '<b>', 5] })).toEqual({
      type: 'colleague-domains',
      domains: ['acme.com'],
    });
  });
});

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());

let skip = true;
let policyDomains: string[] = [];
/** Held before the policy's next read answers (then cleared): one lookup's reads end late. */
let policyHeld: Promise<unknown> | null = null;
function context(workspaceRead: Promise<unknown> = Promise.resolve()) {
  return backgroundParts({
    settings: async () => ({ apiKey: 'plainApiKey_demo_full', baseUrl: api.url, cacheTtlMinutes: 5 }),
    cacheArea: new MemoryArea(),
    check: (s) => workspaceRead.then(() => checkConnection(httpClient(s), new URL(s.baseUrl).host)),
    policy: async () => {
      const held = policyHeld;
      policyHeld = null;
      await held;
      return { ...NO_POLICY, ignoreDomains: policyDomains };
    },
    skipColleagues: async () => skip,
  });
}
const content = contentSender();

/** The tab's card, as a connected card page: what it is told to show ("address kind"), in order. */
function cardOfTab(ctx: { cards: CardChannel }): string[] {
  const shown: string[] = [];
  const port = {
    name: 'card',
    sender: { id: fakeBrowser.runtime.id, tab: TAB, url: cardUrl() },
    postMessage: (m: { email?: string; state?: { kind: string } }) => m.state && shown.push(`${m.email} ${m.state.kind}`),
    onMessage: { addListener: () => undefined },
    onDisconnect: { addListener: () => undefined },
    disconnect: () => undefined,
  };
  connectCardPort(ctx, port as unknown as Runtime.Port);
  return shown;
}
const page: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/popup/popup.html' };
const lookupsOf = (email: string) =>
  api.requests.filter(
    (r) => (r.json as { operationName?: string })?.operationName === 'customerByEmail' && JSON.stringify(r.json).includes(email),
  );

beforeEach(() => {
  fakeBrowser.reset();
  api.resetRequests();
  skip = true;
  policyDomains = [];
  policyHeld = null;
});

describe('the background refuses a colleague to a content script', () => {
  it("tells the content script the workspace's domains (read with the workspace, once per key)", async () => {
    const ctx = context();
    expect(await handleMessage({ type: 'colleague-domains' }, content, ctx)).toEqual({ domains: ['acme-support.com'] });
  });

  it('refuses the lookup and the warm-up of a colleague, with no request; a customer still goes', async () => {
    const ctx = context();
    await ctx.workspace.ensure(); // the key's workspace is known (read once per key)
    for (const intent of ['show', 'warm'] as const) {
      expect(await handleMessage({ type: 'lookup', email: 'sam@acme-support.com', intent }, content, ctx)).toEqual({
        accepted: false,
        reason: 'colleague',
      });
    }
    expect(await handleMessage({ type: 'lookup', email: 'jane.cooper@acme.io' }, content, ctx)).toEqual({ accepted: true });
    expect(lookupsOf('sam@acme-support.com')).toHaveLength(0);
    expect(lookupsOf('jane.cooper@acme.io')).toHaveLength(1);
  });

  it("the policy's domains are refused too, and stay refused with the switch off; the workspace's then go", async () => {
    policyDomains = ['globex.com'];
    skip = false;
    const ctx = context();
    expect(await handleMessage({ type: 'colleague-domains' }, content, ctx)).toEqual({ domains: ['globex.com'] });
    expect(await handleMessage({ type: 'lookup', email: 'devon.lane@globex.com' }, content, ctx)).toMatchObject({ accepted: false });
    expect(await handleMessage({ type: 'lookup', email: 'sam@acme-support.com' }, content, ctx)).toEqual({ accepted: true });
    expect(lookupsOf('devon.lane@globex.com')).toHaveLength(0);
    expect(lookupsOf('sam@acme-support.com')).toHaveLength(1);
  });

  it('while a new key\'s workspace is read: the card says "Looking up…" at once, a colleague is never asked for, a customer once the read is in', async () => {
    let answerWorkspace = () => undefined as void;
    const ctx = context(new Promise<void>((resolve) => (answerWorkspace = resolve)));
    const shown = cardOfTab(ctx);
    void ctx.workspace.ensure(); // a key just saved: its workspace is on its way (held here)
    const colleague = handleMessage({ type: 'lookup', email: 'sam@acme-support.com' }, content, ctx) as Promise<unknown>;
    await vi.waitFor(() => expect(shown).toEqual(['sam@acme-support.com loading']));
    const warmColleague = handleMessage(
      { type: 'lookup', email: 'lee@acme-support.com', intent: 'warm' },
      content,
      ctx,
    ) as Promise<unknown>;
    // The agent moves on to a customer before the read is in: the card is theirs now.
    const customer = handleMessage({ type: 'lookup', email: 'jane.cooper@acme.io' }, content, ctx) as Promise<unknown>;
    await vi.waitFor(() => expect(shown).toEqual(['sam@acme-support.com loading', 'jane.cooper@acme.io loading']));
    expect(api.requests).toHaveLength(0); // nothing sent before the domains are known
    answerWorkspace();
    // Sam's refusal would close the card, which is Jane's now: it stays open.
    expect(await colleague).toEqual({ accepted: true });
    expect(await warmColleague).toEqual({ accepted: false, reason: 'colleague' });
    expect(await customer).toEqual({ accepted: true });
    expect(lookupsOf('acme-support.com')).toHaveLength(0);
    expect(lookupsOf('jane.cooper@acme.io')).toHaveLength(1);
    // Once it is in, a customer is asked for at once, with nothing to wait for.
    expect(await ctx.workspace.unknownYet()).toBe(false);
  });

  it('while the read is on its way, a colleague alone is shown "Looking up…", then refused, with no request', async () => {
    let answerWorkspace = () => undefined as void;
    const ctx = context(new Promise<void>((resolve) => (answerWorkspace = resolve)));
    const shown = cardOfTab(ctx);
    void ctx.workspace.ensure();
    const colleague = handleMessage({ type: 'lookup', email: 'sam@acme-support.com' }, content, ctx) as Promise<unknown>;
    await vi.waitFor(() => expect(shown).toEqual(['sam@acme-support.com loading']));
    answerWorkspace();
    expect(await colleague).toEqual({ accepted: false, reason: 'colleague' });
    expect(lookupsOf('acme-support.com')).toHaveLength(0);
  });

  it("the card stays with the address that arrived last, though an earlier lookup's reads end after it", async () => {
    const noted: Array<string | null> = [];
    const ctx = { ...context(), panels: { noted: async (_tab: number, email: string | null) => void noted.push(email) } };
    await ctx.workspace.ensure();
    const shown = cardOfTab(ctx);
    let answerPolicy = () => undefined as void;
    policyHeld = new Promise<void>((resolve) => (answerPolicy = resolve)); // Devon's first read
    const devon = handleMessage({ type: 'lookup', email: 'devon.lane@globex.com' }, content, ctx) as Promise<unknown>;
    const jane = handleMessage({ type: 'lookup', email: 'jane.cooper@acme.io' }, content, ctx) as Promise<unknown>;
    await vi.waitFor(() => expect(shown).toContain('jane.cooper@acme.io found'));
    answerPolicy();
    expect(await devon).toEqual({ accepted: true });
    expect(await jane).toEqual({ accepted: true });
    expect(shown.filter((s) => s.startsWith('devon'))).toEqual([]);
    expect(lookupsOf('devon.lane@globex.com')).toHaveLength(0);
    expect(noted).toEqual(['jane.cooper@acme.io']); // the side panel follows the card's customer
  });

  it('with the switch off, nothing waits for the workspace: its domains do not count', async () => {
    skip = false;
    const ctx = context(new Promise<void>(() => undefined)); // its read never comes
    void handleMessage({ type: 'lookup', email: 'sam@acme-support.com' }, content, ctx);
    await vi.waitFor(() => expect(lookupsOf('sam@acme-support.com')).toHaveLength(1));
  });

  it("the popup's box may look a colleague up on purpose", async () => {
    const ctx = context();
    expect(await handleMessage({ type: 'lookup', email: 'sam@acme-support.com' }, page, ctx)).toMatchObject({ kind: 'not-found' });
    expect(lookupsOf('sam@acme-support.com')).toHaveLength(1);
  });
});
