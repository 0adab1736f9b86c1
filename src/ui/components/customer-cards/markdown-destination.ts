/** An inline link's destination, as CommonMark reads it: `(destination)` or `(destination "title")`. */
/** What a backslash escapes: ASCII punctuation. */
export const ESCAPABLE = /[!-/:-@[-`{-~]/;

/** Spaces, tabs and line endings (CommonMark's, in a link: not a no-break space) from `at`. */
function skipSpace(src: string, at: number): number {
  while (at < src.length && ' \t\n\r'.includes(src[at]!)) at += 1;
  return at;
}

/**
 * `(destination)` or `(destination "title")` at `at`; the title is read and left out. The
 * destination may hold balanced parentheses and escapes; a space or control character ends it.
 */
export function readDestination(src: string, at: number): { href: string; end: number } | null {
  if (src[at] !== '(') return null;
  let i = skipSpace(src, at + 1);
  if (src[i] === '<') return null; // the <…> form is not read: the link stays text
  let href = '';
  let depth = 0;
  for (; i < src.length; i += 1) {
    const c = src[i]!;
    if (c === '\\' && ESCAPABLE.test(src[i + 1] ?? '')) {
      href += src[(i += 1)];
      continue;
    }
    if (c <= ' ' || c === '\x7f') break;
    if (c === '(') depth += 1;
    if (c === ')' && depth-- === 0) break;
    href += c;
  }
  if (depth > 0) return null;
  const afterHref = i;
  i = skipSpace(src, i);
  const close = ({ '"': '"', "'": "'", '(': ')' } as Record<string, string>)[src[i] ?? ''];
  if (close && i > afterHref) {
    for (i += 1; i < src.length && src[i] !== close; i += 1) {
      if (src[i] === '\\') i += 1;
      else if (close === ')' && src[i] === '(') return null;
    }
    if (i >= src.length) return null;
    i = skipSpace(src, i + 1);
  }
  return src[i] === ')' ? { href, end: i + 1 } : null;
}
