// The documents the API's tests send for the extension's operations (support/documents.ts): every
// operation of src/shared/operations/*.ts, each under the name the extension sends it by.
import { getOperationAST, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ALL_OPERATIONS } from '../../../src/shared/operations/index';
import { EXTENSION } from '../support/documents.js';

describe("the extension's documents, as the API's tests send them", () => {
  it('are all of its operations, printed, each named as its operation', () => {
    expect(Object.values(EXTENSION).sort()).toEqual(ALL_OPERATIONS.map((document) => print(document)).sort());
    for (const [name, query] of Object.entries(EXTENSION)) expect(getOperationAST(parse(query))?.name?.value).toBe(name);
  });
});
