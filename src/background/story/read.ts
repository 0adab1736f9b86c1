/**
 * Small readers for answers that are checked, not trusted: each returns the value when it has
 * the expected shape, and undefined when it does not (the caller drops the item or fails the
 * section). Strings stay strings: nothing here parses, trims or interprets text.
 */
export type Obj = Record<string, unknown>;

export function obj(v: unknown): Obj | undefined {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : undefined;
}

export function str(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

/** A string or null; undefined (wrong shape) for anything else. */
export function strOrNull(v: unknown): string | null | undefined {
  return v === null ? null : str(v);
}

/** Plain's `DateTime { iso8601 }`, only when it is a date. */
export function iso(v: unknown): string | undefined {
  const at = str(obj(v)?.iso8601);
  return at !== undefined && Number.isFinite(Date.parse(at)) ? at : undefined;
}

export function isoOrNull(v: unknown): string | null | undefined {
  return v === null ? null : iso(v);
}

/** One of the allowed words, else null (an unknown enum value is no reason to drop the item). */
export function oneOf<T extends string>(v: unknown, allowed: readonly T[]): T | null {
  return allowed.includes(v as T) ? (v as T) : null;
}

/** The items of a list that read well; undefined when it is not a list at all. */
export function listOf<T>(v: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v.map(read).filter((x): x is T => x !== undefined);
}

/** The nodes of a connection (`{ edges: [{ node }] }`). */
export function nodesOf<T>(connection: unknown, read: (node: unknown) => T | undefined): T[] | undefined {
  return listOf(obj(connection)?.edges, (edge) => read(obj(edge)?.node));
}
