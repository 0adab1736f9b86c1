// GraphQL layer: the served schema (api/schema/schema.graphql), its resolvers, and
// the GraphQL-over-HTTP rules (status codes, error codes) the real API uses.
import { readFileSync } from 'node:fs';
import { buildSchema, execute, getOperationAST, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import { cardRoot } from './resolvers/cards.js';
import { customerRoot } from './resolvers/context.js';
import { errorBody } from './http.js';
import { mutationRoot } from './resolvers/mutations/index.js';
import { requirePermission, type GraphQLContext } from './resolvers/kit.js';
import { searchRoot } from './resolvers/search.js';
import { threadRoot } from './resolvers/threads.js';
import { timelineRoot } from './resolvers/timeline.js';

export const SCHEMA_FILE = new URL('./schema/schema.graphql', import.meta.url);
export const schemaText = readFileSync(SCHEMA_FILE, 'utf8');
export const schema = buildSchema(schemaText);

export { forbiddenMessage, type GraphQLContext } from './resolvers/kit.js';

export interface GraphQLHttpResult {
  status: number;
  body: unknown;
}

// buildSchema-style root resolvers: (args, context). Fields below the root that need a
// permission are resolver functions on the returned objects (see resolvers/context.ts).
// graphql-js takes Query and Mutation fields from the same root value.
const rootValue = {
  ...customerRoot,
  ...mutationRoot,
  ...threadRoot,
  ...cardRoot,
  ...timelineRoot,
  ...searchRoot,
  myPermissions: (_args: unknown, ctx: GraphQLContext) => ({ permissions: [...ctx.permissions] }),
  myWorkspace: (_args: unknown, ctx: GraphQLContext) => {
    requirePermission(ctx, 'workspace:read');
    return { ...ctx.seed.workspace };
  },
};

const withCode = (err: GraphQLError, code: string) => ({ ...err.toJSON(), extensions: { ...err.extensions, code } });

/** Runs one GraphQL-over-HTTP request body (already JSON-parsed). */
export async function runGraphQL(body: unknown, ctx: GraphQLContext): Promise<GraphQLHttpResult> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { status: 400, body: errorBody('POST body must be a JSON object', 'BAD_REQUEST') };
  }
  const { query, variables, operationName } = body as Record<string, unknown>;
  if (typeof query !== 'string') {
    return { status: 400, body: errorBody('POST body must contain a string "query"', 'BAD_REQUEST') };
  }
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return { status: 400, body: errorBody('"variables" must be an object', 'BAD_REQUEST') };
  }
  if (operationName != null && typeof operationName !== 'string') {
    return { status: 400, body: errorBody('"operationName" must be a string', 'BAD_REQUEST') };
  }

  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    return { status: 400, body: { errors: [withCode(err, 'GRAPHQL_PARSE_FAILED')] } };
  }
  const invalid = validate(schema, document);
  if (invalid.length > 0) {
    return { status: 400, body: { errors: invalid.map((e) => withCode(e, 'GRAPHQL_VALIDATION_FAILED')) } };
  }

  // graphql-js only notices a missing root type (no Subscription in this subset)
  // while executing; report it as the validation failure it is.
  const operation = getOperationAST(document, typeof operationName === 'string' ? operationName : undefined);
  if (operation && !schema.getRootType(operation.operation)) {
    const err = new GraphQLError(`Schema is not configured to execute ${operation.operation} operation.`, { nodes: operation });
    return { status: 400, body: { errors: [withCode(err, 'GRAPHQL_VALIDATION_FAILED')] } };
  }

  const result = await execute({
    schema,
    document,
    rootValue,
    contextValue: ctx,
    variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: operationName ?? undefined,
  });
  // No `data` means the request never ran (bad variables, unknown operationName):
  // a client error, reported as 400 like Apollo Server does.
  if (!('data' in result)) {
    return { status: 400, body: { errors: (result.errors ?? []).map((e) => withCode(e, 'BAD_USER_INPUT')) } };
  }
  return { status: 200, body: result };
}
