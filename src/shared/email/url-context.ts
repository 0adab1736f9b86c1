/**
 * Whether an '@' sits inside a URL: `http://user@host.com`, `https://maps/@59.9,30.3`. A URL is
 * taken to run from its "scheme://" to the next whitespace, '<' or '>' (neither can occur in a
 * URL), so the question is whether "://" occurs earlier in the same token.
 */

/**
 * Index of the last "://" between the start of the token and `pos`, or -1. Reads back only to
 * `checked`, where the answer was `before`: calls with increasing `pos`, each passing the
 * previous call's `pos` and answer, read the text once in all.
 */
export function schemeBefore(text: string, pos: number, checked: number, before: number): number {
  for (let j = pos - 1; j >= checked; j--) {
    const c = text.charCodeAt(j);
    if (isTokenBreak(c)) return -1;
    if (c === 58 && text.charCodeAt(j + 1) === 47 && text.charCodeAt(j + 2) === 47) return j;
  }
  return before;
}

/** Whitespace (JavaScript's `\s`: Unicode's spaces and line breaks, U+FEFF too), NEL, a control character, '<' or '>'. */
function isTokenBreak(c: number): boolean {
  if (c <= 32) return true;
  if (c < 128) return c === 60 || c === 62;
  return c === 0x85 || /\s/.test(String.fromCharCode(c));
}
