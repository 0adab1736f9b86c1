/**
 * The extension sends exactly the documented request, and every operation it can send is valid
 * against the local API's schema and against Plain's published schema.
 */
import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { expectOneDocumentedLookup } from '../../../support/documented-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from '../../../../api/server';
import { ALL_OPERATIONS } from '../../../../src/shared/operations/index';
import { engineFor } from '../../support/engine';

let api: ApiServer;
beforeAll(async () => (api = await startApiServer()));
afterAll(async () => api.close());

describe('the request on the wire', () => {
  it('is POST {base}/graphql/v1 with JSON, the bearer key and exactly query, variables, operationName', async () => {
    await engineFor({ apiKey: 'plainApiKey_demo_full', baseUrl: api.url }).states('jane.cooper@acme.io');
    expectOneDocumentedLookup(api.requests, 'plainApiKey_demo_full', 'jane.cooper@acme.io');
  });
});

describe('operations against the schemas', () => {
  const schemas = {
    'the local API': readFileSync('api/schema/schema.graphql', 'utf8'),
    "Plain's published schema": readFileSync('test/fixtures/plain-schema.graphql', 'utf8'),
  };
  for (const [name, sdl] of Object.entries(schemas)) {
    it(`all operations validate against ${name}`, () => {
      const schema = buildSchema(sdl);
      for (const op of ALL_OPERATIONS) expect(validate(schema, op).map((e) => e.message)).toEqual([]);
    });
  }

  it('an operation with a field the schema lacks is caught (the check can fail)', () => {
    const schema = buildSchema(schemas['the local API']);
    const broken = parse('query customerByEmail($email: String!) { customerByEmail(email: $email) { id nickname } }');
    expect(validate(schema, broken).length).toBeGreaterThan(0);
  });
});
