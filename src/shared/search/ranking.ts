/**
 * Best first within each kind: the API answers in its own order (newest change first), which says
 * nothing about how well a result fits. A field equal to the query beats one starting with it,
 * which beats a word inside it starting with it, which beats the query somewhere in the middle.
 * Equal scores keep the API's order (Array.prototype.sort is stable).
 */
const EXACT = 4;
const STARTS = 3;
const WORD_STARTS = 2;
const CONTAINS = 1;

export function fitOf(field: string | null | undefined, query: string): number {
  if (!field) return 0;
  const f = field.toLowerCase();
  const q = query.toLowerCase();
  if (f === q) return EXACT;
  if (f.startsWith(q)) return STARTS;
  if (f.split(/[\s.@_+-]+/).some((word) => word.startsWith(q))) return WORD_STARTS;
  return f.includes(q) ? CONTAINS : 0;
}

/** `fields`: what of an item the query may have matched, most telling first (a tie goes to it). */
export function rank<T>(items: readonly T[], query: string, fields: (item: T) => ReadonlyArray<string | null | undefined>): T[] {
  const score = (item: T) => {
    const fits = fields(item).map((f) => fitOf(f, query));
    // The best fit counts most; the first field breaks ties between two items that fit equally.
    return Math.max(0, ...fits) * 10 + (fits[0] ?? 0);
  };
  const scored = items.map((item) => ({ item, score: score(item) }));
  return scored.sort((a, b) => b.score - a.score).map((s) => s.item);
}
