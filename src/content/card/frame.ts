/**
 * The card's frame in the page (its elements: card/host.ts): made ahead of need, shown beside an
 * address and clear of the addresses around it (the geometry: card/placement.ts), following it,
 * hidden, focused.
 */
import { CARD_MAX_HEIGHT } from '../../shared/messages';
import { cardHost } from './host';
import { pageHost } from '../page-host';
import { linesPast } from './anchor';
import { Beside, type ColumnAt, placeCard, roomIn } from './placement';

/** Looked beside at once when a card opens: about a small card's height (then the rest, see show). */
const NEAR = 140;

export class CardFrame {
  #host: HTMLElement | null = null;
  #frame: HTMLIFrameElement | null = null;
  #height = 132;
  #anchor: DOMRect | null = null;
  #columnAt: ColumnAt | null = null;
  /** How far the other addresses beside the anchor reach past it, and over what height. */
  #beside = new Beside();
  #fullLook: ReturnType<typeof setTimeout> | undefined;
  #fullLookFrame = 0;
  visible = false;

  readonly #doc: Document;

  constructor(doc: Document) {
    this.#doc = doc;
  }

  get element(): HTMLElement | null {
    return this.#host;
  }

  get iframe(): HTMLIFrameElement | null {
    return this.#frame;
  }

  /** Creates the frame ahead of need (on the first hover intent), so the card paints at once. */
  warm(): HTMLIFrameElement {
    if (this.#frame && this.#host) {
      pageHost(this.#doc); // put back, frame and all, if the app removed it (a framework re-rendering <html>)
      return this.#frame;
    }
    // A frame focused before its page has loaded hands focus on once it has.
    const { host, frame } = cardHost(this.#doc, this.#height, (f) => this.hasFocus() && f.contentWindow?.focus());
    this.#host = host;
    this.#frame = frame;
    return frame;
  }

  /**
   * Beside the anchor, clear of the other addresses `columnAt` finds above and below it: the
   * pointer moving on to the next row of a list never meets the card (nor does the agent's eye).
   */
  show(anchor: DOMRect, columnAt?: ColumnAt): void {
    const frame = this.warm();
    this.#anchor = anchor;
    this.#columnAt = columnAt ?? null;
    this.#beside = new Beside();
    this.#clear(Math.max(this.#height, NEAR));
    this.visible = true;
    frame.inert = false;
    frame.style.opacity = '1';
    frame.style.pointerEvents = 'auto';
    this.#place();
    // Then over the height a found customer's card may take, so a card still loading (or an
    // error's) stands where the full card will and does not jump aside when that comes. Not in
    // this task: on a page of 100,000 addresses each look is a hit test of about half a
    // millisecond, and the first one after the frame moved lays the page out (some 18 ms). So
    // after the frame that shows the card (its layout done there), NEAR px a task.
    clearTimeout(this.#fullLook);
    cancelAnimationFrame(this.#fullLookFrame);
    const full = Math.min(CARD_MAX_HEIGHT, roomIn(this.#doc.documentElement.clientHeight));
    if (!columnAt) return; // nothing to look beside (a card opened with no address under it)
    const further = () => {
      if (!this.visible || this.#beside.cleared >= full) return;
      this.#clear(Math.min(this.#beside.cleared + NEAR, full));
      this.#place();
      this.#fullLook = setTimeout(further, 0);
    };
    this.#fullLookFrame = requestAnimationFrame(() => (this.#fullLook = setTimeout(further, 0)));
  }

  /**
   * Looks for the addresses beside the anchor over `height` (the card's, or more). The page under
   * the card is hit-tested, not the card (the next card's place is found while the last one
   * shows). Only what was not looked over yet is (card/placement.ts, `Beside`); where no side
   * has room, the lines pressed against the address are looked at too, once.
   */
  #clear(height: number): void {
    const [frame, anchor, columnAt] = [this.#frame, this.#anchor, this.#columnAt];
    if (!frame || !anchor || !columnAt || height <= this.#beside.cleared) return;
    const pointerEvents = frame.style.pointerEvents;
    frame.style.pointerEvents = 'none';
    const { clientWidth, clientHeight } = this.#doc.documentElement;
    this.#beside.clear(anchor, height, clientWidth, clientHeight, columnAt, (x, y, dir) => linesPast(this.#doc, x, y, dir));
    frame.style.pointerEvents = pointerEvents;
  }

  hide(): void {
    clearTimeout(this.#fullLook);
    cancelAnimationFrame(this.#fullLookFrame);
    this.visible = false;
    this.#anchor = null;
    this.#columnAt = null;
    if (this.#frame) {
      this.#frame.style.opacity = '0';
      this.#frame.style.pointerEvents = 'none';
      this.#frame.inert = true;
    }
  }

  /** Keyboard focus into the card's frame, where Tab moves through its buttons and links. */
  focus(): void {
    this.#frame?.focus();
    this.#frame?.contentWindow?.focus();
  }

  /** Where the open card's frame is, in the top viewport. */
  box(): DOMRect | null {
    return this.visible && this.#frame ? this.#frame.getBoundingClientRect() : null;
  }

  /** Whether focus is inside the card (the page sees only our host element as focused). */
  hasFocus(): boolean {
    return this.#host !== null && this.#doc.activeElement === this.#host;
  }

  setHeight(height: number): void {
    this.#height = height;
    if (!this.visible) return; // the frame takes the height when it is shown (#place)
    this.#clear(height);
    this.#place();
  }

  /** Follows the address when the page scrolls or moves it (its neighbours move with it). */
  moveTo(anchor: DOMRect | null): void {
    if (!anchor) return this.hide();
    this.#anchor = anchor;
    this.#place();
  }

  /** Where card/placement.ts says, for the window as it is now. */
  #place(): void {
    if (!this.#frame || !this.#anchor) return;
    const { clientWidth: width, clientHeight: height } = this.#doc.documentElement;
    const at = placeCard({ anchor: this.#anchor, reach: this.#beside.reach, width, height, cardHeight: this.#height });
    this.#frame.style.left = `${Math.round(at.x)}px`;
    this.#frame.style.top = `${Math.round(at.y)}px`;
    this.#frame.style.height = `${Math.round(at.height)}px`;
  }
}
