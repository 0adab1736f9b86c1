/**
 * Which pages get the underline. Chromium prices a change to a registered highlight by the page,
 * not by its ranges (bench: the next frame takes ~30 ms on a 13,000-element inbox, ~85 ms on a
 * 130,000-element one, with one range), and while a highlight is registered every DOM change the
 * app makes re-validates all its ranges. Past the limit, hover, click and the card work the same.
 */
/** ~2,300 rows of a typical inbox: one highlight change costs the next frame ~40 ms there. */
export const UNDERLINE_MAX_ELEMENTS = 30_000;

/** How long a document's size is trusted: recounting a large page costs ~1 ms per 100,000 elements. */
const RECOUNT_MS = 5_000;
const sized = new WeakMap<Document, { fits: boolean; at: number }>();

/** Whether this document is small enough for the browser to repaint a highlight in budget. */
export function underlineFits(doc: Document): boolean {
  const now = performance.now();
  const known = sized.get(doc);
  if (known && now - known.at < RECOUNT_MS) return known.fits;
  // The collection is cached by the document; its length is recounted after DOM changes.
  const fits = doc.getElementsByTagName('*').length <= UNDERLINE_MAX_ELEMENTS;
  sized.set(doc, { fits, at: now });
  return fits;
}

