/**
 * An organisation's policy (`storage.managed`) wins over the agent's own settings; its key is
 * never copied into `storage.local`; a change to it goes through the same path as a local one.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { MANAGED_KEYS, readManagedPolicy } from '../../../src/shared/settings/settings';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { SettingsStore } = await import('../../../src/background/settings/store');
const { watchApiSettings } = await import('../../../src/background/settings/watch');

let store = new SettingsStore(fakeBrowser.storage);
const loadApiSettings = () => store.api();
const loadPolicy = () => store.policy();

beforeEach(() => {
  fakeBrowser.reset();
  store = new SettingsStore(fakeBrowser.storage);
});

describe('the managed storage schema', () => {
  it('declares exactly the keys the extension reads, with their types, and Chrome builds name it', () => {
    const schema = JSON.parse(readFileSync('public/managed-schema.json', 'utf8'));
    const types = Object.fromEntries(
      Object.entries(schema.properties as Record<string, { type: string; items?: { type: string } }>).map(([k, v]) => [
        k,
        v.items ? `${v.type} of ${v.items.type}` : v.type,
      ]),
    );
    expect(types).toEqual({
      apiBaseUrl: 'string',
      apiKey: 'string',
      supportSites: 'array of string',
      ignoreDomains: 'array of string',
      neverLogDomains: 'array of string',
      lockSettings: 'boolean',
      workspaces: 'array of object',
    });
    expect(Object.keys(types).sort()).toEqual(Object.values(MANAGED_KEYS).sort());
    // A workspace: its name and API required, its key optional (without one, the agent saves their own).
    const workspace = schema.properties.workspaces.items;
    expect(
      Object.fromEntries(Object.entries(workspace.properties as Record<string, { type: string }>).map(([k, v]) => [k, v.type])),
    ).toEqual({
      name: 'string',
      apiBaseUrl: 'string',
      apiKey: 'string',
    });
    expect(workspace.required).toEqual(['name', 'apiBaseUrl']);
    const manifest = JSON.parse(readFileSync('manifest.json', 'utf8'));
    expect(manifest['{{chrome}}.storage']).toEqual({ managed_schema: 'managed-schema.json' });
  });
});

describe('readManagedPolicy', () => {
  it('takes each key of the schema, and leaves out what has the wrong type or shape', () => {
    expect(
      readManagedPolicy({
        apiKey: ' plainApiKey_team ',
        apiBaseUrl: 'https://core-api.eu.plain.com/graphql/v1',
        supportSites: ['https://support.acme.com/*', 'not a pattern', 7],
        ignoreDomains: ['Acme.com', '@acme.co.uk', 'nonsense', 3],
        neverLogDomains: ['*.Globex.com', 'nonsense'],
        lockSettings: true,
        workspaces: [{ name: 'Globex', apiBaseUrl: 'https://core-api.eu.plain.com', apiKey: 'plainApiKey_globex' }, { name: 'Nameless' }],
      }),
    ).toEqual({
      apiKey: 'plainApiKey_team',
      baseUrl: 'https://core-api.eu.plain.com',
      supportSites: ['https://support.acme.com/*'],
      ignoreDomains: ['acme.com', 'acme.co.uk'],
      neverLogDomains: ['globex.com'],
      locked: true,
      workspaces: [
        { id: expect.stringMatching(/^wp/), name: 'Globex', baseUrl: 'https://core-api.eu.plain.com', apiKey: 'plainApiKey_globex' },
      ],
    });
    expect(
      readManagedPolicy({
        apiKey: 5,
        apiBaseUrl: 'http://evil.example',
        lockSettings: 'yes',
        supportSites: 'x',
        neverLogDomains: 'acme.com',
        workspaces: { name: 'Globex' },
      }),
    ).toEqual({
      apiKey: null,
      baseUrl: null,
      supportSites: [],
      ignoreDomains: [],
      neverLogDomains: null,
      locked: false,
      workspaces: [],
    });
  });

  it('a loopback http base URL only in the local build', () => {
    expect(readManagedPolicy({ apiBaseUrl: 'http://127.0.0.1:4010' }, false).baseUrl).toBeNull();
    expect(readManagedPolicy({ apiBaseUrl: 'http://127.0.0.1:4010' }, true).baseUrl).toBe('http://127.0.0.1:4010');
  });
});

describe('loadApiSettings with a policy', () => {
  it("the managed key and base URL win over the agent's, and the key is not written anywhere", async () => {
    await fakeBrowser.storage.local.set({ apiKey: 'plainApiKey_mine', baseUrl: 'https://core-api.uk.plain.com', cacheTtlMinutes: 9 });
    await fakeBrowser.storage.managed.set({ apiKey: 'plainApiKey_team', apiBaseUrl: 'https://core-api.eu.plain.com' });
    expect(await loadApiSettings()).toEqual({ apiKey: 'plainApiKey_team', baseUrl: 'https://core-api.eu.plain.com', cacheTtlMinutes: 9 });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('plainApiKey_team');
    expect(JSON.stringify(await fakeBrowser.storage.sync.get(null))).not.toContain('plainApiKey_team');
  });

  it("without a policy (Firefox rejects the read), the agent's own", async () => {
    await fakeBrowser.storage.local.set({ apiKey: 'plainApiKey_mine' });
    vi.spyOn(fakeBrowser.storage.managed, 'get').mockRejectedValueOnce(new Error('Managed storage manifest not found'));
    expect((await loadApiSettings()).apiKey).toBe('plainApiKey_mine');
    expect((await loadPolicy()).locked).toBe(false);
  });

  it('a policy that changes is read again once forgotten (as a storage change does)', async () => {
    await fakeBrowser.storage.managed.set({ apiKey: 'plainApiKey_one' });
    expect((await loadApiSettings()).apiKey).toBe('plainApiKey_one');
    await fakeBrowser.storage.managed.set({ apiKey: 'plainApiKey_two' });
    store.forget();
    expect((await loadApiSettings()).apiKey).toBe('plainApiKey_two');
  });
});

describe('the never-log list in force', () => {
  it("is the agent's own, normalised, when the policy sets none", async () => {
    await fakeBrowser.storage.local.set({ neverLogDomains: ['initech.io', 'not a domain'] });
    await fakeBrowser.storage.managed.set({ ignoreDomains: ['acme.com'] });
    expect(await store.neverLog()).toEqual(['initech.io']);
  });

  it("is the policy's when it sets one, even an empty one: the agent's own is not in force", async () => {
    await fakeBrowser.storage.local.set({ neverLogDomains: ['initech.io'] });
    await fakeBrowser.storage.managed.set({ neverLogDomains: ['@Globex.com'] });
    expect(await store.neverLog()).toEqual(['globex.com']);
    await fakeBrowser.storage.managed.set({ neverLogDomains: [] });
    store.forget();
    expect(await store.neverLog()).toEqual([]);
  });

  it('follows a change the agent saves without waiting for the settings to be forgotten', async () => {
    expect(await store.neverLog()).toEqual([]);
    await fakeBrowser.storage.local.set({ neverLogDomains: ['initech.io'] });
    expect(await store.neverLog()).toEqual(['initech.io']);
  });
});

describe('watchApiSettings and the policy', () => {
  it('a managed key or base URL that appears or changes resets like a local one; other managed keys do not', async () => {
    const changed = vi.fn();
    watchApiSettings(fakeBrowser.storage.onChanged, changed);
    await fakeBrowser.storage.managed.set({ apiKey: 'plainApiKey_team' });
    await fakeBrowser.storage.managed.set({ apiBaseUrl: 'https://core-api.eu.plain.com' });
    await new Promise((r) => setTimeout(r, 0));
    expect(changed).toHaveBeenCalledTimes(2);
    await fakeBrowser.storage.managed.set({ lockSettings: true, ignoreDomains: ['acme.com'] });
    await new Promise((r) => setTimeout(r, 0));
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
