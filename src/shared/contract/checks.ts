/** What every validator of the message contract (messages.ts and the files beside it) checks with. */
import { isEmail } from '../email/detect';

export const MAX_EMAIL_LENGTH = 254;

/** A plain object's fields, or null for anything else (an array, null, a string…). */
export function record(raw: unknown): Record<string, unknown> | null {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
}

/** One address and nothing else, within the length an address may have. */
export const validEmail = (v: unknown): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= MAX_EMAIL_LENGTH && v.trim() === v && isEmail(v);
