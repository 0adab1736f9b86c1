// Checks that one SDL document is a faithful subset of another: every type
// in `subset` exists in `reference` with the same kind, and every field has
// the identical type and identical arguments. Used by schema-subset.test.ts
// so the local API can never drift from the real Plain schema.
import { parse, print, type DefinitionNode, type FieldDefinitionNode, type InputValueDefinitionNode } from 'graphql';

type Named = Extract<DefinitionNode, { name: { value: string } }>;

function namedDefinitions(sdl: string): Map<string, Named> {
  const out = new Map<string, Named>();
  for (const def of parse(sdl).definitions) {
    if ('name' in def && def.name) out.set(def.name.value, def as Named);
  }
  return out;
}

// The reference is 11k lines; parse it once per process, not per comparison.
let cachedReference: { sdl: string; defs: Map<string, Named> } | undefined;
function referenceDefinitions(sdl: string): Map<string, Named> {
  if (cachedReference?.sdl !== sdl) cachedReference = { sdl, defs: namedDefinitions(sdl) };
  return cachedReference.defs;
}

const argSignature = (a: InputValueDefinitionNode) =>
  `${a.name.value}: ${print(a.type)}${a.defaultValue ? ` = ${print(a.defaultValue)}` : ''}`;

function compareFields(
  where: string,
  mine: readonly FieldDefinitionNode[] | readonly InputValueDefinitionNode[],
  theirs: readonly (FieldDefinitionNode | InputValueDefinitionNode)[],
): string[] {
  const problems: string[] = [];
  const ref = new Map(theirs.map((f) => [f.name.value, f]));
  for (const field of mine) {
    const name = `${where}.${field.name.value}`;
    const other = ref.get(field.name.value);
    if (!other) {
      problems.push(`${name} does not exist in the reference`);
      continue;
    }
    if (print(field.type) !== print(other.type))
      problems.push(`${name} is ${print(field.type)} here but ${print(other.type)} in the reference`);
    const myArgs = ('arguments' in field ? (field.arguments ?? []) : []).map(argSignature).join(', ');
    const refArgs = ('arguments' in other ? (other.arguments ?? []) : []).map(argSignature).join(', ');
    if (myArgs !== refArgs) problems.push(`${name} has arguments (${myArgs}) here but (${refArgs}) in the reference`);
  }
  return problems;
}

/** Returns human-readable mismatches; empty means `subset` is faithful to `reference`. */
export function compareSchemaSubset(subset: string, reference: string): string[] {
  const refDefs = referenceDefinitions(reference);
  const problems: string[] = [];
  for (const [name, def] of namedDefinitions(subset)) {
    const other = refDefs.get(name);
    if (!other) {
      problems.push(`type ${name} does not exist in the reference`);
      continue;
    }
    if (def.kind !== other.kind) {
      problems.push(`${name} is a ${def.kind} here but a ${other.kind} in the reference`);
      continue;
    }
    if ('fields' in def && 'fields' in other) {
      problems.push(...compareFields(name, def.fields ?? [], other.fields ?? []));
    }
    if ('interfaces' in def && 'interfaces' in other) {
      const refIfaces = new Set((other.interfaces ?? []).map((i) => i.name.value));
      for (const i of def.interfaces ?? []) if (!refIfaces.has(i.name.value)) problems.push(`${name} implements ${i.name.value} only here`);
    }
    if ('values' in def && 'values' in other) {
      const refValues = new Set((other.values ?? []).map((v) => v.name.value));
      for (const v of def.values ?? [])
        if (!refValues.has(v.name.value)) problems.push(`${name}.${v.name.value} does not exist in the reference`);
    }
    if ('types' in def && 'types' in other) {
      const refMembers = new Set((other.types ?? []).map((t) => t.name.value));
      for (const t of def.types ?? []) if (!refMembers.has(t.name.value)) problems.push(`${name} includes ${t.name.value} only here`);
    }
  }
  return problems;
}
