/**
 * The workspaces an organisation's policy lists (`storage.managed` `workspaces`): read with every
 * entry checked, listed before the agent's own, the policy's key never written anywhere, the
 * agent's key for one the policy gives none to kept under the same id, and never removed by a page.
 */
import { fakeBrowser } from '@webext-core/fake-browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from 'webextension-polyfill';
import { DEMO_API_KEY, startApiServer, type ApiServer } from '../../../../api/server';
import { readManagedPolicy } from '../../../../src/shared/settings/settings';
import { newWorkspaceId, WORKSPACE_ID } from '../../../../src/shared/settings/workspaces';
import { SECOND_KEY, secondWorkspaceSeed } from '../../../support/second-workspace';
import type { MemoryArea } from '../../support/memory-area';

vi.mock('webextension-polyfill', () => ({ default: fakeBrowser }));
const { handleMessage, backgroundParts } = await import('../../support/background-parts');
const { watchMoreWorkspaces } = await import('../../../../src/background/workspaces/watch');
const { SavedWorkspaces } = await import('../../../../src/background/workspaces/saved-workspaces');

let api: ApiServer;
beforeAll(async () => void (api = await startApiServer({ dataFile: secondWorkspaceSeed() })));
afterAll(() => api.close());
beforeEach(() => {
  fakeBrowser.reset();
  api.resetRequests();
});
const made: Array<{ forget(): Promise<void> }> = [];
afterEach(async () => void (await Promise.all(made.splice(0).map((m) => m.forget()))));

const TEAM_KEY = 'plainApiKey_team_policy';
const options: Runtime.MessageSender = { id: 'ext', url: 'chrome-extension://ext/src/ui/options/options.html' };
const stored = (local: MemoryArea) => local.data.get('moreWorkspaces') as Array<Record<string, unknown>> | undefined;

/** The background's parts under a policy listing `workspaces` (read as the local build reads it). */
function background(workspaces: object[]) {
  const policy = readManagedPolicy({ workspaces }, true);
  const parts = backgroundParts({
    settings: async () => ({ apiKey: DEMO_API_KEY, baseUrl: api.url, cacheTtlMinutes: 5 }),
    policy: async () => policy,
  });
  made.push(parts.more);
  const ask = (msg: object) => handleMessage(msg, options, parts) as Promise<any>;
  const save = (id: string | null, fields: object = {}) =>
    ask({ type: 'workspace-save', id, baseUrl: api.url, label: null, colour: null, on: true, ...fields });
  return { parts, policy, ask, save, ids: policy.workspaces.map((w) => w.id) };
}

describe('readManagedPolicy: the workspaces a policy lists', () => {
  it('takes each good entry, and leaves out what has the wrong type or shape', () => {
    const good = { name: 'Initech', apiBaseUrl: 'https://core-api.uk.plain.com' };
    const { workspaces } = readManagedPolicy(
      {
        workspaces: [
          { name: '  Globex  ', apiBaseUrl: 'https://core-api.eu.plain.com/graphql/v1', apiKey: ' Bearer plainApiKey_globex ' },
          good,
          { ...good }, // the same again
          { ...good, name: '   ' },
          { ...good, name: 7 },
          { apiBaseUrl: good.apiBaseUrl },
          { ...good, name: 'Plain http', apiBaseUrl: 'http://example.com' }, // a key never goes over plain http
          { ...good, name: 'Loopback', apiBaseUrl: 'http://127.0.0.1:4010' }, // only in the local build
          { ...good, name: 'Key of the wrong type', apiKey: 7 },
          'nope',
          null,
          { name: 'x'.repeat(60), apiBaseUrl: 'https://long.example' },
        ],
      },
      false,
    );
    expect(workspaces).toEqual([
      { id: expect.any(String), name: 'Globex', baseUrl: 'https://core-api.eu.plain.com', apiKey: 'plainApiKey_globex' },
      { id: expect.any(String), name: 'Initech', baseUrl: 'https://core-api.uk.plain.com', apiKey: null },
      { id: expect.any(String), name: 'x'.repeat(40), baseUrl: 'https://long.example', apiKey: null },
    ]);
    expect(readManagedPolicy({ workspaces: 'Globex' }).workspaces).toEqual([]);
    expect(readManagedPolicy({}).workspaces).toEqual([]);
  });

  it('at most four; ids valid, the same at every read, another for another name or API, never an id the agent gets', () => {
    const list = (n: number, url = 'https://core-api.uk.plain.com') =>
      [...Array(n).keys()].map((i) => ({ name: `W${i}`, apiBaseUrl: url }));
    const ids = readManagedPolicy({ workspaces: list(6) }, false).workspaces.map((w) => w.id);
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) expect(id).toMatch(WORKSPACE_ID);
    expect(readManagedPolicy({ workspaces: list(4) }, false).workspaces.map((w) => w.id)).toEqual(ids);
    const moved = readManagedPolicy({ workspaces: list(4, 'https://core-api.eu.plain.com') }, false).workspaces.map((w) => w.id);
    expect(moved.filter((id) => ids.includes(id))).toEqual([]);
    // The agent's ids have another length: their entries are never taken for the policy's.
    expect(newWorkspaceId()).toHaveLength(11);
    expect(ids.every((id) => id.length !== 11)).toBe(true);
  });
});

