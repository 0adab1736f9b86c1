// The CLI as a user runs it: a real child process, env and flags, output,
// and a clean exit on SIGTERM/SIGINT.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeedData } from '../../../api/seed/seed.js';
import { request } from '../support/documents.js';

const CLI = fileURLToPath(new URL('../../../api/cli.ts', import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts the CLI and resolves with its base URL once it has printed it. */
function startCli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => reject(new Error(`CLI exited (${code}) before listening:\n${output}`)));
  });
  return { child, url, exited, output: () => output };
}

/** The extension's lookup, at the CLI's server. */
const lookup = (url: string, email: string) =>
  fetch(`${url}/graphql/v1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer plainApiKey_demo_full' },
    body: JSON.stringify(request('customerByEmail', { email })),
  });

describe('api/cli.ts', () => {
  it('serves on --port, prints the URL and demo key, adds --latency, exits 0 on SIGTERM', async () => {
    const cli = startCli(['--port', '0', '--latency', '100']);
    const url = await cli.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(url).not.toMatch(/:4010$/);
    const start = performance.now();
    const res = await lookup(url, 'jane.cooper@acme.io');
    expect(performance.now() - start).toBeGreaterThanOrEqual(90);
    expect((await res.json()).data.customerByEmail).toMatchObject({ fullName: 'Jane Cooper' });
    expect(cli.output()).toContain('plainApiKey_demo_full');
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
  });

  it('reads CUSTOMER_LENS_API_PORT and CUSTOMER_LENS_API_DATA, exits 0 on SIGINT', async () => {
    const seed = JSON.parse(readFileSync(new URL('../../../api/seed/seed.json', import.meta.url), 'utf8')) as SeedData;
    const only = { ...seed.customers[0]!, email: 'only.one@example.dev', fullName: 'Only One' };
    const file = join(mkdtempSync(join(tmpdir(), 'cl-api-')), 'seed.json');
    // Threads and cards point at customers by id: a one-customer seed keeps none of them.
    writeFileSync(file, JSON.stringify({ ...seed, customers: [only], threads: [], cardInstances: [] }));
    const cli = startCli([], { CUSTOMER_LENS_API_PORT: '0', CUSTOMER_LENS_API_DATA: file });
    const url = await cli.url;
    expect((await (await lookup(url, 'only.one@example.dev')).json()).data.customerByEmail).toMatchObject({
      id: only.id,
      fullName: 'Only One',
    });
    expect(await (await lookup(url, 'jane.cooper@acme.io')).json()).toEqual({ data: { customerByEmail: null } });
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(0);
  });
});
