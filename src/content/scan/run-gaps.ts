/**
 * What keeps two pieces of inline text apart on screen, though nothing but markup lies between
 * them in the DOM. An icon (a replaced element), a line break or anything else drawn between
 * them ends a run of text (`shownBetween`). A margin, padding or border on an edge crossed
 * (`edgeGap`: a status chip beside an address, `<span>ana@acme.io</span><span class="chip">
 * Todo</span>`) is a gap: a word boundary unless an address needs to cross it (a highlight with
 * generous padding inside `jane@<mark>acme</mark>.io`), see shared/email/across-pieces.ts.
 *
 * Read only at boundaries a run is about to cross (a text with an '@' that may go on beside it,
 * whose neighbour is reached through inline elements only): a few computed styles of elements the
 * resolver has just asked for their display, after the frame that styled them.
 */

/** Elements drawn as a box of their own, or a break: never inside a word. */
const SEPARATE = new Set([
  'audio',
  'br',
  'button',
  'canvas',
  'embed',
  'hr',
  'iframe',
  'img',
  'input',
  'math',
  'meter',
  'object',
  'picture',
  'progress',
  'select',
  'svg',
  'textarea',
  'video',
]);
/** Elements between two text nodes looked at, at most: past that, the text is taken as apart. */
const MAX_BETWEEN = 32;

/**
 * Space (margin and padding) that reads as a gap between words, in CSS pixels. A search
 * highlight inside an address often has a pixel or two of padding (`mark{padding:0 1px}`, as on
 * our demo page); a chip or tag beside one has more. A border of any width is a line: a gap.
 */
const MIN_SPACE = 3;

/** Whether the element's inline-start or inline-end edge has a border, or margin and padding that read as a gap. */
export function edgeGap(el: Element, side: 'start' | 'end'): boolean {
  const style = getComputedStyle(el);
  if (style.display === 'contents') return false; // no box, so no edges
  // In CSS px: the computed value of an edge is a length ('0px' when it has none).
  const edge = (property: string) => parseFloat(style.getPropertyValue(property)) || 0;
  return edge(`border-inline-${side}-width`) > 0 || edge(`margin-inline-${side}`) + edge(`padding-inline-${side}`) >= MIN_SPACE;
}

/**
 * Whether anything between `a` and `b` (in tree order, inside `common`) shows: an element that
 * holds no text (the walk from `a` found `b` next) but is drawn, such as an icon or a <br>.
 * `<wbr>`, hidden elements, comments and empty inline elements without edges show nothing.
 */
export function shownBetween(a: Text, b: Text, common: Node): boolean {
  let budget = MAX_BETWEEN;
  const shows = (node: Node): boolean => {
    if (node.nodeType !== 1) return false;
    if (--budget < 0) return true;
    const el = node as Element;
    if (el.localName === 'wbr') return false;
    const display = getComputedStyle(el).display;
    if (display === 'none') return false;
    // A shadow host draws what its shadow root holds, which this walk does not see.
    if (SEPARATE.has(el.localName) || el.shadowRoot) return true;
    if (display !== 'inline' && display !== 'contents') return true;
    if (edgeGap(el, 'start') || edgeGap(el, 'end')) return true;
    for (let child = el.firstChild; child; child = child.nextSibling) if (shows(child)) return true;
    return false;
  };
  let n: Node = a;
  for (; n.parentNode !== common; n = n.parentNode!) {
    for (let s = n.nextSibling; s; s = s.nextSibling) if (shows(s)) return true;
  }
  let m: Node = b;
  for (; m.parentNode !== common; m = m.parentNode!) {
    for (let s = m.previousSibling; s; s = s.previousSibling) if (shows(s)) return true;
  }
  for (let s = n.nextSibling; s && s !== m; s = s.nextSibling) if (shows(s)) return true;
  return false;
}
