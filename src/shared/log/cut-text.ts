/**
 * Whitespace folding and cutting to a length for text sent to Plain. Lengths count code points
 * (a character as Plain's "between 1 and 10000 characters" counts one), and a cut never falls
 * inside a character: not between the two halves of a surrogate pair, nor inside a grapheme
 * (an emoji with its modifiers, a letter with its accents), so what is sent never ends in half a
 * character.
 */

/** Every run of whitespace (line breaks, tabs, no-break spaces) as one space; trimmed. */
export const foldWhitespace = (text: string) => text.replace(/\s+/gu, ' ').trim();

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** `text` when it has at most `max` code points; else its longest whole-grapheme start ending in "…", within `max`. */
export function cutText(text: string, max: number): string {
  if ([...text].length <= max) return text;
  let kept = '';
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    const size = [...segment].length;
    if (length + size > max - 1) break;
    kept += segment;
    length += size;
  }
  return kept.trimEnd() + '…';
}