describe("the policy's workspaces beside the agent's own", () => {
  it("the policy's first, then the agent's; four in all; the policy's key wins, else the agent's for it", async () => {
    const bg = background([
      { name: 'Team', apiBaseUrl: api.url, apiKey: TEAM_KEY },
      { name: 'Bring your key', apiBaseUrl: `${api.url}/byo` },
    ]);
    const [team, byo] = bg.ids as [string, string];
    const own1 = (await bg.save(null, { apiKey: SECOND_KEY, label: 'Mine' })).id;
    const own2 = (await bg.save(null, { apiKey: SECOND_KEY })).id;
    expect(await bg.save(null, { apiKey: SECOND_KEY })).toEqual({ ok: false, reason: 'tooMany' });
    // A policy's workspace without a key takes one the agent saves; its name and API stay the policy's.
    expect(await bg.save(byo)).toEqual({ ok: false, reason: 'keyRequired' });
    expect(await bg.save(byo, { apiKey: 'plainApiKey_mine', baseUrl: 'https://elsewhere.example', label: 'X' })).toEqual({
      ok: true,
      id: byo,
    });
    // An entry of the agent's for the policy's keyed one (an older policy gave none) does not win.
    expect(await bg.save(team, { on: false, colour: '#9333ea' })).toEqual({ ok: true, id: team });
    const saved = await new SavedWorkspaces(bg.parts.local, bg.parts.session, true, async () => bg.policy).list();
    expect(saved).toEqual([
      { id: team, apiKey: TEAM_KEY, baseUrl: api.url, label: 'Team', colour: '#9333ea', on: false },
      { id: byo, apiKey: 'plainApiKey_mine', baseUrl: `${api.url}/byo`, label: 'Bring your key', colour: null, on: true },
      { id: own1, apiKey: SECOND_KEY, baseUrl: api.url, label: 'Mine', colour: null, on: true },
      { id: own2, apiKey: SECOND_KEY, baseUrl: api.url, label: null, colour: null, on: true },
    ]);
    // Five wanted, four looked up: the agent's beyond are kept, not looked up, until the policy lists fewer.
    const three = background(['A', 'B', 'C'].map((name) => ({ name, apiBaseUrl: api.url })));
    three.parts.local.data.set('moreWorkspaces', stored(bg.parts.local)!);
    expect((await three.ask({ type: 'workspaces' })).map((w: { id: string }) => w.id)).toEqual([...three.ids, own1]);
  });

  it("the policy's key is never written to storage.local, nor given to the page; a save keeps only the agent's choices", async () => {
    const bg = background([{ name: 'Team', apiBaseUrl: api.url, apiKey: TEAM_KEY }]);
    const [team] = bg.ids as [string];
    expect(await bg.save(team, { on: false, colour: '#16a34a', apiKey: 'plainApiKey_typed' })).toEqual({ ok: true, id: team });
    expect(await bg.save(team, { on: true, colour: '#16a34a', label: 'Mine' })).toEqual({ ok: true, id: team });
    expect(stored(bg.parts.local)).toEqual([{ id: team, apiKey: null, baseUrl: api.url, label: null, colour: '#16a34a', on: true }]);
    const [{ name, ...summary }, ...others] = await bg.ask({ type: 'workspaces' });
    expect(others).toEqual([]);
    expect(summary).toEqual({
      id: team,
      keyLast4: 'licy',
      baseUrl: api.url,
      label: 'Team',
      colour: '#16a34a',
      on: true,
      managed: { withKey: true },
    });
    // Its name is read with the policy's key, at the policy's API.
    await vi.waitFor(() => expect(api.requests.map((r) => r.headers.authorization)).toContain(`Bearer ${TEAM_KEY}`));
    expect(JSON.stringify(await bg.parts.local.get(null))).not.toContain(TEAM_KEY);
    expect(JSON.stringify(await bg.ask({ type: 'workspaces' }))).not.toContain(TEAM_KEY);
  });

  it("a page cannot remove a policy's workspace; the agent's own it can; one the policy stops listing is neither listed nor removable", async () => {
    const bg = background([{ name: 'Bring your key', apiBaseUrl: api.url }]);
    const [byo] = bg.ids as [string];
    await bg.save(byo, { apiKey: SECOND_KEY });
    const own = (await bg.save(null, { apiKey: SECOND_KEY })).id;
    expect(await bg.ask({ type: 'workspace-remove', id: byo })).toEqual({ removed: false });
    const list = await bg.ask({ type: 'workspaces' });
    expect(list.map((w: { id: string; managed?: object }) => [w.id, w.managed])).toEqual([
      [byo, { withKey: false }],
      [own, undefined],
    ]);
    expect(await bg.ask({ type: 'workspace-remove', id: own })).toEqual({ removed: true });
    // The policy no longer lists it: the agent's key for it stays stored (a policy read that failed costs nothing), unused.
    const none = background([]);
    none.parts.local.data.set('moreWorkspaces', stored(bg.parts.local)!);
    expect(await none.ask({ type: 'workspaces' })).toEqual([]);
    expect(await none.ask({ type: 'workspace-remove', id: byo })).toEqual({ removed: false });
    expect(await none.save(byo, { apiKey: SECOND_KEY })).toEqual({ ok: false, reason: 'unknown' });
  });
});

describe('watchMoreWorkspaces', () => {
  it("a change of the policy's workspaces rebuilds the lookups, as a change of the agent's does; other policy keys do not", async () => {
    const changed = vi.fn();
    watchMoreWorkspaces(fakeBrowser.storage.onChanged, changed);
    await fakeBrowser.storage.managed.set({ workspaces: [{ name: 'Team', apiBaseUrl: 'https://core-api.uk.plain.com' }] });
    await fakeBrowser.storage.managed.set({ lockSettings: true, apiKey: TEAM_KEY });
    await fakeBrowser.storage.local.set({ moreWorkspaces: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect(changed).toHaveBeenCalledTimes(2);
  });
});
