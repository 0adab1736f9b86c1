/**
 * Typed operations from Plain's published schema, by GraphQL Code Generator's client preset (as
 * Plain's own example does). The output in src/shared/gql/ is committed; `npm run codegen` makes
 * it again, and a unit test fails when it is stale.
 */
import type { CodegenConfig } from '@graphql-codegen/cli';

export const codegenConfig: CodegenConfig = {
  schema: 'test/fixtures/plain-schema.graphql',
  documents: ['src/shared/operations/*.ts'],
  ignoreNoDocuments: false,
  silent: true,
  generates: {
    'src/shared/gql/': {
      preset: 'client',
      // Plain data from checked answers: no fragment masking, no runtime enums.
      presetConfig: { fragmentMasking: false },
      config: { enumsAsTypes: true, useTypeImports: true, onlyOperationTypes: true },
    },
  },
};

export default codegenConfig;
