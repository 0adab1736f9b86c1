/**
 * The background's runtime messages, through its door as index.ts wires it (door/runtime-door.ts),
 * with the browser API faked and the real local API behind it: checked messages act, others do
 * nothing, and pages never get the key back.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { startApiServer, type ApiServer } from '../../../api/server';
import { CONTEXT_SECTIONS } from '../../../src/shared/customer-context';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts, contentSender } = await import('../support/background-parts');
const { NO_POLICY } = await import('../../../src/shared/settings/settings');

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());

let apiKey = 'plainApiKey_demo_full';
let policyDomains: string[] = [];
let skip = true;
const context = () =>
  backgroundParts({
    settings: async () => ({ apiKey, baseUrl: api.url, cacheTtlMinutes: 5 }),
    policy: async () => ({ ...NO_POLICY, ignoreDomains: policyDomains }),
    skipColleagues: async () => skip,
  });
const content = contentSender();
const page: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/popup/popup.html' };
const lookups = () =>
  api.requests.filter((r) => r.path === '/graphql/v1' && (r.json as { operationName?: string })?.operationName === 'customerByEmail');
const operations = () => api.requests.map((r) => (r.json as { operationName?: string } | undefined)?.operationName);
const contextOps = () =>
  api.requests.filter((r) =>
    ['customerContext', 'customerOpenThreads', 'customerCards'].includes((r.json as { operationName?: string })?.operationName ?? ''),
  );

beforeEach(() => {
  fakeBrowser.reset();
  api.resetRequests();
  apiKey = 'plainApiKey_demo_full';
  policyDomains = [];
  skip = true;
});

describe('handleMessage', () => {
  it('a content script on a support site may ask for a lookup, and only that', async () => {
    const ctx = context();
    expect(await handleMessage({ type: 'lookup', email: 'jane.cooper@acme.io' }, content, ctx)).toEqual({ accepted: true });
    await vi.waitFor(() => expect(lookups()).toHaveLength(1));
    for (const type of ['recent', 'clear-cache', 'settings', 'test-connection']) {
      expect(handleMessage({ type }, content, ctx)).toBeUndefined();
    }
    expect(lookups()).toHaveLength(1);
  });

  it('drops a lookup from another extension, another site, or with a bad e-mail', () => {
    const ctx = context();
    expect(handleMessage({ type: 'lookup', email: 'jane@acme.io' }, { ...content, id: 'evil' }, ctx)).toBeUndefined();
    expect(handleMessage({ type: 'lookup', email: 'jane@acme.io' }, { ...content, url: 'https://evil.example/' }, ctx)).toBeUndefined();
    expect(handleMessage({ type: 'lookup', email: 'x'.repeat(300) }, content, ctx)).toBeUndefined();
    expect(lookups()).toHaveLength(0);
  });

  it('extension pages get the final state of a lookup, and the customers of a tab', async () => {
    const ctx = context();
    const state = (await handleMessage({ type: 'lookup', email: 'jane.cooper@acme.io' }, page, ctx)) as { kind: string };
    expect(state.kind).toBe('found');
    await handleMessage({ type: 'lookup', email: 'devon.lane@globex.com' }, content, ctx);
    await vi.waitFor(async () => expect(await handleMessage({ type: 'recent', tabId: 7 }, page, ctx)).toHaveLength(1));
    expect(await handleMessage({ type: 'recent' }, page, ctx)).toHaveLength(2);
  });

  it('a settings summary shows the last 4 characters of the key, never the key', async () => {
    const summary = await handleMessage({ type: 'settings' }, page, context());
    expect(summary).toEqual({
      keyLast4: 'full',
      baseUrl: api.url,
      cacheTtlMinutes: 5,
      managed: { apiKey: false, baseUrl: false, supportSites: [], ignoreDomains: [], neverLogDomains: null, locked: false },
    });
    expect(JSON.stringify(summary)).not.toContain('plainApiKey');
  });
});

describe('test connection', () => {
  it('a good key: the workspace, and customer:read granted', async () => {
    const { sections, ...result } = (await handleMessage({ type: 'test-connection' }, page, context())) as { sections: object };
    expect(result).toEqual({
      kind: 'connected',
      workspace: { id: api.seed.workspace.id, name: api.seed.workspace.name, domainNames: ['acme-support.com'] },
      permissions: [
        'customer:read',
        'workspace:read',
        'company:read',
        'tenant:read',
        'customerGroup:read',
        'thread:read',
        'customerCard:read',
        'timeline:read',
        'customer:create',
        'customer:edit',
        'thread:create',
        'thread:edit',
        'customerEvent:create',
        'note:create',
      ],
      canReadCustomers: true,
    });
    // Which context sections the key unlocks, one entry per section (context-sections.test.ts):
    // with no customer looked up yet, one is listed first, so all six are decided.
    expect(Object.keys(sections).sort()).toEqual([...CONTEXT_SECTIONS].sort());
    expect(Object.values(sections)).toEqual(Array(CONTEXT_SECTIONS.length).fill('unlocked'));
    const asked = contextOps().map((r) => (r.json as { variables?: { customerId?: string } }).variables?.customerId);
    expect(asked).toEqual(Array(3).fill(api.seed.customers[0]!.id));
    expect(operations().filter((o) => o === 'connectionProbeCustomer')).toHaveLength(1);
  });

  it('a customers-only key: who unlocked, the other five forbidden, each naming its permission', async () => {
    apiKey = 'plainApiKey_demo_customers_only';
    expect(await handleMessage({ type: 'test-connection' }, page, context())).toMatchObject({
      kind: 'connected',
      sections: {
        who: 'unlocked',
        company: { forbidden: 'company:read' },
        tenants: { forbidden: 'tenant:read' },
        groups: { forbidden: 'customerGroup:read' },
        threads: { forbidden: 'thread:read' },
        cards: { forbidden: 'customerCard:read' },
      },
    });
  });

  it('a customer looked up: the sections are asked about that customer, none is listed', async () => {
    const ctx = context();
    const devon = api.seed.customers[1]!;
    await handleMessage({ type: 'lookup', email: devon.email }, page, ctx);
    api.resetRequests();
    await handleMessage({ type: 'test-connection' }, page, ctx);
    expect(operations()).not.toContain('connectionProbeCustomer');
    expect(contextOps().map((r) => (r.json as { variables?: { customerId?: string } }).variables?.customerId)).toEqual(
      Array(3).fill(devon.id),
    );
  });

  it('a key without customer:read connects and says so', async () => {
    apiKey = 'plainApiKey_demo_no_customer_read';
    const result = (await handleMessage({ type: 'test-connection' }, page, context())) as { canReadCustomers: boolean };
    expect(result).toMatchObject({ kind: 'connected', canReadCustomers: false });
  });

  it('a key that may not read the workspace still connects, without a workspace', async () => {
    apiKey = 'plainApiKey_demo_no_workspace';
    expect(await handleMessage({ type: 'test-connection' }, page, context())).toMatchObject({
      kind: 'connected',
      workspace: null,
      canReadCustomers: true,
    });
  });

  it('a bad key: the same honest state as the card', async () => {
    apiKey = 'plainApiKey_nope';
    expect(await handleMessage({ type: 'test-connection' }, page, context())).toEqual({
      kind: 'failed',
      state: { kind: 'unauthorized' },
    });
  });

  it('a found customer carries the workspace with no "Test connection" pressed (for "Open in Plain")', async () => {
    const ctx = context();
    const state = await handleMessage({ type: 'lookup', email: 'jane.cooper@acme.io' }, page, ctx);
    expect(state).toMatchObject({ kind: 'found', workspaceId: api.seed.workspace.id });
    expect(await handleMessage({ type: 'workspace' }, page, ctx)).toEqual({
      kind: 'known',
      workspace: { id: api.seed.workspace.id, name: api.seed.workspace.name, domainNames: ['acme-support.com'] },
      permissions: api.seed.permissionsFor(apiKey),
    });
  });

  it('a key that may not read the workspace: its cards still come, without the workspace; the page hears why', async () => {
    apiKey = 'plainApiKey_demo_no_workspace';
    const ctx = context();
    const state = await handleMessage({ type: 'lookup', email: 'jane.cooper@acme.io' }, page, ctx);
    expect(state).toMatchObject({ kind: 'found', customer: { fullName: api.seed.customers[0]!.fullName } });
    expect(state).not.toHaveProperty('workspaceId');
    expect(await handleMessage({ type: 'workspace' }, page, ctx)).toEqual({ kind: 'refused', permissions: ['customer:read'] });
  });

  it('a found customer carries the workspace once the connection is known (for "Open in Plain")', async () => {
    const ctx = context();
    await handleMessage({ type: 'test-connection' }, page, ctx);
    const state = await handleMessage({ type: 'lookup', email: 'jane.cooper@acme.io' }, page, ctx);
    expect(state).toMatchObject({ kind: 'found', workspaceId: api.seed.workspace.id });
  });
});
