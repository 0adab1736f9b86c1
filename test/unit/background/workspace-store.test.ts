/**
 * The workspace store: fetched once per key and base URL, kept in `storage.local` across worker
 * and browser restarts (a new store on the same storage is a restarted worker), asked again when
 * the key or base URL changes, never per lookup, and a failure is not asked again in a loop.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ConnectionResult } from '../../../src/shared/connection';
import type { ApiSettings } from '../../../src/shared/settings/settings';
import { RETRY_AFTER_MS, settingsFingerprint, WorkspaceStore } from '../../../src/background/workspace/store';

const ACME = { id: 'w_acme', name: 'Acme Support', domainNames: ['acme-support.com'] };
const connected = (workspace: typeof ACME | null, permissions = ['customer:read', 'workspace:read']): ConnectionResult => ({
  kind: 'connected',
  workspace,
  permissions,
  canReadCustomers: true,
});

let settings: ApiSettings;
let answer: ConnectionResult;
let asked: string[];
let now: number;

/** A store as a (re)started worker makes it, over the same extension storage. */
function worker() {
  return new WorkspaceStore({
    area: fakeBrowser.storage.local,
    settings: async () => settings,
    check: async (s) => {
      asked.push(`${s.baseUrl} ${s.apiKey}`);
      return answer;
    },
    now: () => now,
  });
}
/** As settings/store.ts does: a change gives a new settings object. */
const use = (change: Partial<ApiSettings>) => (settings = { ...settings, ...change });

beforeEach(() => {
  fakeBrowser.reset();
  settings = { apiKey: 'plainApiKey_one', baseUrl: 'https://core-api.uk.plain.com', cacheTtlMinutes: 5 };
  answer = connected(ACME);
  asked = [];
  now = 1_000_000;
});

