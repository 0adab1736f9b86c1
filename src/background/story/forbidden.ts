/**
 * A FORBIDDEN answer for one section: the API's error whose `path` starts at the section's
 * field (its alias, or the root field of its own operation). The permission is read from the
 * API's own message; it is never guessed, and `myPermissions` is never asked to hide a section.
 */
import type { Section } from '../../shared/customer-context';
import { obj, str } from './read';

const MISSING = /missing "([^"]+)"/;

/** `Insufficient permissions, missing "thread:read".` → `thread:read`; null when it names none. */
export function permissionIn(message: unknown): string | null {
  const m = MISSING.exec(str(message) ?? '');
  return m ? m[1]! : null;
}

export function forbiddenAt(errors: readonly unknown[], root: string): Extract<Section<never>, { status: 'forbidden' }> | null {
  for (const raw of errors) {
    const e = obj(raw);
    const path = e?.path;
    if (obj(e?.extensions)?.code === 'FORBIDDEN' && Array.isArray(path) && path[0] === root) {
      return { status: 'forbidden', permission: permissionIn(e?.message) };
    }
  }
  return null;
}
