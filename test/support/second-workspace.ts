/**
 * A second Plain workspace for the local API: the demo seed under another workspace, another key
 * and other customer ids, knowing every other customer of the demo seed (Jane Cooper, the first,
 * in both; Devon Lane, the second, only in the demo's). Written to a temporary file, as the
 * server's `dataFile` takes one.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SEED_FILE } from '../../api/seed/seed';
import { startApiServer, type ApiServer } from '../../api/server';

export const SECOND_KEY = 'plainApiKey_globex_full';
/** A key of the second workspace that may do everything SECOND_KEY does but add a note. */
export const SECOND_NO_NOTE_KEY = 'plainApiKey_globex_no_note';
/** A key of the second workspace that may do everything SECOND_KEY does but make a customer event (Log to Plain). */
export const SECOND_NO_LOG_KEY = 'plainApiKey_globex_no_customer_event';
export const SECOND_NAME = 'Globex Support';

/** The same person's id in the second workspace: another id, as Plain's workspaces never share one. */
export const secondId = (demoId: string): string => demoId.replace(/^c_01/, 'c_09');

export function secondWorkspaceSeed(): string {
  const seed = JSON.parse(readFileSync(DEFAULT_SEED_FILE, 'utf8'));
  const kept = seed.customers.filter((_: unknown, i: number) => i % 2 === 0);
  const ids = new Set(kept.map((c: { id: string }) => c.id));
  const mine = <T extends { customerId: string }>(rows: T[]) =>
    rows.filter((r) => ids.has(r.customerId)).map((r) => ({ ...r, customerId: secondId(r.customerId) }));
  const second = {
    ...seed,
    workspace: { id: 'w_09GLOBEXSUPPORT00000000000', name: SECOND_NAME, publicName: 'Globex', domainNames: ['globex-support.com'] },
    keys: [
      { ...seed.keys[0], key: SECOND_KEY, note: 'The second workspace: every permission the demo key has.' },
      {
        key: SECOND_NO_NOTE_KEY,
        permissions: seed.keys[0].permissions.filter((p: string) => p !== 'note:create'),
        note: 'The second workspace without note:create; createNote answers FORBIDDEN.',
      },
      {
        key: SECOND_NO_LOG_KEY,
        permissions: seed.keys[0].permissions.filter((p: string) => p !== 'customerEvent:create'),
        note: 'The second workspace without customerEvent:create; createCustomerEvent answers FORBIDDEN.',
      },
    ],
    customers: kept.map((c: { id: string }) => ({ ...c, id: secondId(c.id) })),
    threads: mine(seed.threads),
    cardInstances: mine(seed.cardInstances),
  };
  const file = join(mkdtempSync(join(tmpdir(), 'second-workspace-')), 'seed.json');
  writeFileSync(file, JSON.stringify(second));
  return file;
}

/** The demo workspace's API and the second's, for a file's tests. */
export function startBothApis(): Promise<[ApiServer, ApiServer]> {
  return Promise.all([startApiServer(), startApiServer({ dataFile: secondWorkspaceSeed() })]);
}
