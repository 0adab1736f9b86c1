/** Wording a reader would trip over, fixed once and kept fixed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const de = JSON.parse(readFileSync('public/_locales/de/messages.json', 'utf8')) as Record<string, { message: string }>;

describe('German', () => {
  it('the underline option says what the card opens without ("auch ohne Unterstreichung")', () => {
    expect(de.underlineLabel!.message).toBe(
      'E-Mail-Adressen unterstreichen (die Karte öffnet sich auch ohne Unterstreichung beim Darüberfahren)',
    );
    // "ohne" needs its noun: never directly followed by a preposition or the end of a clause.
    for (const [key, { message }] of Object.entries(de)) {
      expect(message, key).not.toMatch(/\bohne\s+(beim|im|am|zum|zur|bei|mit|in)\b|\bohne\s*[).,;:]/);
    }
  });
});
