/**
 * Which pages get the underline. Chromium prices a registered highlight twice over:
 * - each change to it costs the next frame in proportion to the page, not to its ranges (bench:
 *   ~30 ms on a 13,000-element inbox, ~85–115 ms on a 130,000-element one, with one range);
 * - while it is registered, every DOM change the app makes re-validates all of its ranges: on a
 *   page replacing 1,200 nodes ten times a second, 4,000 underlined addresses made the page's own
 *   tasks of 50 ms or more go from 39–60 to 258–298 in 30 s (72–137 with the underline off).
 * So the underline is kept to pages of at most UNDERLINE_MAX_ELEMENTS elements and
 * UNDERLINE_MAX_ADDRESSES addresses. Past either, hover, click and the card work the same.
 */
/** ~2,300 rows of a typical inbox: one highlight change costs the next frame ~40 ms there. */
export const UNDERLINE_MAX_ELEMENTS = 30_000;
/** Far more than an inbox shows at once; the underline comes back below 80 % of it (no flapping). */
export const UNDERLINE_MAX_ADDRESSES = 1_000;

/** Whether the underline may hold this many addresses (`registered`: whether it does now). */
export function addressesFit(addresses: number, registered: boolean): boolean {
  return addresses <= (registered ? UNDERLINE_MAX_ADDRESSES : UNDERLINE_MAX_ADDRESSES * 0.8);
}

/** How long a document's size is trusted: recounting a large page costs ~1 ms per 100,000 elements. */
const RECOUNT_MS = 5_000;
/** Each document's size as last counted (the painter's). */
export type Sizes = WeakMap<Document, { fits: boolean; at: number }>;

/** Whether this document is small enough for the browser to repaint a highlight in budget. */
export function underlineFits(doc: Document, sized: Sizes): boolean {
  const now = performance.now();
  const known = sized.get(doc);
  if (known && now - known.at < RECOUNT_MS) return known.fits;
  // The collection is cached by the document; its length is recounted after DOM changes.
  const fits = doc.getElementsByTagName('*').length <= UNDERLINE_MAX_ELEMENTS;
  sized.set(doc, { fits, at: now });
  return fits;
}
