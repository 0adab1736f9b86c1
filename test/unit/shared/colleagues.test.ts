/**
 * Colleagues are not customers: an address on the workspace's own domains (or a domain the
 * policy names) is refused to a content script before any request; the popup may still ask.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { startApiServer, type ApiServer } from '../../../api/server';
import { domainList, isColleague } from '../../../src/shared/settings/colleagues';
import { NO_POLICY } from '../../../src/shared/settings/settings';
import { parseBackgroundToContent } from '../../../src/shared/messages';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { checkConnection } = await import('../../../src/background/workspace/connection-check');
const { handleMessage, contentSender, httpClient, backgroundParts } = await import('../support/background-parts');
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
function context(workspaceRead: Promise<unknown> = Promise.resolve()) {
  return backgroundParts({
    settings: async () => ({ apiKey: 'plainApiKey_demo_full', baseUrl: api.url, cacheTtlMinutes: 5 }),
    cacheArea: new MemoryArea(),
    check: (s) => workspaceRead.then(() => checkConnection(httpClient(s), new URL(s.baseUrl).host)),
    policy: async () => ({ ...NO_POLICY, ignoreDomains: policyDomains }),
    skipColleagues: async () => skip,
  });
}
const content = contentSender();
const page: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/popup/popup.html' };
const lookupsOf = (email: string) =>
  api.requests.filter((r) => (r.json as { operationName?: string })?.operationName === 'customerByEmail' && JSON.stringify(r.json).includes(email));

beforeEach(() => {
  fakeBrowser.reset();
  api.resetRequests();
  skip = true;
  policyDomains = [];
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

  it("a lookup never waits for a new key's workspace: the customer is asked for while it is read", async () => {
    let answerWorkspace = () => undefined as void;
    const ctx = context(new Promise<void>((resolve) => (answerWorkspace = resolve)));
    void ctx.workspace.ensure(); // a key just saved: its workspace is on its way (held here)
    const ack = handleMessage({ type: 'lookup', email: 'jane.cooper@acme.io' }, content, ctx) as Promise<unknown>;
    await vi.waitFor(() => expect(lookupsOf('jane.cooper@acme.io')).toHaveLength(1));
    expect(api.requests.filter((r) => (r.json as { operationName?: string })?.operationName !== 'customerByEmail')).toHaveLength(0);
    answerWorkspace();
    expect(await ack).toEqual({ accepted: true });
    // Once it is in, a colleague is refused as before, with no request.
    expect(await handleMessage({ type: 'lookup', email: 'sam@acme-support.com' }, content, ctx)).toEqual({ accepted: false, reason: 'colleague' });
    expect(lookupsOf('sam@acme-support.com')).toHaveLength(0);
  });

  it("the popup's box may look a colleague up on purpose", async () => {
    const ctx = context();
    expect(await handleMessage({ type: 'lookup', email: 'sam@acme-support.com' }, page, ctx)).toMatchObject({ kind: 'not-found' });
    expect(lookupsOf('sam@acme-support.com')).toHaveLength(1);
  });
});
