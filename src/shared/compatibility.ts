/**
 * Whether the API at a base URL still serves what the extension asks for: every operation is
 * validated against the schema the API publishes, and each problem is named (a missing field or
 * argument, a changed type), in graphql's own words.
 */
import { buildSchema, validate } from 'graphql';
import { ALL_OPERATIONS } from './operations/index';

export type Compatibility = { ok: true } | { ok: false; problems: string[] };

export function checkCompatibility(schemaText: string): Compatibility {
  let schema;
  try {
    schema = buildSchema(schemaText);
  } catch (error) {
    return { ok: false, problems: [`The schema could not be read: ${(error as Error).message}`] };
  }
  const problems = ALL_OPERATIONS.flatMap((op) => validate(schema, op).map((e) => e.message));
  return problems.length ? { ok: false, problems } : { ok: true };
}
