/**
 * The API key as an agent pastes it. Keys are copied from Plain's settings, from a curl line or
 * from a chat message, so they arrive as `Bearer plainApiKey_…`, `"plainApiKey_…"` or with the
 * line's spaces around them. The extension adds `Bearer ` itself (api-client.ts): kept in the key,
 * the header would read `Bearer Bearer …` and the service would reject every request.
 */

/** `reason` is a message name in `_locales`, so the options page can say it in any language. */
export type ApiKeyCheck = { ok: true; key: string; cleaned: boolean } | { ok: false; reason: 'keyRequired' | 'keyInnerSpace' };

const QUOTE_PAIRS = ['""', "''", '``', '“”', '‘’', '„“', '«»'];
/** What a header line or a curl command puts before the key. */
const PREFIX = /^(?:authorization\s*:\s*)?bearer(?:\s+|$)/i;

/** The key with what was pasted around it taken away: whitespace, quotes, `Authorization: Bearer `. */
export function normaliseApiKey(input: string): string {
  let key = input.trim();
  // Quotes and the prefix nest either way round (`"Bearer k"`, `Bearer "k"`): peel until nothing changes.
  for (let previous = ''; previous !== key;) {
    previous = key;
    const quoted = QUOTE_PAIRS.find((pair) => key.length >= 2 && key.startsWith(pair[0]!) && key.endsWith(pair[1]!));
    if (quoted) key = key.slice(1, -1).trim();
    key = key.replace(PREFIX, '').trim();
  }
  return key;
}

/**
 * The key to save, or why not. A space or line break inside the key is refused rather than
 * removed: a key split over two lines may have lost a character at the break, and no key has one.
 */
export function checkApiKey(input: string): ApiKeyCheck {
  const key = normaliseApiKey(input);
  if (key === '') return { ok: false, reason: 'keyRequired' };
  if (/\s/.test(key)) return { ok: false, reason: 'keyInnerSpace' };
  return { ok: true, key, cleaned: key !== input.trim() };
}

/** A stored or policy key as the background uses it: null when there is none. */
export function storedApiKey(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const key = normaliseApiKey(raw);
  return key === '' ? null : key;
}
