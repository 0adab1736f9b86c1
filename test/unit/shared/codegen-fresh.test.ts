/**
 * The committed src/shared/gql/ is what `npm run codegen` makes now from the operations and the
 * published schema: an operation changed without regenerating (or a hand edit) fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import { codegenConfig } from '../../../codegen';

const OUT = 'src/shared/gql/';

async function generated(): Promise<Map<string, string>> {
  const files = (await generate({ ...codegenConfig, cwd: process.cwd() }, false)) as Array<{ filename: string; content: string }>;
  return new Map(files.map((f) => [f.filename.replace(/^.*src\/shared\/gql\//, ''), f.content]));
}

describe('generated operation types', () => {
  it('are committed as codegen makes them (run `npm run codegen`)', async () => {
    const fresh = await generated();
    const committed = readdirSync(OUT).sort();
    expect(committed).toEqual([...fresh.keys()].sort());
    for (const [name, content] of fresh) expect(readFileSync(join(OUT, name), 'utf8'), name).toBe(content);
  }, 60_000);
});
