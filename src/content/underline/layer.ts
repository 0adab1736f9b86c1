/**
 * The underline, drawn by us: a dotted line under each address near the viewport, in a layer of
 * our own (the document's host, page-host.ts) placed from the text's boxes. Nothing of it is in
 * the app's rendering: a frame in which the app changes something costs the same with us as
 * without (a registered CSS highlight made the browser re-validate and repaint every underlined
 * text on each such frame: 2× the app's rendering at rest, docs/performance.md).
 * A line is drawn only where the text shows: cut to the boxes of the scrolling regions around it,
 * and left out where something of the app's lies over it (a dialog, a sticky header).
 */
import { pageHost } from '../page-host';
import { topDocument } from '../scan/frames';
import { linesInTop, placement } from './frames';
import { lineBoxes, type Clips, type LineBox } from './geometry';
import { nearViewport } from './window';

/**
 * No `will-change` on the layer: with it, Chromium gave lines far apart a composited layer each
 * rather than one mostly empty layer (14 lines in view: 14 more layers, each updated and committed
 * in every frame the app draws). Painted with the page, they cost a frame nothing until they move.
 * The lines are items of one grid cell, placed by their margins, not positioned elements: each
 * positioned element is a paint layer of its own, and Chromium sorts them into the page's layers
 * again in every frame the app draws (48 lines: some 30 µs a frame in a trace, now a few).
 */
const STYLE = `.layer{position:absolute;left:0;top:0;width:0;height:0;pointer-events:none;display:grid}
.layer>span{display:contents}
.line{grid-area:1/1;height:0;border-bottom:1.5px dotted rgb(99 102 241 / .85)}`;

export interface Underlined {
  email: string;
  range: StaticRange;
  nodes: Text[];
}

export class UnderlineLayer {
  #layer: HTMLElement | null = null;
  /** Where the lines are drawn: the top document's host (a frame's document gets nothing of ours). */
  readonly #top: Document;
  /** Each held address, and its lines as last drawn (the boxes they were drawn from). */
  readonly #held = new Map<Underlined, { element: HTMLElement; drawn: string }>();
  /**
   * One live range, reused to read every address's boxes: a live range stays in its document's
   * list until it is collected, and the browser updates every range in that list on each change
   * to the DOM. A new range per address per check doubled the time an app's per-frame text change took.
   */
  #measure: Range | null = null;

  readonly #doc: Document;

  constructor(doc: Document) {
    this.#doc = doc;
    this.#top = topDocument(doc);
  }

  get size(): number {
    return this.#held.size;
  }

  /** Holds exactly the given addresses near the viewport, then draws. */
  holdOnly(addresses: Iterable<Underlined>): void {
    const wanted = new Set<Underlined>();
    for (const address of addresses) if (address.nodes[0]!.isConnected && nearViewport(address.nodes[0]!)) wanted.add(address);
    for (const address of [...this.#held.keys()]) if (!wanted.has(address)) this.delete(address);
    for (const address of wanted) this.add(address);
    this.draw(true);
  }

  /** The text nodes of the held addresses. */
  *heldNodes(): Iterable<Text> {
    for (const address of this.#held.keys()) yield* address.nodes;
  }

  add(address: Underlined): void {
    if (this.#held.has(address)) return;
    const element = this.#top.createElement('span');
    element.dataset.email = address.email;
    this.#held.set(address, { element, drawn: '' });
    this.#container().append(element);
  }

  delete(address: Underlined): void {
    this.#held.get(address)?.element.remove();
    this.#held.delete(address);
  }

  /** Takes every line away (the underline turned off, or the page outgrew it). */
  clear(): void {
    this.#held.clear();
    this.#layer?.remove();
    this.#layer = null;
  }

  /**
   * Places each held address's lines where its text is now. `look`: also look again at what may
   * lie over the text (after the app added elements, or scrolling); otherwise only an address
   * whose text moved is looked at again, so a page changing its text each frame pays for the
   * boxes' reading and nothing more.
   */
  draw(look: boolean): void {
    if (!this.#held.size) return;
    const clips: Clips = new Map();
    const place = placement(this.#doc, this.#top, clips);
    const origin = pageHost(this.#top).host.getBoundingClientRect();
    // The frame's place is part of each address's key: a frame moved moves all its lines.
    const salt = place ? `${place.map.x},${place.map.y},${place.map.sx},${place.map.sy}|` : '';
    // Every box is read before any line is written: a line written between two reads made the
    // browser lay the page out again for the next read, once per moved address (a row prepended
    // moves them all: a missed frame, docs/performance.md).
    const lines: Array<[HTMLElement, LineBox[]]> = [];
    for (const [address, line] of this.#held) {
      // A frame on the way left the page: nothing of this document shows.
      const boxes = place
        ? lineBoxes(address.range, address.nodes[0]!, clips, look ? 'look' : line.drawn, salt, (this.#measure ??= this.#doc.createRange()))
        : { key: '', lines: [] };
      if (!boxes) continue; // unmoved
      line.drawn = boxes.key;
      lines.push([line.element, place ? linesInTop(boxes.lines, place) : []]);
    }
    for (const [element, boxes] of lines) element.replaceChildren(...boxes.map((b) => this.#line(b, origin)));
  }

  #line(box: LineBox, origin: DOMRect): HTMLElement {
    const el = this.#top.createElement('i');
    el.className = 'line';
    el.style.cssText = `margin:${box.bottom - origin.top - 2}px 0 0 ${box.left - origin.left}px;width:${box.width}px`;
    return el;
  }

  #container(): HTMLElement {
    const { shadow } = pageHost(this.#top); // put back, lines and all, if the app removed it
    if (this.#layer) return this.#layer;
    if (!shadow.querySelector('style[data-underline]')) {
      const style = this.#top.createElement('style');
      style.dataset.underline = '';
      style.textContent = STYLE;
      shadow.prepend(style);
    }
    this.#layer = this.#top.createElement('div');
    this.#layer.className = 'layer';
    // Which document's addresses it draws, for whoever reads the closed root (the tests).
    if (this.#doc !== this.#top) this.#layer.dataset.document = this.#doc.URL;
    // Before the card's frame: the card lies over the lines, never under them.
    shadow.insertBefore(this.#layer, shadow.querySelector('iframe'));
    for (const { element } of this.#held.values()) this.#layer.append(element);
    return this.#layer;
  }
}
