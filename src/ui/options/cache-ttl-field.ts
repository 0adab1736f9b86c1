/**
 * The cache-time field. What the agent types is a draft until they press Enter or leave the
 * field: saved on every keystroke, typing `2000` would save 200 on the way and `1441` would save
 * 144, each a cache time they never meant. A value that may not be saved keeps the one in force,
 * and the field says why.
 */
import { parseCacheTtlMinutes } from '../../shared/settings/settings';

export interface CacheTtlField {
  text: string;
  /** The agent has typed since the field last showed the value in force. */
  edited: boolean;
  /** The cache time in force (stored or default); undefined until it is read. */
  inForce: number | undefined;
  /** The last value the agent tried to save and could not, shown beside the field; null if none. */
  refused: string | null;
}

export type CacheTtlEvent =
  /** The value in force, read from storage (the page's first read, another tab's save). */
  | { type: 'stored'; minutes: number }
  /** A keystroke: the draft changes, nothing is saved. */
  | { type: 'edit'; text: string }
  /** Enter: saves a valid draft; an invalid one stays in the field to be corrected. */
  | { type: 'enter' }
  /** Leaving the field: saves a valid draft; an invalid one gives way to the value in force. */
  | { type: 'leave' };

export function initialCacheTtl(inForce: number | undefined): CacheTtlField {
  return { text: inForce === undefined ? '' : String(inForce), edited: false, inForce, refused: null };
}

/** What Enter or leaving the field saves now: the minutes, or null (nothing typed, or invalid). */
export function cacheTtlToSave(field: CacheTtlField): number | null {
  return field.edited ? parseCacheTtlMinutes(field.text) : null;
}

export function cacheTtlReducer(field: CacheTtlField, event: CacheTtlEvent): CacheTtlField {
  switch (event.type) {
    case 'stored':
      // Never over what the agent is typing: the value in force changes, their draft stays.
      return field.edited ? { ...field, inForce: event.minutes } : { ...field, text: String(event.minutes), inForce: event.minutes };
    case 'edit':
      return { ...field, text: event.text, edited: true };
    case 'enter':
    case 'leave': {
      if (!field.edited) return field;
      const minutes = parseCacheTtlMinutes(field.text);
      if (minutes !== null) return { text: String(minutes), edited: false, inForce: minutes, refused: null };
      if (event.type === 'enter') return { ...field, refused: field.text };
      const shown = field.inForce === undefined ? '' : String(field.inForce);
      return { text: shown, edited: false, inForce: field.inForce, refused: field.text };
    }
  }
}