describe('WorkspaceStore', () => {
  it('asks once for a key, however many lookups want it at once or later', async () => {
    const store = worker();
    const all = await Promise.all(Array.from({ length: 20 }, () => store.workspace()));
    expect(all.every((w) => w?.id === ACME.id)).toBe(true);
    for (let i = 0; i < 20; i += 1) await store.workspace();
    expect(asked).toHaveLength(1);
  });

  it('keeps it in storage.local: a restarted worker (storage.session gone too) knows it without asking', async () => {
    expect(await worker().ensure()).toEqual({ kind: 'known', workspace: ACME, permissions: ['customer:read', 'workspace:read'] });
    await fakeBrowser.storage.session.clear();
    expect(await worker().ensure()).toEqual({ kind: 'known', workspace: ACME, permissions: ['customer:read', 'workspace:read'] });
    expect(asked).toHaveLength(1);
    // What is stored names no key: only a hash of base URL and key says whose it is.
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('plainApiKey_one');
  });

  it('asks again when the key or the base URL changes, and for a restarted worker that meets the new key', async () => {
    const store = worker();
    await store.ensure();
    use({ apiKey: 'plainApiKey_two' });
    answer = connected({ id: 'w_two', name: 'Two', domainNames: [] });
    expect(await store.workspace()).toEqual({ id: 'w_two', name: 'Two', domainNames: [] });
    use({ baseUrl: 'https://core-api.eu.plain.com' });
    await store.ensure();
    expect(asked).toEqual([
      'https://core-api.uk.plain.com plainApiKey_one',
      'https://core-api.uk.plain.com plainApiKey_two',
      'https://core-api.eu.plain.com plainApiKey_two',
    ]);
    // The key changed while no worker ran (a policy, another window): the stored one is not its.
    use({ apiKey: 'plainApiKey_three' });
    await worker().ensure();
    expect(asked).toHaveLength(4);
  });

  it('with no key there is nothing to ask', async () => {
    use({ apiKey: null });
    expect(await worker().ensure()).toEqual({ kind: 'none' });
    expect(asked).toEqual([]);
  });

  it('a key without workspace:read: refused, kept, not asked again', async () => {
    answer = connected(null, ['customer:read']);
    expect(await worker().ensure()).toEqual({ kind: 'refused', permissions: ['customer:read'] });
    expect(await worker().workspace()).toBeNull();
    now += 10 * RETRY_AFTER_MS;
    expect(await worker().ensure()).toEqual({ kind: 'refused', permissions: ['customer:read'] });
    expect(asked).toHaveLength(1);
  });

  it('a failure is not asked again in a loop: not by lookups, not by restarts, only after RETRY_AFTER_MS', async () => {
    answer = { kind: 'failed', state: { kind: 'unreachable', host: 'core-api.uk.plain.com' } };
    const store = worker();
    expect(await store.ensure()).toEqual({ kind: 'failed', state: answer.state });
    for (let i = 0; i < 10; i += 1) expect(await store.workspace()).toBeNull();
    expect(await worker().ensure()).toMatchObject({ kind: 'failed' });
    expect(asked).toHaveLength(1);

    now += RETRY_AFTER_MS;
    answer = connected(ACME);
    expect(await store.workspace()).toEqual(ACME);
    expect(asked).toHaveLength(2);
  });

  it('a check that throws counts as a failure, and lookups still get their answer (no workspace)', async () => {
    const store = new WorkspaceStore({
      area: fakeBrowser.storage.local,
      settings: async () => settings,
      check: async () => {
        asked.push('threw');
        throw new Error('boom');
      },
      now: () => now,
    });
    expect(await store.workspace()).toBeNull();
    expect(await store.workspace()).toBeNull();
    expect(asked).toEqual(['threw']);
  });

  it('an answer for a key that was replaced meanwhile does not overwrite the new key’s', async () => {
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const store = new WorkspaceStore({
      area: fakeBrowser.storage.local,
      settings: async () => settings,
      check: async (s) => {
        if (s.apiKey === 'plainApiKey_one') {
          await slow;
          return connected({ id: 'w_old', name: 'Old', domainNames: [] });
        }
        return connected(ACME);
      },
    });
    const old = store.ensure();
    await new Promise((r) => setTimeout(r, 0));
    use({ apiKey: 'plainApiKey_two' });
    expect(await store.workspace()).toEqual(ACME);
    release();
    await old;
    expect(await store.workspace()).toEqual(ACME);
    expect(await worker().workspace()).toEqual(ACME);
  });

  it('"Test connection" refreshes it: a permission granted since is picked up', async () => {
    answer = connected(null, ['customer:read']);
    const store = worker();
    expect(await store.ensure()).toEqual({ kind: 'refused', permissions: ['customer:read'] });
    await store.remember({ ...settings, apiKey: settings.apiKey! }, connected(ACME));
    expect(await store.ensure()).toEqual({ kind: 'known', workspace: ACME, permissions: ['customer:read', 'workspace:read'] });
    expect(await worker().ensure()).toEqual({ kind: 'known', workspace: ACME, permissions: ['customer:read', 'workspace:read'] });
    expect(asked).toHaveLength(1);
  });

  it('a record kept before the permissions were (it has none) is asked for again, once', async () => {
    const fingerprint = await settingsFingerprint(settings.baseUrl, settings.apiKey!);
    await fakeBrowser.storage.local.set({ workspace: { for: fingerprint, kind: 'known', workspace: ACME } });
    const store = worker();
    expect(await store.permissions()).toEqual(['customer:read', 'workspace:read']);
    expect(await worker().permissions()).toEqual(['customer:read', 'workspace:read']);
    expect(asked).toHaveLength(1);
  });

  it('no key, no permissions: null, and nothing is asked', async () => {
    use({ apiKey: null });
    expect(await worker().permissions()).toBeNull();
    expect(asked).toHaveLength(0);
  });

  it('something unreadable in storage is asked for again', async () => {
    await fakeBrowser.storage.local.set({ workspace: { kind: 'known', workspace: 'nope' } });
    expect(await worker().ensure()).toEqual({ kind: 'known', workspace: ACME, permissions: ['customer:read', 'workspace:read'] });
    expect(asked).toHaveLength(1);
  });
});
